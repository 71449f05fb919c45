import Foundation

/// Where a registered reuse identifier's views come from.
enum ReusableSource {
  case type(AnyClass)
  case nib(UINib)
  /// A storyboard's prototype cell.
  case prototype(@MainActor () -> UIView?)
}

/// Cells for the visible rows only: each layout (and each scroll step) asks the
/// data source for the rows coming into view, top to bottom, and puts the cells
/// of rows that left into the reuse pool (`willDisplay` / `didEndDisplaying`).
extension UITableView {
  /// Lays out the visible rows, headers and footers at the current offset.
  func tile() {
    // Measuring a cell lays it out, which can ask the table to lay out: not again inside.
    guard updates == nil, dataSource != nil, !isTiling else { return }
    isTiling = true
    defer { isTiling = false }
    ensureGeometry()
    // Top to bottom, as UIKit fills the screen: each new row is measured (its
    // cell made), then shown (`willDisplay`) before the next row is asked for.
    var visible = geometry.rows(from: bounds.minY, to: bounds.maxY)
    var index = 0
    while index < visible.count {
      let path = visible[index]
      index += 1
      guard visibleCellsByPath[path] == nil else { continue }
      if measureRows([path]) {
        visible = geometry.rows(from: bounds.minY, to: bounds.maxY)
        index = (visible.firstIndex(of: path) ?? visible.count - 1) + 1
        guard visible.contains(path) else { continue }
      }
      guard let cell = measuredCells.removeValue(forKey: path) ?? makeCell(at: path) else { continue }
      display(cell, at: path)
    }
    let wanted = Set(visible)
    for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) where !wanted.contains(path) {
      visibleCellsByPath[path] = nil
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
      enqueue(cell)
    }
    for (path, cell) in visibleCellsByPath { place(cell, at: path) }
    placeTableHeaderAndFooter()
    layoutSectionViews()
    let size = CGSize(width: bounds.width, height: geometry.contentHeight)
    if contentSize != size { contentSize = size }
  }

  /// Shows a new cell for `path` (selection state set, then `willDisplay`, as UIKit orders them).
  func display(_ cell: UITableViewCell, at path: IndexPath) {
    visibleCellsByPath[path] = cell
    place(cell, at: path)
    cell.setSelected(selectedPaths.contains(path), animated: false)
    if isEditing {
      cell.editingControlStyle = editingStyle(at: path)
      cell.setEditing(true, animated: false)
    } else if cell.isEditing {
      cell.setEditing(false, animated: false)
    }
    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
    if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
    cell.isHidden = false
  }

  /// The frame a row's cell has (in the table's content).
  func cellFrame(at path: IndexPath) -> CGRect {
    guard let span = geometry.rowSpan(path) else { return .zero }
    return CGRect(x: sectionInset, y: span.top, width: bounds.width - 2 * sectionInset, height: span.height)
  }

  /// Frame, separators and corners of a row's cell.
  func place(_ cell: UITableViewCell, at path: IndexPath) {
    cell.table = self
    cell.indexPathInTable = path
    // By centre and size, as the frame of a view with a transform (an app's entrance
    // animation, a swiped row) is not where it rests.
    let frame = cellFrame(at: path), center = CGPoint(x: frame.midX, y: frame.midY)
    if cell.center != center { cell.center = center }
    if cell.bounds.size != frame.size { cell.bounds = CGRect(origin: cell.bounds.origin, size: frame.size) }
    let rows = geometry.sections[path.section].rowHeights.count
    let first = path.row == 0, last = path.row == rows - 1
    let separators = SeparatorLayout(
      color: separatorColor ?? .separator, thickness: hairline,
      visible: separatorStyle != .none && !(last && style == .insetGrouped),
      fullWidth: last && style == .grouped,
      top: first && style == .grouped && separatorStyle != .none,
      leading: cell.explicitSeparatorInset ? cell.separatorInset.left
        : explicitSeparatorInset ? separatorInset.left : nil,
      sideMargin: sideMargin)
    // Only what changed is set: this runs for every visible row at every scroll step.
    if cell.separatorLayout != separators { cell.separatorLayout = separators }
    // A grouped table's cells default to the grouped cell fill (white in light
    // mode, #1C1C1E in dark), a plain table's to the system background.
    if style != .plain, cell.traitState.backgroundColor === UIColor.systemBackground {
      cell.backgroundColor = .secondarySystemGroupedBackground
    }
    if style == .insetGrouped {
      var corners: CACornerMask = []
      if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
      let radius: CGFloat = corners.isEmpty ? 0 : 10
      if cell.layer.cornerRadius != radius { cell.layer.cornerRadius = radius }
      if radius > 0, cell.layer.cornerCurve != .continuous { cell.layer.cornerCurve = .continuous }
      if cell.layer.maskedCorners != corners { cell.layer.maskedCorners = corners }
      if cell.clipsToBounds == corners.isEmpty { cell.clipsToBounds = !corners.isEmpty }
    }
    cell.layoutIfNeeded()
  }

  private func placeTableHeaderAndFooter() {
    if let header = tableHeaderView { header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight) }
    if let footer = tableFooterView {
      footer.frame = CGRect(x: 0, y: geometry.contentHeight - geometry.tableFooterHeight, width: bounds.width,
                            height: geometry.tableFooterHeight)
    }
  }

  // MARK: Making and reusing cells

  func makeCell(at path: IndexPath) -> UITableViewCell? {
    dataSource?.tableView(self, cellForRowAt: path)
  }

  func enqueue(_ cell: UITableViewCell) {
    cell.isHidden = true
    cell.indexPathInTable = nil
    cell.layer.removeAllAnimations()
    guard let id = cell.reuseIdentifier else { return cell.removeFromSuperview() }
    reusePool[id, default: []].append(cell)
  }

  /// Registers a class for making new cells with the given reuse identifier; `nil` removes the registration.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellSources[identifier] = cellClass.map { .type($0) }
  }
  /// Registers a nib whose first top-level view is the cell for the given reuse identifier; `nil` removes it.
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    cellSources[identifier] = nib.map { .nib($0) }
  }
  /// Registers a class for making new header or footer views with the given identifier; `nil` removes it.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterSources[identifier] = aClass.map { .type($0) }
  }
  /// Registers a nib whose first top-level view is the header or footer for the given identifier; `nil` removes it.
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterSources[identifier] = nib.map { .nib($0) }
  }

  /// A reused cell (after `prepareForReuse()`), a new one of the registered kind, or nil.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var pool = reusePool[identifier], !pool.isEmpty {
      let cell = pool.removeFirst()
      reusePool[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    guard let source = cellSources[identifier] else { return nil }
    let cell = ReusableViews.make(from: source, reuseIdentifier: identifier, for: self) as? UITableViewCell
    if let cell { cell.reuseIdentifierIfMissing(identifier); noteCellMade() }
    return cell
  }

  /// Like `dequeueReusableCell(withIdentifier:)`, for an identifier that must be registered.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    if cellSources[identifier] == nil {
      layer.report(AuthoringError(
        problem: "unable to dequeue a cell with identifier \(identifier): must register a nib or a class for the "
          + "identifier or connect a prototype cell in a storyboard (UIKit's message; iOS stops the app here)",
        fix: "Call tableView.register(YourCell.self, forCellReuseIdentifier: \"\(identifier)\") before the table loads"))
    }
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// Returns a header or footer view of the kind registered for the identifier, or `nil` if none is registered.
  ///
  /// Flipbook does not reuse header and footer views, so each call makes a new one.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    if var pool = headerFooterPool[identifier], !pool.isEmpty {
      let view = pool.removeFirst()
      headerFooterPool[identifier] = pool
      view.prepareForReuse()
      return view
    }
    guard let source = headerFooterSources[identifier] else { return nil }
    return ReusableViews.make(from: source, reuseIdentifier: identifier, for: self) as? UITableViewHeaderFooterView
  }
}
