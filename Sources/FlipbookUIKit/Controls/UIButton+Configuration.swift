import Foundation
@_exported import FlipbookCoreAnimation

/// The background part of a button configuration (UIKit's `UIBackgroundConfiguration`, the parts buttons use).
public struct UIBackgroundConfiguration {
  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat = 0
  public var strokeColor: UIColor?
  public var strokeWidth: CGFloat = 0
  public var customView: UIView?
  public var visualEffect: UIVisualEffect?
  public var backgroundInsets = NSDirectionalEdgeInsets()
  public init() {}
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
    public enum CornerStyle: Hashable, Sendable { case fixed, dynamic, small, medium, large, capsule }
    public enum Size: Hashable, Sendable { case mini, small, medium, large }

    let style: Style
    public var title: String?
    public var subtitle: String?
    public var image: UIImage?
    public var imagePadding: CGFloat = 0
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var background = UIBackgroundConfiguration()
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium
    /// Nil until set: the size's default insets.
    public var contentInsets: NSDirectionalEdgeInsets {
      get { insets ?? defaultInsets }
      set { insets = newValue }
    }
    private var insets: NSDirectionalEdgeInsets?
    public var showsActivityIndicator = false

    init(style: Style) { self.style = style }

    public static func plain() -> Configuration { Configuration(style: .plain) }
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    public static func gray() -> Configuration { Configuration(style: .gray) }
    public static func filled() -> Configuration { Configuration(style: .filled) }
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
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

  public var configuration: Configuration? {
    get { configurationStorage }
    set {
      configurationStorage = newValue
      refresh()
      invalidateIntrinsicContentSize()
    }
  }

  public func setNeedsUpdateConfiguration() { refresh() }
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
