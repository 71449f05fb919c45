import Foundation

/// How one row arrives or leaves (Apple's `UITableView.RowAnimation` documentation;
/// research on lists §3.1): `.fade` in place; `.right`/`.left` slide across the
/// table's width; `.top`/`.bottom` slide by the row's height from behind the
/// neighbouring rows; `.middle` stays centred in the space that opens or closes,
/// fading; `.none` appears or goes at once. `.automatic` is `.bottom` for the
/// first row of a section, `.top` for its last (WWDC 2011 "UITableView Changes,
/// Tips, Tricks", so rows never slide under headers), and `.fade` elsewhere.
struct RowMotion {
  var frame: CGRect
  var alpha: CGFloat
  var behind: Bool

  static func resolved(_ animation: UITableView.RowAnimation, row: Int, rows: Int) -> UITableView.RowAnimation {
    guard animation == .automatic else { return animation }
    if row == 0 && rows > 1 { return .bottom }
    if row == rows - 1 && rows > 1 { return .top }
    return .fade
  }

  /// The state a row starts from (arriving) or ends at (leaving), given its resting frame.
  static func offstage(_ animation: UITableView.RowAnimation, frame f: CGRect, tableWidth: CGFloat) -> RowMotion {
    switch animation {
    case .fade, .automatic: RowMotion(frame: f, alpha: 0, behind: true)
    case .right: RowMotion(frame: f.offsetBy(dx: tableWidth, dy: 0), alpha: 1, behind: false)
    case .left: RowMotion(frame: f.offsetBy(dx: -tableWidth, dy: 0), alpha: 1, behind: false)
    case .top: RowMotion(frame: f.offsetBy(dx: 0, dy: -f.height), alpha: 1, behind: true)
    case .bottom: RowMotion(frame: f.offsetBy(dx: 0, dy: f.height), alpha: 1, behind: true)
    case .middle: RowMotion(frame: f.offsetBy(dx: 0, dy: -f.height / 2), alpha: 0, behind: true)
    case .none: RowMotion(frame: f, alpha: 1, behind: false)
    }
  }
}

extension UITableView {
  /// Moves the table from its old geometry to the data source's new one in one animation.
  func animate(_ diff: ListDiff, batch: TableUpdateBatch, newCounts: [Int], completion: @escaping (Bool) -> Void) {
    let old = geometry
    let oldCells = visibleCellsByPath
    visibleCellsByPath = [:]
    var leaving: [(UITableViewCell, RowMotion)] = []
    for (path, cell) in oldCells.sorted(by: { $0.key < $1.key }) {
      if let to = diff.survivors[path], !diff.reloaded.contains(to) {
        visibleCellsByPath[to] = cell
        continue
      }
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
      let rows = old.sections[path.section].rowHeights.count
      let style = RowMotion.resolved(batch.outgoing[path] ?? batch.sectionOut[path.section] ?? .fade, row: path.row, rows: rows)
      let end = RowMotion.offstage(style, frame: cell.frame, tableWidth: bounds.width)
      if style == .none { UIView.performWithoutAnimation { cell.alpha = 0 } }
      leaving.append((cell, end))
    }
    // Heights are asked again for the rows in view (UIKit re-reads them at the end of
    // every batch, which is how an empty beginUpdates/endUpdates animates a row's new
    // height); rows out of view keep what was measured.
    var carried: [IndexPath: CGFloat] = [:]
    for (from, to) in diff.survivors where !diff.reloaded.contains(to) && oldCells[from] == nil {
      if let span = old.rowSpan(from), old.sections[from.section].known[from.row] { carried[to] = span.height }
    }
    geometry = buildGeometry(counts: newCounts, carried: carried)
    selectedPaths = selectedPaths.compactMap { diff.survivors[$0] }
    for view in sectionViews.values { view.removeFromSuperview() }
    sectionViews = [:]
    var visible = geometry.rows(from: bounds.minY, to: bounds.maxY)
    for _ in 0..<4 where measureRows(visible) { visible = geometry.rows(from: bounds.minY, to: bounds.maxY) }
    let reverse = Dictionary(uniqueKeysWithValues: diff.survivors.map { ($0.value, $0.key) })
    UIView.performWithoutAnimation {
      for path in visible where visibleCellsByPath[path] == nil {
        guard let cell = measuredCells.removeValue(forKey: path) ?? makeCell(at: path) else { continue }
        let final = cellFrame(at: path)
        var start = RowMotion(frame: final, alpha: 1, behind: true)
        if let from = reverse[path], !diff.reloaded.contains(path), let span = old.rowSpan(from) {
          start.frame = CGRect(x: final.minX, y: span.top, width: final.width, height: span.height)
        } else {
          let rows = geometry.sections[path.section].rowHeights.count
          let style = RowMotion.resolved(batch.incoming[path] ?? batch.sectionIn[path.section] ?? .fade, row: path.row, rows: rows)
          start = RowMotion.offstage(diff.reloaded.contains(path) ? .fade : style, frame: final, tableWidth: bounds.width)
        }
        display(cell, at: path)
        cell.frame = start.frame
        cell.alpha = start.alpha
        if start.behind { sendSubviewToBack(cell) }
      }
      for (cell, motion) in leaving where motion.behind { sendSubviewToBack(cell) }
      if let backgroundView { sendSubviewToBack(backgroundView) }
    }
    departingCells += leaving.map(\.0)
    let wanted = Set(visible)
    UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
      for (path, cell) in self.visibleCellsByPath {
        self.place(cell, at: path)
        cell.alpha = 1
      }
      for (cell, motion) in leaving {
        cell.frame = motion.frame
        cell.alpha = motion.alpha
      }
      self.layoutSectionViews()
    }, completion: { finished in
      for (cell, _) in leaving {
        cell.alpha = 1
        self.departingCells.removeAll { $0 === cell }
        self.enqueue(cell)
      }
      for (path, cell) in self.visibleCellsByPath where !wanted.contains(path) && cell.frame.intersects(self.bounds) == false {
        self.visibleCellsByPath[path] = nil
        self.tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        self.enqueue(cell)
      }
      self.tile()
      completion(finished)
    })
    let size = CGSize(width: bounds.width, height: geometry.contentHeight)
    if contentSize != size { contentSize = size }
  }
}
