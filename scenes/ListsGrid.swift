import Flipbook
import Foundation

/// A photo grid on a compositional layout (three square tiles a row) fed by a
/// diffable data source: a new snapshot reorders the tiles and drops two, and
/// each tile moves from its old place to its new one, as iOS animates it.
final class GridController: UIViewController {
  enum Section { case main }
  private var source: UICollectionViewDiffableDataSource<Section, Int>?
  private var items = Array(0..<15)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photos"
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                         heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
      subitems: [item])
    let grid = UICollectionView(frame: view.bounds,
                                collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(grid)
    let tile = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
      cell.contentView.backgroundColor = UIColor(hue: CGFloat(number) / 15, saturation: 0.55, brightness: 0.95, alpha: 1)
      cell.contentView.layer.cornerRadius = 4
    }
    source = UICollectionViewDiffableDataSource<Section, Int>(collectionView: grid) { grid, path, number in
      grid.dequeueConfiguredReusableCell(using: tile, for: path, item: number)
    }
    apply(animated: false)
  }

  func apply(animated: Bool) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(items)
    source?.apply(snapshot, animatingDifferences: animated)
  }

  func shuffle() {
    // A fixed reordering (deterministic): reversed, with two photos removed.
    items = items.reversed().filter { $0 != 4 && $0 != 9 }
    apply(animated: true)
  }
}

public struct GridShuffle: Scene {
  public static let id = "grid-shuffle"
  public static let summary = "UICollectionView compositional grid: a diffable snapshot reorders tiles and removes two, animated"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }

  public func build() -> CALayer {
    let grid = GridController()
    let w = window(root: UINavigationController(rootViewController: grid))
    SceneScheduler.main.asyncAfter(delay: 0.4) { grid.shuffle() }
    return w.layer
  }
}

/// A feed whose cards fade and rise into place as they first appear, the effect
/// apps add in `willDisplay`, while a finger flings the list.
final class FeedController: UITableViewController {
  private var shown: Set<Int> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feed"
    tableView.separatorStyle = .none
    tableView.rowHeight = 120
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "card") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "card")
    cell.selectionStyle = .none
    cell.indentationWidth = 14
    cell.indentationLevel = 1
    let card = cell.contentView.viewWithTag(7) ?? UIView(frame: cell.contentView.bounds.insetBy(dx: 12, dy: 6))
    if card.superview == nil {
      card.tag = 7
      card.layer.cornerRadius = 14
      card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      cell.contentView.insertSubview(card, at: 0)
    }
    card.backgroundColor = UIColor(hue: CGFloat(indexPath.row % 8) / 8, saturation: 0.25, brightness: 1, alpha: 1)
    cell.textLabel?.text = "Story \(indexPath.row + 1)"
    cell.detailTextLabel?.text = "A card that fades in as it scrolls into view."
    return cell
  }

  override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    guard shown.insert(indexPath.row).inserted, indexPath.row > 5 else { return }
    cell.alpha = 0
    cell.transform = CGAffineTransform(translationX: 0, y: 40)
    UIView.animate(withDuration: 0.5, delay: 0.05 * Double(indexPath.row % 3), options: [.curveEaseOut, .allowUserInteraction]) {
      cell.alpha = 1
      cell.transform = .identity
    }
  }
}

public struct FeedFadeIn: Scene {
  public static let id = "feed-fade-in"
  public static let summary = "UITableView willDisplay: cards fade and rise in as a fling brings them into view"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  public func build() -> CALayer {
    let feed = FeedController(style: .plain)
    let w = window(root: UINavigationController(rootViewController: feed))
    Hand.showsTouches = true
    Hand().flick(CGPoint(x: 190, y: 520), by: CGVector(dx: 0, dy: -180), at: 0.3, duration: 0.1)
    return w.layer
  }
}
