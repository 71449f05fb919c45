import Flipbook
import Foundation

/// A complete alert drawn as real views (title, message, two buttons) instead
/// of an image, in iOS 7's look (content-sized, translucent over a blur), with
/// alert-ios7's motion.
public struct AlertFull: Scene {
  public static let id = "alert-full"
  public static let summary = "a complete alert in iOS 7's look (content-sized, translucent over a blur; title, message, Cancel and Delete) drawn as text, with alert-ios7's motion"
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
    let (window, overlayView, alertView) = AlertIOS7.makeViews(background: .clear)
    // iOS 7's alert: 270 pt wide and as tall as its text, translucent white over a
    // blur of the screen, corner radius 7, no shadow (the article's motion stays).
    let width: CGFloat = 270
    alertView.layer.shadowOpacity = 0
    alertView.layer.cornerRadius = 7
    alertView.clipsToBounds = true
    let material = UIVisualEffectView(effect: UIBlurEffect(style: .extraLight))
    alertView.addSubview(material)

    let titleLabel = UILabel(frame: CGRect(x: 16, y: 19, width: width - 32, height: 0))
    titleLabel.text = title
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    titleLabel.numberOfLines = 0
    titleLabel.frame.size.height = titleLabel.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude)).height
    alertView.addSubview(titleLabel)

    let messageLabel = UILabel(frame: CGRect(x: 16, y: titleLabel.frame.maxY + 4, width: width - 32, height: 0))
    messageLabel.text = message
    messageLabel.font = .systemFont(ofSize: 13)
    messageLabel.textAlignment = .center
    messageLabel.numberOfLines = 0
    messageLabel.frame.size.height = messageLabel.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude)).height
    alertView.addSubview(messageLabel)

    let rowY = messageLabel.frame.maxY + 20, height = rowY + 44
    alertView.frame = CGRect(x: (window.bounds.width - width) / 2, y: ((window.bounds.height - height) / 2).rounded(),
                             width: width, height: height)
    material.frame = alertView.bounds
    alertView.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
    // Hairlines one device pixel wide, on pixel edges, as UIKit draws them (the
    // vertical one starts at the centre: centred on it, it would straddle two pixels).
    let hairline = 1 / UIScreen.main.scale
    for frame in [CGRect(x: 0, y: rowY, width: width, height: hairline), CGRect(x: width / 2, y: rowY, width: hairline, height: 44)] {
      let line = UIView(frame: frame)
      line.backgroundColor = UIColor(white: 0.8, alpha: 1)
      alertView.addSubview(line)
    }
    // Cancel is the bold one, as in iOS's alerts; the destructive action is red.
    let buttons: [(String, UIFont, UIColor)] = [(cancel, .systemFont(ofSize: 17, weight: .semibold), .systemBlue),
                                                (confirm, .systemFont(ofSize: 17), .systemRed)]
    for (i, (text, font, color)) in buttons.enumerated() {
      let button = UILabel(frame: CGRect(x: CGFloat(i) * width / 2, y: rowY, width: width / 2, height: 44))
      button.text = text
      button.font = font
      button.textColor = color
      button.textAlignment = .center
      alertView.addSubview(button)
    }

    AlertIOS7.present(overlayView, alertView)

    SceneScheduler.main.asyncAfter(delay: 2.0) { AlertIOS7.dismiss(overlayView, alertView) }
    return window.layer
  }
}

/// alert-full with Chinese text (drawn with the CJK fallback font).
public struct AlertFullChinese: Scene {
  public static let id = "alert-full-zh"
  public static let summary = "alert-full in Chinese: 删除这张照片？ with 取消 and 删除 buttons"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  /// Stops at 2.75 s: the alert has faded out by 2.15 s.
  public var length: SceneLength { .seconds(2.75) }
  public func build() -> CALayer {
    AlertFull.build(title: "删除这张照片？", message: "照片将从你的所有设备上移除。此操作无法撤销。", cancel: "取消", confirm: "删除")
  }
}
