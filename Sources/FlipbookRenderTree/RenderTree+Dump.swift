import Foundation

extension RenderTree {
  /// The tree as indented text, one line a layer with what it draws (numbers
  /// rounded to 3 decimals): a readable, diffable record of a frame for text
  /// snapshots and for reading what a scene produced at a time.
  public func textDump() -> String {
    var lines = ["canvas \(Dump.size(size))"]
    for node in layers { node.dump(into: &lines, depth: 1, role: "") }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension RenderNode {
  fileprivate func dump(into lines: inout [String], depth: Int, role: String) {
    var fields = ["\(role)\(name.map { "'\($0)'" } ?? "layer")", "bounds \(Dump.rect(bounds))"]
    if transform != CATransform3DIdentity { fields.append("transform \(Dump.transform(transform))") }
    if opacity != 1 { fields.append("opacity \(Dump.number(opacity))") }
    if let backgroundColor { fields.append("background \(Dump.color(backgroundColor))") }
    if cornerRadii != RoundedRectRadii(uniformX: 0, y: 0) { fields.append("corner \(Dump.number(cornerRadii.topLeft.width))") }
    if borderWidth > 0, let borderColor { fields.append("border \(Dump.number(borderWidth)) \(Dump.color(borderColor))") }
    if masksToBounds { fields.append("masksToBounds") }
    if !isDoubleSided { fields.append("single-sided") }
    if let shadow {
      fields.append("shadow \(Dump.color(shadow.color)) offset \(Dump.size(shadow.offset)) radius \(Dump.number(shadow.radius))")
    }
    if let backdrop {
      fields.append("backdrop blur \(Dump.number(backdrop.blurRadius)) saturation \(Dump.number(backdrop.saturation))")
    }
    if let contents {
      fields.append("contents \(contents.image.isDrawing ? "drawn " : "")\(contents.image.width)x\(contents.image.height)@\(Dump.number(contents.scale))x \(contents.gravity.rawValue)"
                    + (contents.crossFade.map { " cross-fading \(Dump.number($0.weight))" } ?? ""))
    }
    if blendsAdditively { fields.append("additive") }
    if let sublayerDissolve { fields.append("sublayers dissolve \(Dump.number(sublayerDissolve))") }
    switch content {
    case .none: break
    case .shape(let s):
      fields.append("shape \(s.path.elements.count) elements" + (s.fillColor.map { " fill \(Dump.color($0))" } ?? "")
                    + (s.strokeColor.map { " stroke \(Dump.color($0)) \(Dump.number(s.lineWidth))" } ?? "")
                    + (s.strokeStart != 0 || s.strokeEnd != 1 ? " stroke \(Dump.number(s.strokeStart))…\(Dump.number(s.strokeEnd))" : ""))
    case .gradient(let g):
      fields.append("\(g.kind.rawValue) gradient \(g.colors.map(Dump.color).joined(separator: ","))")
    case .text(let t):
      fields.append("text \"\(t.string)\" \(t.font.name) \(Dump.number(t.font.size)) \(Dump.color(t.color))")
    }
    lines.append(String(repeating: "  ", count: depth) + fields.joined(separator: "  "))
    if let mask { mask.dump(into: &lines, depth: depth + 1, role: "mask ") }
    for sub in sublayers { sub.dump(into: &lines, depth: depth + 1, role: "") }
  }
}

/// Number formats of the dump: fixed rounding, no "-0".
enum Dump {
  static func number(_ v: CGFloat) -> String {
    let r = (Double(v) * 1000).rounded() / 1000
    return r == 0 ? "0" : String(format: "%g", r)
  }
  static func size(_ s: CGSize) -> String { "\(number(s.width))x\(number(s.height))" }
  static func rect(_ r: CGRect) -> String { "(\(number(r.minX)),\(number(r.minY)) \(size(r.size)))" }
  static func color(_ c: CGColor) -> String {
    func byte(_ v: CGFloat) -> String { String(format: "%02x", Int((min(max(Double(v), 0), 1) * 255).rounded())) }
    return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + byte(c.alpha)
  }
  static func transform(_ t: CATransform3D) -> String {
    let affine = t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
      && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
    let values = affine ? [t.m11, t.m12, t.m21, t.m22, t.m41, t.m42]
      : [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    return "[" + values.map(number).joined(separator: " ") + "]"
  }
}
