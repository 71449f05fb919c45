import Foundation

/// The flow layout's delegate methods; each defaults to the layout's property.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// Asks the delegate for the size of the item at the given index path.
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      sizeForItemAt indexPath: IndexPath) -> CGSize
  /// Asks the delegate for the margins around the items of the given section.
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      insetForSectionAt section: Int) -> UIEdgeInsets
  /// Asks the delegate for the minimum spacing between the lines of items in the given section.
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      minimumLineSpacingForSectionAt section: Int) -> CGFloat
  /// Asks the delegate for the minimum spacing between items in the same line of the given section.
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
  /// Asks the delegate for the size of the given section's header.
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      referenceSizeForHeaderInSection section: Int) -> CGSize
  /// Asks the delegate for the size of the given section's footer.
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }
  /// Returns the flow layout's `itemSize`, or `.zero` when the layout is not a flow layout.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             sizeForItemAt indexPath: IndexPath) -> CGSize { flow(collectionViewLayout)?.itemSize ?? .zero }
  /// Returns the flow layout's `sectionInset`, or `.zero` when the layout is not a flow layout.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             insetForSectionAt section: Int) -> UIEdgeInsets { flow(collectionViewLayout)?.sectionInset ?? .zero }
  /// Returns the flow layout's `minimumLineSpacing`, or 10 when the layout is not a flow layout.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             minimumLineSpacingForSectionAt section: Int) -> CGFloat {
    flow(collectionViewLayout)?.minimumLineSpacing ?? 10
  }
  /// Returns the flow layout's `minimumInteritemSpacing`, or 10 when the layout is not a flow layout.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
    flow(collectionViewLayout)?.minimumInteritemSpacing ?? 10
  }
  /// Returns the flow layout's `headerReferenceSize`, or `.zero` when the layout is not a flow layout.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             referenceSizeForHeaderInSection section: Int) -> CGSize {
    flow(collectionViewLayout)?.headerReferenceSize ?? .zero
  }
  /// Returns the flow layout's `footerReferenceSize`, or `.zero` when the layout is not a flow layout.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             referenceSizeForFooterInSection section: Int) -> CGSize {
    flow(collectionViewLayout)?.footerReferenceSize ?? .zero
  }
}

/// Lines of items, as UIKit's flow layout places them (Apple's defaults: 50×50
/// items, 10 pt spacing, no insets; research on lists §5.1): items fill a line
/// while they fit; full lines are justified (the spare space shared between the
/// gaps, a lone item centred), the last line keeps the minimum spacing from the
/// leading edge (PSTCollectionView's reading of UIKit's private row-alignment
/// options); items are centred across their line. Inserted and deleted items fade.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// `UICollectionView.ScrollDirection`.
  public typealias ScrollDirection = UICollectionView.ScrollDirection
  /// `UICollectionViewFlowLayout.automaticSize`: self-sizing items.
  public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The default size of items, 50×50 points unless changed or given by the delegate.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// The estimated size of items; a non-zero value makes items self-sizing.
  ///
  /// While an item has not been measured yet it takes this size, or 50×50 points for `automaticSize`.
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The minimum spacing between the lines of items, 10 points by default.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The minimum spacing between items in the same line, 10 points by default.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The margins around the items of each section.
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// The default size of section headers; only the length along the scroll direction is used.
  ///
  /// A header spans the whole width (or height, when scrolling horizontally) of the collection view.
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The default size of section footers; only the length along the scroll direction is used.
  ///
  /// A footer spans the whole width (or height, when scrolling horizontally) of the collection view.
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The direction in which the lines of items are stacked and the content scrolls.
  open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
  /// A Boolean value that indicates whether a section's header stays at the top of the visible area while it scrolls.
  ///
  /// Flipbook pins headers only when the layout scrolls vertically.
  open var sectionHeadersPinToVisibleBounds = false
  /// A Boolean value that indicates whether a section's footer stays at the bottom of the visible area while it scrolls.
  ///
  /// Stored for source compatibility; Flipbook does not pin footers.
  open var sectionFootersPinToVisibleBounds = false
  /// The boundary that section insets are measured from.
  ///
  /// Stored for source compatibility; Flipbook always lays sections out inside the adjusted content inset.
  open var sectionInsetReference: SectionInsetReference = .fromContentInset
  /// `UICollectionViewFlowLayout.SectionInsetReference`.
  public enum SectionInsetReference: Int, Sendable {
    /// A reference that measures section insets from the collection view's content inset.
    case fromContentInset
    /// A reference that measures section insets from the collection view's safe area.
    case fromSafeArea
    /// A reference that measures section insets from the collection view's layout margins.
    case fromLayoutMargins
  }

  var store = LayoutStore()
  private var contentSize = CGSize.zero

  /// Creates a flow layout with Apple's defaults: 50×50-point items, 10-point spacing and no insets.
  public override init() { super.init() }
  /// Creates a flow layout from a coder; nothing is decoded, so it has the default values.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Computes the frames of every header, item and footer from the collection view's data and size.
  open override func prepare() {
    super.prepare()
    guard let cv = collectionView else { return }
    var builder = FlowBuilder(layout: self, collectionView: cv)
    store = builder.build()
    contentSize = builder.contentSize
  }

  /// The size of the content laid out by the last `prepare()`.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// Returns the attributes of the cells, headers and footers that intersect the rectangle, pinned headers moved.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    store.elements(in: rect).map { pinned($0) }
  }
  /// Returns the attributes of the item at the index path, or `nil` if there is no such item.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    store.byKey[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
  }
  /// Returns the attributes of the header or footer of the given kind for the index path's section.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                          at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    store.byKey[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)].map { pinned($0) }
  }
  /// Returns `true` when the bounds change size, or on any bounds change while section headers are pinned.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != (collectionView?.bounds.size ?? newBounds.size) || sectionHeadersPinToVisibleBounds
  }

  /// A pinned header keeps to the top of the visible area while its section scrolls.
  private func pinned(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    guard sectionHeadersPinToVisibleBounds, scrollDirection == .vertical,
          a.representedElementKind == UICollectionView.elementKindSectionHeader, let cv = collectionView,
          let sectionEnd = store.sectionEnds[a.indexPath.section] else { return a }
    let top = cv.bounds.minY + cv.adjustedContentInset.top
    guard let copy = a.copy() as? UICollectionViewLayoutAttributes else { return a }
    copy.frame.origin.y = min(max(a.frame.minY, top), sectionEnd - a.frame.height)
    copy.zIndex = 1024
    return copy
  }
}

extension UICollectionView {
  /// `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable {
    /// A direction in which the content scrolls up and down.
    case vertical
    /// A direction in which the content scrolls left and right.
    case horizontal
  }
}
