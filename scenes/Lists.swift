import Flipbook
import Foundation

/// A Settings-style screen: an inset-grouped table with icons, value and
/// disclosure accessories, section titles and a footer, in a navigation controller.
final class SettingsListController: UITableViewController {
  struct Row { let title: String; let value: String?; let symbol: String; let color: UIColor }
  let sections: [(title: String?, rows: [Row], footer: String?)] = [
    (nil, [Row(title: "Airplane Mode", value: nil, symbol: "gear", color: .systemOrange),
           Row(title: "Wi-Fi", value: "Home", symbol: "house.fill", color: .systemBlue),
           Row(title: "Notifications", value: nil, symbol: "bell.fill", color: .systemRed)], nil),
    ("General", [Row(title: "About", value: nil, symbol: "person.fill", color: .systemGray),
                 Row(title: "Storage", value: "64 GB", symbol: "square.and.arrow.up", color: .systemGreen),
                 Row(title: "Search", value: nil, symbol: "magnifyingglass", color: .systemIndigo)],
     "Storage counts what apps, photos and messages keep on this iPhone."),
  ]

  init() { super.init(style: .insetGrouped) }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let row = sections[indexPath.section].rows[indexPath.row]
    var content = UIListContentConfiguration.valueCell()
    content.text = row.title
    content.secondaryText = row.value
    content.image = UIImage(systemName: row.symbol)
    content.imageProperties.tintColor = row.color
    cell.contentConfiguration = content
    cell.accessoryType = indexPath.section == 0 && indexPath.row == 0 ? .none : .disclosureIndicator
    if indexPath.section == 0 && indexPath.row == 0 {
      let toggle = UISwitch()
      cell.accessoryView = toggle
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

public struct SettingsTable: Scene {
  public static let id = "settings-table"
  public static let summary = "UITableView .insetGrouped: content configurations, accessories, titles; a row tapped highlights and fades"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    let nav = UINavigationController(rootViewController: SettingsListController())
    nav.navigationBar.prefersLargeTitles = true
    let w = window(root: nav)
    Hand.showsTouches = true
    Hand().tap(CGPoint(x: 180, y: 330), at: 0.4)
    return w.layer
  }
}

/// The Settings list in dark mode (`Canvas.appearance`), then a controller-level
/// switch back to light inside a cross-dissolve, as a theme toggle animates it.
public struct SettingsDark: Scene {
  public static let id = "settings-dark"
  public static let summary = "Dark mode: the Settings list on a dark canvas, then overrideUserInterfaceStyle = .light in a cross-dissolve"
  public init() {}
  public var canvas: Canvas {
    var canvas = Scenes.appCanvas
    canvas.appearance = .dark
    canvas.background = .black
    return canvas
  }
  public var length: SceneLength { .untilIdle(hold: 0.4) }

  public func build() -> CALayer {
    let nav = UINavigationController(rootViewController: SettingsListController())
    nav.navigationBar.prefersLargeTitles = true
    let w = window(root: nav)
    w.backgroundColor = .systemBackground
    SceneScheduler.main.asyncAfter(delay: 1) {
      UIView.transition(with: w, duration: 0.4, options: .transitionCrossDissolve) { nav.overrideUserInterfaceStyle = .light }
    }
    return w.layer
  }
}

/// The Settings list at an accessibility text size (`Canvas.textSize`, AX1: body
/// 28 pt): rows grow with their text, as Dynamic Type makes them on iOS.
public struct SettingsLargeText: Scene {
  public static let id = "settings-large-text"
  public static let summary = "Dynamic Type: the Settings list at the AX1 text size, rows self-sizing to 28 pt body text"
  public init() {}
  public var canvas: Canvas {
    var canvas = Scenes.appCanvas
    canvas.textSize = .accessibilityMedium
    return canvas
  }
  public var length: SceneLength { .seconds(0.5) }

  public func build() -> CALayer {
    let nav = UINavigationController(rootViewController: SettingsListController())
    nav.navigationBar.prefersLargeTitles = true
    return window(root: nav).layer
  }
}
