import Testing
import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit

/// Data-source order, lazy cells and reuse, batch updates and their animations, selection.
@MainActor
@Suite struct TableUpdateTests {
  @Test func loadingAsksCountsThenEachVisibleCellBeforeItsWillDisplay() {
    let source = LoggingTable([["a", "b", "c"]])
    let (clock, _) = tableWorld(.plain, source)
    clock.run {
      #expect(Array(source.log.prefix(2)) == ["sections", "rows(0)"])
      #expect(source.cellCalls == ["cell0.0", "willDisplay0.0", "cell0.1", "willDisplay0.1", "cell0.2", "willDisplay0.2"])
    }
  }

  @Test func tenThousandRowsCostWhatTheVisibleRowsCost() {
    let source = LoggingTable([(0..<10_000).map { "Row \($0)" }])
    let (clock, table) = tableWorld(.plain, source)
    clock.run {
      // 844 pt of 44-pt rows: rows 0–19 show.
      #expect(table.visibleCells.count == 20)
      #expect(source.cellCalls.filter { $0.hasPrefix("cell") }.count == 20)
      #expect(table.contentSize.height == 440_000)
      table.contentOffset = CGPoint(x: 0, y: 300_000)
      #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 6818, section: 0))
      #expect(table.visibleCells.first?.textLabel?.text == "Row 6818")
      // Cells that scrolled off were reused: no more made than fit on screen (+1 for a partly shown row).
      #expect(table.visibleCells.count <= 21)
      #expect(Set(table.visibleCells.map(ObjectIdentifier.init)).count == table.visibleCells.count)
    }
  }

  @Test func deletingARowFadesItAndSlidesTheRowsBelowUpIn0Point3Seconds() {
    let source = LoggingTable([["a", "b", "c", "d"]])
    var finished: Bool?
    let (clock, table) = tableWorld(.plain, source)
    let doomed = clock.run { table.visibleCells[1] }
    let below = clock.run { table.visibleCells[2] }
    clock.run {
      source.rows[0].remove(at: 1)
      table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade) },
                                completion: { finished = $0 })
      // The model is final at once: "c" is row 1, at y 44.
      #expect(below.frame.minY == 44)
    }
    clock.advance(to: 0.15)
    clock.run {
      let opacity = doomed.layer.presentation()?.opacity ?? 1
      #expect(opacity > 0.3 && opacity < 0.7)
      let y = below.layer.presentation()?.frame.minY ?? 0
      #expect(y > 44 && y < 88)
    }
    clock.advance(to: 0.31)
    clock.run {
      #expect(finished == true)
      #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "c", "d"])
      #expect(doomed.isHidden)
    }
  }

  @Test func insertsSlideByTheirAnimationAndAutomaticPicksBottomForTheFirstRow() {
    #expect(RowMotion.resolved(.automatic, row: 0, rows: 3) == .bottom)
    #expect(RowMotion.resolved(.automatic, row: 2, rows: 3) == .top)
    #expect(RowMotion.resolved(.automatic, row: 1, rows: 3) == .fade)
    let f = CGRect(x: 0, y: 88, width: 390, height: 44)
    #expect(RowMotion.offstage(.right, frame: f, tableWidth: 390).frame.minX == 390)
    #expect(RowMotion.offstage(.top, frame: f, tableWidth: 390).frame.minY == 44)
    #expect(RowMotion.offstage(.fade, frame: f, tableWidth: 390).alpha == 0)
    let source = LoggingTable([["a", "b"]])
    let (clock, table) = tableWorld(.plain, source)
    clock.run {
      source.rows[0].insert("new", at: 0)
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
    }
    clock.advance(to: 0.001)
    clock.run {
      let fresh = table.cellForRow(at: IndexPath(row: 0, section: 0))
      #expect(fresh?.textLabel?.text == "new")
      #expect((fresh?.layer.presentation()?.frame.minX ?? 0) < -380)
    }
  }

  @Test func anUpdateThatDisagreesWithTheDataSourceFailsTheBakeWithUIKitsMessage() {
    let source = LoggingTable([["a", "b"]])
    let (clock, table) = tableWorld(.plain, source)
    clock.run { table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
    let message = clock.errors.map { "\($0)" }.joined()
    #expect(message.contains("Invalid update: invalid number of rows in section 0"))
    #expect(message.contains("(2) must be equal to the number of rows contained in that section before the update (2)"))
  }

  @Test func aTapHighlightsTheRowThenSelectsItOnLift() {
    let source = LoggingTable([["a", "b", "c"]])
    var highlighted: [Bool] = []
    let (clock, table) = tableWorld(.plain, source)
    clock.run {
      Hand().tap(CGPoint(x: 100, y: 66), at: 0.5, holdFor: 0.3)
      EventState.current.after(0.7) { highlighted.append(table.visibleCells[1].isHighlighted) }
    }
    clock.runUntilIdle()
    #expect(highlighted == [true])
    #expect(source.selected == [IndexPath(row: 1, section: 0)])
    clock.run { #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0) && table.visibleCells[1].isSelected) }
  }

  @Test func visibleCellsRightAfterReloadDataAreTheNewCells() {
    let source = LoggingTable([["a", "b", "c"]])
    let (clock, table) = tableWorld(.plain, source)
    clock.run {
      source.rows[0] = ["x", "y"]
      table.reloadData()
      // Apps animate these at once (an entrance animation after a reload), as on iOS.
      #expect(table.visibleCells.map { $0.textLabel?.text } == ["x", "y"])
    }
  }

  @Test func anEntranceAnimationRightAfterReloadDataMovesTheNewCells() {
    let source = LoggingTable([(0..<5).map { "Task \($0)" }])
    let (clock, table) = tableWorld(.plain, source)
    clock.run {
      table.reloadData()
      for cell in table.visibleCells {
        cell.transform = CGAffineTransform(translationX: 0, y: 844)
        UIView.animate(withDuration: 1) { cell.transform = .identity }
      }
    }
    clock.advance(to: 0.5)
    clock.run {
      let cell = table.visibleCells[2]
      let lifted = cell.layer.presentation()?.transform.m42 ?? 0
      #expect(lifted > 100 && lifted < 800)
      // Laid out by centre and size, the cell rests at its row under the animated transform.
      #expect(cell.center == CGPoint(x: 195, y: 88 + 22) && cell.transform == .identity)
    }
  }

  @Test func batchChangesResolveDeletesBeforeInserts() {
    var changes = ListChanges()
    changes.deletedItems = [IndexPath(item: 0, section: 0)]
    changes.insertedItems = [IndexPath(item: 2, section: 0)]
    changes.movedItems = [(IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 0))]
    guard case .success(let diff) = changes.resolve(old: [4], new: [4], noun: "table") else {
      Issue.record("a consistent batch failed")
      return
    }
    // Old 1 and 2 survive at 1 and 3 around the insert at 2; old 3 moves to 0.
    #expect(diff.survivors[IndexPath(item: 1, section: 0)] == IndexPath(item: 1, section: 0))
    #expect(diff.survivors[IndexPath(item: 2, section: 0)] == IndexPath(item: 3, section: 0))
    #expect(diff.survivors[IndexPath(item: 3, section: 0)] == IndexPath(item: 0, section: 0))
    #expect(diff.deleted == [IndexPath(item: 0, section: 0)] && diff.inserted == [IndexPath(item: 2, section: 0)])
  }
}
