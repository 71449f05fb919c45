import Foundation
@_exported import FlipbookCoreAnimation

/// The background part of a button configuration (UIKit's `UIBackgroundConfiguration`, the parts buttons use).
public struct UIBackgroundConfiguration {
  /// The background's fill color, or `nil` for the color the button's or cell's style gives it.
  public var backgroundColor: UIColor?
  /// The radius of the background's corners; a button uses it only with the `.fixed` corner style.
  public var cornerRadius: CGFloat = 0
  /// The color of the background's outline; a button draws it as its layer's border.
  public var strokeColor: UIColor?
  /// The width of the background's outline, in points.
  public var strokeWidth: CGFloat = 0
  /// A view to use as the background; only a table view cell shows it, as its `backgroundView`.
  public var customView: UIView?
  /// A visual effect to apply to the background.
  ///
  /// Accepted for source compatibility; Flipbook doesn't draw it.
  public var visualEffect: UIVisualEffect?
  /// The insets of the background from the edges of its container.
  ///
  /// Accepted for source compatibility; Flipbook doesn't apply them.
  public var backgroundInsets = NSDirectionalEdgeInsets()
  /// Creates an empty background configuration, with no color, outline or corner radius.
  public init() {}
  /// Returns an empty background configuration, which draws no background.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

extension UIButton {
  /// `UIButton.Configuration` (iOS 15): the styles and the properties real code sets.
  ///
  /// Measured defaults (a UIKit backport that copies Apple's values, and Flutter's
  /// iOS measurements; see the issue note): `.medium` insets 7/12 pt with a
  /// 17 pt title and a ≈6 pt corner; `.large` 14/20 pt and ≈8.75 pt; `.small`
  /// and `.mini` 5/10 pt, 15 and 13 pt titles. Backgrounds: filled = tint, tinted =
  /// tint at 15 %, gray = tertiarySystemFill (estimates where marked in the note).
  public struct Configuration {
    enum Style: Hashable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }
    /// A style of rounding for the corners of the button's background.
    public enum CornerStyle: Hashable, Sendable {
      /// Corners of the background configuration's `cornerRadius`.
      case fixed
      /// Corners that suit the button size: 6 points for medium, 8.75 for large, half the height for smaller sizes.
      case dynamic
      /// Slightly rounded corners, of 4 points.
      case small
      /// Moderately rounded corners, of 8 points.
      case medium
      /// Strongly rounded corners, of 12 points.
      case large
      /// Corners of half the button's height, which round its ends fully.
      case capsule
    }
    /// A button size, which sets the default content insets, title font size and corner radius.
    public enum Size: Hashable, Sendable {
      /// The smallest size: insets of 5 points above and below and 10 at the sides, and a 13-point title.
      case mini
      /// A small size: insets of 5 points above and below and 10 at the sides, and a 15-point title.
      case small
      /// The default size: insets of 7 points above and below and 12 at the sides, and a 17-point title.
      case medium
      /// A large size: insets of 14 points above and below and 20 at the sides, and a 17-point title.
      case large
    }

    let style: Style
    /// The button's title, which replaces the one set for the normal state.
    public var title: String?
    /// The text shown below the title.
    ///
    /// Accepted for source compatibility; Flipbook doesn't draw it.
    public var subtitle: String?
    /// The button's image, which replaces the one set for the normal state.
    public var image: UIImage?
    /// The distance between the image and the title, in points.
    public var imagePadding: CGFloat = 0
    /// The color of the title, or `nil` for the style's (white on a filled background, else the tint color).
    public var baseForegroundColor: UIColor?
    /// The color the style's background is based on, or `nil` for the tint color (or a gray fill in gray styles).
    public var baseBackgroundColor: UIColor?
    /// The configuration of the button's background, whose color, if set, replaces the style's.
    public var background = UIBackgroundConfiguration()
    /// The style of the background's corner rounding.
    public var cornerStyle: CornerStyle = .dynamic
    /// The size of the button, which sets its default content insets and title font size.
    public var buttonSize: Size = .medium
    /// Nil until set: the size's default insets.
    public var contentInsets: NSDirectionalEdgeInsets {
      get { insets ?? defaultInsets }
      set { insets = newValue }
    }
    private var insets: NSDirectionalEdgeInsets?
    /// A Boolean value that indicates whether the button shows an activity indicator in place of its image.
    ///
    /// Accepted for source compatibility; Flipbook doesn't draw the indicator.
    public var showsActivityIndicator = false

