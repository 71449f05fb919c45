import Testing
import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit

/// A table data source of numbered rows that logs UIKit's calls to it.
@MainActor
final class LoggingTable: NSObject, UITableViewDataSource, UITableViewDelegate {
  var rows: [[String]]
  var log: [String] = []
  var titles: [String?] = []
  var selected: [IndexPath] = []
  var style: UITableViewCell.CellStyle = .default

  init(_ rows: [[String]]) { self.rows = rows }

  func numberOfSections(in tableView: UITableView) -> Int { log.append("sections"); return rows.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    log.append("rows(\(section))")
    return rows[section].count
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    log.append("cell\(indexPath.section).\(indexPath.row)")
    let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: style, reuseIdentifier: "c")
    cell.textLabel?.text = rows[indexPath.section][indexPath.row]
    return cell
  }
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    log.append("willDisplay\(indexPath.section).\(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect\(indexPath.row)")
    selected.append(indexPath)
  }

  /// The calls that name cells, in order.
  var cellCalls: [String] { log.filter { $0.hasPrefix("cell") || $0.hasPrefix("willDisplay") } }
}

/// A table of `style` filling a 390 × 844 window, showing `source`.
@MainActor
func tableWorld(_ style: UITableView.Style, _ source: LoggingTable, setUp: (UITableView) -> Void = { _ in })
  -> (clock: VirtualClock, table: UITableView) {
  var table: UITableView?
  let (clock, window) = touchWorld { window in
    let t = UITableView(frame: window.bounds, style: style)
    setUp(t)
    t.dataSource = source
    t.delegate = source
    window.addSubview(t)
    table = t
  }
  clock.run { window.layoutIfNeeded() }
  return (clock, table ?? UITableView(frame: .zero, style: style))
}

/// The cells' frames in row order.
@MainActor func frames(_ table: UITableView) -> [CGRect] { table.visibleCells.map(\.frame) }
