import Foundation

/// `NSDiffableDataSourceSnapshot`: sections and items by identifier, in order.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
  private var reconfigured = Set<ItemIdentifierType>()
  var reloaded = Set<ItemIdentifierType>()

  /// Creates an empty snapshot, with no sections or items.
  public init() {}

  /// The number of sections in the snapshot.
  public var numberOfSections: Int { sections.count }
  /// The number of items in all sections of the snapshot.
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  /// The identifiers of the snapshot's sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
  /// The identifiers of all the snapshot's items, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }
  /// The identifiers of the items to reload when the snapshot is applied, including those of reloaded sections.
  public var reloadedItemIdentifiers: [ItemIdentifierType] { Array(reloaded) }
  /// The identifiers of the items to reconfigure when the snapshot is applied.
  ///
  /// Recorded only: applying the snapshot does not reconfigure these items' cells.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { Array(reconfigured) }

  /// Returns the number of items in the section with the given identifier, or 0 if there is no such section.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    sections.first { $0.id == identifier }?.items.count ?? 0
  }
  /// Returns the identifiers of the items in the section with the given identifier, in order.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sections.first { $0.id == identifier }?.items ?? []
  }
  /// Returns the identifier of the section that contains the given item, or `nil` if no section does.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sections.first { $0.items.contains(identifier) }?.id
  }
  /// Returns the index of the item among all the snapshot's items, or `nil` if it is not in the snapshot.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
  /// Returns the index of the section with the given identifier, or `nil` if it is not in the snapshot.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.id == identifier } }

  /// Adds empty sections with the given identifiers at the end of the snapshot.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    sections += identifiers.map { ($0, []) }
  }
  /// Inserts empty sections with the given identifiers before the given section.
  ///
  /// If that section is not in the snapshot, the sections are added at the end (iOS raises an exception).
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection to: SectionIdentifierType) {
    let at = indexOfSection(to) ?? sections.count
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: at)
  }
  /// Inserts empty sections with the given identifiers after the given section.
  ///
  /// If that section is not in the snapshot, the sections are added at the end (iOS raises an exception).
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection to: SectionIdentifierType) {
    let at = indexOfSection(to).map { $0 + 1 } ?? sections.count
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: at)
  }
  /// Removes the sections with the given identifiers, and their items, from the snapshot.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { sections.removeAll { identifiers.contains($0.id) } }
  /// Moves the section with the given identifier before another section, or to the end if that section is absent.
  public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection to: SectionIdentifierType) {
    guard let from = indexOfSection(identifier) else { return }
    let moved = sections.remove(at: from)
    sections.insert(moved, at: indexOfSection(to) ?? sections.count)
  }
  /// Moves the section with the given identifier after another section, or to the end if that section is absent.
  public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection to: SectionIdentifierType) {
    guard let from = indexOfSection(identifier) else { return }
    let moved = sections.remove(at: from)
    sections.insert(moved, at: indexOfSection(to).map { $0 + 1 } ?? sections.count)
  }
  /// Marks the items of the given sections to be reloaded when the snapshot is applied.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for s in sections where identifiers.contains(s.id) { reloaded.formUnion(s.items) }
  }

  /// Appends to `section`, else to the last section (as UIKit does).
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
    guard let index = section.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else { return }
    sections[index].items += identifiers
  }
  /// Inserts the items before the given item, in that item's section.
  ///
  /// If that item is not in the snapshot, nothing is inserted (iOS raises an exception).
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
    for s in sections.indices { if let i = sections[s].items.firstIndex(of: before) { sections[s].items.insert(contentsOf: identifiers, at: i); return } }
  }
  /// Inserts the items after the given item, in that item's section.
  ///
  /// If that item is not in the snapshot, nothing is inserted (iOS raises an exception).
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
    for s in sections.indices { if let i = sections[s].items.firstIndex(of: after) { sections[s].items.insert(contentsOf: identifiers, at: i + 1); return } }
  }
  /// Removes the items with the given identifiers from the snapshot.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let gone = Set(identifiers)
    for s in sections.indices { sections[s].items.removeAll { gone.contains($0) } }
  }
  /// Removes all sections and items from the snapshot.
  public mutating func deleteAllItems() { sections = [] }
  /// Moves the item with the given identifier before another item.
  ///
  /// If the other item is not in the snapshot, the moved item is removed (iOS raises an exception).
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem to: ItemIdentifierType) {
    deleteItems([identifier])
    insertItems([identifier], beforeItem: to)
  }
  /// Moves the item with the given identifier after another item.
  ///
  /// If the other item is not in the snapshot, the moved item is removed (iOS raises an exception).
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem to: ItemIdentifierType) {
    deleteItems([identifier])
    insertItems([identifier], afterItem: to)
  }
  /// Marks the items with the given identifiers to be reloaded when the snapshot is applied.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloaded.formUnion(identifiers) }
  /// Marks the items with the given identifiers to be reconfigured when the snapshot is applied.
  ///
  /// Recorded only: applying the snapshot does not reconfigure these items' cells.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfigured.formUnion(identifiers) }

  /// Where each item of `old` went in this snapshot (by identifier), as a list diff.
  func diff(from old: Self) -> ListDiff {
    var diff = ListDiff()
    var newPaths: [ItemIdentifierType: IndexPath] = [:]
    for (s, section) in sections.enumerated() { for (i, item) in section.items.enumerated() { newPaths[item] = IndexPath(item: i, section: s) } }
    var oldSeen = Set<ItemIdentifierType>()
    for (s, section) in old.sections.enumerated() {
      let newSection = sections.firstIndex { $0.id == section.id }
      if let newSection { diff.sections[s] = newSection }
      for (i, item) in section.items.enumerated() {
        let from = IndexPath(item: i, section: s)
        oldSeen.insert(item)
        if let to = newPaths[item] { diff.survivors[from] = to } else { diff.deleted.append(from) }
      }
    }
    for (item, path) in newPaths where !oldSeen.contains(item) { diff.inserted.append(path) }
    diff.inserted.sort()
    for item in reloaded { if let p = newPaths[item] { diff.reloaded.insert(p) } }
    return diff
  }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
