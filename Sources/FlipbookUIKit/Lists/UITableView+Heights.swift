import Foundation

/// How tall rows, headers and footers are (research on lists §1.2, §1.6):
/// the delegate's answer, else the table's property; `automaticDimension`
/// sizes a row from its cell (Auto Layout, a content configuration or the
/// legacy style) when it comes on screen, counting it at the estimate (44 pt
/// when the estimate is automatic) until then, as UIKit's self-sizing does.
extension UITableView {
  /// The estimate a row counts at until it is measured.
  var rowEstimate: CGFloat {
    estimatedRowHeight > 0 ? estimatedRowHeight : (rowHeight > 0 ? rowHeight : 44)
  }

  /// The side margin of cells and headers: 16 pt, 20 on phones 414 pt and wider (research §1.3).
  var sideMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }
  /// The horizontal inset of an inset-grouped table's sections.
  var sectionInset: CGFloat { style == .insetGrouped ? sideMargin : 0 }
  /// One device pixel: the separators' thickness.
  var hairline: CGFloat { 1 / max(UIScreen.main.scale, 1) }
  /// A row's separator is inside it, under the content view.
  var separatorSpace: CGFloat { separatorStyle == .none ? 0 : hairline }

  /// Builds the geometry from the data source when it is out of date.
  func ensureGeometry() {
    guard needsReload else { return }
    needsReload = false
    geometry = buildGeometry(counts: currentCounts())
  }

  /// The data source's section and row counts now.
  func currentCounts() -> [Int] {
    let count = max(dataSource.map { $0.numberOfSections(in: self) } ?? 0, 0)
    return (0..<count).map { max(dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0, 0) }
  }

  /// Geometry for `counts`, keeping the heights already measured in `carried` (new index paths).
  func buildGeometry(counts: [Int], carried: [IndexPath: CGFloat] = [:]) -> TableGeometry {
    var g = TableGeometry()
    let estimating = estimatedRowHeight != 0
    for (s, rows) in counts.enumerated() {
      var section = TableGeometry.Section()
      section.rowHeights = Array(repeating: rowEstimate, count: rows)
      section.known = Array(repeating: false, count: rows)
      for (path, h) in carried where path.section == s && path.row < rows {
        section.rowHeights[path.row] = h
        section.known[path.row] = true
      }
      if !estimating {
        for r in 0..<rows where !section.known[r] {
          section.rowHeights[r] = height(of: IndexPath(row: r, section: s))
          section.known[r] = true
        }
      }
      (section.headerHeight, section.headerPadding) = headerSpace(s)
      section.footerHeight = footerSpace(s)
      g.sections.append(section)
    }
    g.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
    g.tableFooterHeight = tableFooterView?.frame.height ?? 0
    g.recompute()
    return g
  }

  /// Measures the rows about to show; true when a height changed.
  func measureRows(_ paths: [IndexPath]) -> Bool {
    var changed = false
    for path in paths where geometry.contains(path) && !geometry.sections[path.section].known[path.row] {
      // Measured first, stored after: measuring lays the cell out, which may lay the table out.
      let h = height(of: path)
      guard geometry.contains(path) else { continue }
      if geometry.sections[path.section].rowHeights[path.row] != h { changed = true }
      geometry.sections[path.section].rowHeights[path.row] = h
      geometry.sections[path.section].known[path.row] = true
    }
    if changed { geometry.recompute() }
    return changed
  }

  /// A row's height: the delegate's or the table's, else measured from its cell.
  private func height(of path: IndexPath) -> CGFloat {
    var h = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
    if h < 0 || !h.isFinite {
      // A row already showing is measured from its own cell (a cell that grew, then
      // `beginUpdates`/`endUpdates`); a new row's cell waits for the tiling to show it.
      var cell = measuredCells[path] ?? visibleCellsByPath[path]
      if cell == nil {
        cell = makeCell(at: path)
        measuredCells[path] = cell
      }
      h = cell.map { fittingHeight(of: $0) } ?? 44
    }
    return max(h, 0)
  }

  /// The height a cell asks for at this table's width, separator included.
  func fittingHeight(of cell: UITableViewCell) -> CGFloat {
    let width = bounds.width - 2 * sectionInset
    cell.frame.size.width = width
    cell.layoutIfNeeded()
    return cell.fittingContentHeight(width: cell.contentWidth(in: width)) + separatorSpace
  }

  // MARK: Headers and footers

  /// The space above a section's rows and the part of it that is top padding.
  func headerSpace(_ s: Int) -> (CGFloat, CGFloat) {
    var h = tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight
    let title = dataSource?.tableView(self, titleForHeaderInSection: s)
    if h < 0 || !h.isFinite || (h == 0 && style != .plain) {
      if let title {
        h = sectionTitleHeight(title, header: true)
      } else if let view = sectionView(.header(s)), !(view is TitleHeaderFooterView) {
        h = measuredHeight(of: view)
      } else {
        h = style == .plain ? 0 : (s == 0 ? 35 : 17.5)
      }
    }
    // A plain table shows no header for a section without a title or a view, whatever
    // `sectionHeaderHeight` says (storyboards set 28): no space, no top padding.
    if style == .plain && title == nil && sectionView(.header(s)) == nil { return (0, 0) }
    guard style == .plain, h > 0 else { return (h, 0) }
    let padding = sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : 22
    return (h + padding, padding)
  }

  func footerSpace(_ s: Int) -> CGFloat {
    var h = tableDelegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight
    if h < 0 || !h.isFinite || (h == 0 && style != .plain) {
      if let title = dataSource?.tableView(self, titleForFooterInSection: s) {
        h = sectionTitleHeight(title, header: false)
      } else if let view = sectionView(.footer(s)), !(view is TitleHeaderFooterView) {
        h = measuredHeight(of: view)
      } else {
        h = style == .plain ? 0 : 17.5
      }
    }
    if style == .plain && dataSource?.tableView(self, titleForFooterInSection: s) == nil && sectionView(.footer(s)) == nil { return 0 }
    return h
  }

  /// A custom header's height: from its constraints, else its frame, else 28 pt.
  private func measuredHeight(of view: UIView) -> CGFloat {
    let root = (view as? UITableViewHeaderFooterView)?.contentView ?? view
    if root.hasConstraintsInside {
      return root.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0),
                                          withHorizontalFittingPriority: .required,
                                          verticalFittingPriority: .fittingSizeLevel).height
    }
    return view.frame.height > 0 ? view.frame.height : 28
  }
}
