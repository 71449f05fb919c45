import FlipbookInterfaceBuilder
import Foundation

extension NibCoder {
  /// What every view reads in `UIView.init?(coder:)`: geometry, appearance,
  /// layout guides, subviews (made here, as UIKit's decoding makes them) and constraints.
  @MainActor func decodeView(_ view: UIView) {
    load.built[object.id] = view
    if case .rect(let x, let y, let w, let h)? = object.values["frame"] { view.frame = CGRect(x: x, y: y, width: w, height: h) }
    if case .autoresizingMask(let flags)? = object.values["autoresizingMask"] {
      view.autoresizingMask = flags.reduce(into: []) { $0.formUnion(NibValues.autoresizing[$1] ?? []) }
    }
    if let translates = flag("translatesAutoresizingMaskIntoConstraints") {
      view.translatesAutoresizingMaskIntoConstraints = translates
    }
    // A view Xcode marks `fixedFrame` has no constraints of its own: Interface Builder adds
    // "prototyping constraints" at build time that hold its frame (Apple's Auto Layout
    // Guide), which is what translating its autoresizing mask does.
    if flag("fixedFrame") == true { view.translatesAutoresizingMaskIntoConstraints = true }
    if let mode = choice("contentMode", NibValues.contentModes) { view.contentMode = mode }
    if let alpha = number("alpha") { view.alpha = alpha }
    if let hidden = flag("hidden") { view.isHidden = hidden }
    if let clips = flag("clipsSubviews") { view.clipsToBounds = clips }
    if let enabled = flag("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
    if let tag = number("tag") { view.tag = Int(exactly: tag.rounded()) ?? 0 }
    if let color = color("backgroundColor") { view.backgroundColor = color }
    if let color = color("tintColor"), let color { view.tintColor = color }
    if let margins = insets("layoutMargins") ?? insets("directionalLayoutMargins") { view.layoutMargins = margins }
    for (name, axis) in [("horizontal", NSLayoutConstraint.Axis.horizontal), ("vertical", .vertical)] {
      if let p = number(name + "HuggingPriority") { view.setContentHuggingPriority(UILayoutPriority(Float(p)), for: axis) }
      if let p = number(name + "CompressionResistancePriority") {
        view.setContentCompressionResistancePriority(UILayoutPriority(Float(p)), for: axis)
      }
    }
    decodeChildren(of: view, from: object)
  }

  /// Layout guides, subviews and constraints of `source`, made into `view`.
  @MainActor func decodeChildren(of view: UIView, from source: IBObject) {
    var guides = source.layoutGuides
    if source.key == "view" {
      guides.merge(load.controllerGuides) { mine, _ in mine }
      load.controllerGuides = [:]
    }
    for (key, id) in guides.sorted(by: { $0.key < $1.key }) {
      switch key {
      case "layoutMarginsGuide": load.built[id] = view.layoutMarginsGuide
      case "contentLayoutGuide": load.built[id] = (view as? UIScrollView)?.contentLayoutGuide ?? view.safeAreaLayoutGuide
      case "frameLayoutGuide": load.built[id] = (view as? UIScrollView)?.frameLayoutGuide ?? view.safeAreaLayoutGuide
      case "top":  // iOS 7–10 controller guides: the safe area's edges in iOS 11 and later.
        load.built[id] = view.safeAreaLayoutGuide
        load.guideAttributes[id] = ["bottom": "top", "top": "top"]
      case "bottom":
        load.built[id] = view.safeAreaLayoutGuide
        load.guideAttributes[id] = ["top": "bottom", "bottom": "bottom"]
      default: load.built[id] = view.safeAreaLayoutGuide
      }
    }
    for child in source.subviews {
      if let subview = load.make(child) as? UIView { view.addSubview(subview) }
    }
    for c in source.constraints { makeConstraint(c, holder: view) }
  }

  @MainActor private func makeConstraint(_ c: IBConstraint, holder: UIView) {
    func item(_ id: String?) -> AnyObject? { id.map { load.built[$0] } ?? holder }
    func attribute(_ name: String?, of id: String?) -> NSLayoutConstraint.Attribute {
      let mapped = id.flatMap { load.guideAttributes[$0]?[name ?? ""] } ?? name ?? "notAnAttribute"
      return NibValues.attributes[mapped] ?? .notAnAttribute
    }
    guard let first = item(c.firstItem) else {
      load.fail(c.line, "<constraint> names \(c.firstItem ?? "?"), which is not a view or guide Flipbook made",
                "delete the constraint in Xcode and add it again")
      return
    }
    let second: AnyObject? = c.secondItem == nil ? nil : item(c.secondItem)
    if c.secondItem != nil, second == nil {
      load.fail(c.line, "<constraint> names \(c.secondItem ?? "?"), which is not a view or guide Flipbook made",
                "delete the constraint in Xcode and add it again")
      return
    }
    let constraint = NSLayoutConstraint(
      item: first, attribute: attribute(c.firstAttribute, of: c.firstItem), relatedBy: NibValues.relations[c.relation] ?? .equal,
      toItem: second, attribute: second == nil ? .notAnAttribute : attribute(c.secondAttribute, of: c.secondItem),
      multiplier: c.multiplier, constant: c.constant)
    constraint.priority = UILayoutPriority(c.priority)
    constraint.identifier = c.identifier
    load.built[c.id] = constraint
    constraint.isActive = true
  }
}
