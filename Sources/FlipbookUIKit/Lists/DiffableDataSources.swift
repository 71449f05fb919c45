import Foundation

/// `UITableViewDiffableDataSource` (iOS 13): the table's data from snapshots;
/// `apply(_:animatingDifferences:)` animates the difference by identifier with
/// `defaultRowAnimation` (`.automatic`, as UIKit's default).
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UITableViewDataSource {
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  open func snapshot() -> Snapshot { current }

  open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    let old = current
    current = snapshot
    guard let table = tableView else { completion?(); return }
    guard animatingDifferences, !table.needsReload, table.window != nil else {
      table.reloadData()
      completion?()
      return
    }
    table.applyDiff(snapshot.diff(from: old), animation: defaultRowAnimation) { _ in completion?() }
  }

  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard current.sections.indices.contains(indexPath.section) else { return nil }
    let items = current.sections[indexPath.section].items
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    for (s, section) in current.sections.enumerated() {
      if let i = section.items.firstIndex(of: itemIdentifier) { return IndexPath(row: i, section: s) }
    }
    return nil
  }
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sections.indices.contains(index) ? current.sections[index].id : nil
  }
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current.sections.indices.contains(section) ? current.sections[section].items.count : 0
  }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
      tableView.layer.report(AuthoringError(problem: "the diffable data source's cell provider returned nil for \(indexPath)",
                                            fix: "Return a cell for every item from the cell provider"))
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    return cell
  }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// `UICollectionViewDiffableDataSource` (iOS 13): a collection's data from
/// snapshots; applying animates the difference as a batch update does.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UICollectionViewDataSource {
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
  public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  /// Section snapshots applied with `apply(_:to:)` (SectionSnapshot.swift).
  var sectionSnapshots: [AnyHashable: Any] = [:]
  open var supplementaryViewProvider: SupplementaryViewProvider?

  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  open func snapshot() -> Snapshot { current }

  open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    let old = current
    current = snapshot
    guard let cv = collectionView else { completion?(); return }
    guard animatingDifferences, !cv.needsReload, cv.window != nil else {
      cv.reloadData()
      completion?()
      return
    }
    let counts = snapshot.sections.map(\.items.count)
    cv.animate(snapshot.diff(from: old), newCounts: counts) { _ in completion?() }
  }

  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard current.sections.indices.contains(indexPath.section) else { return nil }
    let items = current.sections[indexPath.section].items
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    for (s, section) in current.sections.enumerated() {
      if let i = section.items.firstIndex(of: itemIdentifier) { return IndexPath(item: i, section: s) }
    }
    return nil
  }
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sections.indices.contains(index) ? current.sections[index].id : nil
  }

  open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    current.sections.indices.contains(section) ? current.sections[section].items.count : 0
  }
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
      collectionView.layer.report(AuthoringError(problem: "the diffable data source's cell provider returned nil for \(indexPath)",
                                                 fix: "Return a cell for every item from the cell provider"))
      return UICollectionViewCell(frame: .zero)
    }
    return cell
  }
  open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                           at indexPath: IndexPath) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath) ?? collectionView.missingSupplementary(kind, indexPath)
  }
}

extension UITableView {
  /// Animates a diffable data source's difference with one row animation.
  func applyDiff(_ diff: ListDiff, animation: RowAnimation, completion: @escaping (Bool) -> Void) {
    var batch = TableUpdateBatch()
    for p in diff.deleted { batch.outgoing[p] = animation }
    for p in diff.inserted { batch.incoming[p] = animation }
    animate(diff, batch: batch, newCounts: currentCounts(), completion: completion)
  }
}
