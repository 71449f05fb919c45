import UIKit

class LoginViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var emailField: UITextField!
    nonisolated(unsafe) private var keyboardObserver: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            guard let self = self,
                  let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            Trace.log("Login.keyboard height=\(Int(frame.height))")
            self.view.frame.origin.y = -frame.height / 4
        }
    }

    deinit {
        if let keyboardObserver = keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
    }

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
