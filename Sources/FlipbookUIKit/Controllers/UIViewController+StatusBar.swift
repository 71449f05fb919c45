import Foundation

/// The status bar's content style (`preferredStatusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable {
  /// Automatic since iOS 13: dark content in light mode, light content in dark mode.
  case `default` = 0
  /// A light status bar, for use on dark backgrounds.
  case lightContent = 1
  /// A dark status bar, for use on light backgrounds.
  case darkContent = 3
}

extension UIViewController {
  /// The controller whose status bar style shows: this one, or the one it hands it to.
  var statusBarStyleController: UIViewController {
    var current = self
    var seen = Set<ObjectIdentifier>()
    while seen.insert(ObjectIdentifier(current)).inserted {
      if let presented = current.presentedViewController,
         presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
        current = presented
      } else if let child = current.childForStatusBarStyle {
        current = child
      } else {
        break
      }
    }
    return current
  }

  /// Asks the windows to draw the status bar as the controllers now prefer (no animation).
  public func setNeedsStatusBarAppearanceUpdate() {
    for window in UIApplication.shared.windows { window.updateStatusBarAppearance() }
  }
}

extension UIWindow {
  /// Colours the status bar's content for the root controller's preferred style
  /// (white for `.lightContent`), and hides it when `prefersStatusBarHidden`.
  func updateStatusBarAppearance() {
    guard let bar = subviews.first(where: { $0.layer.name == "status bar" }) else { return }
    let chooser = rootViewController?.statusBarStyleController
    // Over a page sheet the screen behind is pushed back onto black: iOS shows
    // light content there, whatever the controllers prefer.
    // `.default` is automatic since iOS 13: light content in dark mode.
    let style = chooser?.preferredStatusBarStyle ?? .default
    let dark = chooser?.traitCollection.userInterfaceStyle == .dark
    let light = style == .lightContent || (style == .default && dark) || showsPageSheet
    UIView.performWithoutAnimation {
      bar.isHidden = chooser?.prefersStatusBarHidden ?? false
      StatusBar.colour(bar, light ? .white : .black)
    }
  }

  /// Whether a page sheet is presented (or presenting) in this window.
  var showsPageSheet: Bool {
    var current = rootViewController
    var seen = Set<ObjectIdentifier>()
    while let controller = current, seen.insert(ObjectIdentifier(controller)).inserted {
      guard let presented = controller.presentedViewController else { return false }
      if presented.modalPresentationStyle.isSheet && presented.modalTransitionStyle == .coverVertical { return true }
      current = presented
    }
    return false
  }
}
