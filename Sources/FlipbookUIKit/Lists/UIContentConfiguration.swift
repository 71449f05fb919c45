import Foundation

/// `UIConfigurationState`: what a configuration may update itself for.
@preconcurrency @MainActor
public protocol UIConfigurationState {
  var traitCollection: UITraitCollection { get set }
}

/// `UICellConfigurationState`: a cell's highlighted, selected and editing state.
public struct UICellConfigurationState: UIConfigurationState {
  public var traitCollection: UITraitCollection
  public var isSelected = false
  public var isHighlighted = false
  public var isDisabled = false
  public var isFocused = false
  public var isEditing = false
  public var isSwiped = false
  public var isExpanded = false
  public var isPinned = false
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
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
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `UIContentConfiguration` (iOS 14): a value describing a view's content, which makes the view.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  func makeContentView() -> UIView & UIContentView
  func updated(for state: UIConfigurationState) -> Self
}

/// `UIContentView`: a view shown from a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  var configuration: UIContentConfiguration { get set }
  func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
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
  public static func listPlainCell() -> Self { with(.systemBackground) }
  public static func listGroupedCell() -> Self { with(.secondarySystemGroupedBackground) }
  public static func listSidebarCell() -> Self { with(.clear) }
  public static func listPlainHeaderFooter() -> Self { with(.systemBackground) }
  public static func listGroupedHeaderFooter() -> Self { with(.clear) }
  public static func listCell() -> Self { with(.secondarySystemGroupedBackground) }
  public static func listHeader() -> Self { with(.clear) }
  public static func listFooter() -> Self { with(.clear) }

  private static func with(_ color: UIColor) -> Self {
    var b = UIBackgroundConfiguration()
    b.backgroundColor = color
    return b
  }

  public func updated(for state: UIConfigurationState) -> Self { self }
}

extension UITableViewCell {
  func applyBackgroundConfiguration() {
    guard let b = backgroundConfiguration else { return }
    backgroundColor = b.backgroundColor
    if let custom = b.customView { backgroundView = custom }
  }
}
