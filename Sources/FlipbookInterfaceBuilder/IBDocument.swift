/// A storyboard or XIB as plain values: what Xcode's XML says, checked once when
/// read (every reference resolves, no relationship cycle, values well-formed).
/// UIKit builds objects from these; nothing here knows a view.
public struct IBDocument: Sendable {
  /// The kind of Interface Builder document: a storyboard or a XIB.
  public enum Kind: Sendable {
    /// A storyboard (`.storyboard`): scenes of view controllers.
    case storyboard
    /// A XIB (`.xib`): a nib's top-level objects and placeholders.
    case xib
  }
  /// The document's path, as errors name it.
  public var file: String
  /// Whether the document is a storyboard or a XIB.
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
  /// The XML element name, which names the object's UIKit class (`label`, `tableView`, `viewController`).
  public var element: String
  /// The object's document-unique id, which connections and constraints refer to it by.
  public var id: String
  /// The property this object fills in its parent (`view`, `navigationItem`), nil in a list.
  public var key: String?
  /// The name of the custom class set in Xcode's identity inspector, or `nil` for the element's own class.
  public var customClass: String?
  /// The module named in the document; nil when it is the app target's own (`customModuleProvider="target"`).
  public var customModule: String?
  /// The line of the object's element in the document, for error messages.
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
  /// The Auto Layout constraints the object holds, in document order.
  public var constraints: [IBConstraint]
  /// The outlets, actions, and segues that start at this object, in document order.
  public var connections: [IBConnection]
  /// The user-defined runtime attributes to set on the object once it is made, in document order.
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
  /// The placeholder's document-unique id, which connections refer to it by.
  public var id: String
  /// `IBFilesOwner`, `IBFirstResponder`, or `exit`.
  public var identifier: String
  /// The custom class set for the placeholder (File's Owner's class), or `nil`.
  public var customClass: String?
  /// The outlets and actions that start at this placeholder, in document order.
  public var connections: [IBConnection]
}

/// An Auto Layout constraint as a document writes it, relating two attributes:
/// `firstItem.firstAttribute` = `multiplier` × `secondItem.secondAttribute` + `constant`.
public struct IBConstraint: Sendable, Equatable {
  /// The constraint's id in the document.
  public var id: String
  /// nil: the view that holds the constraint.
  public var firstItem: String?
  /// The attribute of the first item the constraint constrains, as named in the XML (`leading`, `width`, `centerY`).
  public var firstAttribute: String
  /// The relation, `equal` (the default), `lessThanOrEqual` or `greaterThanOrEqual`.
  public var relation: String
  /// The id of the second item, or `nil` when the constraint has none (a constant width or height).
  public var secondItem: String?
  /// The attribute of the second item, or `nil` when there is no second item.
  public var secondAttribute: String?
  /// The multiplier of the second attribute (1 when absent; a ratio such as `16:9` is read as its quotient).
  public var multiplier: Double
  /// The constant added to the constraint's right side (0 when absent).
  public var constant: Double
  /// The constraint's priority, from 1 to 1000 (1000, required, when absent).
  public var priority: Float
  /// The identifier set for the constraint in Xcode, or `nil`.
  public var identifier: String?
  /// The line of the constraint's element in the document, for error messages.
  public var line: Int
}

/// A connection from an object: an outlet, an outlet collection, an action, or a segue.
public struct IBConnection: Sendable, Equatable {
  /// The kind of connection, with what each kind carries.
  public enum Kind: Sendable, Equatable {
    /// A connection that sets the named outlet property of the source to the destination.
    case outlet(property: String)
    /// A connection that adds the destination to the named outlet collection property of the source.
    case outletCollection(property: String)
    /// A connection that sends an action message to the destination (the target), for the given control event if any.
    case action(selector: String, event: String?)
    /// `kind`: show, showDetail, presentation, push, modal, custom, relationship, embed, unwind, popoverPresentation.
    case segue(kind: String, identifier: String?, relationship: String?, customClass: String?, attributes: [String: String])
  }
  /// What the connection does, with the details its kind carries.
  public var kind: Kind
  /// The id of the object the connection leads to: the outlet's value, the action's target, the segue's controller.
  public var destination: String
  /// The connection's id in the document; empty when the XML gives none.
  public var id: String
  /// The line of the connection's element in the document, for error messages.
  public var line: Int
}

/// A user-defined runtime attribute: `setValue(_:forKeyPath:)` after the object is made.
public struct IBRuntimeAttribute: Sendable, Equatable {
  /// The key path the value is set at.
  public var keyPath: String
  /// The value to set.
  public var value: IBValue
  /// The line of the attribute's element in the document, for error messages.
  public var line: Int
}
