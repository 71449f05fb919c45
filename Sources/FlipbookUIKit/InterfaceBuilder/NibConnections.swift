import FlipbookInterfaceBuilder
import Foundation

/// Connections as UIKit's nib loading makes them: outlets (`setValue(_:forKey:)`
/// on iOS; here the setters the adaptation plugin registers), outlet collections
/// in document order, actions by target-action, segues as triggers.
@MainActor
struct NibConnections {
  let load: NibLoad

  /// Connects what each source's `<connections>` says.
  func connect(_ sources: [(IBObject?, [IBConnection], AnyObject?)]) {
    var collections: [(AnyObject, String, [AnyObject], Int)] = []
    for (element, connections, source) in sources {
      for c in connections {
        switch c.kind {
        case .outlet(let property):
          guard let source, let destination = load.built[c.destination] else { continue }
          set(destination, property, on: source, line: c.line)
        case .outletCollection(let property):
          guard let source, let destination = load.built[c.destination] else { continue }
          if let i = collections.firstIndex(where: { $0.0 === source && $0.1 == property }) {
            collections[i].2.append(destination)
          } else {
            collections.append((source, property, [destination], c.line))
          }
        case .action(let selector, let event):
          guard let source else { continue }
          action(selector, event: event, from: source, to: c.destination, line: c.line)
        case .segue:
          guard let source else { continue }
          NibSegues.connect(c, from: source, element: element, load: load)
        }
      }
    }
    for (source, property, values, line) in collections { set(values, property, on: source, line: line) }
  }

  private func set(_ value: Any, _ property: String, on source: AnyObject, line: Int) {
    if PropertyRegistry.set(value, forKey: property, on: source) { return }
    // UIKit's own outlets.
    switch (source, property) {
    case (let vc as UIViewController, "view"): if let view = value as? UIView { vc.view = view; return }
    case (let scroll as UIScrollView, "delegate"): scroll.delegate = value as? UIScrollViewDelegate; return
    case (let field as UITextField, "delegate"): field.delegate = value as? UITextFieldDelegate; return
    case (let g as UIGestureRecognizer, "delegate"): g.delegate = value as? UIGestureRecognizerDelegate; return
    case (let view as UIView, "gestureRecognizers"):
      for g in (value as? [AnyObject] ?? [value as AnyObject]).compactMap({ $0 as? UIGestureRecognizer }) {
        view.addGestureRecognizer(g)
      }
      return
    case (_, "dataSource"), (_, "delegate"): return
    case (let view as UIView, "mask"): view.mask = value as? UIView; return
    default: break
    }
    if NibLoad.withoutAppCode { return }
    load.fail(line, "connects outlet \"\(property)\" of \(type(of: source)), which has no such outlet Flipbook can set",
              "declare it as @IBOutlet in a class in Sources/<target>/Pasted/ (iOS stops with \"not key value coding-compliant\")")
  }

  private func action(_ selector: String, event: String?, from source: AnyObject, to id: String, line: Int) {
    let target: AnyObject? = load.built[id]
    let isFirstResponder = load.document.placeholders.contains { $0.id == id && $0.identifier == "IBFirstResponder" }
    guard target != nil || isFirstResponder else { return }
    switch source {
    case let control as UIControl:
      guard let events = NibSegues.events[event ?? "touchUpInside"] else {
        load.fail(line, "connects action \(selector) for event \"\(event ?? "")\", which Flipbook does not know",
                  "use one of \(NibSegues.events.keys.sorted().joined(separator: ", "))")
        return
      }
      control.addTarget(target, action: Selector(selector), for: events)
    case let item as UIBarButtonItem: item.setTarget(target, action: Selector(selector))
    case let g as UIGestureRecognizer:
      g.addTarget(target, action: Selector(selector))
    default: return
    }
  }

  /// A user-defined runtime attribute: a layer's key path, a registered property
  /// (`@IBInspectable`, `@objc`), else what iOS would refuse, reported.
  static func apply(_ attribute: IBRuntimeAttribute, to object: AnyObject, load: NibLoad) {
    let value: Any?
    switch attribute.value {
    case .number(let n): value = CGFloat(n)
    case .bool(let b): value = b
    case .string(let s): value = s
    case .color(let c): value = NibValues.color(c, load: load, line: attribute.line)
    case .image(let name, let system): value = NibValues.image(name, system: system, load: load, line: attribute.line)
    case .size(let w, let h): value = CGSize(width: w, height: h)
    case .point(let x, let y): value = CGPoint(x: x, y: y)
    case .rect(let x, let y, let w, let h): value = CGRect(x: x, y: y, width: w, height: h)
    default: value = nil
    }
    if let view = object as? UIView, attribute.keyPath.hasPrefix("layer.") {
      let key = String(attribute.keyPath.dropFirst(6))
      if key == "masksToBounds", let on = value as? Bool { view.layer.masksToBounds = on; return }
      // A Color attribute is a UIColor, which a layer's CGColor property does not take:
      // iOS leaves the colour as it was (the well-known `layer.borderColor` surprise).
      if value is UIColor {
        FileHandle.standardError.write(Data(("[Interface Builder] ignored, as iOS shows nothing for it: \(load.document.file):"
          + "\(attribute.line): runtime attribute \(attribute.keyPath) is a UIColor, not the CGColor the layer takes\n").utf8))
        return
      }
      view.layer.setValue((value as? Bool).map { $0 ? 1.0 : 0.0 } ?? value, forKeyPath: key)
      return
    }
    if PropertyRegistry.set(value, forKey: attribute.keyPath, on: object) { return }
    if let view = object as? UIView {
      switch (attribute.keyPath, value) {
      // UIView's own key-value coding compliant properties.
      case ("alpha", let a as CGFloat): view.alpha = a; return
      case ("hidden", let on as Bool): view.isHidden = on; return
      case ("backgroundColor", let c as UIColor): view.backgroundColor = c; return
      case ("tintColor", let c as UIColor): view.tintColor = c; return
      case ("tag", let t as CGFloat): view.tag = Int(exactly: t.rounded()) ?? 0; return
      case ("clipsToBounds", let on as Bool): view.clipsToBounds = on; return
      default: break
      }
    }
    if NibLoad.withoutAppCode { return }
    load.fail(attribute.line, "sets runtime attribute \"\(attribute.keyPath)\" on \(type(of: object)), which has no such property Flipbook can set",
              "declare it as @IBInspectable or @objc var in a class in Sources/<target>/Pasted/ (iOS stops with \"not key value coding-compliant\")")
  }
}
