import Foundation

/// UIKit's collection view: a scroll view whose layout object places cells and
/// supplementary views, made by the data source for what is visible only and
/// reused as they scroll off. Files: tiling and reuse (UICollectionView+Tiling),
/// batch updates and their animations (UICollectionView+Updates), selection and
/// scrolling (UICollectionView+Selection), registrations (CellRegistration).
open class UICollectionView: UIScrollView {
  /// `UICollectionView.ScrollPosition`.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A position that puts the item at the top of the visible area.
    public static let top = Self(rawValue: 1 << 0)
    /// A position that centres the item vertically in the visible area.
    public static let centeredVertically = Self(rawValue: 1 << 1)
    /// A position that puts the item at the bottom of the visible area.
    public static let bottom = Self(rawValue: 1 << 2)
    /// A position that puts the item at the left edge of the visible area.
    public static let left = Self(rawValue: 1 << 3)
    /// A position that centres the item horizontally in the visible area.
    public static let centeredHorizontally = Self(rawValue: 1 << 4)
    /// A position that puts the item at the right edge of the visible area.
    public static let right = Self(rawValue: 1 << 5)
  }

  /// Creates a collection view with the given frame and layout, and a `systemBackground` background colour.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    setUp()
    NibCoder.finish(self, coder, as: UICollectionView.self)
  }

  private func setUp() {
    backgroundColor = .systemBackground
    collectionViewLayout.owner = self
    collectionViewLayout.needsPrepare = true
    setNeedsLayout()
  }

  /// The layout that places the collection view's cells and supplementary views; setting it lays out again.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.owner = nil
      collectionViewLayout.owner = self
      collectionViewLayout.needsPrepare = true
      setNeedsLayout()
    }
  }

  /// Changes the layout, animating the change over 0.3 seconds if `animated` is `true`.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }
  /// Changes the layout, animating the change over 0.3 seconds if `animated` is `true`, then calls `completion`.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
    collectionViewLayout = layout
    guard animated else { tile(); completion?(true); return }
    UIView.animate(withDuration: UICollectionView.updateDuration, delay: 0, options: [.curveEaseInOut],
                   animations: { self.tile() }, completion: completion)
  }

  /// The object that provides the collection view's items and cells; setting it reloads the data.
  open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
  /// The object that prefetches data for items before they are needed; stored, but Flipbook never calls it.
  open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
  /// A Boolean value that indicates whether prefetching is enabled; accepted but has no effect here.
  open var isPrefetchingEnabled = true
  var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

  /// A view shown behind all the collection view's content.
  ///
  /// Flipbook adds it as the bottom subview but neither sizes it to the bounds nor keeps it still while scrolling.
  open var backgroundView: UIView? {
    didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) }; setNeedsLayout() }
  }
  /// A Boolean value that indicates whether the user can select items by tapping them.
  open var allowsSelection = true
  /// A Boolean value that indicates whether the user can select more than one item; a second tap deselects.
  open var allowsMultipleSelection = false
  /// A Boolean value that indicates whether items can be selected while editing; accepted but has no effect here.
  open var allowsSelectionDuringEditing = false
  /// A Boolean value that indicates whether several items can be selected while editing; accepted, with no effect.
  open var allowsMultipleSelectionDuringEditing = false
  /// A Boolean value that indicates whether the collection view is in editing mode; accepted but has no effect here.
  open var isEditing = false
  /// A Boolean value that indicates whether focus moves select items; accepted, as Flipbook has no focus system.
  open var selectionFollowsFocus = false
  /// A Boolean value that indicates whether items can be focused; accepted, as Flipbook has no focus system.
  open var allowsFocus = false
  /// A Boolean value that indicates whether focus returns to the last focused item; accepted but has no effect here.
  open var remembersLastFocusedIndexPath = false
  /// A Boolean value that indicates whether drag and drop is enabled; accepted, as Flipbook has no drag and drop.
  open var dragInteractionEnabled = false
  /// The speed at which items reorder while dragging; accepted but has no effect here.
  open var reorderingCadence = 0
  /// A Boolean value that indicates whether a drag is in progress; always `false` here.
  open var hasActiveDrag: Bool { false }
  /// A Boolean value that indicates whether a drop is in progress; always `false` here.
  open var hasActiveDrop: Bool { false }

  // MARK: State

  var counts: [Int] = []
  var needsReload = true
  /// Whether the first layout in a window has placed the offset (ListScrolling.swift).
  var placedInitialOffset = false
  var visibleViews: [ElementKey: UICollectionReusableView] = [:]
  var cellPool: [String: [UICollectionReusableView]] = [:]
  var sources: [String: ReusableSource] = [:]
  var selectedPaths: [IndexPath] = []
  var batch: CollectionUpdateBatch?
  /// Sizes of self-sizing items measured from their cells (layouts read them).
  var measuredSizes: [IndexPath: CGSize] = [:]
  /// Cells made while measuring, shown by the next tiling.
  var pendingCells: [IndexPath: UICollectionViewCell] = [:]
  private(set) var cellsMade = 0
  func noteCellMade() { cellsMade += 1 }

  /// The data source's counts, read again after `reloadData()`.
  func ensureCounts() {
    guard needsReload else { return }
    needsReload = false
    counts = currentCounts()
    collectionViewLayout.needsPrepare = true
  }

  func currentCounts() -> [Int] {
    let sections = max(dataSource.map { $0.numberOfSections(in: self) } ?? 0, 0)
    return (0..<sections).map { max(dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0, 0) }
  }

  /// The number of sections, as the data source reported them at the last reload.
  open var numberOfSections: Int { ensureCounts(); return counts.count }
  /// Returns the number of items in the given section, as the data source reported them; 0 for a section out of range.
  open func numberOfItems(inSection section: Int) -> Int {
    ensureCounts()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Discards the visible views, measured sizes and selection, and asks the data source again at the next layout pass.
  open func reloadData() {
    for (key, view) in visibleViews.sorted(by: { $0.key < $1.key }) { endDisplay(view, key) }
    visibleViews = [:]
    measuredSizes = [:]
    selectedPaths = []
    needsReload = true
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    // In a layout pass, not mid-way through a frame change (the safe area would be off).
    if dataSource != nil { adoptInitialOffset(done: placedInitialOffset, mark: { placedInitialOffset = true }) }
    tile()
  }

  /// A scroll lays out what comes into view; the layout decides whether the bounds change invalidates it.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      if old != newValue && collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
        collectionViewLayout.needsPrepare = true
      }
      super.bounds = newValue
      if old != newValue { tile() }
    }
  }
}
