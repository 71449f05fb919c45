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
    let (title, symbol): (String, String) = switch systemItem {
    case .more: ("More", "ellipsis")
    case .favorites: ("Favorites", "star.fill")
    case .featured: ("Featured", "star")
    case .topRated: ("Top Rated", "star")
    case .recents, .history, .mostRecent: (systemItem == .history ? "History" : systemItem == .recents ? "Recents" : "Most Recent", "bell")
    case .contacts: ("Contacts", "person.fill")
    case .bookmarks: ("Bookmarks", "star")
    case .search: ("Search", "magnifyingglass")
    case .downloads: ("Downloads", "square.and.arrow.up")
    case .mostViewed: ("Most Viewed", "heart")
    }
    self.title = title
    image = UIImage(systemName: symbol)
  }
}
