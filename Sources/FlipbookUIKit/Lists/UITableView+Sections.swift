import Foundation

/// A section's header or footer view, as the table keeps them.
enum SectionViewKey: Hashable {
  case header(Int), footer(Int)
  var section: Int { switch self { case .header(let s), .footer(let s): s } }
}

/// Section headers and footers: the delegate's views, else views made for the
/// data source's titles; placed over their space, and in plain tables kept in
/// view while their section scrolls under them (they float, as in UIKit).
extension UITableView {
  /// The view for a header or footer (made once per reload), or nil.
  func sectionView(_ key: SectionViewKey) -> UIView? {
    if let view = sectionViews[key] { return view }
    let made: UIView?
    switch key {
    case .header(let s):
      made = tableDelegate?.tableView(self, viewForHeaderInSection: s)
        ?? dataSource?.tableView(self, titleForHeaderInSection: s).map { titleView($0, footer: false) }
    case .footer(let s):
      made = tableDelegate?.tableView(self, viewForFooterInSection: s)
        ?? dataSource?.tableView(self, titleForFooterInSection: s).map { titleView($0, footer: true) }
    }
    if let made { sectionViews[key] = made }
    return made
  }

  private func titleView(_ title: String, footer: Bool) -> UIView {
    let view = TitleHeaderFooterView(reuseIdentifier: nil)
    view.isFooter = footer
    view.tableStyle = style
    view.textLeading = sideMargin + sectionInset
    view.showTitle(title)
    if style == .plain { view.backgroundColor = backgroundColor }
    return view
  }

  func sectionTitleHeight(_ title: String, header: Bool) -> CGFloat {
    let h = UITableViewHeaderFooterView.titleHeight(title, style: style, footer: !header, width: bounds.width,
                                                     leading: sideMargin + sectionInset)
    return (h / hairline).rounded(.up) * hairline
  }

  /// Places the header and footer views of the sections in view.
  func layoutSectionViews() {
    let visibleTop = bounds.minY + adjustedContentInset.top, visibleBottom = bounds.maxY - adjustedContentInset.bottom
    var wanted = Set<SectionViewKey>()
    for s in geometry.sections(from: bounds.minY, to: bounds.maxY) {
      let section = geometry.sections[s]
      let headerHeight = section.headerHeight - section.headerPadding
      if headerHeight > 0, let view = sectionView(.header(s)) {
        var y = section.top + section.headerPadding
        if style == .plain { y = min(max(y, visibleTop), section.bottom - section.footerHeight - headerHeight) }
        y = max(y, section.top + section.headerPadding)
        place(view, .header(s), CGRect(x: 0, y: y, width: bounds.width, height: headerHeight), wanted: &wanted)
      }
      if section.footerHeight > 0, let view = sectionView(.footer(s)) {
        var y = section.rowsBottom
        if style == .plain { y = max(min(y, visibleBottom - section.footerHeight), section.rowsTop) }
        place(view, .footer(s), CGRect(x: 0, y: y, width: bounds.width, height: section.footerHeight), wanted: &wanted)
      }
    }
    for (key, view) in sectionViews where !wanted.contains(key) && view.superview === self { view.removeFromSuperview() }
  }

  private func place(_ view: UIView, _ key: SectionViewKey, _ frame: CGRect, wanted: inout Set<SectionViewKey>) {
    wanted.insert(key)
    if let header = view as? UITableViewHeaderFooterView {
      header.tableStyle = style
      header.isFooter = { if case .footer = key { true } else { false } }()
      header.textLeading = sideMargin + sectionInset
    }
    if view.frame != frame { view.frame = frame }
    guard view.superview !== self else { return }
    addSubview(view)
    switch key {
    case .header(let s): tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: s)
    case .footer(let s): tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: s)
    }
  }

  /// Returns the header view of the section, or `nil` if it has none or it was not made yet.
  ///
  /// It returns the view the table made for the section since the last reload, even when it is scrolled out of view.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews[.header(section)] as? UITableViewHeaderFooterView
  }
  /// Returns the footer view of the section, or `nil` if it has none or it was not made yet.
  ///
  /// It returns the view the table made for the section since the last reload, even when it is scrolled out of view.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews[.footer(section)] as? UITableViewHeaderFooterView
  }

  /// Returns the frame of the whole section, header and footer included, or `.zero` for a section that does not exist.
  public func rect(forSection section: Int) -> CGRect {
    ensureGeometry()
    guard geometry.sections.indices.contains(section) else { return .zero }
    let s = geometry.sections[section]
    return CGRect(x: 0, y: s.top, width: bounds.width, height: s.bottom - s.top)
  }
  /// Returns the frame of the section's header, or `.zero` for a section that does not exist.
  public func rectForHeader(inSection section: Int) -> CGRect {
    ensureGeometry()
    guard geometry.sections.indices.contains(section) else { return .zero }
    let s = geometry.sections[section]
    return CGRect(x: 0, y: s.top, width: bounds.width, height: s.headerHeight)
  }
  /// Returns the frame of the section's footer, or `.zero` for a section that does not exist.
  public func rectForFooter(inSection section: Int) -> CGRect {
    ensureGeometry()
    guard geometry.sections.indices.contains(section) else { return .zero }
    let s = geometry.sections[section]
    return CGRect(x: 0, y: s.rowsBottom, width: bounds.width, height: s.footerHeight)
  }
}
