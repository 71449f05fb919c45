import FlipbookGeometry
import Foundation

/// Runs a page's content stream (ISO 32000-1 §8.2, the operators of tables 51–74)
/// into a recording context.
struct PDFPainter {
  let context: CGContext
  let file: PDFFile
  let resources: [String: PDFValue]
  /// Colour and alpha per graphics state (the context keeps the rest).
  private struct Style { var fill = [0.0, 0, 0], stroke = [0.0, 0, 0], fillAlpha = 1.0, strokeAlpha = 1.0 }
  private var style = Style()
  private var saved: [Style] = []
  private var pendingClip: CGPathFillRule?
  /// How many forms deep this content stream is (forms may draw forms; §8.10).
  let depth: Int

  init(context: CGContext, file: PDFFile, resources: [String: PDFValue], depth: Int = 0) {
    (self.context, self.file, self.resources, self.depth) = (context, file, resources, depth)
  }

  mutating func run(_ content: [UInt8]) throws {
    var lexer = PDFLexer(content)
    var operands: [PDFValue] = []
    var count = 0
    while let token = lexer.value() {
      guard case .keyword(let op) = token else { operands.append(token); continue }
      count += 1
      guard count <= PDFVectors.maximumOperators else { throw PDFVectors.PDFError(reason: "the page has over 2,000,000 operators") }
      try perform(op, operands.compactMap(\.number), operands)
      operands.removeAll(keepingCapacity: true)
    }
  }

  private mutating func perform(_ op: String, _ n: [Double], _ operands: [PDFValue]) throws {
    func point(_ i: Int) -> CGPoint { CGPoint(x: n[i], y: n[i + 1]) }
    switch (op, n.count) {
    case ("q", _): context.saveGState(); saved.append(style)
    case ("Q", _): context.restoreGState(); if let s = saved.popLast() { style = s }
    case ("cm", 6...): context.concatenate(CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
    case ("m", 2...): context.move(to: point(0))
    case ("l", 2...): context.addLine(to: point(0))
    case ("c", 6...): context.addCurve(to: point(4), control1: point(0), control2: point(2))
    case ("v", 4...): context.addCurve(to: point(2), control1: context.currentPointOfPath, control2: point(0))
    case ("y", 4...): context.addCurve(to: point(2), control1: point(0), control2: point(2))
    case ("h", _): context.closePath()
    case ("re", 4...): context.addRect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
    case ("f", _), ("F", _): paint(.fill)
    case ("f*", _): paint(.eoFill)
    case ("S", _): paint(.stroke)
    case ("s", _): context.closePath(); paint(.stroke)
    case ("B", _): paint(.fillStroke)
    case ("B*", _): paint(.eoFillStroke)
    case ("b", _): context.closePath(); paint(.fillStroke)
    case ("b*", _): context.closePath(); paint(.eoFillStroke)
    case ("n", _): paint(nil)
    case ("W", _): pendingClip = .winding
    case ("W*", _): pendingClip = .evenOdd
    case ("w", 1...): context.setLineWidth(n[0])
    case ("J", 1...): context.setLineCap([CGLineCap.butt, .round, .square][Self.choice(n[0])])
    case ("j", 1...): context.setLineJoin([CGLineJoin.miter, .round, .bevel][Self.choice(n[0])])
    case ("M", 1...): context.setMiterLimit(n[0])
    case ("d", _):
      let lengths = operands.first?.array?.compactMap(\.number).map { CGFloat($0) } ?? []
      context.setLineDash(phase: n.last ?? 0, lengths: lengths)
    case ("g", 1...), ("rg", 3...), ("k", 4...), ("sc", 1...), ("scn", 1...): style.fill = Self.rgb(n)
    case ("G", 1...), ("RG", 3...), ("K", 4...), ("SC", 1...), ("SCN", 1...): style.stroke = Self.rgb(n)
    case ("cs", _): style.fill = [0, 0, 0]
    case ("CS", _): style.stroke = [0, 0, 0]
    case ("gs", _):
      guard let name = operands.first?.name,
            let state = file.resolve(file.resolve(resources["ExtGState"])?.dict?[name])?.dict else { return }
      if let a = state["ca"]?.number { style.fillAlpha = a }
      if let a = state["CA"]?.number { style.strokeAlpha = a }
    case ("Do", _) where try drawForm(operands.first?.name): return
    case ("BT", _), ("Do", _), ("BI", _), ("sh", _):
      let what = ["BT": "text", "Do": "an embedded image", "BI": "an inline image", "sh": "a shading (gradient)"][op] ?? op
      throw PDFVectors.PDFError(reason: "the page draws \(what), which Flipbook's PDF reader does not; add PNGs to the image set")
    default: return  // marked content, rendering intents, flatness, type 3 glyph metrics: nothing to draw
    }
  }

  /// Draws the form XObject `name` (its own content stream, matrix, bounding box
  /// and resources) in the current state; false when `name` is not a form (an image).
  private mutating func drawForm(_ name: String?) throws -> Bool {
    guard let name, case .ref(let n)? = file.resolve(resources["XObject"])?.dict?[name],
          let form = file.objects[n]?.dict, form["Subtype"]?.name == "Form", let raw = file.streams[n] else { return false }
    guard depth < 16 else { throw PDFVectors.PDFError(reason: "forms nest deeper than 16") }
    context.saveGState()
    if let m = form["Matrix"]?.array?.compactMap(\.number), m.count == 6 {
      context.concatenate(CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]))
    }
    if let b = form["BBox"]?.array?.compactMap(\.number), b.count == 4 {
      context.clip(to: CGRect(x: min(b[0], b[2]), y: min(b[1], b[3]), width: abs(b[2] - b[0]), height: abs(b[3] - b[1])))
    }
    var inner = PDFPainter(context: context, file: file, resources: file.resolve(form["Resources"])?.dict ?? resources,
                           depth: depth + 1)
    inner.style = style
    try inner.run(PDFVectors.decoded(raw, form))
    context.restoreGState()
    return true
  }

  /// Paints the current path (nil: ends it unpainted), then applies a pending clip, as §8.5.4 orders it.
  private mutating func paint(_ mode: CGPathDrawingMode?) {
    let clip = pendingClip
    pendingClip = nil
    if let mode {
      let (f, s) = (style.fill, style.stroke)
      context.setFillColor(red: f[0], green: f[1], blue: f[2], alpha: style.fillAlpha)
      context.setStrokeColor(red: s[0], green: s[1], blue: s[2], alpha: style.strokeAlpha)
      let path = context.path
      context.drawPath(using: mode)
      if let clip, let path {
        context.addPath(path)
        context.clip(using: clip)
      }
      return
    }
    if let clip { context.clip(using: clip) } else { context.beginPath() }
  }

  /// A style number (0, 1 or 2) from any number a file holds, infinities included.
  static func choice(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(min(max(value.rounded(), 0), 2))
  }

  /// RGB from grey (1 component), RGB (3) or CMYK (4), clamped to 0…1.
  static func rgb(_ n: [Double]) -> [Double] {
    let c = n.map { min(max($0, 0), 1) }
    switch c.count {
    case 1, 2: return [c[0], c[0], c[0]]
    case 3: return c
    default: return [(1 - c[0]) * (1 - c[3]), (1 - c[1]) * (1 - c[3]), (1 - c[2]) * (1 - c[3])]
    }
  }
}
