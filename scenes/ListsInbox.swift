import Flipbook
import Foundation

/// An inbox as Mail lays it out: subtitle rows with a sender and a preview. One
/// message is deleted with `.fade` (the rows below slide up), then a new one
/// arrives at the top with `.automatic` (`.bottom` for a section's first row).
final class InboxController: UITableViewController {
  var messages = [("Ana", "Lunch on Friday? The new place opens at noon."),
                  ("Build bot", "Nightly build failed: 2 snapshot tests changed."),
                  ("Sam", "Photos from the weekend are up."),
                  ("Design", "Review: list cells and the new swipe actions"),
                  ("Lee", "Can you send me the talk slides?")]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message")
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: "message")
    let (from, text) = messages[indexPath.row]
    cell.textLabel?.text = from
    cell.textLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    cell.detailTextLabel?.text = text
    cell.detailTextLabel?.font = .systemFont(ofSize: 15)
    cell.detailTextLabel?.textColor = .secondaryLabel
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
    let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
    flag.backgroundColor = .systemOrange
    let more = UIContextualAction(style: .normal, title: "More") { _, _, done in done(true) }
    return UISwipeActionsConfiguration(actions: [delete, flag, more])
  }

  func deleteSecond() {
    messages.remove(at: 1)
    tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
  }

  func receive() {
    messages.insert(("Kim", "Just landed, see you at six."), at: 0)
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
  }
}

public struct InboxRows: Scene {
  public static let id = "inbox-rows"
  public static let summary = "UITableView row animations (.fade delete, .automatic insert), then a row swiped open to its actions"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }

  public func build() -> CALayer {
    let inbox = InboxController(style: .plain)
    let w = window(root: UINavigationController(rootViewController: inbox))
    SceneScheduler.main.asyncAfter(delay: 0.4) { inbox.deleteSecond() }
    SceneScheduler.main.asyncAfter(delay: 1.2) { inbox.receive() }
    // A finger swipes a row open: Delete, Flag and More show behind it.
    Hand.showsTouches = true
    Hand().drag(CGPoint(x: 300, y: 160), by: CGVector(dx: -200, dy: 0), at: 2.0, duration: 0.35, motion: .easeOut)
    return w.layer
  }
}

/// A FAQ whose rows expand: the answer label's lines go from 1 to all, and an
/// empty `beginUpdates()`/`endUpdates()` animates the row to its new height, as
/// apps write it.
final class ExpandingController: UITableViewController {
  let entries = [("What is Flipbook?", "It renders UIKit and Core Animation code into frames on Linux, so animations can be recorded and tested without a phone."),
                 ("Does it need a Mac?", "No. Paste the code into a package, run one command, and the frames appear."),
                 ("Can rows expand?", "Yes: change the cell, then call beginUpdates() and endUpdates(); the row animates to its new height.")]
  var expanded: Set<Int> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Questions"
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "faq") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "faq")
    cell.textLabel?.text = entries[indexPath.row].0
    cell.detailTextLabel?.text = entries[indexPath.row].1
    cell.detailTextLabel?.font = .systemFont(ofSize: 15)
    cell.detailTextLabel?.textColor = .secondaryLabel
    cell.detailTextLabel?.numberOfLines = expanded.contains(indexPath.row) ? 0 : 1
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    if expanded.insert(indexPath.row).inserted == false { expanded.remove(indexPath.row) }
    tableView.cellForRow(at: indexPath)?.detailTextLabel?.numberOfLines = expanded.contains(indexPath.row) ? 0 : 1
    tableView.beginUpdates()
    tableView.endUpdates()
  }
}

public struct ExpandingRow: Scene {
  public static let id = "expanding-row"
  public static let summary = "A self-sizing row tapped open: beginUpdates()/endUpdates() animates it to its new height"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }

  public func build() -> CALayer {
    let faq = ExpandingController(style: .insetGrouped)
    let w = window(root: UINavigationController(rootViewController: faq))
    Hand.showsTouches = true
    Hand().tap(CGPoint(x: 150, y: 130), at: 0.4)
    return w.layer
  }
}
