import Foundation

/// `UICollectionView.ElementCategory`.
extension UICollectionView {
  /// A category of element in a collection view: a cell, a supplementary view or a decoration view.
  public enum ElementCategory: UInt, Sendable {
    /// A cell, which shows one item.
    case cell
    /// A supplementary view, such as a section header or footer.
    case supplementaryView
    /// A decoration view, which the layout adds and which shows no data.
    case decorationView
  }
  /// The kind of supplementary view that a flow layout uses for section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of supplementary view that a flow layout uses for section footers.
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
  /// The element's frame in the collection view's coordinates, derived from its center and size.
  open var frame: CGRect {
    get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
    set { size = newValue.size; center = CGPoint(x: newValue.midX, y: newValue.midY) }
  }
  /// The element's center point in the collection view's coordinates.
  open var center: CGPoint = .zero
  /// The element's width and height.
  open var size: CGSize = .zero
  /// The element's bounds: its size at a zero origin; setting it changes only the size.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }
  /// The element's 3D transform, the identity by default.
  open var transform3D = CATransform3DIdentity
  /// The element's affine transform, read from and written to `transform3D`.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }
  /// The element's opacity, from 0 (transparent) to 1 (opaque).
  open var alpha: CGFloat = 1
  /// The element's position on the z-axis, which orders overlapping elements.
  ///
  /// Flipbook applies it as the view layer's `zPosition`.
  open var zIndex = 0
  /// A Boolean value that indicates whether the element is hidden.
  open var isHidden = false
  /// The index path of the element in the collection view.
  open var indexPath: IndexPath
  /// The category of the element: cell, supplementary view or decoration view.
  public private(set) var representedElementCategory: UICollectionView.ElementCategory
  /// The kind of the supplementary or decoration view, or `nil` for a cell.
  public private(set) var representedElementKind: String?

  /// Creates attributes for the cell at the first index path, with a zero frame.
  public required init() {
    indexPath = IndexPath(item: 0, section: 0)
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// Creates attributes for the cell at the given index path.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }
  /// Creates attributes for a supplementary view of the given kind at the given index path.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init()
    (self.indexPath, representedElementCategory, representedElementKind) = (indexPath, .supplementaryView, elementKind)
  }
  /// Creates attributes for a decoration view of the given kind at the given index path.
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

  /// Returns a Boolean value that indicates whether the object is layout attributes with the same values.
  ///
  /// It compares the frame, alpha, z-index, hidden state, index path and kind (not the transform).
  open func isEqual(_ object: Any?) -> Bool {
    guard let o = object as? UICollectionViewLayoutAttributes else { return false }
    return o.frame == frame && o.alpha == alpha && o.zIndex == zIndex && o.isHidden == isHidden && o.indexPath == indexPath
      && o.representedElementKind == representedElementKind
  }

  /// The hash value, derived from the index path.
  open var hash: Int { indexPath.hashValue }

  /// A textual description of the attributes, with the index path and frame.
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
  public enum Action: Int, Sendable {
    /// An action that inserts an item or section.
    case insert
    /// An action that deletes an item or section.
    case delete
    /// An action that reloads an item or section; Flipbook's collection view does not report reloads.
    case reload
    /// An action that moves an item or section.
    case move
    /// An action that changes nothing.
    case none
  }
  /// The index path of the item before the update, or `nil` for an insertion.
  public let indexPathBeforeUpdate: IndexPath?
  /// The index path of the item after the update, or `nil` for a deletion.
  public let indexPathAfterUpdate: IndexPath?
  /// The kind of update: insertion, deletion, reload, move or none.
  public let updateAction: Action
  init(before: IndexPath?, after: IndexPath?, action: Action) {
    (indexPathBeforeUpdate, indexPathAfterUpdate, updateAction) = (before, after, action)
  }
}
