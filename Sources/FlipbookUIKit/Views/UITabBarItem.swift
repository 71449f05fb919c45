import Foundation

// MARK: - UITabBarItem

/// A tab: title, image (a symbol is drawn at the tab bar's 25 pt), the selected
/// image, and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// Apple's system items, drawn as a title and a symbol.
  public enum SystemItem: Int, Sendable {
    /// A More item, with an ellipsis symbol.
    case more
    /// A Favorites item, with a filled star symbol.
    case favorites
    /// A Featured item, with a star symbol.
    case featured
    /// A Top Rated item, with a star symbol.
    case topRated
    /// A Recents item; Flipbook does not draw its icon and fails the scene.
    case recents
    /// A Contacts item, with a person symbol.
    case contacts
    /// A History item; Flipbook does not draw its icon and fails the scene.
    case history
    /// A Bookmarks item; Flipbook does not draw its icon and fails the scene.
    case bookmarks
    /// A Search item, with a magnifying glass symbol.
    case search
    /// A Downloads item; Flipbook does not draw its icon and fails the scene.
    case downloads
    /// A Most Recent item; Flipbook does not draw its icon and fails the scene.
    case mostRecent
    /// A Most Viewed item; Flipbook does not draw its icon and fails the scene.
    case mostViewed
  }

  /// The image shown while the item is selected; `nil` shows `image`.
  open var selectedImage: UIImage? { didSet { changed() } }
  /// The text of the badge shown at the top right of the item's icon, or `nil` for no badge.
  open var badgeValue: String? { didSet { changed() } }
  /// The badge's background color; `nil` uses system red.
  open var badgeColor: UIColor? { didSet { changed() } }

  /// Creates a tab bar item with no title or image.
  public override init() { super.init() }

  /// Creates a tab bar item with a title, an image and a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    (self.title, self.image, self.tag) = (title, image, tag)
  }

  /// Creates a tab bar item with a title, an image, and an image for its selected state.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    (self.title, self.image, self.selectedImage) = (title, image, selectedImage)
  }

  /// Creates a tab bar item for a system item, such as More or Search, with a tag.
  ///
  /// A system item Flipbook does not draw (such as `recents` or `history`) fails the scene.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.tag = tag
    let drawn: [SystemItem: (String, String)] = [
      .more: ("More", "ellipsis"), .favorites: ("Favorites", "star.fill"), .featured: ("Featured", "star"),
      .topRated: ("Top Rated", "star"), .contacts: ("Contacts", "person.fill"), .search: ("Search", "magnifyingglass"),
    ]
    guard let (title, symbol) = drawn[systemItem] else {
      VirtualClock.current.report(AuthoringError(
        problem: "UITabBarItem(tabBarSystemItem: .\(systemItem)): Flipbook does not draw that item's icon",
        fix: "Use UITabBarItem(title:image:tag:) with an image from UIImage(named:) or UIImage(systemName:)."))
      return
    }
    self.title = title
    image = UIImage(systemName: symbol)
  }
}
