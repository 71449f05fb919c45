import Foundation

// MARK: - Bar appearances (iOS 13+)

/// A bar's background and shadow: `configureWithDefaultBackground()` is iOS's
/// translucent bar (systemChromeMaterial with a hairline of black at 30 %),
/// `configureWithOpaqueBackground()` a system-background fill with the hairline,
/// `configureWithTransparentBackground()` nothing at all
/// (docs/research/ios-look.md §3: `_UIBarBackgroundAppearanceData`).
@preconcurrency @MainActor
open class UIBarAppearance {
  /// The blur effect drawn behind the bar's content, under its background color.
  open var backgroundEffect: UIBlurEffect?
  /// The color drawn over the bar's blur effect and under its background image.
  open var backgroundColor: UIColor?
  /// The image drawn over the bar's background color.
  open var backgroundImage: UIImage?
  /// The hairline at the bar's edge (nil or clear: none).
  open var shadowColor: UIColor?

  /// Creates a bar appearance configured with the default, translucent background.
  public init() { configureWithDefaultBackground() }
  /// Creates a bar appearance that copies the background and shadow of another appearance.
  public required init(barAppearance: UIBarAppearance) {
    (backgroundEffect, backgroundColor, backgroundImage, shadowColor) =
      (barAppearance.backgroundEffect, barAppearance.backgroundColor, barAppearance.backgroundImage, barAppearance.shadowColor)
  }

  static let hairline = UIColor(white: 0, alpha: 0.3)

  /// Configures a translucent background: the system chrome material blur with a hairline shadow.
  open func configureWithDefaultBackground() {
    (backgroundEffect, backgroundColor, backgroundImage, shadowColor) =
      (UIBlurEffect(style: .systemChromeMaterial), nil, nil, Self.hairline)
  }
  /// Configures an opaque background: the system background color with a hairline shadow.
  open func configureWithOpaqueBackground() {
    (backgroundEffect, backgroundColor, backgroundImage, shadowColor) = (nil, .systemBackground, nil, Self.hairline)
  }
  /// Configures a transparent background with no blur, color, image or shadow.
  open func configureWithTransparentBackground() {
    (backgroundEffect, backgroundColor, backgroundImage, shadowColor) = (nil, nil, nil, nil)
  }
  /// Returns a copy of this appearance.
  open func copy() -> Self { Self(barAppearance: self) }
}

/// A navigation bar's appearance: its background and the title attributes.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The attributes of the standard title's text, such as its font and foreground color.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of the large title's text, such as its font and foreground color.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// Creates a navigation bar appearance configured with the default, translucent background.
  public override init() { super.init() }
  /// Creates a navigation bar appearance that copies another appearance, with its title attributes if it has them.
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    if let nav = barAppearance as? UINavigationBarAppearance {
      (titleTextAttributes, largeTitleTextAttributes) = (nav.titleTextAttributes, nav.largeTitleTextAttributes)
    }
  }
}

/// A tab bar's appearance: its background (item colours come from the tab bar's
/// `tintColor` and `unselectedItemTintColor`).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// Creates a tab bar appearance configured with the default, translucent background.
  public override init() { super.init() }
  /// Creates a tab bar appearance that copies the background and shadow of another appearance.
  public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}

/// The background views of a bar: the colour, the material over it, the image,
/// and the hairline on the edge towards the content (the bottom of a navigation
/// bar, the top of a tab bar). A material comes and goes by its opacity, as
/// UIKit cross-fades a bar between its appearances (inside an animation block the
/// change animates), not by growing its blur.
@MainActor
final class BarBackground {
  let view = UIView()
  let material = UIVisualEffectView(effect: nil)
  /// The appearance's colour, over the material (as UIKit layers them), under the image.
  let colour = UIView()
  let hairline = UIView()
  let image = UIImageView()

  init(name: String) {
    view.layer.name = name
    for v in [material, colour, image] as [UIView] {
      v.frame = view.bounds
      v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(v)
    }
    view.addSubview(hairline)
  }

  /// Draws `appearance` over `frame`; the hairline at the top or the bottom.
  func show(_ appearance: UIBarAppearance, frame: CGRect, hairlineAtTop: Bool) {
    view.frame = frame
    // The last material stays while it fades out.
    if let effect = appearance.backgroundEffect { material.effect = effect }
    material.alpha = appearance.backgroundEffect == nil ? 0 : 1
    colour.backgroundColor = appearance.backgroundColor
    image.image = appearance.backgroundImage
    let pixel = UIScreen.main.hairline
    hairline.frame = CGRect(x: 0, y: hairlineAtTop ? -pixel : frame.height, width: frame.width, height: pixel)
    // Faded rather than hidden, so a change inside an animation block cross-fades it.
    if let shadow = appearance.shadowColor { hairline.backgroundColor = shadow }
    hairline.alpha = appearance.shadowColor == nil ? 0 : 1
  }
}

extension UIView {
  /// A navigation or tab bar: its container's bar insets do not cover it.
  var isContainerBar: Bool { self is UINavigationBar || self is UITabBar }
}
