/// A storyboard or XIB as plain values: what Xcode's XML says, checked once when
/// read (every reference resolves, no relationship cycle, values well-formed).
/// UIKit builds objects from these; nothing here knows a view.
public struct IBDocument: Sendable {
  public enum Kind: Sendable { case storyboard, xib }
  /// The document's path, as errors name it.
  public var file: String
  public var kind: Kind
  /// The storyboard's initial view controller (its id).
  public var initialViewController: String?
  /// A storyboard's scene controllers, or a XIB's top-level objects, in document order.
  public var objects: [IBObject]
  /// File's Owner, First Responder, Exit and other placeholders.
  public var placeholders: [IBPlaceholder]
  /// `<namedColor>` resources: the colour Xcode last saw for each asset name.
  public var namedColors: [String: IBColor]
  /// `<systemColor>` resources as Xcode resolved them.
  public var systemColors: [String: IBColor]

  /// The scene controller with storyboard identifier `identifier`.
  public func controller(withIdentifier identifier: String) -> IBObject? {
    objects.first { $0.attributes["storyboardIdentifier"] == identifier }
  }

  /// The top-level object with id `id`.
  public func object(id: String) -> IBObject? { objects.first { $0.id == id } }
}

/// One object: a controller, view, bar item… Its element name says its class
/// (`label` is UILabel) unless `customClass` names a subclass.
public struct IBObject: Sendable {
  public var element: String
  public var id: String
  /// The property this object fills in its parent (`view`, `navigationItem`), nil in a list.
  public var key: String?
  public var customClass: String?
  /// The module named in the document; nil when it is the app target's own (`customModuleProvider="target"`).
  public var customModule: String?
  public var line: Int
  /// Every attribute as written (the builder reads them with the checked accessors below).
  public var attributes: [String: String]
  /// Keyed values: `frame`, `backgroundColor`, `fontDescription`, `text`…
  public var values: [String: IBValue]
  /// Keyed objects: a controller's `view`, `navigationItem`, `tabBarItem`; a bar item…
  public var objects: [String: IBObject]
  /// Subviews, in order (back to front); also a stack view's arranged subviews.
  public var subviews: [IBObject]
  /// Unkeyed objects in other lists (`items` of a bar, gesture recognizers, scene extras).
  public var items: [IBObject]
  public var constraints: [IBConstraint]
  public var connections: [IBConnection]
  public var runtimeAttributes: [IBRuntimeAttribute]
  /// Layout guides by key (`safeArea`, `layoutMarginsGuide`, or `top`/`bottom` controller guides) → id.
  public var layoutGuides: [String: String]
  /// Other child elements the builder may read (`state`, `segments`, `buttonConfiguration`…).
  public var extras: [XMLElement]

  /// The child element (in `extras`) named `name`, with `key` when given.
  public func extra(_ name: String, key: String? = nil) -> XMLElement? {
    extras.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }
}

/// File's Owner (`IBFilesOwner`), First Responder, a storyboard's Exit.
public struct IBPlaceholder: Sendable {
  public var id: String
  /// `IBFilesOwner`, `IBFirstResponder`, or `exit`.
  public var identifier: String
  public var customClass: String?
  public var connections: [IBConnection]
}

public struct IBConstraint: Sendable, Equatable {
  public var id: String
  /// nil: the view that holds the constraint.
  public var firstItem: String?
  public var firstAttribute: String
  public var relation: String
  public var secondItem: String?
  public var secondAttribute: String?
  public var multiplier: Double
  public var constant: Double
  public var priority: Float
  public var identifier: String?
  public var line: Int
}

public struct IBConnection: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case outlet(property: String)
    case outletCollection(property: String)
    case action(selector: String, event: String?)
    /// `kind`: show, showDetail, presentation, push, modal, custom, relationship, embed, unwind, popoverPresentation.
    case segue(kind: String, identifier: String?, relationship: String?, customClass: String?, attributes: [String: String])
  }
  public var kind: Kind
  public var destination: String
  public var id: String
  public var line: Int
}

/// A user-defined runtime attribute: `setValue(_:forKeyPath:)` after the object is made.
public struct IBRuntimeAttribute: Sendable, Equatable {
  public var keyPath: String
  public var value: IBValue
  public var line: Int
}
