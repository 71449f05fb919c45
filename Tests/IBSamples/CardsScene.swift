import UIKit

/// The pasted app's storyboard on an iPhone 15's screen: the card springs taller
/// (its "Animate" button), then "Details" pushes the detail screen. Written as a
/// scene in a `flipbook init` package is: the storyboard is found beside the pasted
/// files, as `Bundle.main` finds it in the app.
nonisolated public struct CardsStoryboard: Scene {
  public static let id = "cards-storyboard"
  public static let summary = "a pasted storyboard, its outlets, an action and a push segue"
  public init() {}
  public var canvas: Canvas { Canvas(size: CGSize(width: 393, height: 852), scale: 1, fps: 20, background: .white) }
  public var length: SceneLength { .seconds(2.2) }

  @MainActor public func build() -> CALayer {
    let window = UIWindow(storyboard: "Main")
    let home = (window.rootViewController as? UINavigationController)?.topViewController
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { home?.view.button(titled: "Animate")?.sendActions(for: .touchUpInside) }
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) { home?.view.button(titled: "Details")?.sendActions(for: .touchUpInside) }
    return window.layer
  }
}

extension UIView {
  /// The first button under this view whose title (or configuration's title) is `title`.
  public func button(titled title: String) -> UIButton? {
    if let b = self as? UIButton, b.currentTitle == title || b.configuration?.title == title { return b }
    return subviews.lazy.compactMap { $0.button(titled: title) }.first
  }
}
