import FlipbookInterfaceBuilder
import Foundation

/// One loading of objects from a document, as UIKit's nib loading does it:
/// every object made with `init?(coder:)` (a view makes its subviews inside it),
/// then user-defined runtime attributes, then outlets, outlet collections and
/// actions, then `awakeFromNib` in the order the objects were made. A storyboard
/// controller's view is a load of its own, when the view is first needed.
@MainActor
final class NibLoad {
  let document: IBDocument
  let storyboard: UIStoryboard?
  /// Where the document's asset catalogs and custom classes' modules are looked for.
  let folders: [String]
  let modules: [String]
  /// File's Owner (a XIB's owner, or the controller whose view a storyboard scene loads).
  var owner: AnyObject?
  /// What each id is: the objects made, the owner and the layout guides.
  var built: [String: AnyObject] = [:]
  /// iOS 7's controller layout guides (on the controller's element, not its view's):
  /// given to the controller's root view when it is made.
  var controllerGuides: [String: String] = [:]
  /// A controller layout guide's attributes as the safe area's (`top` guide's bottom is the safe area's top).
  var guideAttributes: [String: [String: String]] = [:]
  /// Objects in the order they were made, with what the document says of them.
  private(set) var made: [(IBObject, AnyObject)] = []
  private(set) var failed = false
  /// Set while `flipbook inspect --build` builds documents without the app's code:
  /// custom classes become their UIKit base, and outlets and runtime attributes no
  /// property answers are left unset.
  static var withoutAppCode = false

  init(document: IBDocument, storyboard: UIStoryboard?, folders: [String], owner: AnyObject?) {
    (self.document, self.storyboard, self.folders, self.owner) = (document, storyboard, folders, owner)
    modules = AppResources.moduleNames(for: folders + [URL(fileURLWithPath: document.file).deletingLastPathComponent().path])
    for p in document.placeholders where p.identifier == "IBFilesOwner" { if let owner { built[p.id] = owner } }
    // The app's setters (extensions of UIKit's classes included) before any object is made.
    for module in modules { PastedCode.ensureRegistered(module: module) }
  }

  var folderList: String { folders.isEmpty ? "(no resource folder)" : folders.joined(separator: ", ") }

  /// Reports a problem with the document on the scene's clock (the bake fails, naming it).
  func fail(_ line: Int, _ problem: String, _ fix: String) {
    failed = true
    VirtualClock.current.report(IBError(file: document.file, line: line, problem: problem, fix: fix))
  }

  /// Makes `o` (and, for a view, its subviews); nil when it cannot (reported).
  func make(_ o: IBObject, creator: ((NSCoder) -> UIViewController?)? = nil) -> AnyObject? {
    if let done = built[o.id] { return done }
    guard let base = NibClasses.base[o.element] ?? NibGestures.classes[o.element] else {
      if NibClasses.ignored.contains(o.element) { return nil }
      fail(o.line, "<\(o.element)> is \(NibClasses.missing[o.element] ?? "a class Flipbook does not have")",
           NibClasses.missing[o.element] == nil ? "remove it or replace it with a view Flipbook has (\(NibClasses.names))"
             : "remove it from the document, or build that part of the screen in code")
      return nil
    }
    var cls: AnyClass = base
    if let name = o.customClass, let found = resolve(name, module: o.customModule) {
      guard isSubclass(found, of: base) else {
        fail(o.line, "<\(o.element)> has custom class \(name), which is not a subclass of \(base)",
             "make \(name) inherit from \(base), or change the element's class in Xcode's identity inspector")
        return nil
      }
      cls = found
    } else if let name = o.customClass, !Self.withoutAppCode {
      fail(o.line, "<\(o.element)> has custom class \(name), which Flipbook cannot find (modules tried: \(modules.joined(separator: ", ")))",
           "paste the Swift file that declares class \(name) into Sources/<target>/Pasted/")
    }
    let coder = NibCoder(object: o, load: self)
    let object: AnyObject?
    switch cls {
    case let view as UIView.Type: object = view.init(coder: coder)
    case let controller as UIViewController.Type: object = creator?(coder) ?? controller.init(coder: coder)
    case let item as UINavigationItem.Type: object = item.init(coder: coder)
    default: object = NibItems.make(o, class: cls, load: self)
    }
    guard let object else { return nil }
    built[o.id] = object
    made.append((o, object))
    NibItems.configure(object, o, load: self)
    return object
  }

  /// A class by the name a document gives it: in the named module, else in the app's modules.
  func resolve(_ name: String, module: String?) -> AnyClass? {
    let dotted = name.contains(".")
    for m in (module.map { [$0] } ?? []) + modules {
      if let found = _typeByName(dotted ? name : "\(m).\(name)") as? AnyClass { return found }
    }
    return NibClasses.byName[name]
  }

  /// Runtime attributes, then every connection of the objects made (and of `extra`
  /// objects such as a scene's controller), then `awakeFromNib`.
  func finish(connecting extra: [IBObject] = [], placeholders: Bool = true) {
    for (o, object) in made { for attribute in o.runtimeAttributes { NibConnections.apply(attribute, to: object, load: self) } }
    var sources: [(IBObject?, [IBConnection], AnyObject?)] = made.map { ($0.0, $0.0.connections, $0.1) }
    sources += extra.map { ($0, $0.connections, built[$0.id]) }
    if placeholders {
      sources += document.placeholders.filter { $0.identifier == "IBFilesOwner" }.map { (nil, $0.connections, owner) }
    }
    NibConnections(load: self).connect(sources)
    for (_, object) in made {
      if let view = object as? UIView { view.awakeFromNib() } else if let vc = object as? UIViewController {
        vc.awakeFromNib()
      }
    }
  }
}
