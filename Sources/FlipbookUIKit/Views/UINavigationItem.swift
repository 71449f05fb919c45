import Foundation

// MARK: - Bar items

/// The base of bar button items and tab bar items.
@preconcurrency @MainActor
open class UIBarItem {
  open var title: String? { didSet { changed() } }
  open var image: UIImage? { didSet { changed() } }
  open var isEnabled = true { didSet { changed() } }
  open var tag = 0
  public init() {}
  /// Tells the bar showing the item to redraw it.
  var onChange: (() -> Void)?
  func changed() { onChange?() }
}

/// A button in a navigation bar or toolbar: a title or an image, drawn in the
/// bar's tint (`.done` style titles are semibold, as on iOS). The target/action
/// initialisers take a `Selector` (what the adaptation plugin makes of `#selector`);
/// the `primaryAction:` forms work as well.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  public enum Style: Int, Sendable { case plain = 0, bordered = 1, done = 2 }

  /// Apple's system items; Flipbook draws the common ones as their titles or symbols.
  public enum SystemItem: Int, Sendable, CaseIterable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
    case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
  }

  open var style = Style.plain { didSet { changed() } }
  open var tintColor: UIColor? { didSet { changed() } }
  open var width: CGFloat = 0
  open var primaryAction: UIAction?
  open var customView: UIView?
  /// The target-action pair a tap sends (the target-action initialisers set them; code may too).
  open weak var target: AnyObject? { didSet { wireTargetAction() } }
  open var action: Selector? { didSet { wireTargetAction() } }
  /// Set for `.flexibleSpace` and `.fixedSpace`: the item takes room, draws nothing.
  var isSpace = false

  public override init() { super.init() }

  public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: AnyObject? = nil) {
    self.init()
    (self.title, self.image, self.primaryAction) = (title ?? primaryAction?.title, image ?? primaryAction?.image, primaryAction)
  }

  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: AnyObject? = nil) {
    self.init()
    self.primaryAction = primaryAction
    showSystemItem(systemItem)
  }

  public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// Titles as iOS shows them (done and save semibold); icons as symbols.
  func showSystemItem(_ item: SystemItem) {
    let titles: [SystemItem: String] = [.done: "Done", .cancel: "Cancel", .edit: "Edit", .save: "Save", .undo: "Undo", .redo: "Redo"]
    let symbols: [SystemItem: String] = [.add: "plus", .action: "square.and.arrow.up", .search: "magnifyingglass",
                                         .trash: "trash", .close: "xmark", .stop: "xmark", .bookmarks: "star",
                                         .refresh: "arrow.clockwise"]
    if let title = titles[item] {
      self.title = title
      if item == .done || item == .save { style = .done }
    } else if let name = symbols[item] {
      image = UIImage(systemName: name)
    } else if item == .flexibleSpace || item == .fixedSpace {
      isSpace = true
    } else {
      VirtualClock.current.report(AuthoringError(
        problem: "UIBarButtonItem system item \(item): Flipbook does not draw it",
        fix: "Use UIBarButtonItem(title:image:primaryAction:menu:) with a title, or an image from UIImage(systemName:)."))
    }
  }
}

// MARK: - UINavigationItem

/// What a navigation bar shows for one view controller.
@preconcurrency @MainActor
open class UINavigationItem {
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
  public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }

  open var title: String? { didSet { changed() } }
  open var titleView: UIView? { didSet { changed() } }
  open var prompt: String?
  open var backButtonTitle: String? { didSet { changed() } }
  open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
  open var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { changed() } }
  open var hidesBackButton = false { didSet { changed() } }
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }
  open var leftItemsSupplementBackButton = false { didSet { changed() } }
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  public init(title: String) { self.title = title }
  public init() {}
  public required init?(coder: NSCoder) {}

  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  open func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }

  /// Tells the bar showing the item to redraw it.
  var onChange: (() -> Void)?
  private func changed() { onChange?() }
}
