import Flipbook
import Foundation

/// Controls operated by touch: a switch tapped, a slider dragged, a segment
/// tapped and a stepper pressed, each updating its caption from `.valueChanged`.
final class TouchControlsController: UIViewController {
  let toggle = UISwitch()
  let slider = UISlider(frame: CGRect(x: 24, y: 250, width: 327, height: 31))
  let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
  let stepper = UIStepper()
  private let captions = (0..<4).map { _ in UILabel() }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    for (i, label) in captions.enumerated() {
      label.frame = CGRect(x: 24, y: 96 + 120 * CGFloat(i), width: 327, height: 22)
      label.font = .systemFont(ofSize: 15)
      label.textColor = .secondaryLabel
      view.addSubview(label)
    }
    toggle.frame.origin = CGPoint(x: 24, y: 126)
    slider.value = 0.2
    segments.frame = CGRect(x: 24, y: 366, width: 327, height: 32)
    segments.selectedSegmentIndex = 0
    stepper.frame.origin = CGPoint(x: 24, y: 486)
    stepper.maximumValue = 10
    for control in [toggle, slider, segments, stepper] as [UIControl] {
      view.addSubview(control)
      control.addAction(UIAction { [unowned self] _ in self.refresh() }, for: .valueChanged)
    }
    refresh()
  }

  private func refresh() {
    captions[0].text = "Notifications " + (toggle.isOn ? "on" : "off")
    captions[1].text = "Volume \(Int((slider.value * 100).rounded())) %"
    captions[2].text = "Showing " + (segments.titleForSegment(at: segments.selectedSegmentIndex) ?? "")
    captions[3].text = "Guests: \(Int(stepper.value))"
  }
}

public struct ControlsTouch: Scene {
  public static let id = "controls-touch"
  public static let summary = "UISwitch, UISlider, UISegmentedControl and UIStepper operated by a scripted finger"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    let c = TouchControlsController()
    let w = window(root: c)
    Hand.showsTouches = true
    let hand = Hand()
    hand.tap(c.toggle, at: 0.3)
    // From the thumb at 20 % to 80 % of the track.
    hand.drag(CGPoint(x: 24 + 14 + 299 * 0.2, y: 265.5), by: CGVector(dx: 299 * 0.6, dy: 4), at: 1.0, duration: 0.7)
    hand.tap(CGPoint(x: 24 + 327 * 5 / 6, y: 382), at: 2.1)
    hand.tap(CGPoint(x: 24 + 70, y: 502), at: 2.9)
    hand.tap(CGPoint(x: 24 + 70, y: 502), at: 3.3)
    return w.layer
  }
}

/// A sign-in form pinned above the bottom: when the keyboard comes up, the
/// form moves up with it (the keyboardWillShow observer apps write), typing
/// fills the fields, return moves to the password, and the button signs in.
final class LoginFormController: UIViewController, UITextFieldDelegate {
  let email = UITextField()
  let password = UITextField()
  let button = UIButton(type: .system)
  private let form = UIView()
  private var observers: [NSObjectProtocol] = []
  isolated deinit { observers.forEach(NotificationCenter.default.removeObserver) }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    form.frame = CGRect(x: 0, y: 667 - 290, width: 375, height: 290)
    view.addSubview(form)
    let title = UILabel(frame: CGRect(x: 24, y: 0, width: 327, height: 41))
    title.text = "Sign In"
    title.font = .systemFont(ofSize: 34, weight: .bold)
    form.addSubview(title)
    for (i, field) in [email, password].enumerated() {
      field.frame = CGRect(x: 24, y: 64 + 50 * CGFloat(i), width: 327, height: 40)
      field.borderStyle = .roundedRect
      field.delegate = self
      field.clearButtonMode = .whileEditing
      form.addSubview(field)
    }
    email.placeholder = "Email"
    email.keyboardType = .emailAddress
    email.returnKeyType = .next
    password.placeholder = "Password"
    password.isSecureTextEntry = true
    password.returnKeyType = .go
    button.setTitle("Sign In", for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    button.frame = CGRect(x: 24, y: 176, width: 327, height: 50)
    button.backgroundColor = .systemBlue
    button.setTitleColor(.white, for: .normal)
    button.layer.cornerRadius = 12
    button.addAction(UIAction { [unowned self] _ in
      self.view.endEditing(true)
      self.button.setTitle("Signed In ✓", for: .normal)
      UIView.animate(withDuration: 0.3) { self.button.backgroundColor = .systemGreen }
    }, for: .touchUpInside)
    form.addSubview(button)
    let center = NotificationCenter.default
    observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
      [unowned self] note in
      let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      MainActor.assumeIsolated { self.form.transform = CGAffineTransform(translationX: 0, y: -((frame?.height ?? 0) - 24)) }
    })
    observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
      [unowned self] _ in MainActor.assumeIsolated { self.form.transform = .identity }
    })
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === email { password.becomeFirstResponder() } else { textField.resignFirstResponder() }
    return true
  }
}

public struct LoginKeyboard: Scene {
  public static let id = "login-keyboard"
  public static let summary = "UITextField and the keyboard: a tap brings it up, the form rides up with it, typing, return, sign in"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    let c = LoginFormController()
    let w = window(root: c)
    Hand.showsTouches = true
    let hand = Hand()
    hand.tap(c.email, at: 0.4)
    hand.type("anna@example.com", at: 1.1, interval: 0.09)
    hand.pressReturn(at: 2.7)
    hand.type("swordfish", at: 3.1, interval: 0.09)
    hand.tap(c.button, at: 4.2)
    return w.layer
  }
}
