import Foundation

/// The flow layout's delegate methods; each defaults to the layout's property.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      sizeForItemAt indexPath: IndexPath) -> CGSize
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      insetForSectionAt section: Int) -> UIEdgeInsets
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      minimumLineSpacingForSectionAt section: Int) -> CGFloat
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      referenceSizeForHeaderInSection section: Int) -> CGSize
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             sizeForItemAt indexPath: IndexPath) -> CGSize { flow(collectionViewLayout)?.itemSize ?? .zero }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             insetForSectionAt section: Int) -> UIEdgeInsets { flow(collectionViewLayout)?.sectionInset ?? .zero }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             minimumLineSpacingForSectionAt section: Int) -> CGFloat {
    flow(collectionViewLayout)?.minimumLineSpacing ?? 10
  }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
    flow(collectionViewLayout)?.minimumInteritemSpacing ?? 10
  }
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             referenceSizeForHeaderInSection section: Int) -> CGSize {
    flow(collectionViewLayout)?.headerReferenceSize ?? .zero
  }
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

  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
  open var sectionHeadersPinToVisibleBounds = false
  open var sectionFootersPinToVisibleBounds = false
  open var sectionInsetReference: SectionInsetReference = .fromContentInset
  /// `UICollectionViewFlowLayout.SectionInsetReference`.
  public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

  var store = LayoutStore()
  private var contentSize = CGSize.zero

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override func prepare() {
    super.prepare()
    guard let cv = collectionView else { return }
    var builder = FlowBuilder(layout: self, collectionView: cv)
    store = builder.build()
    contentSize = builder.contentSize
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    store.elements(in: rect).map { pinned($0) }
  }
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    store.byKey[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
  }
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                          at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    store.byKey[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)].map { pinned($0) }
  }
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
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}
