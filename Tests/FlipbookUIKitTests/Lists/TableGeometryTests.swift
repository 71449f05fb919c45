import Testing
import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit

/// A table's geometry after layout, against iOS 17's metrics (research on lists §1).
@MainActor
@Suite struct TableGeometryTests {
  @Test func insetGroupedRowsAreInsetRoundedAnd44PointsTall() {
    let source = LoggingTable([["Wi-Fi", "Bluetooth", "Cellular"]])
    let (clock, table) = tableWorld(.insetGrouped, source)
    clock.run {
      let f = frames(table)
      // 16 pt in from each side on a 390-pt phone; the first section starts 35 pt down (no title).
      #expect(f == [CGRect(x: 16, y: 35, width: 358, height: 44), CGRect(x: 16, y: 79, width: 358, height: 44),
                    CGRect(x: 16, y: 123, width: 358, height: 44)])
      let cells = table.visibleCells
      #expect(cells[0].layer.cornerRadius == 10 && cells[0].layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
      #expect(cells[1].layer.cornerRadius == 0)
      #expect(cells[2].layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
      // Separators: a hairline at the bottom inside the row, from the text's edge; none under the last row.
      #expect(cells[0].separator.isHidden == false && cells[2].separator.isHidden)
      #expect(cells[0].separator.frame == CGRect(x: 16, y: 43.5, width: 342, height: 0.5))
      #expect(cells[0].contentView.frame.height == 43.5)
      #expect(table.backgroundColor == .systemGroupedBackground)
    }
  }

  @Test func aLaidOutRowDoesNotAskForLayoutAgain() {
    let (clock, table) = tableWorld(.insetGrouped, LoggingTable([["Wi-Fi", "Bluetooth", "Cellular"]]))
    clock.run {
      table.layoutIfNeeded()
      // Its separators are in front already, so the pass moved nothing. Bringing them
      // forward again swapped them twice, which marked every visible row for layout on
      // every commit: rows were laid out again each frame, outside any animation.
      #expect(table.visibleCells.count == 3 && table.visibleCells.allSatisfy { !$0.layer.needsLayout() })
    }
  }

  @Test func plainSectionHeadersHave22PointsAboveThemAndFloat() {
    let source = LoggingTable([Array(repeating: "Row", count: 30), ["Last"]])
    source.titles = ["A", "B"]
    let (clock, table) = tableWorld(.plain, source)
    clock.run {
      let header = table.rectForHeader(inSection: 0)
      // 22 pt of padding, then the title (17 pt semibold, 20.5 pt line) with 4 pt above and below.
      #expect(header.minY == 0 && header.height == 22 + 28.5)
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50.5)
      #expect(table.headerView(forSection: 0)?.frame.minY == 22)
      table.contentOffset = CGPoint(x: 0, y: 400)
      // Scrolled into section 0: its header sticks to the top of the visible area.
      #expect(table.headerView(forSection: 0)?.frame.minY == 400)
    }
  }

  @Test func groupedSectionsHaveFullWidthHairlinesAndUppercasedTitles() {
    let source = LoggingTable([["One", "Two"]])
    source.titles = ["General"]
    let (clock, table) = tableWorld(.grouped, source)
    clock.run {
      let cells = table.visibleCells
      #expect(cells[0].frame.minX == 0 && cells[0].frame.width == 390)
      #expect(cells[0].topSeparator.isHidden == false && cells[0].separator.frame.minX == 16)
      #expect(cells[1].separator.frame.minX == 0)  // the last row's separator spans the row
      let header = table.headerView(forSection: 0)
      #expect(header?.textLabel?.text == "GENERAL")
      #expect(header?.textLabel?.frame.minX == 16)
      // 17 pt above the footnote title, 6 below it.
      let label = header?.textLabel?.frame ?? .zero
      #expect(abs((header?.frame.height ?? 0) - label.maxY - 6) < 0.01 && abs(label.minY - 17) < 0.6)
    }
  }

  @Test func subtitleAndValueStylesPlaceTheirLabelsAsUIKit() {
    let source = LoggingTable([["Title"]])
    source.style = .value1
    let (clock, table) = tableWorld(.plain, source)
    clock.run {
      let cell = table.visibleCells[0]
      cell.detailTextLabel?.text = "Detail"
      cell.layoutIfNeeded()
      let detail = cell.detailTextLabel?.frame ?? .zero
      #expect(abs(detail.maxX - (390 - 16)) < 0.01)
      #expect(cell.textLabel?.frame.minX == 16)
    }
  }

  @Test func selfSizingRowsGrowToTheirAutoLayoutContent() {
    final class NoteCell: UITableViewCell {
      let body = UILabel()
      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
          body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
          body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
          body.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
          body.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
      }
      required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    final class Notes: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = NoteCell(style: .default, reuseIdentifier: nil)
        cell.body.text = indexPath.row == 0 ? "Short" : String(repeating: "A long note that wraps over lines. ", count: 6)
        return cell
      }
    }
    let notes = Notes()
    var table: UITableView?
    let (clock, window) = touchWorld { window in
      let t = UITableView(frame: window.bounds, style: .plain)
      t.dataSource = notes
      window.addSubview(t)
      table = t
    }
    clock.run {
      window.layoutIfNeeded()
      let f = table.map(frames) ?? []
      #expect(f.count == 2)
      // One line inside the content view's 11-pt margins: 11 + 20.5 + 11, plus the separator's pixel.
      #expect(f.first?.height == 43)
      #expect((f.last?.height ?? 0) > 100)
      #expect(f.last?.minY == 43)
    }
  }

  @Test func aCellWhoseConstraintsLeaveItsHeightFreeGetsTheStandardHeight() {
    final class Centred: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let label = UILabel()
        label.text = "Hide element"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
                                     label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor)])
        return cell
      }
    }
    let source = Centred()
    var table: UITableView?
    let (clock, window) = touchWorld { window in
      let t = UITableView(frame: window.bounds, style: .plain)
      t.dataSource = source
      window.addSubview(t)
      table = t
    }
    clock.run {
      window.layoutIfNeeded()
      // A storyboard's centred label: UIKit calls the zero height a mistake and uses 44 pt.
      #expect(table.map(frames)?.map(\.height) == [44, 44, 44])
    }
  }
}

/// A selected or highlighted cell highlights its labels and image views (UITableViewCell's
/// `setHighlighted(_:animated:)`: "Highlighting affects the appearance of labels, image, and background").
@MainActor
@Suite struct CellHighlightTests {
  @Test func selectionHighlightsTheContentsLabelsAndImages() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = "Title"
    cell.detailTextLabel?.text = "Detail"
    let badge = UILabel()
    let icon = UIImageView()
    let row = UIView()
    row.addSubview(badge)
    row.addSubview(icon)
    cell.contentView.addSubview(row)
    cell.setSelected(true, animated: false)
    #expect(cell.textLabel?.isHighlighted == true && cell.detailTextLabel?.isHighlighted == true)
    #expect(badge.isHighlighted && icon.isHighlighted)
    cell.setSelected(false, animated: false)
    #expect(!badge.isHighlighted && !icon.isHighlighted && cell.textLabel?.isHighlighted == false)
    cell.setHighlighted(true, animated: true)
    #expect(badge.isHighlighted)
    // A cell that shows no selection highlights nothing.
    cell.selectionStyle = .none
    #expect(!badge.isHighlighted && cell.textLabel?.isHighlighted == false)
  }
}
