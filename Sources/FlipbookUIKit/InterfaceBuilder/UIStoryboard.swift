import FlipbookInterfaceBuilder
import Foundation

/// UIKit's storyboard: found by name among the app's resources (`AppResources`:
/// every `Sources/<target>/Pasted/` folder, as `Bundle.main` in an app), read once,
/// and checked when read. A storyboard that is missing or broken fails the scene
/// with one line naming the file, the element and the fix; the controllers it would
/// have made are plain ones, so nothing traps.
@preconcurrency @MainActor
open class UIStoryboard {
  let document: IBDocument?
  let folders: [String]
  let name: String
  /// How many storyboard references are being followed now.
  private static var referenceDepth = 0

  /// The storyboard `name` (a `.storyboard` file anywhere under the app's resource
  /// folders, or in `bundle`'s folder). `file` is the caller's, so a storyboard
  /// beside the calling Swift file is found first.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?, file: String = #filePath) {
    let folders = AppResources.folders(for: storyboardBundleOrNil, caller: file)
    self.init(name: name, document: NibDocuments.read(name, extensions: ["storyboard"], in: folders), folders: folders)
  }

  init(name: String, document: IBDocument?, folders: [String]) {
    (self.name, self.document, self.folders) = (name, document, folders)
  }

  /// Creates the storyboard's initial view controller, or returns `nil` if it has none (which fails the scene).
  open func instantiateInitialViewController() -> UIViewController? {
    instantiateInitialViewController(creator: nil as ((NSCoder) -> UIViewController?)?)
  }

  /// iOS 13's form: `creator` makes the controller from the coder (calling your own
  /// initialiser, which calls `super.init(coder:)`).
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)?
  ) -> ViewController? {
    guard let document, let id = document.initialViewController else {
      if document != nil {
        fail(0, "has no initial view controller", "tick \"Is Initial View Controller\" on a controller in Xcode")
      }
      return nil
    }
    return instantiate(id: id, line: 0, creator: creator.map { c in { c($0) } }) as? ViewController
  }

  /// Creates the view controller with the given Storyboard ID.
  ///
  /// An unknown identifier fails the scene, naming the IDs the storyboard has; a stand-in controller is returned.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    instantiateViewController(identifier: identifier, creator: nil as ((NSCoder) -> UIViewController?)?)
  }

  /// Creates the view controller with the given Storyboard ID, with `creator` making it from the coder (iOS 13).
  ///
  /// An unknown identifier or a controller of the wrong class fails the scene; a stand-in controller is returned.
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)?
  ) -> ViewController {
    guard let document else { return Self.stand(in: ViewController.self) }
    guard let o = document.controller(withIdentifier: identifier) else {
      let known = document.objects.compactMap { $0.attributes["storyboardIdentifier"] }.sorted()
      fail(0, "has no controller with Storyboard ID \"\(identifier)\" (it has: \(known.joined(separator: ", ")))",
           "set the Storyboard ID in Xcode's identity inspector")
      return Self.stand(in: ViewController.self)
    }
    let made = instantiate(id: o.id, line: o.line, creator: creator.map { c in { c($0) } })
    guard let vc = made as? ViewController else {
      if let made {
        fail(o.line, "makes a \(type(of: made)) for \"\(identifier)\", not a \(ViewController.self)", "check the controller's custom class")
      }
      return Self.stand(in: ViewController.self)
    }
    return vc
  }

  /// What a failed instantiation returns (the scene already fails, naming why): a
  /// controller made with an empty coder. iOS raises an exception here instead.
  static func stand<ViewController: UIViewController>(in _: ViewController.Type) -> ViewController {
    guard let vc = ViewController(coder: NSCoder()) else {
      fatalError("\(ViewController.self).init(coder:) returned nil after a storyboard failure reported above")
    }
    return vc
  }

  /// Makes the scene controller `id`, and the controllers its relationship segues name.
  func instantiate(id: String, line: Int, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController? {
    guard let document, let o = document.object(id: id) else {
      fail(line, "has no scene controller with id \"\(id)\"", "reconnect the segue in Xcode")
      return nil
    }
    if o.element == "viewControllerPlaceholder" {
      // A storyboard reference: the other storyboard, among the same resources
      // (references that lead back to themselves stop at 16, as a loop).
      guard Self.referenceDepth < 16 else {
        fail(o.line, "storyboard references lead back to themselves", "point the reference at a storyboard that does not refer back")
        return nil
      }
      Self.referenceDepth += 1
      defer { Self.referenceDepth -= 1 }
      let otherName = o.attributes["storyboardName"] ?? name
      let other = UIStoryboard(name: otherName, document: NibDocuments.read(otherName, extensions: ["storyboard"], in: folders),
                               folders: folders)
      if let identifier = o.attributes["referencedIdentifier"] { return other.instantiateViewController(withIdentifier: identifier) }
      return other.instantiateInitialViewController()
    }
    let load = NibLoad(document: document, storyboard: self, folders: folders, owner: nil)
    guard let vc = load.make(o, creator: creator) as? UIViewController else { return nil }
    load.owner = vc
    var children: [UIViewController] = []
    for c in o.connections {
      guard case .segue("relationship", _, let relationship, _, _) = c.kind else { continue }
      if ["rootViewController", "viewControllers"].contains(relationship ?? ""),
         let child = instantiate(id: c.destination, line: c.line) {
        children.append(child)
      }
    }
    if let nav = vc as? UINavigationController, !children.isEmpty { nav.setViewControllers(children, animated: false) }
    if let tabs = vc as? UITabBarController, !children.isEmpty { tabs.setViewControllers(children, animated: false) }
    load.finish(placeholders: false)
    return vc
  }

  /// A class a segue or controller names, as the storyboard's loads find them.
  func resolveClass(_ name: String) -> AnyClass? {
    guard let document else { return nil }
    return NibLoad(document: document, storyboard: self, folders: folders, owner: nil).resolve(name, module: nil)
  }

  func fail(_ line: Int, _ problem: String, _ fix: String) {
    VirtualClock.current.report(IBError(file: document?.file ?? name + ".storyboard", line: line, problem: problem, fix: fix))
  }
}

/// Documents read once per path (they are plain values), with read errors reported.
@MainActor
enum NibDocuments {
  private static var cache: [String: IBDocument] = [:]

  static func read(_ name: String, extensions: [String], in folders: [String]) -> IBDocument? {
    guard let path = AppResources.find(name, extensions: extensions, in: folders) else {
      VirtualClock.current.report(AuthoringError(
        problem: "Could not find a \(extensions.joined(separator: " or ")) named '\(name)' in \(folders.isEmpty ? "any resource folder" : folders.joined(separator: ", "))",
        fix: "Drop \(name).\(extensions[0]) into Sources/<target>/Pasted/ (or call AppResources.add(folder:) with its folder)"))
      return nil
    }
    if let cached = cache[path] { return cached }
    do {
      let document = try IBReader.read(contentsOf: path)
      cache[path] = document
      return document
    } catch {
      VirtualClock.current.report(error)
      return nil
    }
  }
}

extension UIStoryboard {
  /// Flipbook's addition: the ids of the storyboard's scene controllers, in document
  /// order, so a test or a scene can render every screen (segue-only ones included).
  public var sceneControllerIDs: [String] { document?.objects.map(\.id) ?? [] }

  /// Flipbook's addition: makes the scene controller with document id `id` (one of
  /// `sceneControllerIDs`) as a segue to it would.
  public func instantiateViewController(sceneControllerID id: String) -> UIViewController? { instantiate(id: id, line: 0) }
}
