// Lists cost what their visible rows cost: a fling down a table of 100 rows and
// one of 10,000, baked (the scene run on its virtual clock, cells made, reused and
// laid out at every frame); the two bakes should take about the same time.
import Flipbook
import Foundation

@MainActor
final class BenchRows: NSObject, UITableViewDataSource {
  let count: Int
  init(_ count: Int) { self.count = count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
    cell.textLabel?.text = "Row \(indexPath.row)"
    cell.detailTextLabel?.text = "A subtitle for row \(indexPath.row)"
    return cell
  }
}

struct BenchList: Scene {
  static let id = "bench-list"
  static let summary = "a fling down a table"
  nonisolated(unsafe) static var rows = 100
  init() {}
  var canvas: Canvas { Canvas(size: CGSize(width: 390, height: 844), scale: 2, fps: 60, background: .white) }
  var length: SceneLength { .seconds(3) }

  func build() -> CALayer {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = UITableView(frame: window.bounds, style: .plain)
    let source = BenchRows(Self.rows)
    table.dataSource = source
    keepBenchSource(source)
    window.addSubview(table)
    window.makeKeyAndVisible()
    Hand().flick(CGPoint(x: 195, y: 700), by: CGVector(dx: 0, dy: -400), at: 0.2, duration: 0.08)
    return window.layer
  }
}

@MainActor private var benchSources: [AnyObject] = []
@MainActor private func keepBenchSource(_ source: AnyObject) { benchSources = [source] }

/// Median bake time in milliseconds of the fling over `rows` rows.
@MainActor func listBakeMS(rows: Int, runs: Int = 3) throws -> Double {
  BenchList.rows = rows
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = now()
    _ = try BenchList().bake()
    samples.append((now() - start) * 1000)
  }
  return median(samples)
}

/// Prints the list cost line of `make bench`.
func printListCost() throws {
  let (short, long) = try MainActor.assumeIsolated { (try listBakeMS(rows: 100), try listBakeMS(rows: 10_000)) }
  print(String(format: "lists: a 3 s fling baked over 100 rows in %.0f ms, over 10,000 rows in %.0f ms (x%.2f)",
               short, long, long / short))
}
