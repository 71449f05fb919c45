import Foundation

/// The base of every collection view layout, with UIKit's defaults: no
/// elements, no content size, appearing and disappearing items at their
/// resting attributes (nil), bounds changes not invalidating. Subclasses
/// override `prepare()`, `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)`, as on iOS.
@MainActor
open class UICollectionViewLayout {
  /// The collection view the layout lays out (read-only, so a subclass may narrow it, as on iOS).
  open var collectionView: UICollectionView? { owner }
  weak var owner: UICollectionView?
  /// Whether `prepare()` must run before the layout answers again.
  var needsPrepare = true
  var decorationClasses: [String: AnyClass] = [:]

  public init() {}
  public required init?(coder: NSCoder) {}

  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
  open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

  open func prepare() {}
  open var collectionViewContentSize: CGSize { .zero }
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                 at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                              at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
  open func invalidateLayout() {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { invalidateLayout() }
  open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    UICollectionViewLayoutInvalidationContext()
  }

  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
  open func finalizeCollectionViewUpdates() {}
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
  open func finalizeAnimatedBoundsChange() {}
  open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
  open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
  open func finalizeLayoutTransition() {}

  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                    at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                     at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = viewClass
  }
  open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {}

  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Prepares if invalid (the collection view calls this before reading the layout).
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}

/// `UICollectionViewLayoutInvalidationContext` (what changed; Flipbook prepares the whole layout again).
open class UICollectionViewLayoutInvalidationContext {
  public init() {}
  open var invalidateEverything: Bool { true }
  open var invalidateDataSourceCounts: Bool { true }
  open var contentOffsetAdjustment: CGPoint = .zero
  open var contentSizeAdjustment: CGSize = .zero
  open func invalidateItems(at indexPaths: [IndexPath]) {}
}

/// `UICollectionViewFlowLayoutInvalidationContext`.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
  open var invalidateFlowLayoutDelegateMetrics = true
  open var invalidateFlowLayoutAttributes = true
}
