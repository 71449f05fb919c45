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

  /// Creates a layout.
  public init() {}
  /// Creates a layout from a coder; nothing is decoded.
  public required init?(coder: NSCoder) {}

  /// The class the layout uses for its layout attributes.
  ///
  /// Flipbook does not read it: layouts create their attributes themselves.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
  /// The class the layout uses for invalidation contexts.
  ///
  /// Flipbook does not read it: every invalidation prepares the whole layout again.
  open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

  /// Prepares the layout before the collection view asks for attributes; this default does nothing.
  open func prepare() {}
  /// The width and height of the collection view's whole content; this default returns `.zero`.
  open var collectionViewContentSize: CGSize { .zero }
  /// Returns the attributes of all cells and views in the rectangle; this default returns `nil`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
  /// Returns the attributes of the item at the index path; this default returns `nil`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// Returns the attributes of the supplementary view of the given kind at the index path; this default returns `nil`.
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                 at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// Returns the attributes of the decoration view of the given kind at the index path; this default returns `nil`.
  open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                              at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// Returns a Boolean value that indicates whether a bounds change needs a new layout; this default returns `false`.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
  /// Marks the layout invalid, so it prepares again before the collection view's next layout pass.
  open func invalidateLayout() {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }
  /// Invalidates the layout using the information in the context; here it invalidates the whole layout.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { invalidateLayout() }
  /// Returns a context that describes what a bounds change invalidates; this default returns a new, empty context.
  open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    UICollectionViewLayoutInvalidationContext()
  }

  /// Tells the layout which items are about to be inserted, deleted or moved; this default does nothing.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
  /// Tells the layout that the animated updates finished; this default does nothing.
  open func finalizeCollectionViewUpdates() {}
  /// Tells the layout that the collection view's bounds are about to change in an animation; this default does nothing.
  ///
  /// Flipbook's collection view does not call it.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
  /// Tells the layout that an animated bounds change finished; this default does nothing.
  ///
  /// Flipbook's collection view does not call it.
  open func finalizeAnimatedBoundsChange() {}
  /// Tells the layout that it is about to be replaced by the given layout; this default does nothing.
  ///
  /// Flipbook's collection view does not call it.
  open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
  /// Tells the layout that it is about to replace the given layout; this default does nothing.
  ///
  /// Flipbook's collection view does not call it.
  open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
  /// Tells the layout to tidy up after a transition between layouts; this default does nothing.
  ///
  /// Flipbook's collection view does not call it.
  open func finalizeLayoutTransition() {}

  /// Returns the starting attributes of an item being inserted; this default returns `nil`.
  ///
  /// When it returns `nil`, Flipbook's collection view fades the item in from its final attributes.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// Returns the ending attributes of an item being deleted; this default returns `nil`.
  ///
  /// When it returns `nil`, Flipbook's collection view fades the item out from its last attributes.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// Returns the starting attributes of a supplementary view being inserted; this default returns `nil`.
  ///
  /// When it returns `nil`, Flipbook's collection view fades the view in from its final attributes.
  open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                    at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
  /// Returns the ending attributes of a supplementary view being deleted; this default returns `nil`.
  ///
  /// Flipbook's collection view does not call it; departing supplementary views fade out.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                     at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// Returns the content offset to use after an update or layout change; this default returns the proposed offset.
  ///
  /// Flipbook's collection view does not call it.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
  /// Returns the offset at which scrolling stops; this default returns the proposed offset.
  ///
  /// Flipbook's collection view does not call it.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

  /// Registers the class to use for decoration views of the given kind.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = viewClass
  }
  /// Registers a nib for decoration views of the given kind.
  ///
  /// Accepted for source compatibility; it does nothing, so register a class instead.
  open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {}

  /// A Boolean value that indicates whether the layout flips in a right-to-left layout direction; `false` here.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
  /// The layout direction the layout was designed in; left-to-right here.
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
  /// Creates an invalidation context.
  public init() {}
  /// A Boolean value that indicates whether the whole layout is invalid; always `true` here.
  open var invalidateEverything: Bool { true }
  /// A Boolean value that indicates whether the numbers of sections and items must be asked again; always `true` here.
  open var invalidateDataSourceCounts: Bool { true }
  /// The amount to move the content offset by when the layout is invalidated.
  ///
  /// Stored for source compatibility; Flipbook does not read it.
  open var contentOffsetAdjustment: CGPoint = .zero
  /// The amount to change the content size by when the layout is invalidated.
  ///
  /// Stored for source compatibility; Flipbook does not read it.
  open var contentSizeAdjustment: CGSize = .zero
  /// Marks the items at the given index paths invalid; this does nothing, as Flipbook invalidates the whole layout.
  open func invalidateItems(at indexPaths: [IndexPath]) {}
}

/// `UICollectionViewFlowLayoutInvalidationContext`.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
  /// A Boolean value that indicates whether the flow layout must ask its delegate for sizes and spacing again.
  ///
  /// Stored for source compatibility; Flipbook always prepares the whole layout again.
  open var invalidateFlowLayoutDelegateMetrics = true
  /// A Boolean value that indicates whether the flow layout must recompute its attributes.
  ///
  /// Stored for source compatibility; Flipbook always prepares the whole layout again.
  open var invalidateFlowLayoutAttributes = true
}
