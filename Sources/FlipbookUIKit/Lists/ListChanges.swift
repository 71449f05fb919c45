import Foundation

/// One batch of edits to a list (table or collection view), in UIKit's terms:
/// deletions and reloads name index paths before the batch, insertions after
/// it, moves one of each. The order of the calls inside the batch does not
/// matter (Apple: deletions are handled first, then insertions).
struct ListChanges {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []
  var deletedItems: [IndexPath] = []
  var insertedItems: [IndexPath] = []
  var reloadedItems: [IndexPath] = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []
}

/// Where every item went: surviving items' old → new paths, and the paths deleted and inserted.
struct ListDiff {
  var survivors: [IndexPath: IndexPath] = [:]
  var deleted: [IndexPath] = []
  var inserted: [IndexPath] = []
  /// Items reloaded (new paths): their cells are replaced.
  var reloaded = Set<IndexPath>()
  /// Old section → new section, for sections that survive.
  var sections: [Int: Int] = [:]
}

extension ListChanges {
  /// Resolves the batch against the counts before (`old`) and after (`new`),
  /// or names the first inconsistency the way UIKit's exception does.
  func resolve(old: [Int], new: [Int], noun: String) -> Result<ListDiff, AuthoringError> {
    var diff = ListDiff()
    let removed = deletedSections.union(reloadedSections).union(IndexSet(movedSections.map(\.from)))
    let added = insertedSections.union(IndexSet(reloadedSections)).union(IndexSet(movedSections.map(\.to)))
    guard old.count - removed.count + added.count == new.count else {
      return .failure(AuthoringError(
        problem: "Invalid update: invalid number of sections. The number of sections contained in the \(noun) view after "
          + "the update (\(new.count)) must be equal to the number of sections contained in the \(noun) view before the "
          + "update (\(old.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) "
          + "inserted, \(deletedSections.count) deleted) (UIKit's message; iOS stops the app here)",
        fix: "Change the data source's section count in the same update that inserts or deletes sections"))
    }
    // Sections: moved ones at their destinations, the rest in order in the free slots.
    var slots = [Int?](repeating: nil, count: new.count)
    for m in movedSections where slots.indices.contains(m.to) { slots[m.to] = m.from }
    var survivors = (0..<old.count).filter { !removed.contains($0) }.makeIterator()
    for i in slots.indices where slots[i] == nil && !added.contains(i) { slots[i] = survivors.next() }
    for (newSection, oldSection) in slots.enumerated() {
      guard let oldSection else {
        diff.inserted += (0..<new[newSection]).map { IndexPath(item: $0, section: newSection) }
        continue
      }
      diff.sections[oldSection] = newSection
    }
    for s in 0..<old.count where diff.sections[s] == nil {
      diff.deleted += (0..<old[s]).map { IndexPath(item: $0, section: s) }
    }
    // Items of surviving sections.
    let movedFrom = Set(movedItems.map(\.from)), movedTo = Set(movedItems.map(\.to))
    let gone = Set(deletedItems).union(movedFrom), arriving = Set(insertedItems).union(movedTo)
    let reloads = Set(reloadedItems), deletions = Set(deletedItems)
    for (oldSection, newSection) in diff.sections.sorted(by: { $0.key < $1.key }) {
      let kept = (0..<old[oldSection]).filter { !gone.contains(IndexPath(item: $0, section: oldSection)) }
      let fresh = (0..<new[newSection]).filter { arriving.contains(IndexPath(item: $0, section: newSection)) }
      guard kept.count + fresh.count == new[newSection] else {
        let ins = insertedItems.filter { $0.section == newSection }.count, del = deletedItems.filter { $0.section == oldSection }.count
        let mi = movedItems.filter { $0.to.section == newSection }.count, mo = movedItems.filter { $0.from.section == oldSection }.count
        let row = noun == "table" ? "rows" : "items"
        return .failure(AuthoringError(
          problem: "Invalid update: invalid number of \(row) in section \(newSection). The number of \(row) contained in an "
            + "existing section after the update (\(new[newSection])) must be equal to the number of \(row) contained in that "
            + "section before the update (\(old[oldSection])), plus or minus the number of \(row) inserted or deleted from "
            + "that section (\(ins) inserted, \(del) deleted) and plus or minus the number of \(row) moved into or out of that "
            + "section (\(mi) moved in, \(mo) moved out) (UIKit's message; iOS stops the app here)",
          fix: "Update the data source's array in the same batch as the insert or delete calls, before the batch ends"))
      }
      var keptIterator = kept.makeIterator()
      for item in 0..<new[newSection] where !arriving.contains(IndexPath(item: item, section: newSection)) {
        guard let o = keptIterator.next() else { break }
        let from = IndexPath(item: o, section: oldSection), to = IndexPath(item: item, section: newSection)
        diff.survivors[from] = to
        if reloads.contains(from) { diff.reloaded.insert(to) }
      }
      diff.deleted += (0..<old[oldSection]).map { IndexPath(item: $0, section: oldSection) }.filter { deletions.contains($0) }
      diff.inserted += fresh.map { IndexPath(item: $0, section: newSection) }.filter { !movedTo.contains($0) }
    }
    for m in movedItems { diff.survivors[m.from] = m.to }
    return .success(diff)
  }
}
