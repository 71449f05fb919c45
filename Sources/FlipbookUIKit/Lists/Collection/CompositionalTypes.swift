import Foundation

/// `NSCollectionLayoutDimension`: a length absolute, a fraction of the container's
/// width or height, or estimated (measured from the cell when it shows).
public final class NSCollectionLayoutDimension {
  enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
  let kind: Kind
  /// The dimension's value: a fraction of the container for a fractional dimension, otherwise a length in points.
  public let dimension: CGFloat
  init(_ kind: Kind, _ dimension: CGFloat) { (self.kind, self.dimension) = (kind, dimension) }

  /// Returns a dimension that is the given fraction of the container's width.
  public static func fractionalWidth(_ d: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, d) }
  /// Returns a dimension that is the given fraction of the container's height.
  public static func fractionalHeight(_ d: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, d) }
  /// Returns a dimension with the given absolute length, in points.
  public static func absolute(_ d: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, d) }
  /// Returns a dimension estimated at the given length, in points, and measured from the cell once it shows.
  public static func estimated(_ d: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, d) }
  /// Returns a dimension estimated at the given length that is meant to be the same for all sibling items.
  ///
  /// Flipbook treats it as `estimated(_:)`: each item is measured on its own.
  public static func uniformAcrossSiblings(estimate: CGFloat) -> NSCollectionLayoutDimension { .init(.uniformAcrossSiblings, estimate) }
  /// A Boolean value that indicates whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// A Boolean value that indicates whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// A Boolean value that indicates whether the dimension is an absolute length.
  public var isAbsolute: Bool { kind == .absolute }
  /// A Boolean value that indicates whether the dimension is an estimate (including a uniform-across-siblings one).
  public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

  /// The length in a container of `size`.
  func resolve(in size: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: size.width * dimension
    case .fractionalHeight: size.height * dimension
    case .absolute, .estimated, .uniformAcrossSiblings: dimension
    }
  }
}

/// `NSCollectionLayoutSize`.
open class NSCollectionLayoutSize {
  /// The width of the item.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height of the item.
  public let heightDimension: NSCollectionLayoutDimension
  /// Creates a size from the given width and height dimensions.
  public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
    (self.widthDimension, self.heightDimension) = (widthDimension, heightDimension)
  }
}

/// `NSCollectionLayoutSpacing`: fixed, or flexible (at least, spread to fill).
open class NSCollectionLayoutSpacing {
  /// The amount of spacing, in points; the minimum for flexible spacing.
  public let spacing: CGFloat
  /// A Boolean value that indicates whether the spacing may grow to fill the available space.
  ///
  /// Flipbook lays out flexible spacing at its minimum, as if it were fixed.
  public let isFlexibleSpacing: Bool
  init(_ spacing: CGFloat, flexible: Bool) { (self.spacing, isFlexibleSpacing) = (spacing, flexible) }
  /// Returns a spacing of exactly the given amount, in points.
  public static func fixed(_ spacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing, flexible: false) }
  /// Returns a spacing of at least the given amount, in points, that may grow to fill the available space.
  public static func flexible(_ spacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing, flexible: true) }
  /// A Boolean value that indicates whether the spacing is an exact amount.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// `NSCollectionLayoutEdgeSpacing`.
open class NSCollectionLayoutEdgeSpacing {
  /// The spacing on the item's leading, top, trailing and bottom edges, or `nil` for none.
  public let leading, top, trailing, bottom: NSCollectionLayoutSpacing?
  /// Creates edge spacing with the given spacing for each edge.
  public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
              bottom: NSCollectionLayoutSpacing?) {
    (self.leading, self.top, self.trailing, self.bottom) = (leading, top, trailing, bottom)
  }
}

/// `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
  /// An alignment: none, an edge (top, leading, bottom, trailing) or a corner (top or bottom, leading or trailing).
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// `NSCollectionLayoutItem`: one cell's size and insets.
open class NSCollectionLayoutItem {
  /// The size of the item.
  public let layoutSize: NSCollectionLayoutSize
  /// The space inset from the edges of the item's area to its content, in points.
  open var contentInsets = NSDirectionalEdgeInsets()
  /// The space around the item's area that separates it from neighbouring items, or `nil` for none.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  /// The supplementary views attached to the item, such as badges; Flipbook does not lay them out.
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// Creates an item of the given size, with the given supplementary items.
  public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}

/// `NSCollectionLayoutGroup`: items (or groups) side by side or stacked.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The items or groups the group arranges.
  public let subitems: [NSCollectionLayoutItem]
  let vertical: Bool
  /// A count from `subitem:count:`: that many equal items.
  let count: Int?
  /// The spacing between the group's items, or `nil` for none.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], vertical: Bool, count: Int?) {
    self.subitems = subitems
    self.vertical = vertical
    self.count = count
    super.init(layoutSize: layoutSize)
  }

  /// Returns a group that places its subitems side by side, repeating them while the next one fits.
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, vertical: false, count: nil)
  }
  /// Returns a group that places the given number of equal-width copies of the subitem side by side.
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], vertical: false, count: max(count, 1))
  }
  /// Returns a group that places the subitem side by side the given number of times (more while another fits).
  public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 1)), vertical: false, count: nil)
  }
  /// Returns a group that stacks its subitems vertically, repeating them while the next fits a fixed height.
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, vertical: true, count: nil)
  }
  /// Returns a group that stacks the given number of copies of the subitem vertically, sharing a fixed height equally.
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], vertical: true, count: max(count, 1))
  }
  /// Returns a group that stacks the subitem vertically the given number of times (more while another fits).
  public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                              count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 1)), vertical: true, count: nil)
  }
}

/// `NSCollectionLayoutSupplementaryItem` and its boundary (header/footer) kind.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind of the supplementary view, such as `UICollectionView.elementKindSectionHeader`.
  public let elementKind: String
  /// The vertical stacking order of the supplementary view relative to the items.
  open var zIndex = 1
  init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize)
  }
}

/// A supplementary item, such as a header or footer, placed at the top or bottom edge of a section.
///
/// Flipbook places only items aligned to the top or bottom edge or corners, all at the section's leading side.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// The edge or corner of the section the item is placed at.
  public let alignment: NSRectAlignment
  /// A Boolean value that indicates whether the item stays in view at the top while its section scrolls.
  open var pinToVisibleBounds = false
  /// A Boolean value that indicates whether the item adds to the section's height rather than overlapping it.
  open var extendsBoundary = true
  /// Creates a boundary supplementary item of the given size and kind, at the given edge of the section.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.alignment = alignment
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}

/// `NSCollectionLayoutDecorationItem`: a section background.
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The kind of the decoration view.
  public let elementKind: String
  /// The vertical stacking order of the decoration view, behind the items by default.
  open var zIndex = -1
  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  }
  /// Returns a decoration item of the given kind that fills the section behind its items, as its background.
  public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem { .init(elementKind: elementKind) }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// A behaviour: `none` (scrolls with the layout) or scrolling sideways continuously, by boundary or by page.
  ///
  /// Flipbook lays out any behaviour but `none` as a single row at the leading edge and does not scroll it.
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
