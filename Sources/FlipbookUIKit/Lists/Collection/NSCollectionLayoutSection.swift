import Foundation

/// `NSCollectionLayoutSection`: a group repeated for the section's items, with
/// insets, spacing between groups, headers and footers, and orthogonal scrolling.
open class NSCollectionLayoutSection {
  public let group: NSCollectionLayoutGroup
  open var contentInsets = NSDirectionalEdgeInsets()
  open var interGroupSpacing: CGFloat = 0
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  open var supplementariesFollowContentInsets = true
  open var contentInsetsReference: UIContentInsetsReference = .automatic
  open var visibleItemsInvalidationHandler: (([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void)?
  /// Set by `list(using:layoutEnvironment:)`: rows drawn as a list of this configuration.
  var list: UICollectionLayoutListConfiguration?

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
public enum UIContentInsetsReference: Int, Sendable { case automatic, none, safeArea, layoutMargins, readableContent }

/// `NSCollectionLayoutVisibleItem` (what a section's invalidation handler may adjust).
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  var frame: CGRect { get }
  var center: CGPoint { get set }
  var alpha: CGFloat { get set }
  var transform: CGAffineTransform { get set }
  var indexPath: IndexPath { get }
}

extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {}

/// `NSCollectionLayoutContainer`: the size a section lays out in.
@MainActor
public protocol NSCollectionLayoutContainer {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
  var contentInsets: NSDirectionalEdgeInsets { get }
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`: the container and traits a section provider sees.
@MainActor
public protocol NSCollectionLayoutEnvironment {
  var container: NSCollectionLayoutContainer { get }
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
  public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
  /// `UICollectionLayoutListConfiguration.HeaderMode`.
  public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
  /// `UICollectionLayoutListConfiguration.FooterMode`.
  public enum FooterMode: Int, Sendable { case none, supplementary }
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  public var appearance: Appearance
  public var showsSeparators = true
  public var separatorConfiguration = UIListSeparatorConfiguration()
  public var backgroundColor: UIColor?
  public var headerMode: HeaderMode = .none
  public var footerMode: FooterMode = .none
  public var headerTopPadding: CGFloat?
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  public var itemSeparatorHandler: ((IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?

  public init(appearance: Appearance) { self.appearance = appearance }
}

/// `UIListSeparatorConfiguration`.
public struct UIListSeparatorConfiguration {
  /// `UIListSeparatorConfiguration.Visibility`.
  public enum Visibility: Int, Sendable { case automatic, visible, hidden }
  public var topSeparatorVisibility: Visibility = .automatic
  public var bottomSeparatorVisibility: Visibility = .automatic
  public var topSeparatorInsets = NSDirectionalEdgeInsets()
  public var bottomSeparatorInsets = NSDirectionalEdgeInsets()
  public var color: UIColor = .separator
  public var multipleSelectionColor: UIColor = .separator
  public var visualEffect: UIVisualEffect?
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance = .plain) {}
  public static let automaticInsets = NSDirectionalEdgeInsets(top: -1, leading: -1, bottom: -1, trailing: -1)
}
