import Foundation

// MARK: - Bar items

/// The base of bar button items and tab bar items.
@preconcurrency @MainActor
open class UIBarItem {
  /// The title displayed for the item.
  open var title: String? { didSet { changed() } }
  /// The image used to represent the item.
  open var image: UIImage? { didSet { changed() } }
  /// A Boolean value that indicates whether the item is enabled; a disabled item is drawn dimmed.
  open var isEnabled = true { didSet { changed() } }
  /// An integer that identifies the item in your app.
  open var tag = 0
  /// Creates a bar item with no title or image.
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
  /// A style of bar button item.
  public enum Style: Int, Sendable {
    /// A style for a plain item, drawn in the regular weight.
    case plain = 0
    /// A bordered style, deprecated in iOS 8; Flipbook draws it as `plain`.
    case bordered = 1
    /// A style for a Done button, drawn in the semibold weight.
    case done = 2
  }

  /// Apple's system items; Flipbook draws the common ones as their titles or symbols.
  public enum SystemItem: Int, Sendable, CaseIterable {
    /// A system item titled "Done", drawn semibold.
    case done
    /// A system item titled "Cancel".
    case cancel
    /// A system item titled "Edit".
    case edit
    /// A system item titled "Save", drawn semibold.
    case save
    /// A system item with a plus symbol.
    case add
    /// A blank space that takes the room left between items; Flipbook gives it no width in a navigation bar.
    case flexibleSpace
    /// A blank space of the item's `width`.
    case fixedSpace
    /// A system item with a compose icon; Flipbook does not draw it and fails the scene.
    case compose
    /// A system item with a reply icon; Flipbook does not draw it and fails the scene.
    case reply
    /// A system item with an action (share) symbol.
    case action
    /// A system item with an organize (folder) icon; Flipbook does not draw it and fails the scene.
    case organize
    /// A system item with a bookmarks icon; Flipbook draws a star symbol.
    case bookmarks
    /// A system item with a magnifying glass symbol.
    case search
    /// A system item with a refresh (clockwise arrow) symbol.
    case refresh
    /// A system item with a stop (cross) symbol.
    case stop
    /// A system item with a camera icon; Flipbook does not draw it and fails the scene.
    case camera
    /// A system item with a trash symbol.
    case trash
    /// A system item with a play icon; Flipbook does not draw it and fails the scene.
    case play
    /// A system item with a pause icon; Flipbook does not draw it and fails the scene.
    case pause
    /// A system item with a rewind icon; Flipbook does not draw it and fails the scene.
    case rewind
    /// A system item with a fast-forward icon; Flipbook does not draw it and fails the scene.
    case fastForward
    /// A system item titled "Undo".
    case undo
    /// A system item titled "Redo".
    case redo
    /// A system item with a page-curl icon, for toolbars only; Flipbook does not draw it and fails the scene.
    case pageCurl
    /// A system item with a close (cross) symbol.
    case close
  }

  /// The style of the item; `done` draws its title semibold.
  open var style = Style.plain { didSet { changed() } }
  /// The color of the item's title or image; `nil` takes the bar's tint color.
  open var tintColor: UIColor? { didSet { changed() } }
  /// The width of a fixed-space item, in points.
  open var width: CGFloat = 0
  /// The action performed when the item is tapped.
  open var primaryAction: UIAction?
  /// A custom view shown in place of the item's title or image.
  open var customView: UIView?
  /// The target-action pair a tap sends (the target-action initialisers set them; code may too).
  open weak var target: AnyObject? { didSet { wireTargetAction() } }
  /// The selector sent to `target` when the item is tapped; setting it replaces `primaryAction`.
  open var action: Selector? { didSet { wireTargetAction() } }
  /// Set for `.flexibleSpace` and `.fixedSpace`: the item takes room, draws nothing.
  var isSpace = false

  /// Creates a bar button item with no title, image or action.
  public override init() { super.init() }

  /// Creates a bar button item with a title, an image and an action, taking a missing title or image from the action.
  ///
  /// The menu is accepted for source compatibility and ignored.
  public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: AnyObject? = nil) {
    self.init()
    (self.title, self.image, self.primaryAction) = (title ?? primaryAction?.title, image ?? primaryAction?.image, primaryAction)
  }

  /// Creates a bar button item that shows the given custom view.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Creates a system bar button item, such as Done or Add, with an action.
  ///
  /// The menu is ignored; a system item Flipbook does not draw (such as `camera` or `play`) fails the scene.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: AnyObject? = nil) {
    self.init()
    self.primaryAction = primaryAction
    showSystemItem(systemItem)
  }

  /// Returns a new flexible space item.
  public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
  /// Returns a new fixed space item of the given width.
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
  /// A mode that says when the navigation bar shows this item's title large.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// A mode that keeps the large-title setting of the item below on the stack (large for the root).
    case automatic
    /// A mode that always shows a large title, when the bar prefers large titles.
    case always
    /// A mode that never shows a large title.
    case never
    /// A mode that shows the title inline, in the standard size; Flipbook treats it as `never`.
    case inline
  }
  /// A mode that says how the back button shows its title.
  public enum BackButtonDisplayMode: Int, Sendable {
    /// A mode that shows the previous item's title, or "Back" when that does not fit.
    case `default`
    /// A mode that shows the generic title "Back".
    case generic
    /// A mode that shows only the back chevron, with no title.
    case minimal
  }

  /// The title the navigation bar shows for the item.
  open var title: String? { didSet { changed() } }
  /// A custom view shown in the center of the navigation bar in place of the title.
  open var titleView: UIView? { didSet { changed() } }
  /// A single line of text shown above the bar; stored for the API, Flipbook does not draw it.
  open var prompt: String?
  /// The title of the back button the next item on the stack shows for this one.
  open var backButtonTitle: String? { didSet { changed() } }
  /// The back button the next item on the stack shows for this one; Flipbook shows only its title.
  open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
  /// The way the back button shows its title: the previous title, a generic "Back" or none.
  open var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { changed() } }
  /// A Boolean value that indicates whether the bar hides the back button.
  open var hidesBackButton = false { didSet { changed() } }
  /// The way the bar shows a large title for this item when the bar prefers large titles.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }
  /// A Boolean value that indicates whether the left items show beside the back button rather than in place of it.
  open var leftItemsSupplementBackButton = false { didSet { changed() } }
  /// The items shown at the left of the navigation bar, from left to right.
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
  /// The items shown at the right of the navigation bar, from right to left.
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

  /// The item shown at the left of the navigation bar, the first of `leftBarButtonItems`.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The item shown at the right of the navigation bar, the first of `rightBarButtonItems`.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Creates a navigation item with the given title.
  public init(title: String) { self.title = title }
  /// Creates a navigation item with no title.
  public init() {}
  /// Creates an empty navigation item; the coder is not read.
  public required init?(coder: NSCoder) {}

  /// Sets the item shown at the left of the bar; the change is not animated here.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the item shown at the right of the bar; the change is not animated here.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  /// Sets the items shown at the left of the bar; the change is not animated here.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  /// Sets the items shown at the right of the bar; the change is not animated here.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  /// Sets whether the bar hides the back button; the change is not animated here.
  open func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }

  /// Tells the bar showing the item to redraw it.
  var onChange: (() -> Void)?
  private func changed() { onChange?() }
}
