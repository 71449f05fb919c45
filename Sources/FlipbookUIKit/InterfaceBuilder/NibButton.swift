import FlipbookInterfaceBuilder
import Foundation

extension NibCoder {
  /// A button: its type, font, per-state titles, colours and images, insets, and
  /// (Xcode 13 and later) its configuration, which UIKit draws instead of the states.
  @MainActor func decodeButton(_ button: UIButton) {
    let types: [String: UIButton.ButtonType] = [
      "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
      "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close]
    button.buttonType = choice("buttonType", types) ?? .custom
    if let font = font() { button.titleLabel?.font = font }
    if let mode = choice("lineBreakMode", NibValues.lineBreaks) { button.titleLabel?.lineBreakMode = mode }
    if let insets = insets("contentEdgeInsets") { button.contentEdgeInsets = insets }
    if let insets = insets("titleEdgeInsets") { button.titleEdgeInsets = insets }
    if let insets = insets("imageEdgeInsets") { button.imageEdgeInsets = insets }
    let states: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled]
    for state in object.extras where state.name == "state" {
      guard let key = state.attributes["key"], let s = states[key] else { continue }
      if let title = state.attributes["title"] { button.setTitle(title, for: s) }
      if let image = state.attributes["image"] {
        button.setImage(NibValues.image(image, system: state.attributes["catalog"] == "system", load: load, line: state.line), for: s)
      }
      if let image = state.attributes["backgroundImage"] {
        button.setBackgroundImage(NibValues.image(image, system: false, load: load, line: state.line), for: s)
      }
      for child in state.children {
        switch (child.name, child.attributes["key"]) {
        case ("color", "titleColor"?): button.setTitleColor(decodedColor(child), for: s)
        case ("imageReference", "image"?):
          if let name = child.attributes["image"] {
            button.setImage(NibValues.image(name, system: child.attributes["catalog"] == "system", load: load, line: child.line), for: s)
          }
        default: continue
        }
      }
    }
    if let element = object.extra("buttonConfiguration", key: "configuration") { button.configuration = configuration(element) }
    button.refresh()
  }

  @MainActor private func decodedColor(_ element: XMLElement) -> UIColor? {
    do {
      guard case .color(let c)? = try IBReader.value(element, file: load.document.file) else { return nil }
      return NibValues.color(c, load: load, line: element.line)
    } catch {
      load.fail(element.line, error.problem, error.fix)
      return nil
    }
  }

  @MainActor private func configuration(_ e: XMLElement) -> UIButton.Configuration {
    var c: UIButton.Configuration
    switch e.attributes["style"] {
    case "tinted": c = .tinted()
    case "gray": c = .gray()
    case "filled": c = .filled()
    case "borderless": c = .borderless()
    case "bordered": c = .bordered()
    case "borderedTinted": c = .borderedTinted()
    case "borderedProminent": c = .borderedProminent()
    default: c = .plain()
    }
    c.title = e.attributes["title"]
    c.subtitle = e.attributes["subtitle"]
    if let image = e.attributes["image"] {
      c.image = NibValues.image(image, system: e.attributes["catalog"] == "system", load: load, line: e.line)
    }
    if let padding = e.attributes["imagePadding"].flatMap(Double.init) { c.imagePadding = padding }
    let corners: [String: UIButton.Configuration.CornerStyle] = [
      "fixed": .fixed, "dynamic": .dynamic, "small": .small, "medium": .medium, "large": .large, "capsule": .capsule]
    if let corner = e.attributes["cornerStyle"].flatMap({ corners[$0] }) { c.cornerStyle = corner }
    let sizes: [String: UIButton.Configuration.Size] = ["mini": .mini, "small": .small, "medium": .medium, "large": .large]
    if let size = e.attributes["buttonSize"].flatMap({ sizes[$0] }) { c.buttonSize = size }
    for child in e.children {
      switch (child.name, child.attributes["key"]) {
      case ("color", "baseForegroundColor"?): c.baseForegroundColor = decodedColor(child)
      case ("color", "baseBackgroundColor"?): c.baseBackgroundColor = decodedColor(child)
      case ("imageReference", "image"?):
        if let name = child.attributes["image"] {
          c.image = NibValues.image(name, system: child.attributes["catalog"] == "system", load: load, line: child.line)
        }
      case ("backgroundConfiguration", _):
        if let color = child.children.first(where: { $0.attributes["key"] == "backgroundColor" }) {
          c.baseBackgroundColor = decodedColor(color)
        }
      default: continue
      }
    }
    return c
  }
}

/// Attributed strings written by Interface Builder, as NSAttributedString.
enum NibText {
  @MainActor static func attributed(_ runs: [IBTextRun], load: NibLoad, line: Int) -> NSAttributedString {
    let out = NSMutableAttributedString(string: "")
    for run in runs {
      var attributes: [NSAttributedString.Key: Any] = [:]
      if let font = run.font { attributes[.font] = NibValues.font(font) }
      if let color = run.color { attributes[.foregroundColor] = NibValues.color(color, load: load, line: line) }
      if let kern = run.kern { attributes[.kern] = CGFloat(kern) }
      if run.alignment != nil || run.lineSpacing != nil {
        let style = NSMutableParagraphStyle()
        if let a = run.alignment.flatMap({ NibValues.alignments[$0] }) { style.alignment = a }
        if let spacing = run.lineSpacing { style.lineSpacing = CGFloat(spacing) }
        attributes[.paragraphStyle] = style
      }
      out.append(NSAttributedString(string: run.text, attributes: attributes))
    }
    return out
  }
}
