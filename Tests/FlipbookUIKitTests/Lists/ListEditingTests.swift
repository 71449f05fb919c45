import Testing
import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit

/// Editing mode, outline section snapshots, and layout attributes subclasses.
@MainActor
@Suite struct ListEditingTests {
  @Test func editingSlidesTheContentOverForTheDeleteControls() {
    let source = LoggingTable([["a", "b"]])
    let (clock, table) = tableWorld(.plain, source)
    clock.run {
      table.setEditing(true, animated: true)
      let cell = table.visibleCells[0]
      #expect(cell.isEditing && cell.editingControlStyle == .delete)
      // The model is final at once; the slide is a 0.3 s animation.
      #expect(cell.contentView.frame.minX == 38)
      #expect(cell.editingControl?.alpha == 1)
    }
    clock.advance(to: 0.15)
    clock.run {
      let x = table.visibleCells[0].contentView.layer.presentation()?.frame.minX ?? 0
      #expect(x > 1 && x < 37)
    }
    clock.advance(to: 0.4)
    clock.run {
      table.isEditing = false
      table.visibleCells[0].layoutIfNeeded()
      #expect(table.visibleCells[0].contentView.frame.minX == 0)
    }
  }

  @Test func aViewControllersEditButtonTogglesEditingAndItsTitle() {
    let clock = VirtualClock()
    clock.run {
      let vc = UITableViewController(style: .plain)
      let button = vc.editButtonItem
      #expect(button.title == "Edit")
      vc.setEditing(true, animated: false)
      #expect(vc.isEditing && vc.tableView.isEditing && button.title == "Done" && button.style == .done)
    }
  }

  @Test func anOutlineShowsTheChildrenOfExpandedItemsOnly() {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Fruit", "Vegetables"])
    outline.append(["Apple", "Pear"], to: "Fruit")
    outline.append(["Leek"], to: "Vegetables")
    #expect(outline.visibleItems == ["Fruit", "Vegetables"])
    outline.expand(["Fruit"])
    #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
    #expect(outline.items == ["Fruit", "Apple", "Pear", "Vegetables", "Leek"])
    #expect(outline.level(of: "Pear") == 1 && outline.parent(of: "Leek") == "Vegetables" && !outline.isVisible("Leek"))
    outline.delete(["Fruit"])
    #expect(outline.items == ["Vegetables", "Leek"])
  }

  final class TallAttributes: UICollectionViewLayoutAttributes {
    var photoHeight: CGFloat = 0
    override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone) as? TallAttributes
      copy?.photoHeight = photoHeight
      return copy as Any
    }
  }

  @Test func layoutAttributesCopyAsTheirOwnSubclass() {
    let clock = VirtualClock()
    clock.run {
      let a = TallAttributes(forCellWith: IndexPath(item: 3, section: 1))
      a.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
      a.photoHeight = 99
      let b = a.copy() as? TallAttributes
      #expect(b?.photoHeight == 99 && b?.frame == a.frame && b?.indexPath == IndexPath(item: 3, section: 1))
      #expect(b.map { a.isEqual($0) } == true)
    }
  }
}
