import Flipbook
import Foundation

/// A complete alert drawn as real views (title, message, two buttons) instead
/// of an image, with alert-ios7's motion.
public struct AlertFull: Scene {
  public static let id = "alert-full"
  public static let summary = "a complete alert (title, message, Cancel and OK) drawn as text, with alert-ios7's motion"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  /// Stops at 2.75 s: the alert has faded out by 2.15 s.
  public var length: SceneLength { .seconds(2.75) }

  var title = "Delete this photo?"
  var message = "It will be removed from all your devices. This cannot be undone."
  var cancel = "Cancel"
  var confirm = "Delete"

  public func build() -> CALayer { AlertFull.build(title: title, message: message, cancel: cancel, confirm: confirm) }

  @MainActor static func build(title: String, message: String, cancel: String, confirm: String) -> CALayer {
    let (window, overlayView, alertView) = AlertIOS7.makeViews(background: .white)
    let size: CGFloat = 250
    alertView.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)

    let titleLabel = UILabel(frame: CGRect(x: 16, y: 22, width: size - 32, height: 26))
    titleLabel.text = title
    titleLabel.font = .boldSystemFont(ofSize: 17)
    titleLabel.textColor = UIColor(white: 0.1, alpha: 1)
    titleLabel.textAlignment = .center
    alertView.addSubview(titleLabel)

    let messageLabel = UILabel(frame: CGRect(x: 18, y: 58, width: size - 36, height: 130))
    messageLabel.text = message
    messageLabel.font = .systemFont(ofSize: 14)
    messageLabel.textColor = UIColor(white: 0.2, alpha: 1)
    messageLabel.textAlignment = .center
    messageLabel.numberOfLines = 0
    alertView.addSubview(messageLabel)

    let hairline = UIView(frame: CGRect(x: 0, y: size - 45, width: size, height: 0.5))
    hairline.backgroundColor = UIColor(white: 0.8, alpha: 1)
    alertView.addSubview(hairline)
    let divider = UIView(frame: CGRect(x: size / 2 - 0.25, y: size - 45, width: 0.5, height: 45))
    divider.backgroundColor = UIColor(white: 0.8, alpha: 1)
    alertView.addSubview(divider)

    let blue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    let cancelButton = UILabel(frame: CGRect(x: 0, y: size - 45 + 11, width: size / 2, height: 24))
    cancelButton.text = cancel
    cancelButton.font = .systemFont(ofSize: 17)
    cancelButton.textColor = blue
    cancelButton.textAlignment = .center
    alertView.addSubview(cancelButton)
    let confirmButton = UILabel(frame: CGRect(x: size / 2, y: size - 45 + 11, width: size / 2, height: 24))
    confirmButton.text = confirm
    confirmButton.font = .boldSystemFont(ofSize: 17)
    confirmButton.textColor = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    confirmButton.textAlignment = .center
    alertView.addSubview(confirmButton)

    AlertIOS7.present(overlayView, alertView)

    Scheduler.main.asyncAfter(delay: 2.0) { AlertIOS7.dismiss(overlayView, alertView) }
    return window.layer
  }
}

/// alert-full with Chinese text (drawn with the CJK fallback font).
public struct AlertFullChinese: Scene {
  public static let id = "alert-full-zh"
  public static let summary = "alert-full in Chinese: 删除这张照片? with 取消 and 删除 buttons"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  /// Stops at 2.75 s: the alert has faded out by 2.15 s.
  public var length: SceneLength { .seconds(2.75) }
  public func build() -> CALayer {
    AlertFull.build(title: "删除这张照片?", message: "照片将从你的所有设备上移除。此操作无法撤销。", cancel: "取消", confirm: "删除")
  }
}
