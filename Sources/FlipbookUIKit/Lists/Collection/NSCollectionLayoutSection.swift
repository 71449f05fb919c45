import Foundation

/// `NSCollectionLayoutSection`: a group repeated for the section's items, with
/// insets, spacing between groups, headers and footers, and orthogonal scrolling.
open class NSCollectionLayoutSection {
  /// The group the section repeats for its items.
  public let group: NSCollectionLayoutGroup
  /// The space inset from the section's edges to its groups, in points.
  open var contentInsets = NSDirectionalEdgeInsets()
  /// The space between the section's groups, in points.
  open var interGroupSpacing: CGFloat = 0
  /// The way the section scrolls across the layout; Flipbook lays it out in one row and does not scroll it.
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// The section's headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// The section's decoration items, such as its background.
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// A Boolean value that indicates whether headers and footers take the section's leading and trailing insets.
  open var supplementariesFollowContentInsets = true
  /// The reference for the section's content insets; accepted but ignored (insets are from the content area).
  open var contentInsetsReference: UIContentInsetsReference = .automatic
  /// A block called before each layout pass with the visible items; stored, but Flipbook never calls it.
  open var visibleItemsInvalidationHandler: (([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void)?
  /// Set by `list(using:layoutEnvironment:)`: rows drawn as a list of this configuration.
  var list: UICollectionLayoutListConfiguration?

  /// Creates a section that repeats the given group.
  public init(group: NSCollectionLayoutGroup) { self.group = group }

  /// A list section (iOS 14): full-width rows of estimated 44 pt, inset 16/20 pt
  /// with rounded corners for `.insetGrouped`, headers and footers by the
  /// configuration's modes.
  @MainActor
  public static func list(using configuration: UICollectionLayoutListConfiguration,
                          layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
    section.list = configuration
    let width = layoutEnvironment.container.effectiveContentSize.width
    let side: CGFloat = width >= 414 ? 20 : 16
    let grouped = configuration.appearance != .plain && configuration.appearance != .sidebarPlain
    if configuration.appearance == .insetGrouped {
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    if configuration.headerMode == .supplementary {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 : 28)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      header.pinToVisibleBounds = !grouped
      section.boundarySupplementaryItems.append(header)
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 : 28)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    if grouped {
      let gap: CGFloat = configuration.headerMode == .supplementary ? 0 : 17.5
      section.contentInsets.top = gap + (configuration.headerTopPadding ?? 0)
      section.contentInsets.bottom = configuration.footerMode == .supplementary ? 0 : 17.5
    } else if configuration.headerMode == .supplementary {
      section.contentInsets.top = configuration.headerTopPadding ?? 0
    }
    return section
  }
}

/// `UIContentInsetsReference`.
///
/// The boundary content insets are measured from: automatic, none, safe area, layout margins or readable content.
public enum UIContentInsetsReference: Int, Sendable {
  /// The system's choice for the layout.
  case automatic
  /// Insets measured from the edges of the collection view.
  case none
  /// Insets measured from the safe area.
  case safeArea
  /// Insets measured from the layout margins.
  case layoutMargins
  /// Insets measured from the readable content guide.
  case readableContent
}

/// `NSCollectionLayoutVisibleItem` (what a section's invalidation handler may adjust).
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  /// The item's frame, in the collection view's coordinates.
  var frame: CGRect { get }
  /// The centre point of the item's frame.
  var center: CGPoint { get set }
  /// The item's opacity, from 0 (transparent) to 1 (opaque).
  var alpha: CGFloat { get set }
  /// The item's affine transform.
  var transform: CGAffineTransform { get set }
  /// The index path of the item.
  var indexPath: IndexPath { get }
}

extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {}

/// `NSCollectionLayoutContainer`: the size a section lays out in.
@MainActor
public protocol NSCollectionLayoutContainer {
  /// The size of the container.
  var contentSize: CGSize { get }
  /// The size of the container's content area, with its content insets removed.
  var effectiveContentSize: CGSize { get }
  /// The insets of the container's content.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The container's content insets, including any system insets.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`: the container and traits a section provider sees.
@MainActor
public protocol NSCollectionLayoutEnvironment {
  /// The container the section is laid out in.
  var container: NSCollectionLayoutContainer { get }
  /// The trait collection the section is laid out for; in Flipbook, the current traits.
  var traitCollection: UITraitCollection { get }
}

struct LayoutContainer: NSCollectionLayoutContainer {
  var contentSize: CGSize
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets = NSDirectionalEdgeInsets()
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
  var container: NSCollectionLayoutContainer
  var traitCollection: UITraitCollection { UITraitCollection.current }
}

/// `UICollectionLayoutListConfiguration` (iOS 14): a list's appearance and headers.
public struct UICollectionLayoutListConfiguration {
  /// `UICollectionLayoutListConfiguration.Appearance`.
  ///
  /// An appearance of a list: plain, grouped, inset grouped, sidebar or plain sidebar.
  public enum Appearance: Int, Sendable {
    /// A plain list, rows edge to edge.
    case plain
    /// Grouped sections on a grouped background.
    case grouped
    /// Grouped sections inset from the edges with rounded corners.
    case insetGrouped
    /// A sidebar list (iPad's look).
    case sidebar
    /// A plain sidebar list.
    case sidebarPlain
  }
  /// `UICollectionLayoutListConfiguration.HeaderMode`.
  ///
  /// A header mode: none, headers as supplementary views, or the first item of each section styled as its header.
  public enum HeaderMode: Int, Sendable {
    /// No section headers.
    case none
    /// Headers as supplementary views the data source supplies.
    case supplementary
    /// The first item of each section styled as its header.
    case firstItemInSection
  }
  /// `UICollectionLayoutListConfiguration.FooterMode`.
  ///
  /// A footer mode: none, or footers as supplementary views.
  public enum FooterMode: Int, Sendable {
    /// No section footers.
    case none
    /// Footers as supplementary views the data source supplies.
    case supplementary
  }
  /// A block that returns the swipe actions for the item at an index path.
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  /// The overall appearance of the list.
  public var appearance: Appearance
  /// A Boolean value that indicates whether the list draws separators between its rows.
  public var showsSeparators = true
  /// The default configuration of the list's separators; accepted but not applied.
  public var separatorConfiguration = UIListSeparatorConfiguration()
  /// The list's background colour; accepted but not applied (grouped lists use `systemGroupedBackground`).
  public var backgroundColor: UIColor?
  /// The kind of headers the list's sections have.
  public var headerMode: HeaderMode = .none
  /// The kind of footers the list's sections have.
  public var footerMode: FooterMode = .none
  /// The padding, in points, added above each section's header, or `nil` for the default of none.
  public var headerTopPadding: CGFloat?
  /// The block that provides the swipe actions on the leading edge of each row; Flipbook shows no swipe actions.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The block that provides the swipe actions on the trailing edge of each row; Flipbook shows no swipe actions.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// A block that adjusts the separator configuration of each row; accepted but never called.
  public var itemSeparatorHandler: ((IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?

  /// Creates a list configuration with the given appearance.
  public init(appearance: Appearance) { self.appearance = appearance }
}

/// `UIListSeparatorConfiguration`.
public struct UIListSeparatorConfiguration {
  /// `UIListSeparatorConfiguration.Visibility`.
  ///
  /// A visibility: automatic, always visible, or hidden.
  public enum Visibility: Int, Sendable {
    /// Shown or hidden as the list's appearance decides.
    case automatic
    /// Always shown.
    case visible
    /// Always hidden.
    case hidden
  }
  /// The visibility of the separator at the top of the row.
  public var topSeparatorVisibility: Visibility = .automatic
  /// The visibility of the separator at the bottom of the row.
  public var bottomSeparatorVisibility: Visibility = .automatic
  /// The insets of the separator at the top of the row.
  public var topSeparatorInsets = NSDirectionalEdgeInsets()
  /// The insets of the separator at the bottom of the row.
  public var bottomSeparatorInsets = NSDirectionalEdgeInsets()
  /// The colour of the separator.
  public var color: UIColor = .separator
  /// The colour of the separator between rows that are both selected in multiple selection.
  public var multipleSelectionColor: UIColor = .separator
  /// The visual effect applied to the separator.
  public var visualEffect: UIVisualEffect?
  /// Creates a separator configuration with the defaults for a list appearance; in Flipbook, the same for each.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance = .plain) {}
  /// A value of insets that tells the list to compute the separator insets automatically.
  public static let automaticInsets = NSDirectionalEdgeInsets(top: -1, leading: -1, bottom: -1, trailing: -1)
}
