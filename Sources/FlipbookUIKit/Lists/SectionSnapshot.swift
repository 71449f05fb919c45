import Foundation

/// `NSDiffableDataSourceSectionSnapshot` (iOS 14): one section's items as a tree
/// (outlines), with expanded and collapsed parents. Applied to a section, its
/// visible items (depth first, children of expanded parents) become the section's rows.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
  /// The type of the identifiers of the snapshot's items.
  public typealias Item = ItemIdentifierType
  private var roots: [Item] = []
  private var childrenOf: [Item: [Item]] = [:]
  private var parentOf: [Item: Item] = [:]
  private var expanded = Set<Item>()

  /// Creates an empty section snapshot.
  public init() {}

  /// The items at the top level of the tree, in order.
  public var rootItems: [Item] { roots }
  /// Every item, depth first.
  public var items: [Item] { roots.flatMap { subtree($0, visibleOnly: false) } }
  /// The items a list shows: roots, and the children of expanded items, depth first.
  public var visibleItems: [Item] { roots.flatMap { subtree($0, visibleOnly: true) } }

  private func subtree(_ item: Item, visibleOnly: Bool) -> [Item] {
    guard !visibleOnly || expanded.contains(item) else { return [item] }
    return [item] + (childrenOf[item] ?? []).flatMap { subtree($0, visibleOnly: visibleOnly) }
  }

  /// Adds the items at the end of the given parent's children, or at the end of the top level when the parent is `nil`.
  public mutating func append(_ items: [Item], to parent: Item? = nil) {
    guard let parent else { return roots += items }
    childrenOf[parent, default: []] += items
    for item in items { parentOf[item] = parent }
  }

  /// Inserts the items before the given item, among its siblings; does nothing if the item is not in the snapshot.
  public mutating func insert(_ items: [Item], before item: Item) { place(items, next: item, offset: 0) }
  /// Inserts the items after the given item, among its siblings; does nothing if the item is not in the snapshot.
  public mutating func insert(_ items: [Item], after item: Item) { place(items, next: item, offset: 1) }

  private mutating func place(_ items: [Item], next item: Item, offset: Int) {
    if let parent = parentOf[item] {
      guard let i = childrenOf[parent]?.firstIndex(of: item) else { return }
      childrenOf[parent]?.insert(contentsOf: items, at: i + offset)
      for new in items { parentOf[new] = parent }
    } else if let i = roots.firstIndex(of: item) {
      roots.insert(contentsOf: items, at: i + offset)
    }
  }

  /// Removes the items and everything under them.
  public mutating func delete(_ items: [Item]) {
    for item in items {
      for child in childrenOf[item] ?? [] { delete([child]) }
      childrenOf[item] = nil
      expanded.remove(item)
      if let parent = parentOf.removeValue(forKey: item) { childrenOf[parent]?.removeAll { $0 == item } } else { roots.removeAll { $0 == item } }
    }
  }

  /// Removes every item from the section snapshot.
  public mutating func deleteAll() { self = Self() }
  /// Expands the given parent items, so their children become visible.
  public mutating func expand(_ items: [Item]) { expanded.formUnion(items) }
  /// Collapses the given parent items, so their children are hidden.
  public mutating func collapse(_ items: [Item]) { expanded.subtract(items) }
  /// Returns a Boolean value that indicates whether the item is expanded.
  public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }
  /// Returns a Boolean value that indicates whether the item is in the section snapshot.
  public func contains(_ item: Item) -> Bool { roots.contains(item) || parentOf[item] != nil }
  /// Returns the parent of the given item, or `nil` for a top-level item or an item not in the snapshot.
  public func parent(of child: Item) -> Item? { parentOf[child] }
  /// Returns the index of the item among the visible items, or `nil` if it is not visible.
  public func index(of item: Item) -> Int? { visibleItems.firstIndex(of: item) }

  /// Whether every ancestor of the item is expanded.
  public func isVisible(_ item: Item) -> Bool {
    var current = parentOf[item]
    while let p = current {
      guard expanded.contains(p) else { return false }
      current = parentOf[p]
    }
    return contains(item)
  }

  /// Returns the depth of the item in the tree: 0 for a top-level item, 1 for its children, and so on.
  public func level(of item: Item) -> Int {
    var level = 0, current = parentOf[item]
    while let p = current { level += 1; current = parentOf[p] }
    return level
  }

  /// The subtree under `parent` (with it as the root when `includingParent`).
  public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
    var out = Self()
    func copy(_ item: Item, under: Item?) {
      out.append([item], to: under)
      if expanded.contains(item) { out.expanded.insert(item) }
      for child in childrenOf[item] ?? [] { copy(child, under: item) }
    }
    if includingParent { copy(parent, under: nil) } else { for child in childrenOf[parent] ?? [] { copy(child, under: nil) } }
    return out
  }

  /// The tree as text, one item a line, indented by level (`-` for a leaf, `+` collapsed, `-` expanded), for logs.
  public func visualDescription() -> String {
    items.map { item in
      let mark = childrenOf[item]?.isEmpty == false ? (expanded.contains(item) ? "-" : "+") : "*"
      return String(repeating: "  ", count: level(of: item)) + "\(mark) \(item)"
    }.joined(separator: "\n")
  }

  /// Returns a section snapshot of just the visible items, all at the top level and without their hierarchy.
  public func visibleSnapshot() -> Self {
    var out = Self()
    out.append(visibleItems)
    return out
  }
}

extension UICollectionViewDiffableDataSource {
  /// Shows a section snapshot's visible items as `section`'s items (appending the section when new).
  public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    var whole = self.snapshot()
    if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
    whole.deleteItems(whole.itemIdentifiers(inSection: section))
    whole.appendItems(snapshot.visibleItems, toSection: section)
    sectionSnapshots[AnyHashable(section)] = snapshot
    apply(whole, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// The section snapshot last applied to `section` (its items as a flat list when none was).
  public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    if let stored = sectionSnapshots[AnyHashable(section)] as? NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
      return stored
    }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    flat.append(snapshot().itemIdentifiers(inSection: section))
    return flat
  }
}
