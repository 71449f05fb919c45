import Testing
import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit

/// Swipe actions revealed by a scripted finger.
@MainActor
@Suite struct TableSwipeTests {
  final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
    var ran: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
      -> UISwipeActionsConfiguration? {
      let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
        self.ran.append("delete \(indexPath.row)")
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [delete, UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }])
    }
  }

  @Test func aSwipeLeftOpensTheRowOnItsActionsAndATapRunsOne() {
    let source = Source()
    var table: UITableView?
    let (clock, window) = touchWorld { window in
      let t = UITableView(frame: window.bounds, style: .plain)
      t.dataSource = source
      t.delegate = source
      window.addSubview(t)
      table = t
      let hand = Hand()
      hand.drag(CGPoint(x: 300, y: 66), by: CGVector(dx: -180, dy: 0), at: 0.5, duration: 0.3, motion: .easeOut)
      // Delete is the first action: the outermost button, at the trailing edge.
      hand.tap(CGPoint(x: 390 - 30, y: 66), at: 1.5)
    }
    clock.run { window.layoutIfNeeded() }
    clock.advance(to: 1.3)
    clock.run { () -> Void in
      guard let table, let open = table.openSwipe else {
        Issue.record("the row did not open")
        return
      }
      #expect(open.path == IndexPath(row: 1, section: 0))
      // Each button is its title plus 16 pt each side, 74–120 pt; the row rests aside by their sum.
      #expect(open.view.widths.allSatisfy { $0 >= 74 && $0 <= 120 } && open.view.widths[1] > 74)
      #expect(open.offset == -open.view.total && open.view.total == 163)
      #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.transform.tx == -163)
      #expect(open.view.buttons.map(\.backgroundColor) == [.systemRed, .systemGray])
      #expect(open.view.buttons[0].frame.maxX == 163)
    }
    clock.runUntilIdle()
    #expect(source.ran == ["delete 1"])
    clock.run { #expect(table?.openSwipe == nil) }
  }
}
