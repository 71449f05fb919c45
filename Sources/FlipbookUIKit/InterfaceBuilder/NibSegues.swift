import FlipbookInterfaceBuilder
import Foundation

/// Segues as UIKit runs them: a triggered segue asks `shouldPerformSegue(withIdentifier:sender:)`;
/// then the destination is made, the segue object made, `prepare(for:sender:)`
/// called on the source, and the segue performed (push when the source is in a
/// navigation controller, else a modal presentation in the segue's styles).
@MainActor
enum NibSegues {
  static let events: [String: UIControl.Event] = [
    "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
    "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
    "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
    "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
    "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged,
    "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
  ]
  static let transitions: [String: UIModalTransitionStyle] = [
    "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
    "partialCurl": .partialCurl,
  ]

  /// A segue connection met while connecting a controller's view: a control's
  /// segue fires on its primary event; an embed segue puts its controller in the container now.
  static func connect(_ c: IBConnection, from source: AnyObject, element: IBObject?, load: NibLoad) {
    guard case .segue(let kind, _, _, _, _) = c.kind, let owner = load.owner as? UIViewController else { return }
    switch (kind, source) {
    case ("embed", let container as UIView):
      guard let child = owner.storyboard?.instantiate(id: c.destination, line: c.line) else { return }
      owner.addChild(child)
      child.view.frame = container.bounds
      child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(child.view)
      child.didMove(toParent: owner)
    case ("relationship", _), ("embed", _): return
    case (_, let control as UIControl):
      control.addAction(UIAction { [weak owner, weak control] _ in
        guard let owner, let control else { return }
        trigger(c, from: owner, sender: control)
      }, for: control is UIButton ? .touchUpInside : .primaryActionTriggered)
    case (_, let item as UIBarButtonItem):
      item.primaryAction = UIAction { [weak owner, weak item] _ in
        guard let owner, let item else { return }
        trigger(c, from: owner, sender: item)
      }
    default: return
    }
  }

  /// A segue fired by its trigger: asks the source first, as UIKit does.
  static func trigger(_ c: IBConnection, from source: UIViewController, sender: Any?) {
    guard case .segue(_, let identifier, _, _, _) = c.kind else { return }
    if let identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
    perform(c, from: source, sender: sender)
  }

  static func perform(_ c: IBConnection, from source: UIViewController, sender: Any?) {
    guard case .segue(let kind, let identifier, _, let customClass, let attributes) = c.kind else { return }
    if kind == "unwind" { return unwind(c, from: source, sender: sender, action: attributes["unwindAction"] ?? "") }
    guard let storyboard = source.storyboard, let destination = storyboard.instantiate(id: c.destination, line: c.line)
    else { return }
    var segueClass: UIStoryboardSegue.Type = UIStoryboardSegue.self
    if let customClass {
      guard let found = storyboard.resolveClass(customClass) as? UIStoryboardSegue.Type else {
        storyboard.fail(c.line, "names segue class \(customClass), which Flipbook cannot find or is not a UIStoryboardSegue",
                        "paste the Swift file that declares class \(customClass): UIStoryboardSegue into Sources/<target>/Pasted/")
        return
      }
      segueClass = found
    }
    let segue = segueClass.init(identifier: identifier, source: source, destination: destination)
    if customClass == nil || kind != "custom" {
      let animated = attributes["animates"] != "NO"
      if let style = attributes["modalPresentationStyle"], let s = presentationStyles[style] { destination.modalPresentationStyle = s }
      if let style = attributes["modalTransitionStyle"].flatMap({ transitions[$0] }) { destination.modalTransitionStyle = style }
      segue.performer = { segue in
        let nav = segue.source.navigationController
        if ["show", "push"].contains(kind), let nav { nav.pushViewController(segue.destination, animated: animated) } else {
          segue.source.present(segue.destination, animated: animated)
        }
      }
    }
    source.prepare(for: segue, sender: sender)
    segue.perform()
  }

  static let presentationStyles: [String: UIModalPresentationStyle] = [
    "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "overFullScreen": .overFullScreen,
    "overCurrentContext": .overCurrentContext, "currentContext": .currentContext, "automatic": .automatic,
  ]

  /// An unwind segue: the nearest controller back along the navigation stack and
  /// the presenting chain that answers the action gets it (after the source's
  /// `prepare(for:sender:)`), then the screens above it are popped or dismissed.
  static func unwind(_ c: IBConnection, from source: UIViewController, sender: Any?, action name: String) {
    let action = Selector(name)
    var candidates: [UIViewController] = []
    var current: UIViewController? = source
    while let vc = current {
      if let nav = vc.navigationController, let i = nav.viewControllers.firstIndex(where: { $0 === vc || vc.isDescendantController(of: $0) }) {
        candidates += nav.viewControllers[..<i].reversed()
      }
      current = vc.rootAncestor.presentingViewController
      if let p = current { candidates.append(p) }
    }
    let expanded = candidates.flatMap { vc -> [UIViewController] in
      if let nav = vc as? UINavigationController { return nav.viewControllers.reversed() }
      return [vc]
    }
    guard let destination = expanded.first(where: { $0.canPerformUnwindSegueAction(action, from: source, sender: sender) }) else {
      source.storyboard?.fail(c.line, "unwinds with \(name), which no controller behind \(type(of: source)) has",
                              "declare @IBAction func \(name.split(separator: ":").first ?? "")(_ segue: UIStoryboardSegue) on the controller to return to")
      return
    }
    let segue = UIStoryboardSegue(identifier: c.kind.segueIdentifier, source: source, destination: destination)
    source.prepare(for: segue, sender: sender)
    SelectorRegistry.perform(action, on: destination, [segue])
    if let nav = destination.navigationController, nav === source.navigationController {
      _ = nav.popToViewController(destination, animated: true)
    } else {
      destination.dismiss(animated: true)
    }
  }
}

extension IBConnection.Kind {
  var segueIdentifier: String? {
    if case .segue(_, let identifier, _, _, _) = self { return identifier }
    return nil
  }
}

extension UIViewController {
  /// Whether `ancestor` contains this controller (through parents).
  func isDescendantController(of ancestor: UIViewController) -> Bool {
    sequence(first: self, next: { $0.parent }).contains { $0 === ancestor }
  }
}

extension UIViewController {
  /// `performSegue(withIdentifier:sender:)`: the segue with that identifier anywhere
  /// in the controller's scene (from the controller, a button, a bar item…).
  func runSegue(_ identifier: String, sender: Any?) {
    guard let source = nibSource else {
      VirtualClock.current.report(AuthoringError(
        problem: "\(type(of: self)) has no segue with identifier '\(identifier)': it was not made from a storyboard",
        fix: "Make it with UIStoryboard(name:bundle:).instantiateViewController(withIdentifier:), or present the next controller in code"))
      return
    }
    func find(_ o: IBObject) -> IBConnection? {
      if let c = o.connections.first(where: { $0.kind.segueIdentifier == identifier }) { return c }
      for child in o.subviews + o.items + o.objects.values.sorted(by: { $0.id < $1.id }) {
        if let c = find(child) { return c }
      }
      return nil
    }
    guard let segue = find(source.object) else {
      source.storyboard?.fail(source.object.line, "has no segue with identifier \"\(identifier)\" in \(type(of: self))'s scene",
                              "set the segue's identifier in Xcode's attributes inspector")
      return
    }
    NibSegues.perform(segue, from: self, sender: sender)
  }
}
