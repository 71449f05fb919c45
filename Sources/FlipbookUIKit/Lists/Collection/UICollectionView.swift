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
    public static let top = Self(rawValue: 1 << 0)
    public static let centeredVertically = Self(rawValue: 1 << 1)
    public static let bottom = Self(rawValue: 1 << 2)
    public static let left = Self(rawValue: 1 << 3)
    public static let centeredHorizontally = Self(rawValue: 1 << 4)
    public static let right = Self(rawValue: 1 << 5)
  }

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

  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.owner = nil
      collectionViewLayout.owner = self
      collectionViewLayout.needsPrepare = true
      setNeedsLayout()
    }
  }

  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
    collectionViewLayout = layout
    guard animated else { tile(); completion?(true); return }
    UIView.animate(withDuration: UICollectionView.updateDuration, delay: 0, options: [.curveEaseInOut],
                   animations: { self.tile() }, completion: completion)
  }

  open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
  open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
  open var isPrefetchingEnabled = true
  var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

  open var backgroundView: UIView? {
    didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) }; setNeedsLayout() }
  }
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  open var allowsSelectionDuringEditing = false
  open var allowsMultipleSelectionDuringEditing = false
  open var isEditing = false
  open var selectionFollowsFocus = false
  open var allowsFocus = false
  open var remembersLastFocusedIndexPath = false
  open var dragInteractionEnabled = false
  open var reorderingCadence = 0
  open var hasActiveDrag: Bool { false }
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

  open var numberOfSections: Int { ensureCounts(); return counts.count }
  open func numberOfItems(inSection section: Int) -> Int {
    ensureCounts()
    return counts.indices.contains(section) ? counts[section] : 0
  }

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
