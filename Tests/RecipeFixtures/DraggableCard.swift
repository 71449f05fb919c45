import UIKit

// App code with touch handling, as apps write it (Swift 5 style, selectors):
// a card dragged by a pan and springing home, a double tap that zooms it, a
// text field whose keyboard lifts the screen, and a tap outside that ends editing.
class DraggableCardViewController: UIViewController, UIGestureRecognizerDelegate, UITextFieldDelegate {
    let card = UIView()
    let nameField = UITextField()
    private var initialCenter = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        card.frame = CGRect(x: 60, y: 80, width: 200, height: 140)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 16
        view.addSubview(card)

        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        pan.delegate = self
        card.addGestureRecognizer(pan)
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap))
        doubleTap.numberOfTapsRequired = 2
        card.addGestureRecognizer(doubleTap)

        nameField.frame = CGRect(x: 20, y: 400, width: 280, height: 34)
        nameField.borderStyle = .roundedRect
        nameField.placeholder = "Your name"
        nameField.delegate = self
        view.addSubview(nameField)

        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            initialCenter = card.center
        case .changed:
            let translation = gesture.translation(in: view)
            card.center = CGPoint(x: initialCenter.x + translation.x, y: initialCenter.y + translation.y)
        case .ended, .cancelled:
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                           options: [], animations: { self.card.center = self.initialCenter }, completion: nil)
        default:
            break
        }
    }

    @objc func handleDoubleTap() {
        UIView.animate(withDuration: 0.25) {
            self.card.transform = self.card.transform.isIdentity ? CGAffineTransform(scaleX: 1.2, y: 1.2) : .identity
        }
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        view.frame.origin.y = -frame.height / 2
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        view.frame.origin.y = 0
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        view.endEditing(true)
        super.touchesBegan(touches, with: event)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
