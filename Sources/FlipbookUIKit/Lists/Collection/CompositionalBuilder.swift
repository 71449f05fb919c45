import Foundation

/// Builds a compositional layout: for each section its header, its groups (each
/// taking as many items as it has leaves), its footer and background, stacked
/// down the collection view; estimated lengths use the size measured from the
/// cell once it has shown, else the estimate.
@MainActor
struct CompositionalBuilder {
  let layout: UICollectionViewCompositionalLayout
  let collectionView: UICollectionView
  var store = LayoutStore()
  var contentSize = CGSize.zero
  var estimated = Set<IndexPath>()
  /// Items whose width is estimated (measured free, not held to the layout's width).
  var estimatedWidths = Set<IndexPath>()
  var placements: [IndexPath: ListPlacement] = [:]
  var firstListAppearance: UICollectionLayoutListConfiguration.Appearance?

  init(layout: UICollectionViewCompositionalLayout, collectionView: UICollectionView) {
    self.layout = layout
    self.collectionView = collectionView
  }

  mutating func build() {
    let cv = collectionView, inset = cv.adjustedContentInset
    let width = cv.bounds.width - inset.left - inset.right
    let environment = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: width, height: cv.bounds.height)))
    var y: CGFloat = 0
    layout.pinnedKeys = []
    for s in 0..<cv.numberOfSections {
      guard let section = layout.provider(s, environment) else { continue }
      if s > 0 { y += layout.configuration.interSectionSpacing }
      y = place(section, index: s, top: y, width: width)
    }
    store.finish()
    contentSize = CGSize(width: width, height: y)
  }

  private mutating func place(_ section: NSCollectionLayoutSection, index s: Int, top: CGFloat, width: CGFloat) -> CGFloat {
    let insets = section.contentInsets
    var y = top
    let boundaryWidth = section.supplementariesFollowContentInsets ? width - insets.leading - insets.trailing : width
    let boundaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
    for header in section.boundarySupplementaryItems where [.top, .topLeading, .topTrailing].contains(header.alignment) {
      y += boundary(header, section: s, x: boundaryX, y: y, width: boundaryWidth)
    }
    let contentTop = y
    y += insets.top
    let container = CGSize(width: width - insets.leading - insets.trailing, height: collectionView.bounds.height)
    let count = collectionView.numberOfItems(inSection: s)
    var next = 0
    var x = insets.leading
    var rowHeight: CGFloat = 0
    let orthogonal = section.orthogonalScrollingBehavior != .none
    while next < count {
      let start = next
      let size = place(section.group, container: container, origin: CGPoint(x: x, y: y), next: &next, section: s, limit: count)
      if next == start { break }
      if orthogonal {
        x += size.width + section.interGroupSpacing
        rowHeight = max(rowHeight, size.height)
      } else {
        y += size.height + (next < count ? section.interGroupSpacing : 0)
      }
    }
    if orthogonal { y += rowHeight }
    y += insets.bottom
    if let list = section.list {
      if firstListAppearance == nil { firstListAppearance = list.appearance }
      for item in 0..<count {
        placements[IndexPath(item: item, section: s)] = ListPlacement(
          appearance: list.appearance, first: item == 0, last: item == count - 1, separators: list.showsSeparators)
      }
    }
    for decoration in section.decorationItems {
      let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: 0, section: s))
      let i = decoration.contentInsets
      a.frame = CGRect(x: i.leading, y: contentTop + i.top, width: width - i.leading - i.trailing,
                       height: y - contentTop - i.top - i.bottom)
      a.zIndex = decoration.zIndex
      store.add(a)
    }
    store.sectionEnds[s] = y
    for footer in section.boundarySupplementaryItems where [.bottom, .bottomLeading, .bottomTrailing].contains(footer.alignment) {
      y += boundary(footer, section: s, x: boundaryX, y: y, width: boundaryWidth)
    }
    return y
  }

  private mutating func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, section s: Int, x: CGFloat, y: CGFloat,
                                 width: CGFloat) -> CGFloat {
    let container = CGSize(width: width, height: collectionView.bounds.height)
    let w = item.layoutSize.widthDimension.resolve(in: container), h = item.layoutSize.heightDimension.resolve(in: container)
    let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: s))
    a.frame = CGRect(x: x, y: y, width: w, height: h)
    a.zIndex = item.zIndex
    store.add(a)
    if item.pinToVisibleBounds { layout.pinnedKeys.insert(a.key) }
    return item.extendsBoundary ? h : 0
  }

  /// How long a child will be along the group's axis, measured size and edge spacing included.
  private func leafLength(_ child: NSCollectionLayoutItem, path: IndexPath, in container: CGSize, vertical: Bool) -> CGFloat {
    let dimension = vertical ? child.layoutSize.heightDimension : child.layoutSize.widthDimension
    var length = dimension.resolve(in: container)
    if dimension.isEstimated, !(child is NSCollectionLayoutGroup), let measured = collectionView.measuredSizes[path] {
      length = vertical ? measured.height : measured.width
    }
    let e = child.edgeSpacing
    let spacing = vertical ? (e?.top?.spacing ?? 0) + (e?.bottom?.spacing ?? 0) : (e?.leading?.spacing ?? 0) + (e?.trailing?.spacing ?? 0)
    return length + spacing
  }

  /// Places an item or group at `origin`; returns the size it took.
  private mutating func place(_ item: NSCollectionLayoutItem, container: CGSize, origin: CGPoint, next: inout Int,
                              section: Int, limit: Int, forcedWidth: CGFloat? = nil) -> CGSize {
    var w = forcedWidth ?? item.layoutSize.widthDimension.resolve(in: container)
    guard let group = item as? NSCollectionLayoutGroup else {
      guard next < limit else { return .zero }
      let path = IndexPath(item: next, section: section)
      next += 1
      var h = item.layoutSize.heightDimension.resolve(in: container)
      let measured = collectionView.measuredSizes[path]
      if item.layoutSize.heightDimension.isEstimated {
        estimated.insert(path)
        if let measured { h = measured.height }
      }
      if item.layoutSize.widthDimension.isEstimated && forcedWidth == nil {
        estimated.insert(path)
        estimatedWidths.insert(path)
        if let measured { w = measured.width }
      }
      // Edge spacing is room around the item (its minimum for flexible spacing).
      let e = item.edgeSpacing
      let (left, top) = (e?.leading?.spacing ?? 0, e?.top?.spacing ?? 0)
      let (right, bottom) = (e?.trailing?.spacing ?? 0, e?.bottom?.spacing ?? 0)
      let i = item.contentInsets
      let a = UICollectionViewLayoutAttributes(forCellWith: path)
      a.frame = CGRect(x: origin.x + left + i.leading, y: origin.y + top + i.top, width: max(w - i.leading - i.trailing, 0),
                       height: max(h - i.top - i.bottom, 0))
      store.add(a)
      return CGSize(width: w + left + right, height: h + top + bottom)
    }
    let fixedHeight = group.layoutSize.heightDimension.isEstimated ? nil : group.layoutSize.heightDimension.resolve(in: container)
    let inner = CGSize(width: w, height: fixedHeight ?? group.layoutSize.heightDimension.dimension)
    let spacing = group.interItemSpacing?.spacing ?? 0
    let room = group.vertical ? fixedHeight : w
    var offset: CGFloat = 0, extent: CGFloat = 0, placed = 0
    // A group with a count has that many equal items; otherwise it repeats its
    // subitems, in order, while the next still fits (as UIKit fills a group).
    while next < limit {
      if let count = group.count, placed >= count { break }
      let child = group.subitems[placed % max(group.subitems.count, 1)]
      let n = CGFloat(group.count ?? 1)
      let forced = group.count != nil && !group.vertical ? (w - spacing * (n - 1)) / n : nil
      var childContainer = inner
      if group.count != nil && group.vertical, let fixedHeight { childContainer.height = (fixedHeight - spacing * (n - 1)) / n }
      if group.count == nil, placed >= group.subitems.count, let room {
        let length = leafLength(child, path: IndexPath(item: next, section: section), in: childContainer, vertical: group.vertical)
        guard offset + length <= room + 0.001, length > 0 else { break }
      }
      let o = group.vertical ? CGPoint(x: origin.x, y: origin.y + offset) : CGPoint(x: origin.x + offset, y: origin.y)
      let size = place(child, container: childContainer, origin: o, next: &next, section: section, limit: limit, forcedWidth: forced)
      offset += (group.vertical ? size.height : size.width) + spacing
      extent = max(extent, group.vertical ? size.width : size.height)
      placed += 1
      if group.count == nil && room == nil && placed >= group.subitems.count { break }
    }
    let used = max(offset - spacing, 0)
    let height = fixedHeight ?? (group.vertical ? used : extent)
    return CGSize(width: w, height: height)
  }
}
