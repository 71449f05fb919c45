import Foundation

/// Where a table's rows, section headers and footers lie down its content, as
/// plain numbers: each section's header (with its top padding), its rows' heights
/// and its footer, stacked under the table header view. Rows whose heights are
/// not known yet (self-sizing, not yet shown) count at their estimate.
/// Finding the rows in a rectangle is a binary search, so a 10,000-row list
/// costs what its visible rows cost.
struct TableGeometry {
  struct Section {
    /// The space above the rows: top padding plus the header view.
    var headerHeight: CGFloat = 0
    /// The part of `headerHeight` above the header view (iOS 15's `sectionHeaderTopPadding`).
    var headerPadding: CGFloat = 0
    var footerHeight: CGFloat = 0
    var rowHeights: [CGFloat] = []
    /// Whether each row's height is its own (not an estimate).
    var known: [Bool] = []
    fileprivate(set) var top: CGFloat = 0
    fileprivate(set) var rowTops: [CGFloat] = []
    fileprivate(set) var bottom: CGFloat = 0

    var rowsTop: CGFloat { top + headerHeight }
    var rowsBottom: CGFloat { bottom - footerHeight }
  }

  var tableHeaderHeight: CGFloat = 0
  var tableFooterHeight: CGFloat = 0
  var sections: [Section] = []
  private(set) var contentHeight: CGFloat = 0

  /// Stacks everything from the top (call after changing heights).
  mutating func recompute() {
    var y = tableHeaderHeight
    for s in sections.indices {
      sections[s].top = y
      y += sections[s].headerHeight
      var tops: [CGFloat] = []
      tops.reserveCapacity(sections[s].rowHeights.count)
      for h in sections[s].rowHeights {
        tops.append(y)
        y += h
      }
      sections[s].rowTops = tops
      y += sections[s].footerHeight
      sections[s].bottom = y
    }
    contentHeight = y + tableFooterHeight
  }

  func contains(_ indexPath: IndexPath) -> Bool {
    sections.indices.contains(indexPath.section) && sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
  }

  /// The row's span down the content (nil for a row the table does not have).
  func rowSpan(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat)? {
    guard contains(indexPath) else { return nil }
    let s = sections[indexPath.section]
    return (s.rowTops[indexPath.row], s.rowHeights[indexPath.row])
  }

  /// The rows that overlap `minY..<maxY`, top to bottom.
  func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
    var out: [IndexPath] = []
    for (index, s) in sections.enumerated() where s.rowsBottom > minY && s.rowsTop < maxY && !s.rowTops.isEmpty {
      var lo = 0, hi = s.rowTops.count
      while lo < hi {  // the first row ending below minY
        let mid = (lo + hi) / 2
        if s.rowTops[mid] + s.rowHeights[mid] <= minY { lo = mid + 1 } else { hi = mid }
      }
      var row = lo
      while row < s.rowTops.count && s.rowTops[row] < maxY {
        if s.rowHeights[row] > 0 || s.rowTops[row] >= minY { out.append(IndexPath(row: row, section: index)) }
        row += 1
      }
    }
    return out
  }

  /// The sections whose header or footer space overlaps `minY..<maxY`.
  func sections(from minY: CGFloat, to maxY: CGFloat) -> [Int] {
    sections.indices.filter { sections[$0].bottom > minY && sections[$0].top < maxY }
  }

  /// The row at `y` down the content, if any.
  func row(at y: CGFloat) -> IndexPath? {
    rows(from: y, to: y + 0.001).first { ip in rowSpan(ip).map { $0.top <= y && y < $0.top + $0.height } ?? false }
  }
}
