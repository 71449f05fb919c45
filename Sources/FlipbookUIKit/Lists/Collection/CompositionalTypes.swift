import Foundation

/// `NSCollectionLayoutDimension`: a length absolute, a fraction of the container's
/// width or height, or estimated (measured from the cell when it shows).
public final class NSCollectionLayoutDimension {
  enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
  let kind: Kind
  public let dimension: CGFloat
  init(_ kind: Kind, _ dimension: CGFloat) { (self.kind, self.dimension) = (kind, dimension) }

  public static func fractionalWidth(_ d: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, d) }
  public static func fractionalHeight(_ d: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, d) }
  public static func absolute(_ d: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, d) }
  public static func estimated(_ d: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, d) }
  public static func uniformAcrossSiblings(estimate: CGFloat) -> NSCollectionLayoutDimension { .init(.uniformAcrossSiblings, estimate) }
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
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
  public let widthDimension: NSCollectionLayoutDimension
  public let heightDimension: NSCollectionLayoutDimension
  public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
    (self.widthDimension, self.heightDimension) = (widthDimension, heightDimension)
  }
}

/// `NSCollectionLayoutSpacing`: fixed, or flexible (at least, spread to fill).
open class NSCollectionLayoutSpacing {
  public let spacing: CGFloat
  public let isFlexibleSpacing: Bool
  init(_ spacing: CGFloat, flexible: Bool) { (self.spacing, isFlexibleSpacing) = (spacing, flexible) }
  public static func fixed(_ spacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing, flexible: false) }
  public static func flexible(_ spacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing, flexible: true) }
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// `NSCollectionLayoutEdgeSpacing`.
open class NSCollectionLayoutEdgeSpacing {
  public let leading, top, trailing, bottom: NSCollectionLayoutSpacing?
  public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
              bottom: NSCollectionLayoutSpacing?) {
    (self.leading, self.top, self.trailing, self.bottom) = (leading, top, trailing, bottom)
  }
}

/// `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// `NSCollectionLayoutItem`: one cell's size and insets.
open class NSCollectionLayoutItem {
  public let layoutSize: NSCollectionLayoutSize
  open var contentInsets = NSDirectionalEdgeInsets()
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}

/// `NSCollectionLayoutGroup`: items (or groups) side by side or stacked.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  public let subitems: [NSCollectionLayoutItem]
  let vertical: Bool
  /// A count from `subitem:count:`: that many equal items.
  let count: Int?
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], vertical: Bool, count: Int?) {
    self.subitems = subitems
    self.vertical = vertical
    self.count = count
    super.init(layoutSize: layoutSize)
  }

  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, vertical: false, count: nil)
  }
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], vertical: false, count: max(count, 1))
  }
  public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 1)), vertical: false, count: nil)
  }
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, vertical: true, count: nil)
  }
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], vertical: true, count: max(count, 1))
  }
  public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                              count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 1)), vertical: true, count: nil)
  }
}

/// `NSCollectionLayoutSupplementaryItem` and its boundary (header/footer) kind.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  public let elementKind: String
  open var zIndex = 1
  init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize)
  }
}

open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  public let alignment: NSRectAlignment
  open var pinToVisibleBounds = false
  open var extendsBoundary = true
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.alignment = alignment
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}

/// `NSCollectionLayoutDecorationItem`: a section background.
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  public let elementKind: String
  open var zIndex = -1
  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  }
  public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem { .init(elementKind: elementKind) }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
