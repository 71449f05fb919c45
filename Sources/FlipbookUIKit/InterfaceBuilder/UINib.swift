import FlipbookInterfaceBuilder
import Foundation

/// UIKit's nib: a XIB found by name among the app's resources (see `AppResources`),
/// read once; `instantiate(withOwner:options:)` makes its top-level objects with
/// File's Owner's outlets and actions connected to `owner`.
@preconcurrency @MainActor
open class UINib {
  /// A key for the options dictionary of `instantiate(withOwner:options:)`; accepted, but Flipbook reads no options.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The key for a dictionary of external objects the nib refers to; accepted but ignored.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  let document: IBDocument?
  let folders: [String]

  /// Creates a nib from the XIB of the given name in the app's resource folders, or in the given bundle's folder.
  ///
  /// A XIB that cannot be found or read fails the scene with a message; its nib instantiates no objects.
  public convenience init(nibName name: String, bundle bundleOrNil: Bundle?, file: String = #filePath) {
    let folders = AppResources.folders(for: bundleOrNil, caller: file)
    self.init(document: NibDocuments.read(name, extensions: ["xib"], in: folders), folders: folders)
  }

  /// A nib from a XIB's bytes.
  public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
    var document: IBDocument?
    do { document = try IBReader.read(data, file: "<nib data>") } catch { VirtualClock.current.report(error) }
    self.init(document: document, folders: AppResources.folders(for: bundleOrNil))
  }

  init(document: IBDocument?, folders: [String]) { (self.document, self.folders) = (document, folders) }

  /// The XIB's top-level objects, in document order (placeholders excluded).
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
    guard let document else { return [] }
    let load = NibLoad(document: document, storyboard: nil, folders: folders, owner: ownerOrNil.map { $0 as AnyObject })
    let top = document.objects.compactMap { load.make($0) }
    load.finish()
    return top
  }
}

extension Bundle {
  /// Loads the XIB `name` with `owner` as File's Owner, as UIKit's `loadNibNamed`.
  @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil,
                           file: String = #filePath) -> [Any]? {
    let nib = UINib(nibName: name, bundle: self, file: file)
    return nib.document == nil ? nil : nib.instantiate(withOwner: owner, options: options)
  }
}

extension UIViewController {
  /// The view from the controller's storyboard scene, or from its XIB: `nibName`,
  /// else a XIB named after the class (`ProfileViewController` looks for
  /// `ProfileView.xib`, then `ProfileViewController.xib`, as UIKit does). False
  /// when the controller has neither.
  func loadViewFromDocument() -> Bool {
    if let source = nibSource, let viewObject = source.object.objects["view"] {
      let load = NibLoad(document: source.document, storyboard: source.storyboard, folders: source.folders, owner: self)
      load.built[source.object.id] = self
      load.controllerGuides = source.object.layoutGuides
      guard let view = load.make(viewObject) as? UIView else { return false }
      for extra in source.object.items { _ = load.make(extra) }
      self.view = view
      load.finish(connecting: [source.object], placeholders: false)
      return true
    }
    let folders = AppResources.folders(for: nibBundle)
    let className = String(describing: type(of: self))
    var names = nibName.map { [$0] } ?? []
    if nibName == nil, !NibClasses.byName.keys.contains(className), className != "UIViewController" {
      if className.hasSuffix("Controller") { names.append(String(className.dropLast(10))) }
      names.append(className)
    }
    guard let name = names.first(where: { AppResources.find($0, extensions: ["xib"], in: folders) != nil }) else {
      if let nibName {
        VirtualClock.current.report(AuthoringError(problem: "Could not load NIB named '\(nibName)' for \(className)",
                                                   fix: "Drop \(nibName).xib into Sources/<target>/Pasted/"))
      }
      return false
    }
    let nib = UINib(document: NibDocuments.read(name, extensions: ["xib"], in: folders), folders: folders)
    _ = nib.instantiate(withOwner: self)
    return isViewLoaded
  }
}

extension UIWindow {
  /// A window the size of the screen showing a storyboard's initial controller (or
  /// the one with Storyboard ID `identifier`), key and visible: a scene's one line.
  public convenience init(storyboard name: String, identifier: String? = nil, file: String = #filePath) {
    self.init(frame: UIScreen.main.bounds)
    show(UIStoryboard(name: name, bundle: nil, file: file), identifier: identifier)
  }

  /// (A method, so `rootViewController`'s observers run, as they do not for a set in an initialiser.)
  private func show(_ storyboard: UIStoryboard, identifier: String?) {
    rootViewController = identifier.map { storyboard.instantiateViewController(withIdentifier: $0) }
      ?? storyboard.instantiateInitialViewController()
    makeKeyAndVisible()
  }
}
