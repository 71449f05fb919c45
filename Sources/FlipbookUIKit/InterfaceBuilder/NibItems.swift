import FlipbookInterfaceBuilder
import Foundation

/// Controllers and bar items from a document: what their elements say.
@MainActor
enum NibItems {
  /// Items that are neither views nor controllers.
  static func make(_ o: IBObject, class cls: AnyClass, load: NibLoad) -> AnyObject? {
    switch cls {
    case is UIBarButtonItem.Type: return UIBarButtonItem()
    case is UITabBarItem.Type: return UITabBarItem()
    case is UIGestureRecognizer.Type: return NibGestures.make(cls)
    default: return nil
    }
  }

  static func configure(_ object: AnyObject, _ o: IBObject, load: NibLoad) {
    let coder = NibCoder(object: o, load: load)
    switch object {
    case let vc as UIViewController: controller(vc, coder)
    case let g as UIGestureRecognizer: NibGestures.configure(g, coder)
    case let item as UINavigationItem:
      if let title = coder.string("title") { item.title = title }
      let modes: [String: UINavigationItem.LargeTitleDisplayMode] = [
        "automatic": .automatic, "always": .always, "never": .never, "inline": .inline]
      if let mode = coder.choice("largeTitleDisplayMode", modes) { item.largeTitleDisplayMode = mode }
      if let b = coder.string("backButtonTitle") { item.backButtonTitle = b }
      for (key, child) in o.objects {
        guard let bar = load.make(child) as? UIBarButtonItem else { continue }
        switch key {
        case "leftBarButtonItem": item.leftBarButtonItem = bar
        case "rightBarButtonItem": item.rightBarButtonItem = bar
        case "backBarButtonItem": item.backBarButtonItem = bar
        default: continue
        }
      }
    case let item as UIBarButtonItem:
      if let system = o.attributes["systemItem"] {
        if let s = UIBarButtonItem.SystemItem.allCases.first(where: { "\($0)" == system }) { item.showSystemItem(s) }
      }
      if let title = coder.string("title") { item.title = title }
      if let image = coder.image("image") { item.image = image }
      if let style = coder.choice("style", ["plain": UIBarButtonItem.Style.plain, "done": .done, "bordered": .bordered]) {
        item.style = style
      }
      if let c = coder.color("tintColor") { item.tintColor = c }
    case let item as UITabBarItem:
      if let title = coder.string("title") { item.title = title }
      if let image = coder.image("image") { item.image = image }
      if let image = coder.image("selectedImage") { item.selectedImage = image }
      if let tag = coder.number("tag") { item.tag = Int(exactly: tag.rounded()) ?? 0 }
    default: break
    }
  }

  /// A controller's title, presentation styles, navigation and tab items, and
  /// where its view is (made when first needed, as a storyboard's view nib is).
  static func controller(_ vc: UIViewController, _ coder: NibCoder) {
    let o = coder.object
    vc.nibSource = NibSource(document: coder.load.document, object: o, storyboard: coder.load.storyboard,
                             folders: coder.load.folders)
    if let title = coder.string("title") { vc.title = title }
    let presentations: [String: UIModalPresentationStyle] = [
      "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
      "custom": .custom, "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext,
      "popover": .popover, "none": .none, "automatic": .automatic]
    if let style = coder.choice("modalPresentationStyle", presentations) { vc.modalPresentationStyle = style }
    if let style = coder.choice("modalTransitionStyle", NibSegues.transitions) { vc.modalTransitionStyle = style }
    if let item = o.objects["navigationItem"].flatMap({ coder.load.make($0) }) as? UINavigationItem {
      vc.navigationItem.adopt(item)
    }
    if let item = o.objects["tabBarItem"].flatMap({ coder.load.make($0) }) as? UITabBarItem { vc.tabBarItem = item }
    if let nav = vc as? UINavigationController, let bar = o.objects["navigationBar"] {
      if bar.attributes["largeTitles"] == "YES" { nav.navigationBar.prefersLargeTitles = true }
      if let c = NibCoder(object: bar, load: coder.load).color("tintColor"), let c { nav.navigationBar.tintColor = c }
    }
  }
}

/// Where a controller read from a document came from: its view is made from it when first needed.
struct NibSource {
  let document: IBDocument
  let object: IBObject
  let storyboard: UIStoryboard?
  let folders: [String]
}

extension UINavigationItem {
  /// Takes a document's item's contents (a controller's own item is made on first use).
  func adopt(_ other: UINavigationItem) {
    title = other.title ?? title
    largeTitleDisplayMode = other.largeTitleDisplayMode
    backButtonTitle = other.backButtonTitle
    if let items = other.leftBarButtonItems { leftBarButtonItems = items }
    if let items = other.rightBarButtonItems { rightBarButtonItems = items }
    if let back = other.backBarButtonItem { backBarButtonItem = back }
  }
}
