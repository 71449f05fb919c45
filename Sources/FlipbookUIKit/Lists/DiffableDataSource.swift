import Foundation

/// `NSDiffableDataSourceSnapshot`: sections and items by identifier, in order.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
  private var reconfigured = Set<ItemIdentifierType>()
  var reloaded = Set<ItemIdentifierType>()

  public init() {}

  public var numberOfSections: Int { sections.count }
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }
  public var reloadedItemIdentifiers: [ItemIdentifierType] { Array(reloaded) }
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { Array(reconfigured) }

  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    sections.first { $0.id == identifier }?.items.count ?? 0
  }
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sections.first { $0.id == identifier }?.items ?? []
  }
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sections.first { $0.items.contains(identifier) }?.id
  }
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.id == identifier } }

  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    sections += identifiers.map { ($0, []) }
  }
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection to: SectionIdentifierType) {
    let at = indexOfSection(to) ?? sections.count
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: at)
  }
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection to: SectionIdentifierType) {
    let at = indexOfSection(to).map { $0 + 1 } ?? sections.count
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: at)
  }
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { sections.removeAll { identifiers.contains($0.id) } }
  public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection to: SectionIdentifierType) {
    guard let from = indexOfSection(identifier) else { return }
    let moved = sections.remove(at: from)
    sections.insert(moved, at: indexOfSection(to) ?? sections.count)
  }
  public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection to: SectionIdentifierType) {
    guard let from = indexOfSection(identifier) else { return }
    let moved = sections.remove(at: from)
    sections.insert(moved, at: indexOfSection(to).map { $0 + 1 } ?? sections.count)
  }
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for s in sections where identifiers.contains(s.id) { reloaded.formUnion(s.items) }
  }

  /// Appends to `section`, else to the last section (as UIKit does).
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
    guard let index = section.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else { return }
    sections[index].items += identifiers
  }
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
    for s in sections.indices { if let i = sections[s].items.firstIndex(of: before) { sections[s].items.insert(contentsOf: identifiers, at: i); return } }
  }
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
    for s in sections.indices { if let i = sections[s].items.firstIndex(of: after) { sections[s].items.insert(contentsOf: identifiers, at: i + 1); return } }
  }
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let gone = Set(identifiers)
    for s in sections.indices { sections[s].items.removeAll { gone.contains($0) } }
  }
  public mutating func deleteAllItems() { sections = [] }
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem to: ItemIdentifierType) {
    deleteItems([identifier])
    insertItems([identifier], beforeItem: to)
  }
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem to: ItemIdentifierType) {
    deleteItems([identifier])
    insertItems([identifier], afterItem: to)
  }
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloaded.formUnion(identifiers) }
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
