import UIKit

class LoginViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var emailField: UITextField!

    @IBAction func backgroundTapped(_ sender: UITapGestureRecognizer) {
        Trace.log("Login.backgroundTapped taps=\(sender.numberOfTapsRequired)")
        view.endEditing(true)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        Trace.log("Login.return text=\(textField.text ?? "")")
        textField.resignFirstResponder()
        return true
    }
}
