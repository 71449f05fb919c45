import Foundation

/// `UITableViewDiffableDataSource` (iOS 13): the table's data from snapshots;
/// `apply(_:animatingDifferences:)` animates the difference by identifier with
/// `defaultRowAnimation` (`.automatic`, as UIKit's default).
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UITableViewDataSource {
  /// A closure that returns the configured cell for an item at an index path.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  /// A snapshot of this data source's sections and items.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  /// The animation used for inserted and deleted rows when a snapshot is applied, `.automatic` by default.
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Creates a data source that supplies the given table view's cells, and makes it the table's data source.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// Returns a snapshot of the data the table view currently shows.
  open func snapshot() -> Snapshot { current }

  /// Updates the table view to the snapshot's data, animating the difference by default.
  ///
  /// It reloads without animating when the table has not loaded its data yet or is not in a window.
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

  /// Updates the table view to the snapshot's data by reloading it, without animating.
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// Returns the identifier of the item at the index path, or `nil` if there is none.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard current.sections.indices.contains(indexPath.section) else { return nil }
    let items = current.sections[indexPath.section].items
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }
  /// Returns the index path of the item with the given identifier, or `nil` if it is not in the current snapshot.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    for (s, section) in current.sections.enumerated() {
      if let i = section.items.firstIndex(of: itemIdentifier) { return IndexPath(row: i, section: s) }
    }
    return nil
  }
  /// Returns the identifier of the section at the given index, or `nil` if there is none.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sections.indices.contains(index) ? current.sections[index].id : nil
  }
  /// Returns the index of the section with the given identifier, or `nil` if it is not in the current snapshot.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

  /// Returns the number of sections in the current snapshot.
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
  /// Returns the number of items in the given section of the current snapshot.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current.sections.indices.contains(section) ? current.sections[section].items.count : 0
  }
  /// Returns the cell the cell provider makes for the item at the index path.
  ///
  /// If the provider returns `nil`, it reports an authoring error and returns an empty default-style cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
      tableView.layer.report(AuthoringError(problem: "the diffable data source's cell provider returned nil for \(indexPath)",
                                            fix: "Return a cell for every item from the cell provider"))
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    return cell
  }
  /// Returns the title of the section's header; this default returns `nil`.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// Returns the title of the section's footer; this default returns `nil`.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// Returns a Boolean value that indicates whether the row can be edited; this default returns `false`.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
  /// Returns a Boolean value that indicates whether the row can be moved; this default returns `false`.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// Tells the data source to commit the insertion or deletion of the row; this default does nothing.
  open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
  /// Tells the data source to move the row from one index path to another; this default does nothing.
  open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// `UICollectionViewDiffableDataSource` (iOS 13): a collection's data from
/// snapshots; applying animates the difference as a batch update does.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UICollectionViewDataSource {
  /// A closure that returns the configured cell for an item at an index path.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// A closure that returns the supplementary view of a kind for an index path.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
  /// A snapshot of this data source's sections and items.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  /// Section snapshots applied with `apply(_:to:)` (SectionSnapshot.swift).
  var sectionSnapshots: [AnyHashable: Any] = [:]
  /// The closure that returns the collection view's supplementary views, such as headers and footers.
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// Creates a data source that supplies the given collection view's cells, and makes it the collection's data source.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  /// Returns a snapshot of the data the collection view currently shows.
  open func snapshot() -> Snapshot { current }

  /// Updates the collection view to the snapshot's data, animating the difference by default.
  ///
  /// It reloads without animating when the collection has not loaded its data yet or is not in a window.
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

  /// Updates the collection view to the snapshot's data by reloading it, without animating.
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// Returns the identifier of the item at the index path, or `nil` if there is none.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard current.sections.indices.contains(indexPath.section) else { return nil }
    let items = current.sections[indexPath.section].items
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }
  /// Returns the index path of the item with the given identifier, or `nil` if it is not in the current snapshot.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    for (s, section) in current.sections.enumerated() {
      if let i = section.items.firstIndex(of: itemIdentifier) { return IndexPath(item: i, section: s) }
    }
    return nil
  }
  /// Returns the identifier of the section at the given index, or `nil` if there is none.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sections.indices.contains(index) ? current.sections[index].id : nil
  }

  /// Returns the number of sections in the current snapshot.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
  /// Returns the number of items in the given section of the current snapshot.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    current.sections.indices.contains(section) ? current.sections[section].items.count : 0
  }
  /// Returns the cell the cell provider makes for the item at the index path.
  ///
  /// If the provider returns `nil`, it reports an authoring error and returns an empty cell.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
      collectionView.layer.report(AuthoringError(problem: "the diffable data source's cell provider returned nil for \(indexPath)",
                                                 fix: "Return a cell for every item from the cell provider"))
      return UICollectionViewCell(frame: .zero)
    }
    return cell
  }
  /// Returns the supplementary view that `supplementaryViewProvider` makes for the kind and index path.
  ///
  /// Without a provider or view, it reports an authoring error and returns an empty reusable view.
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
