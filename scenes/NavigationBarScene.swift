import Flipbook
import Foundation

/// A settings-style app under UINavigationController on an iPhone 15 screen: a
/// large "Settings" title with an Edit button; a push to "General" (an inline
/// title, a back button reading "Settings", content scrolled so the bar shows its
/// material and hairline over the cards beneath), then a pop.
public struct NavigationBarScene: Scene {
  public static let id = "navigation-bar"
  public static let summary = "UINavigationBar: large title, back button and items; the title slides into the back button on push and out on pop"
  public init() {}
  public var canvas: Canvas {
    Canvas(size: CGSize(width: 393, height: 852), scale: 2, fps: 60, background: .white, showsStatusBar: true)
  }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  public func build() -> CALayer {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let nav = UINavigationController(rootViewController: SettingsList())
    nav.navigationBar.prefersLargeTitles = true
    window.rootViewController = nav
    window.makeKeyAndVisible()
    SceneScheduler.main.asyncAfter(delay: 0.4) { nav.pushViewController(GeneralPage(), animated: true) }
    SceneScheduler.main.asyncAfter(delay: 1.5) { nav.popViewController(animated: true) }
    return window.layer
  }
}

/// Rows in a rounded inset group: a coloured icon square, a title and a chevron.
@MainActor private func settingsGroup(_ rows: [(String, UIColor, String)], width: CGFloat, y: CGFloat) -> UIView {
  let group = UIView(frame: CGRect(x: 16, y: y, width: width - 32, height: CGFloat(rows.count) * 44))
  group.backgroundColor = .white
  group.layer.cornerRadius = 10
  for (i, (title, color, symbol)) in rows.enumerated() {
    let rowY = CGFloat(i) * 44
    let icon = UIView(frame: CGRect(x: 16, y: rowY + 7.5, width: 29, height: 29))
    icon.backgroundColor = color
    icon.layer.cornerRadius = 7
    let glyph = UIImageView(image: UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 15)))
    glyph.tintColor = .white
    glyph.center = CGPoint(x: 14.5, y: 14.5)
    icon.addSubview(glyph)
    let label = UILabel(frame: CGRect(x: 61, y: rowY, width: group.bounds.width - 100, height: 44))
    label.text = title
    let chevron = UIImageView(image: UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold)))
    chevron.tintColor = .tertiaryLabel
    chevron.center = CGPoint(x: group.bounds.width - 20, y: rowY + 22)
    for v in [icon, label, chevron] as [UIView] { group.addSubview(v) }
    if i > 0 {
      let line = UIView(frame: CGRect(x: 61, y: rowY, width: group.bounds.width - 61, height: 0.5))
      line.backgroundColor = .separator
      group.addSubview(line)
    }
  }
  return group
}

private final class SettingsList: UIViewController {
  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    title = "Settings"
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  override func viewDidLoad() {
    view.backgroundColor = .systemGroupedBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
    let top = 59 + 96 + 20
    view.addSubview(settingsGroup([("Notifications", .systemRed, "bell.fill"), ("General", .systemGray, "gearshape.fill"),
                                   ("Favourites", .systemOrange, "star.fill"), ("Health", .systemPink, "heart.fill")],
                                  width: 393, y: CGFloat(top)))
  }
}

private final class GeneralPage: UIViewController {
  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    title = "General"
    navigationItem.largeTitleDisplayMode = .never
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  override func loadView() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scroll.backgroundColor = .systemGroupedBackground
    let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal, .systemPink]
    for (i, color) in colors.enumerated() {
      let card = UIView(frame: CGRect(x: 16, y: 20 + CGFloat(i) * 140, width: 361, height: 120))
      card.backgroundColor = color
      card.layer.cornerRadius = 14
      scroll.addSubview(card)
    }
    scroll.contentSize = CGSize(width: 393, height: 20 + 6 * 140)
    // Scrolled 80 pt past its top (59 + 44 pt of status and navigation bar), so the
    // bar shows its standard appearance over the first card.
    scroll.contentOffset = CGPoint(x: 0, y: -103 + 80)
    view = scroll
    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"))
  }
}