    init(style: Style) { self.style = style }

    /// Returns a configuration for a button with no background, drawn in the tint color.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// Returns a configuration for a button with a background of the tint color at 15% opacity.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// Returns a configuration for a button with a gray background and a title in the tint color.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// Returns a configuration for a button filled with the tint color, with a white title.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// Returns a configuration for a borderless button with no background, as `plain()` draws.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// Returns a configuration for a bordered button, drawn with a gray background as `gray()` is.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// Returns a configuration for a bordered button with a tinted background, as `tinted()` draws.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// Returns a configuration for a prominent bordered button, filled with the tint color as `filled()` is.
    public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

    private var defaultInsets: NSDirectionalEdgeInsets {
      switch buttonSize {
      case .mini, .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }
    var resolvedInsets: UIEdgeInsets { contentInsets.edgeInsets }
    var fontSize: CGFloat {
      switch buttonSize {
      case .mini: 13
      case .small: 15
      case .medium, .large: 17
      }
    }

    func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .fixed: background.cornerRadius
      case .dynamic: buttonSize == .large ? 8.75 : buttonSize == .medium ? 6 : height / 2
      case .small: 4
      case .medium: 8
      case .large: 12
      case .capsule: height / 2
      }
    }

    func foreground(tint: UIColor) -> UIColor {
      if let baseForegroundColor { return baseForegroundColor }
      return style == .filled || style == .borderedProminent ? .white : tint
    }

    func backgroundColor(tint: UIColor) -> UIColor? {
      if let color = background.backgroundColor { return color }
      let base = baseBackgroundColor ?? tint
      switch style {
      case .plain, .borderless: return nil
      case .filled, .borderedProminent: return base
      case .tinted, .borderedTinted: return base.withAlphaComponent(0.15)
      case .gray, .bordered: return baseBackgroundColor ?? .tertiarySystemFill
      }
    }
  }

  /// A button drawn from `configuration` (UIKit's `init(configuration:primaryAction:)`).
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  /// The configuration the button draws itself from, or `nil` for a button drawn from its per-state values.
  public var configuration: Configuration? {
    get { configurationStorage }
    set {
      configurationStorage = newValue
      refresh()
      invalidateIntrinsicContentSize()
    }
  }

  /// Requests an update of the button's configuration; Flipbook updates it at once.
  public func setNeedsUpdateConfiguration() { refresh() }
  /// Updates the button's appearance from its configuration, running its `configurationUpdateHandler` first.
  public func updateConfiguration() { refresh() }

  /// Draws `configuration`: title, image, colours and the rounded background.
  func apply(_ configuration: Configuration) {
    let foreground = configuration.foreground(tint: tintColor)
    titleLabel?.text = configuration.title ?? title(for: .normal)
    titleLabel?.font = .systemFont(ofSize: configuration.fontSize)
    titleLabel?.textColor = foreground
    imageView?.image = configuration.image ?? image(for: .normal)
    let alpha: CGFloat = isEnabled ? (isHighlighted ? 0.5 : 1) : 0.35
    titleLabel?.alpha = alpha
    imageView?.alpha = alpha
    backgroundColor = configuration.backgroundColor(tint: tintColor)
    layer.borderColor = configuration.background.strokeColor?.cgColor
    layer.borderWidth = configuration.background.strokeWidth
    setNeedsLayout()
  }

  /// Keeps the configuration's corner radius in step with the height (capsules).
  func applyCornerRadius() {
    guard let configuration = configurationStorage else { return }
    layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
    layer.cornerCurve = .continuous
  }
}
