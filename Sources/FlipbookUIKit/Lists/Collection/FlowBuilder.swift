import Foundation

/// Builds a flow layout: per section, the header, the lines of items inside the
/// section insets, the footer, stacked along the scroll direction.
@MainActor
struct FlowBuilder {
  let layout: UICollectionViewFlowLayout
  let collectionView: UICollectionView
  private(set) var contentSize = CGSize.zero

  init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
    self.layout = layout
    self.collectionView = collectionView
  }

  private var delegate: UICollectionViewDelegateFlowLayout? { collectionView.delegate as? UICollectionViewDelegateFlowLayout }

  /// Rectangles are built as (along, across) and turned into frames here.
  private func rect(along: CGFloat, across: CGFloat, length: CGFloat, breadth: CGFloat, vertical: Bool) -> CGRect {
    vertical ? CGRect(x: across, y: along, width: breadth, height: length) : CGRect(x: along, y: across, width: length, height: breadth)
  }

  mutating func build() -> LayoutStore {
    var store = LayoutStore()
    let vertical = layout.scrollDirection == .vertical
    store.vertical = vertical
    let cv = collectionView, inset = cv.adjustedContentInset
    let breadthTotal = vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom
    var along: CGFloat = 0
    for s in 0..<cv.numberOfSections {
      let sectionInset = delegate?.collectionView(cv, layout: layout, insetForSectionAt: s) ?? layout.sectionInset
      let lineSpacing = delegate?.collectionView(cv, layout: layout, minimumLineSpacingForSectionAt: s) ?? layout.minimumLineSpacing
      let itemSpacing = delegate?.collectionView(cv, layout: layout, minimumInteritemSpacingForSectionAt: s)
        ?? layout.minimumInteritemSpacing
      let header = delegate?.collectionView(cv, layout: layout, referenceSizeForHeaderInSection: s) ?? layout.headerReferenceSize
      let footer = delegate?.collectionView(cv, layout: layout, referenceSizeForFooterInSection: s) ?? layout.footerReferenceSize
      let (before, after, leading, trailing) = vertical
        ? (sectionInset.top, sectionInset.bottom, sectionInset.left, sectionInset.right)
        : (sectionInset.left, sectionInset.right, sectionInset.top, sectionInset.bottom)
      if (vertical ? header.height : header.width) > 0 {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                 with: IndexPath(item: 0, section: s))
        let length = vertical ? header.height : header.width
        a.frame = rect(along: along, across: 0, length: length, breadth: breadthTotal, vertical: vertical)
        store.add(a)
        along += length
      }
      along += before
      let room = breadthTotal - leading - trailing
      let sizes = (0..<cv.numberOfItems(inSection: s)).map { itemSize(IndexPath(item: $0, section: s)) }
      var index = 0
      while index < sizes.count {
        var line = [index], used = vertical ? sizes[index].width : sizes[index].height
        index += 1
        while index < sizes.count {
          let next = vertical ? sizes[index].width : sizes[index].height
          guard used + itemSpacing + next <= room + 0.001 else { break }
          used += itemSpacing + next
          line.append(index)
          index += 1
        }
        let last = index >= sizes.count
        let lineLength = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
        var spacing = itemSpacing, start = leading
        if !last {
          if line.count == 1 { start = leading + (room - used) / 2 } else {
            spacing = itemSpacing + (room - used) / CGFloat(line.count - 1)
          }
        }
        var across = start
        for i in line {
          let size = sizes[i]
          let (length, breadth) = vertical ? (size.height, size.width) : (size.width, size.height)
          let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
          a.frame = rect(along: along + (lineLength - length) / 2, across: across, length: length, breadth: breadth,
                         vertical: vertical)
          store.add(a)
          across += breadth + spacing
        }
        along += lineLength + (last ? 0 : lineSpacing)
      }
      along += after
      store.sectionEnds[s] = along
      if (vertical ? footer.height : footer.width) > 0 {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                 with: IndexPath(item: 0, section: s))
        let length = vertical ? footer.height : footer.width
        a.frame = rect(along: along, across: 0, length: length, breadth: breadthTotal, vertical: vertical)
        store.add(a)
        along += length
      }
    }
    store.finish()
    contentSize = vertical ? CGSize(width: breadthTotal, height: along) : CGSize(width: along, height: breadthTotal)
    return store
  }

  /// The delegate's size, else the item size; self-sizing items use their measured size, else the estimate.
  private func itemSize(_ path: IndexPath) -> CGSize {
    if layout.estimatedItemSize != .zero {
      if let measured = collectionView.measuredSizes[path] { return measured }
      return layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? CGSize(width: 50, height: 50)
        : layout.estimatedItemSize
    }
    return delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: path) ?? layout.itemSize
  }
}
