import Foundation

/// `UIConfigurationState`: what a configuration may update itself for.
@preconcurrency @MainActor
public protocol UIConfigurationState {
  /// The trait collection the state describes.
  var traitCollection: UITraitCollection { get set }
}

/// `UICellConfigurationState`: a cell's highlighted, selected and editing state.
public struct UICellConfigurationState: UIConfigurationState {
  /// The cell's trait collection.
  public var traitCollection: UITraitCollection
  /// A Boolean value that indicates whether the cell is selected.
  public var isSelected = false
  /// A Boolean value that indicates whether the cell is highlighted.
  public var isHighlighted = false
  /// A Boolean value that indicates whether the cell is disabled.
  ///
  /// Flipbook's cells never set it, so it stays `false` unless you set it.
  public var isDisabled = false
  /// A Boolean value that indicates whether the cell is focused.
  ///
  /// Flipbook's cells never set it, so it stays `false` unless you set it.
  public var isFocused = false
  /// A Boolean value that indicates whether the cell is in editing mode.
  public var isEditing = false
  /// A Boolean value that indicates whether the cell is swiped to show its actions.
  ///
  /// Flipbook's cells never set it, so it stays `false` unless you set it.
  public var isSwiped = false
  /// A Boolean value that indicates whether the cell's outline item is expanded.
  ///
  /// Flipbook's cells never set it, so it stays `false` unless you set it.
  public var isExpanded = false
  /// A Boolean value that indicates whether the cell is pinned, as a section header can be.
  ///
  /// Flipbook's cells never set it, so it stays `false` unless you set it.
  public var isPinned = false
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
  /// Creates a cell configuration state with the given trait collection and every flag `false`.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  /// An app's own state, by key (`UIConfigurationStateCustomKey`).
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

/// `UIConfigurationStateCustomKey`: a key for an app's own configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a custom key with the given string.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `UIContentConfiguration` (iOS 14): a value describing a view's content, which makes the view.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// Creates a new content view that shows this configuration.
  func makeContentView() -> UIView & UIContentView
  /// Returns a copy of the configuration updated for the given state.
  func updated(for state: UIConfigurationState) -> Self
}

/// `UIContentView`: a view shown from a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  /// The configuration the view shows; setting it updates the view.
  var configuration: UIContentConfiguration { get set }
  /// Returns a Boolean value that indicates whether the view can show the given configuration.
  func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Returns `true`: by default a content view accepts any configuration.
  public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

extension UIView {
  /// Shows `configuration` in `container`: updates the current content view when it
  /// was made for the same configuration type, else replaces it (as UIKit cells do).
  func installConfiguration(_ configuration: UIContentConfiguration?, in container: UIView,
                            replacing current: inout (UIView & UIContentView)?) {
    guard let configuration else {
      current?.removeFromSuperview()
      current = nil
      return
    }
    let kind = ObjectIdentifier(type(of: configuration as Any) as Any.Type)
    if let view = current, view.configurationKind == kind, view.supports(configuration) {
      view.configuration = configuration
    } else {
      current?.removeFromSuperview()
      let view = configuration.makeContentView()
      view.configurationKind = kind
      view.frame = container.bounds
      container.addSubview(view)
      current = view
    }
    for legacy in container.subviews where legacy !== current && (legacy is UILabel || legacy is UIImageView) {
      legacy.isHidden = true
    }
    setNeedsLayout()
  }

  /// The configuration type a content view was made for.
  var configurationKind: ObjectIdentifier? {
    get { autoLayout.configurationKind }
    set { autoLayout.configurationKind = newValue }
  }
}

extension UIBackgroundConfiguration {
  /// Returns a background configuration for a cell in a plain list: the system background color.
  public static func listPlainCell() -> Self { with(.systemBackground) }
  /// Returns a background configuration for a cell in a grouped list: the secondary grouped background color.
  public static func listGroupedCell() -> Self { with(.secondarySystemGroupedBackground) }
  /// Returns a background configuration for a cell in a sidebar list: a clear background.
  public static func listSidebarCell() -> Self { with(.clear) }
  /// Returns a background configuration for a header or footer in a plain list: the system background color.
  public static func listPlainHeaderFooter() -> Self { with(.systemBackground) }
  /// Returns a background configuration for a header or footer in a grouped list: a clear background.
  public static func listGroupedHeaderFooter() -> Self { with(.clear) }
  /// Returns a background configuration for a list cell: the secondary grouped background color.
  ///
  /// Unlike iOS, it does not adapt to the list's style.
  public static func listCell() -> Self { with(.secondarySystemGroupedBackground) }
  /// Returns a background configuration for a list header: a clear background.
  public static func listHeader() -> Self { with(.clear) }
  /// Returns a background configuration for a list footer: a clear background.
  public static func listFooter() -> Self { with(.clear) }

  private static func with(_ color: UIColor) -> Self {
    var b = UIBackgroundConfiguration()
    b.backgroundColor = color
    return b
  }

  /// Returns the configuration unchanged; Flipbook's background configurations do not vary with the cell's state.
  public func updated(for state: UIConfigurationState) -> Self { self }
}

extension UITableViewCell {
  func applyBackgroundConfiguration() {
    guard let b = backgroundConfiguration else { return }
    backgroundColor = b.backgroundColor
    if let custom = b.customView { backgroundView = custom }
  }
}
