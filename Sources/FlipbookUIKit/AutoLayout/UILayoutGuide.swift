import Foundation

/// A rectangle that takes part in Auto Layout without being a view. A view's
/// `safeAreaLayoutGuide` and `layoutMarginsGuide` are guides whose frame UIKit
/// keeps at the view's bounds inset by its safe area or margins.
@preconcurrency @MainActor
open class UILayoutGuide: @preconcurrency CustomStringConvertible {
  /// The view that owns the guide, or `nil` if it hasn't been added to a view.
  public internal(set) weak var owningView: UIView?
  /// A string that identifies the guide in debug output; system guides get UIKit's names.
  open var identifier = ""
  /// What UIKit keeps the guide at (nil: the scene's own constraints place it).
  enum Role { case own, safeArea, margins, scrollFrame, scrollContent, keyboard }
  let role: Role
  /// The solved frame, in the owning view's coordinates.
  public internal(set) var layoutFrame: CGRect = .zero

  /// Creates a layout guide; add it to a view with `addLayoutGuide(_:)` and place it with constraints.
  public init() { role = .own }
  init(role: Role, owner: UIView) {
    self.role = role
    owningView = owner
    identifier = switch role {
    case .own: ""
    case .safeArea: "UIViewSafeAreaLayoutGuide"
    case .margins: "UIViewLayoutMarginsGuide"
    case .scrollFrame: "UIScrollView-frameLayoutGuide"
    case .scrollContent: "UIScrollView-contentLayoutGuide"
    case .keyboard: "UIViewKeyboardLayoutGuide"
    }
  }

  /// A layout anchor for the guide's leading edge, the same edge as `leftAnchor` in Flipbook's left-to-right layout.
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// A layout anchor for the guide's trailing edge, the same edge as `rightAnchor` in Flipbook's left-to-right layout.
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// A layout anchor for the guide's left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// A layout anchor for the guide's right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// A layout anchor for the guide's horizontal center.
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// A layout anchor for the guide's top edge.
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// A layout anchor for the guide's bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// A layout anchor for the guide's vertical center.
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// A layout anchor for the guide's width.
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// A layout anchor for the guide's height.
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  /// A textual description of the guide, with its identifier and the type of its owning view.
  open var description: String {
    "<UILayoutGuide '\(identifier)' owningView=\(owningView.map { "\(type(of: $0))" } ?? "nil")>"
  }
}

/// A constraint's item: a view or a layout guide.
enum LayoutItem {
  case view(UIView)
  case guide(UILayoutGuide)

  init?(_ object: AnyObject) {
    if let view = object as? UIView { self = .view(view) }
    else if let guide = object as? UILayoutGuide { self = .guide(guide) }
    else { return nil }
  }

  /// The view itself, or the guide's owning view.
  @MainActor var view: UIView? {
    switch self {
    case .view(let v): v
    case .guide(let g): g.owningView
    }
  }

  var id: ObjectIdentifier {
    switch self {
    case .view(let v): ObjectIdentifier(v)
    case .guide(let g): ObjectIdentifier(g)
    }
  }

  /// How a constraint's description names the item (the layer's name when it has one).
  @MainActor var name: String {
    switch self {
    case .view(let v): v.layer.name ?? "\(type(of: v))"
    case .guide(let g): "\(g.owningView.map { LayoutItem.view($0).name } ?? "nil").\(g.identifier)"
    }
  }
}

extension UIView {
  /// The guides UIKit keeps up to date (safe area, margins, a scroll view's frame and content), once asked for.
  var systemGuides: [UILayoutGuide] {
    [autoLayout.safeAreaGuide, autoLayout.marginsGuide, autoLayout.scrollFrameGuide, autoLayout.scrollContentGuide,
     autoLayout.keyboardGuide]
      .compactMap { $0 }
  }
  /// Every guide of the view: its system guides, then those added with `addLayoutGuide(_:)`.
  var allGuides: [UILayoutGuide] { systemGuides + autoLayout.guides }
}
