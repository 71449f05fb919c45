import Foundation

// MARK: - UITabBarItem

/// A tab: title, image (a symbol is drawn at the tab bar's 25 pt), the selected
/// image, and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// Apple's system items, drawn as a title and a symbol.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
  }

  open var selectedImage: UIImage? { didSet { changed() } }
  open var badgeValue: String? { didSet { changed() } }
  open var badgeColor: UIColor? { didSet { changed() } }

  public override init() { super.init() }

  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    (self.title, self.image, self.tag) = (title, image, tag)
  }

  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    (self.title, self.image, self.selectedImage) = (title, image, selectedImage)
  }

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
