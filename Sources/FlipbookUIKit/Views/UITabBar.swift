import Foundation

// MARK: - UITabBar

/// The bar of a tab bar controller: 49 pt plus the home indicator's safe area,
/// the background per the appearances (as a navigation bar's: clear while the
/// content is at its bottom edge unless `scrollEdgeAppearance` says otherwise,
/// else systemChromeMaterial with a hairline on top), and one button per item:
/// a 25 pt icon above a 10 pt medium title, in the tint when selected and
/// #999999 otherwise (docs/research/ios-look.md §5).
open class UITabBar: UIView {
  /// The height of the bar's row of items, 49 points; the bar adds the home indicator's safe area below it.
  public static let itemHeight: CGFloat = 49
  static let iconSide: CGFloat = 25, unselectedColor = UIColor(white: 0.6, alpha: 1)

  /// The items the bar shows, one equal-width button each, left to right.
  open var items: [UITabBarItem]? { didSet { rebuild() } }
  /// The item shown as selected, drawn in the tint color.
  open var selectedItem: UITabBarItem? { didSet { recolour() } }
  /// The color of the unselected items' icons and titles; `nil` draws them in iOS's grey (#999999).
  open var unselectedItemTintColor: UIColor? { didSet { recolour() } }
  /// The appearance the bar shows while content scrolls under it.
  open var standardAppearance = UITabBarAppearance() { didSet { refresh() } }
  /// The appearance the bar shows while the content is at its bottom edge.
  ///
  /// When `nil`, the bar is transparent with no hairline at the scroll edge, as on iOS 15 and later.
  open var scrollEdgeAppearance: UITabBarAppearance? { didSet { refresh() } }
  /// A Boolean value that indicates whether the bar's standard background is translucent; `false` makes it opaque.
  open var isTranslucent = true { didSet { refresh() } }
  /// The legacy background color, applied to the standard appearance as iOS 15 applies it.
  open var barTintColor: UIColor? { didSet { refresh() } }

  let background = BarBackground(name: "tab bar background")
  private(set) var buttons: [TabButton] = []
  /// Whether the selected controller's content is at its bottom edge (set by the controller).
  var isAtScrollEdge: () -> Bool = { true }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    layer.name = "tab bar"
    addSubview(background.view)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(background.view)
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    recolour()
  }

  func currentAppearance() -> UITabBarAppearance {
    if isAtScrollEdge() {
      if let edge = scrollEdgeAppearance { return edge }
      let clear = standardAppearance.copy()
      clear.configureWithTransparentBackground()
      return clear
    }
    return UINavigationBar.applyingLegacy(standardAppearance, translucent: isTranslucent, barTint: barTintColor)
  }

  func refresh() {
    background.show(currentAppearance(), frame: bounds, hairlineAtTop: true)
  }

  /// One button per item, equal widths across the bar.
  func rebuild() {
    for b in buttons { b.removeFromSuperview() }
    let list = items ?? []
    let width = bounds.width / CGFloat(max(1, list.count))
    buttons = list.enumerated().map { i, item in
      let button = TabButton(item: item, frame: CGRect(x: CGFloat(i) * width, y: 0, width: width, height: Self.itemHeight))
      addSubview(button)
      return button
    }
    recolour()
  }

  func recolour() {
    for b in buttons { b.show(selected: b.item === selectedItem, tint: tintColor, unselected: unselectedItemTintColor ?? Self.unselectedColor) }
  }
}

/// One tab: the icon in a 25 pt box centred in the item, the title under it with
/// its baseline 4 pt plus its descent above the item's bottom, and the badge at
/// the icon's top right.
@MainActor
final class TabButton: UIView {
  let item: UITabBarItem
  let icon = UIImageView(), title = UILabel(), badge = UILabel()

  init(item: UITabBarItem, frame: CGRect) {
    self.item = item
    super.init(frame: frame)
    layer.name = "tab \(item.title ?? "")"
    title.text = item.title
    title.font = .systemFont(ofSize: 10, weight: .medium)
    title.textAlignment = .center
    let font: UIFont = title.font
    let baseline = UITabBar.itemHeight - 4 + font.descender
    title.frame = CGRect(x: 0, y: UIScreen.main.pixelAligned(baseline - font.ascender), width: frame.width, height: font.lineHeight)
    let side = UITabBar.iconSide
    icon.frame = CGRect(x: (frame.width - side) / 2, y: title.frame.minY - 1 - side, width: side, height: side)
    icon.contentMode = .center
    for v in [icon, title] as [UIView] { addSubview(v) }
    if let value = item.badgeValue { addBadge(value) }
  }

  required init?(coder: NSCoder) { fatalError("TabButton is made by UITabBar") }

  /// A symbol is drawn at the tab bar's size (UIKit applies its own configuration).
  private static func tabImage(_ image: UIImage?) -> UIImage? {
    guard let image, image.isSymbolImage else { return image }
    return image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: UITabBar.iconSide / 1.3))
  }

  func show(selected: Bool, tint: UIColor, unselected: UIColor) {
    let color = selected ? tint : unselected
    icon.image = Self.tabImage(selected ? item.selectedImage ?? item.image : item.image)
    icon.tintColor = color
    title.textColor = color
  }

  /// systemRed, 18 pt tall, at least as wide, white 13 pt text; its left edge 6 pt
  /// right of the icon's centre, its centre at the icon's top [estimate].
  private func addBadge(_ value: String) {
    badge.text = value
    badge.font = .systemFont(ofSize: 13)
    badge.textColor = .white
    badge.textAlignment = .center
    badge.backgroundColor = item.badgeColor ?? .systemRed
    let width = max(18, UILabel.measure(value, font: badge.font, wrappingAt: nil, lines: 1).width + 10)
    badge.frame = CGRect(x: icon.frame.midX + 6, y: icon.frame.minY - 4, width: width, height: 18)
    badge.layer.cornerRadius = 9
    badge.clipsToBounds = true
    addSubview(badge)
  }
}
