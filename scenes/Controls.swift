import Flipbook
import Foundation

// Scenes written as app code writes them: UIKit's controls driven by scripted
// taps (`sendActions(for:)`) at virtual times.

/// A settings card: switches flipped in turn, a download bar filling, a sync spinner.
final class SettingsController: UIViewController {
  let switches = (0..<3).map { _ in UISwitch() }
  let progress = UIProgressView(progressViewStyle: .default)
  let spinner = UIActivityIndicatorView(style: .medium)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let card = UIView(frame: CGRect(x: 16, y: 120, width: 343, height: 176))
    card.backgroundColor = .white
    card.layer.cornerRadius = 10
    view.addSubview(card)
    for (i, title) in ["Wi-Fi", "Bluetooth", "Airplane Mode"].enumerated() {
      let label = UILabel(frame: CGRect(x: 16, y: 44 * CGFloat(i), width: 200, height: 44))
      label.text = title
      card.addSubview(label)
      switches[i].frame.origin = CGPoint(x: 343 - 16 - 51, y: 44 * CGFloat(i) + 6.5)
      switches[i].isOn = i == 0
      card.addSubview(switches[i])
      if i < 2 {
        let line = UIView(frame: CGRect(x: 16, y: 44 * CGFloat(i + 1) - 0.5, width: 327, height: 0.5))
        line.backgroundColor = .separator
        card.addSubview(line)
      }
    }
    let syncing = UILabel(frame: CGRect(x: 46, y: 132, width: 200, height: 44))
    syncing.text = "Syncing…"
    syncing.textColor = .secondaryLabel
    card.addSubview(syncing)
    spinner.center = CGPoint(x: 26, y: 154)
    card.addSubview(spinner)
    spinner.startAnimating()
    progress.frame = CGRect(x: 32, y: 340, width: 311, height: 4)
    view.addSubview(progress)
  }
}

public struct SwitchSettings: Scene {
  public static let id = "switch-settings"
  public static let summary = "UISwitch setOn(_:animated:), UIProgressView setProgress(_:animated:), UIActivityIndicatorView"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  // The spinner turns for ever, so the scene has a fixed length.
  public var length: SceneLength { .seconds(2.4) }

  public func build() -> CALayer {
    let controller = SettingsController()
    let w = window(root: controller)
    SceneScheduler.main.asyncAfter(delay: 0.3) { controller.switches[1].setOn(true, animated: true) }
    SceneScheduler.main.asyncAfter(delay: 0.8) { controller.switches[0].setOn(false, animated: true) }
    for (i, value) in [Float(0.25), 0.6, 1].enumerated() {
      SceneScheduler.main.asyncAfter(delay: 0.4 + 0.5 * Double(i)) {
        controller.progress.setProgress(value, animated: true)
      }
    }
    SceneScheduler.main.asyncAfter(delay: 1.9) { controller.spinner.stopAnimating() }
    return w.layer
  }
}

/// The tap bounce: a filled button squeezes on touch-down and springs back on
/// release, then says it is done.
final class BagController: UIViewController {
  lazy var button = UIButton(configuration: {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Add to Bag"
    configuration.buttonSize = .large
    configuration.cornerStyle = .capsule
    return configuration
  }(), primaryAction: UIAction { [unowned self] _ in self.added() })

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    button.frame = CGRect(x: 60, y: 300, width: 255, height: 56)
    view.addSubview(button)
    button.addAction(UIAction { [unowned self] _ in
      UIView.animate(withDuration: 0.12, delay: 0, options: [.curveEaseOut, .allowUserInteraction]) {
        self.button.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
      }
    }, for: .touchDown)
  }

  private func added() {
    UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.45, initialSpringVelocity: 4,
                   options: [.allowUserInteraction]) {
      self.button.transform = .identity
    }
    var configuration = button.configuration
    configuration?.title = "Added ✓"
    configuration?.baseBackgroundColor = .systemGreen
    UIView.transition(with: button, duration: 0.25, options: .transitionCrossDissolve) {
      self.button.configuration = configuration
    }
  }
}

public struct ButtonTapBounce: Scene {
  public static let id = "button-tap-bounce"
  public static let summary = "UIButton.Configuration with UIAction: a finger's tap squeezes it, springs back and turns green"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  public func build() -> CALayer {
    let controller = BagController()
    let w = window(root: controller)
    // A finger on the button for 0.15 s: touchDown squeezes it, touchUpInside (the primary action) springs it back.
    Hand().tap(controller.button, at: 0.3, holdFor: 0.15)
    return w.layer
  }
}
