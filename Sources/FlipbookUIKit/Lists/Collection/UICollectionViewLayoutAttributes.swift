import Foundation

/// `UICollectionView.ElementCategory`.
extension UICollectionView {
  public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// Where a layout puts one element: its frame (or centre and size), transform,
/// alpha, z-index and hidden state, for a cell, supplementary or decoration view.
/// It copies itself (`copy(with:)`, `copy()`) and compares (`isEqual(_:)`) as
/// UIKit's does, and subclasses override those to carry their own fields. Main-actor
/// isolated like UIKit's class (not an `NSObject` on Linux, whose `isEqual` is
/// nonisolated there, so an app's override would not match it).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: @preconcurrency CustomStringConvertible {
  open var frame: CGRect {
    get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
    set { size = newValue.size; center = CGPoint(x: newValue.midX, y: newValue.midY) }
  }
  open var center: CGPoint = .zero
  open var size: CGSize = .zero
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }
  open var transform3D = CATransform3DIdentity
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }
  open var alpha: CGFloat = 1
  open var zIndex = 0
  open var isHidden = false
  open var indexPath: IndexPath
  public private(set) var representedElementCategory: UICollectionView.ElementCategory
  public private(set) var representedElementKind: String?

  public required init() {
    indexPath = IndexPath(item: 0, section: 0)
    representedElementCategory = .cell
    representedElementKind = nil
  }

  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init()
    (self.indexPath, representedElementCategory, representedElementKind) = (indexPath, .supplementaryView, elementKind)
  }
  public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init()
    (self.indexPath, representedElementCategory, representedElementKind) = (indexPath, .decorationView, decorationViewKind)
  }

  /// A copy of the same class (its `init()`), with the base fields; subclasses add theirs.
  open func copy(with zone: NSZone? = nil) -> Any {
    let c = type(of: self).init()
    (c.center, c.size, c.transform3D, c.alpha, c.zIndex, c.isHidden) = (center, size, transform3D, alpha, zIndex, isHidden)
    (c.indexPath, c.representedElementCategory, c.representedElementKind) = (indexPath, representedElementCategory, representedElementKind)
    return c
  }

  /// `copy(with: nil)`, as `NSObject.copy()` calls it.
  open func copy() -> Any { copy(with: nil) }

  open func isEqual(_ object: Any?) -> Bool {
    guard let o = object as? UICollectionViewLayoutAttributes else { return false }
    return o.frame == frame && o.alpha == alpha && o.zIndex == zIndex && o.isHidden == isHidden && o.indexPath == indexPath
      && o.representedElementKind == representedElementKind
  }

  open var hash: Int { indexPath.hashValue }

  open var description: String { "<UICollectionViewLayoutAttributes \(indexPath) frame=\(frame)>" }

  /// What identifies the element: its category, kind and index path.
  var key: ElementKey { ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath) }

  /// Applies these attributes to a view (UIKit's `apply(_:)` then the geometry).
  func apply(to view: UIView) {
    view.bounds = CGRect(origin: view.bounds.origin, size: size)
    view.center = center
    view.transform3D = transform3D
    view.alpha = alpha
    view.isHidden = isHidden
    view.layer.zPosition = CGFloat(zIndex)
  }
}

/// An element of a collection view: a cell, or a supplementary or decoration view of a kind.
struct ElementKey: Hashable, Comparable {
  var category: UICollectionView.ElementCategory
  var kind: String?
  var indexPath: IndexPath

  static func < (a: Self, b: Self) -> Bool {
    (a.category.rawValue, a.kind ?? "", a.indexPath) < (b.category.rawValue, b.kind ?? "", b.indexPath)
  }
}

/// One edit in a batch, as a layout's `prepare(forCollectionViewUpdates:)` sees it.
open class UICollectionViewUpdateItem {
  /// `UICollectionViewUpdateItem.Action`.
  public enum Action: Int, Sendable { case insert, delete, reload, move, none }
  public let indexPathBeforeUpdate: IndexPath?
  public let indexPathAfterUpdate: IndexPath?
  public let updateAction: Action
  init(before: IndexPath?, after: IndexPath?, action: Action) {
    (indexPathBeforeUpdate, indexPathAfterUpdate, updateAction) = (before, after, action)
  }
}
