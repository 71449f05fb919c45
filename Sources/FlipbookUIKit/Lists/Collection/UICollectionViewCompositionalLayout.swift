import Foundation

/// `UICollectionViewCompositionalLayoutConfiguration`.
open class UICollectionViewCompositionalLayoutConfiguration {
  /// The axis the layout scrolls along; accepted, but Flipbook lays out and scrolls vertically only.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// The space between the layout's sections, in points.
  open var interSectionSpacing: CGFloat = 0
  /// The headers and footers of the whole layout; accepted but not laid out.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// The reference for the layout's content insets; accepted but ignored.
  open var contentInsetsReference: UIContentInsetsReference = .automatic
  /// Creates a configuration that scrolls vertically, with no spacing between sections.
  public init() {}
}

/// Where a list row sits in its section (for its separators and corners).
struct ListPlacement: Equatable {
  var appearance: UICollectionLayoutListConfiguration.Appearance
  var first: Bool
  var last: Bool
  var separators: Bool
}

/// iOS 13's compositional layout: each section a group of items repeated down
/// the collection view (or across it, for orthogonal scrolling, drawn at its
/// leading edge: Flipbook does not scroll a section sideways), with boundary
/// headers and footers, background decorations and estimated sizes measured
/// from the cells as they come on screen. Vertical scrolling only.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// A block that returns the section for the given index in the given layout environment, or `nil` to skip it.
  public typealias SectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
  let provider: SectionProvider
  /// The layout's configuration; setting it invalidates the layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }
  var store = LayoutStore()
  var contentSize = CGSize.zero
  var estimated = Set<IndexPath>()
  var estimatedWidths = Set<IndexPath>()
  var listPlacements: [IndexPath: ListPlacement] = [:]
  var listAppearance: UICollectionLayoutListConfiguration.Appearance?

  /// Creates a layout that uses the given section for every section of the collection view.
  public init(section: NSCollectionLayoutSection) {
    provider = { _, _ in section }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }
  /// Creates a layout that uses the given section for every section, with the given configuration.
  public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    provider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }
  /// Creates a layout that asks the given block for each section.
  public init(sectionProvider: @escaping SectionProvider) {
    provider = sectionProvider
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }
  /// Creates a layout that asks the given block for each section, with the given configuration.
  public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }
  /// Creates a layout from an archive; it provides no sections.
  public required init?(coder: NSCoder) {
    provider = { _, _ in nil }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init(coder: coder)
  }

  /// A layout whose every section is a list of `configuration`.
  public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
    layout.listAppearance = configuration.appearance
    return layout
  }

  /// Lays out every section again from the collection view's data and the cells' measured sizes.
  ///
  /// A grouped list turns a collection view with the default `systemBackground` colour to `systemGroupedBackground`.
  open override func prepare() {
    super.prepare()
    guard let cv = collectionView else { return }
    var builder = CompositionalBuilder(layout: self, collectionView: cv)
    builder.build()
    store = builder.store
    contentSize = builder.contentSize
    estimated = builder.estimated
    estimatedWidths = builder.estimatedWidths
    listPlacements = builder.placements
    if let appearance = builder.firstListAppearance, appearance != .plain && appearance != .sidebarPlain,
       cv.backgroundColor == .systemBackground {
      cv.backgroundColor = .systemGroupedBackground
    }
  }

  /// The size of the laid-out content.
  open override var collectionViewContentSize: CGSize { contentSize }
  /// Returns the layout attributes of the elements in the given rectangle, pinned headers moved to stay in view.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    store.elements(in: rect).map { pinned($0) }
  }
  /// Returns the layout attributes of the item at the given index path.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    store.byKey[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
  }
  /// Returns the layout attributes of the supplementary view of the given kind at the given index path.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes? {
    store.byKey[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
  }
  /// Returns the layout attributes of the decoration view of the given kind at the given index path.
  open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes? {
    store.byKey[ElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath)]
  }
  /// Returns `true` when the bounds change size, or on any scroll while a header is pinned to the visible bounds.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != (collectionView?.bounds.size ?? newBounds.size) || !pinnedKeys.isEmpty
  }

  var pinnedKeys: Set<ElementKey> = []
  /// Headers pinned to the visible bounds keep to the top while their section scrolls.
  private func pinned(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    guard pinnedKeys.contains(a.key), let cv = collectionView, let end = store.sectionEnds[a.indexPath.section],
          let copy = a.copy() as? UICollectionViewLayoutAttributes else { return a }
    copy.frame.origin.y = min(max(a.frame.minY, cv.bounds.minY + cv.adjustedContentInset.top), end - a.frame.height)
    copy.zIndex = max(a.zIndex, 1024)
    return copy
  }
}

extension UICollectionViewCompositionalLayout: SelfSizingLayout {
  func isEstimated(_ indexPath: IndexPath) -> Bool { estimated.contains(indexPath) }
}
