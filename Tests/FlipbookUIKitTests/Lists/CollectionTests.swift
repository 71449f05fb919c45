import Testing
import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit

/// A collection of colour swatches by number, through a diffable data source.
@MainActor
final class Swatches {
  let collection: UICollectionView
  var source: UICollectionViewDiffableDataSource<Int, Int>?
  init(_ collection: UICollectionView) { self.collection = collection }

  func load(_ items: [Int], animated: Bool = false) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    source?.apply(snapshot, animatingDifferences: animated)
  }
}

@MainActor
func collectionWorld(_ layout: UICollectionViewLayout, items: [Int]) -> (clock: VirtualClock, swatches: Swatches) {
  var swatches: Swatches?
  let (clock, window) = touchWorld { window in
    let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
      cell.backgroundColor = UIColor(hue: CGFloat(item) / 20, saturation: 0.6, brightness: 0.9, alpha: 1)
      cell.tag = item
    }
    let s = Swatches(cv)
    s.source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, path, item in
      cv.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
    }
    window.addSubview(cv)
    s.load(items)
    swatches = s
  }
  clock.run { window.layoutIfNeeded() }
  return (clock, swatches ?? Swatches(UICollectionView(frame: .zero, collectionViewLayout: layout)))
}

@MainActor
@Suite struct CollectionTests {
  @Test func flowLayoutJustifiesFullLinesAndLeavesTheLastOneAtTheLeadingEdge() {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 100)
    let (clock, s) = collectionWorld(flow, items: Array(0..<7))
    clock.run {
      let frames = s.collection.visibleCells.map(\.frame)
      // Three fit in 390 pt (3 × 100 + 2 × 10); the 90 pt left are shared: 45 pt gaps.
      #expect(frames.prefix(3).map(\.minX) == [0, 145, 290])
      #expect(frames[3].minY == 110)
      // The last line (item 6) keeps the minimum spacing from the leading edge.
      #expect(frames[6].minX == 0 && frames[6].minY == 220)
      #expect(s.collection.contentSize == CGSize(width: 390, height: 320))
    }
  }

  @Test func compositionalGridSplitsTheWidthIntoFractions() {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                         heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)), subitems: [item])
    let (clock, s) = collectionWorld(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                                     items: Array(0..<9))
    clock.run {
      let frames = s.collection.visibleCells.map(\.frame)
      #expect(frames[0] == CGRect(x: 2, y: 2, width: 126, height: 126))
      #expect(frames[4] == CGRect(x: 132, y: 132, width: 126, height: 126))
      #expect(s.collection.contentSize.height == 390)
    }
  }

  @Test func insetGroupedListRowsAreRoundedAndSeparated() {
    var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    config.showsSeparators = true
    var collection: UICollectionView?
    let (clock, window) = touchWorld { window in
      let cv = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
      }
      let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, path, item in
        cv.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"])
      source.apply(snapshot, animatingDifferences: false)
      window.addSubview(cv)
      collection = cv
      objc_keep(source)
    }
    clock.run {
      window.layoutIfNeeded()
      let cells = collection?.visibleCells.compactMap { $0 as? UICollectionViewListCell } ?? []
      #expect(cells.map(\.frame) == [CGRect(x: 16, y: 17.5, width: 358, height: 44), CGRect(x: 16, y: 61.5, width: 358, height: 44),
                                     CGRect(x: 16, y: 105.5, width: 358, height: 44)])
      #expect(cells.first?.layer.cornerRadius == 10 && cells[1].layer.cornerRadius == 0)
      #expect(cells[0].separator.isHidden == false && cells[2].separator.isHidden)
      #expect(collection?.backgroundColor == .systemGroupedBackground)
    }
  }

  @Test func aDiffableReorderMovesCellsFromTheirOldPlaces() {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 100)
    let (clock, s) = collectionWorld(flow, items: [0, 1, 2, 3])
    let first = clock.run { s.collection.visibleCells[0] }
    clock.run { s.load([3, 2, 1, 0], animated: true) }
    clock.advance(to: 0.15)
    clock.run {
      // Item 0 travels from (0, 0) to the fourth place, (0, 110): half-way along its path.
      let y = first.layer.presentation()?.frame.minY ?? 0
      #expect(y > 10 && y < 100)
      #expect(first.frame.minY == 110)
    }
    clock.advance(to: 0.31)
    clock.run { #expect(s.collection.visibleCells.map(\.tag) == [3, 2, 1, 0]) }
  }

  @Test func insertedItemsFadeInWhereTheyLand() {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 100)
    let (clock, s) = collectionWorld(flow, items: [0, 1])
    clock.run { s.load([0, 5, 1], animated: true) }
    clock.advance(to: 0.001)
    clock.run {
      let fresh = s.collection.cellForItem(at: IndexPath(item: 1, section: 0))
      #expect(fresh?.tag == 5)
      #expect((fresh?.layer.presentation()?.opacity ?? 1) < 0.05)
      // Three items make one (last, so unjustified) line: the new one lands at 100 + 10.
      #expect(fresh?.frame.minX == 110)
    }
  }
}

/// Keeps an object alive for the rest of the test run (a data source the table holds weakly).
@MainActor private var kept: [AnyObject] = []
@MainActor func objc_keep(_ object: AnyObject) { kept.append(object) }
