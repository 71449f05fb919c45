import Foundation

/// `UICollectionViewCompositionalLayoutConfiguration`.
open class UICollectionViewCompositionalLayoutConfiguration {
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  open var interSectionSpacing: CGFloat = 0
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  open var contentInsetsReference: UIContentInsetsReference = .automatic
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
  public typealias SectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
  let provider: SectionProvider
  open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }
  var store = LayoutStore()
  var contentSize = CGSize.zero
  var estimated = Set<IndexPath>()
  var estimatedWidths = Set<IndexPath>()
  var listPlacements: [IndexPath: ListPlacement] = [:]
  var listAppearance: UICollectionLayoutListConfiguration.Appearance?

  public init(section: NSCollectionLayoutSection) {
    provider = { _, _ in section }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }
  public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    provider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }
  public init(sectionProvider: @escaping SectionProvider) {
    provider = sectionProvider
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }
  public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }
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

  open override var collectionViewContentSize: CGSize { contentSize }
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    store.elements(in: rect).map { pinned($0) }
  }
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    store.byKey[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
  }
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes? {
    store.byKey[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
  }
  open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes? {
    store.byKey[ElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath)]
  }
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
