import Testing
import UIKit
import FlipbookTestSupport
@testable import IBSamples

/// Tables from a storyboard: prototype cells with outlets (a fresh copy for each
/// dequeue), a static table's sections, and a cell class registered in code,
/// made through the adaptation plugin's registration.
@MainActor @Suite(.serialized) struct ListNibTests {
  @Test func prototypeCellsAreDequeuedWithTheirOutletsAndSizeThemselves() throws {
    let clock = VirtualClock()
    let contacts = clock.run { () -> ContactsViewController? in
      Trace.lines = []
      AppResources.add(folder: pastedFolder)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      let vc = UIStoryboard(name: "Contacts", bundle: nil).instantiateInitialViewController() as? ContactsViewController
      window.rootViewController = vc
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      Hand().tap(CGPoint(x: 200, y: 120), at: 0.3)
      return vc
    }
    clock.runUntilIdle()
    let vc = try #require(contacts)
    clock.run {
      let table = vc.tableView!
      #expect(table.style == .insetGrouped)
      let cells = table.visibleCells.compactMap { $0 as? ContactCell }
      #expect(cells.map { $0.nameLabel.text } == ["Ada Lovelace", "Grace Hopper", "Alan Turing"])
      // Three distinct cells (a copy of the prototype each), inset 16 pt, sized by their constraints:
      // 11 + 20.5 (17 pt) + 2 + 16 (footnote) + 11, plus the separator's pixel.
      #expect(Set(cells.map(ObjectIdentifier.init)).count == 3)
      #expect(cells.first?.frame.minX == 16 && cells.first?.accessoryType == .disclosureIndicator)
      #expect(abs((cells.first?.frame.height ?? 0) - 61) < 1)
    }
    #expect(Trace.lines.contains("Contacts.select Grace Hopper"))
    #expect(clock.errors.isEmpty, "\(clock.errors)")
  }

  @Test func aStaticTableShowsItsSectionsAndCells() throws {
    let clock = VirtualClock()
    let options = clock.run { () -> UITableViewController? in
      AppResources.add(folder: pastedFolder)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      let vc = UIStoryboard(name: "Contacts", bundle: nil).instantiateViewController(withIdentifier: "Options") as? UITableViewController
      window.rootViewController = vc
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      return vc
    }
    let vc = try #require(options)
    clock.run {
      let table = vc.tableView!
      #expect(table.visibleCells.map { $0.textLabel?.text } == ["Sync now", "Use Wi-Fi only"])
      #expect(table.visibleCells.last?.accessoryType == .checkmark)
      #expect(table.headerView(forSection: 0)?.textLabel?.text == "SYNC")
      #expect(table.footerView(forSection: 0)?.textLabel?.text == "Contacts sync over Wi-Fi only.")
    }
    #expect(clock.errors.isEmpty, "\(clock.errors)")
  }

  @Test func aCellClassRegisteredInCodeIsMadeThroughThePluginsRegistration() throws {
    let clock = VirtualClock()
    clock.run {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
      let cell = table.dequeueReusableCell(withIdentifier: "badge", for: IndexPath(row: 0, section: 0))
      #expect(cell is BadgeCell && cell.reuseIdentifier == "badge")
      #expect(cell.detailTextLabel != nil)  // made with init(style:reuseIdentifier:), which picks .value1
    }
    #expect(clock.errors.isEmpty, "\(clock.errors)")
  }
}
