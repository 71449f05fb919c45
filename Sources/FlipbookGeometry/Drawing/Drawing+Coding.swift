import Foundation

// MARK: - Baked form of drawings

extension Drawing: Codable {
  private enum Keys: String, CodingKey { case width, height, scale, flipped, operations }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(width, forKey: .width)
    try c.encode(height, forKey: .height)
    try c.encode(scale, forKey: .scale)
    try c.encode(isFlipped, forKey: .flipped)
    try c.encode(operations, forKey: .operations)
  }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    self.init(width: try c.decode(Int.self, forKey: .width), height: try c.decode(Int.self, forKey: .height),
              scale: try c.decode(CGFloat.self, forKey: .scale), isFlipped: try c.decode(Bool.self, forKey: .flipped),
              operations: try c.decode([DrawingOperation].self, forKey: .operations))
    if let problem {
      throw DecodingError.dataCorruptedError(forKey: .operations, in: c, debugDescription: problem)
    }
  }
}

extension CGGradient: Codable {
  private enum Keys: String, CodingKey { case colors, locations }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(colors, forKey: .colors)
    try c.encode(locations, forKey: .locations)
  }

  public convenience init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let colors = try c.decode([CGColor].self, forKey: .colors), locations = try c.decode([CGFloat].self, forKey: .locations)
    guard !colors.isEmpty, colors.count == locations.count, locations.allSatisfy(\.isFinite) else {
      throw DecodingError.dataCorruptedError(forKey: .locations, in: c,
                                             debugDescription: "a gradient needs one finite location per colour")
    }
    self.init(colors: colors, locations: locations)
  }
}

extension ImageSource: Codable {
  private enum Keys: String, CodingKey { case drawing }

  /// Pixels code as a `Bitmap` (an index in the document's image table); a
  /// drawing as `{"drawing": …}`.
  public func encode(to encoder: Encoder) throws {
    switch self {
    case .bitmap(let b): try b.encode(to: encoder)
    case .drawing(let d):
      var c = encoder.container(keyedBy: Keys.self)
      try c.encode(d, forKey: .drawing)
    }
  }

  public init(from decoder: Decoder) throws {
    if let c = try? decoder.container(keyedBy: Keys.self), c.contains(.drawing) {
      self = .drawing(try c.decode(Drawing.self, forKey: .drawing))
    } else {
      self = .bitmap(try Bitmap(from: decoder))
    }
  }
}

extension CGImage: Codable {
  public func encode(to encoder: Encoder) throws { try source.encode(to: encoder) }
  public convenience init(from decoder: Decoder) throws { self.init(source: try ImageSource(from: decoder)) }
}

extension DrawingOperation: Codable {
  private enum Keys: String, CodingKey {
    case op, transform, path, rule, rect, color, value, phase, lengths, cap, join, mode, on, offset, blur
    case gradient, start, end, options, startRadius, endRadius, image, text
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    switch self {
    case .saveState: try c.encode("save", forKey: .op)
    case .restoreState: try c.encode("restore", forKey: .op)
    case .concatenate(let t): try c.encode("concat", forKey: .op); try c.encode(t, forKey: .transform)
    case .beginPath: try c.encode("begin", forKey: .op)
    case .addPath(let p): try c.encode("path", forKey: .op); try c.encode(p, forKey: .path)
    case .fillPath(let r): try c.encode("fill", forKey: .op); try c.encode(r, forKey: .rule)
    case .strokePath: try c.encode("stroke", forKey: .op)
    case .fillStrokePath(let r): try c.encode("fillStroke", forKey: .op); try c.encode(r, forKey: .rule)
    case .clip(let r): try c.encode("clip", forKey: .op); try c.encode(r, forKey: .rule)
    case .clear(let r): try c.encode("clear", forKey: .op); try c.encode(r, forKey: .rect)
    case .fillColor(let k): try c.encode("fillColor", forKey: .op); try c.encode(k, forKey: .color)
    case .strokeColor(let k): try c.encode("strokeColor", forKey: .op); try c.encode(k, forKey: .color)
    case .lineWidth(let v): try c.encode("lineWidth", forKey: .op); try c.encode(v, forKey: .value)
    case .lineCap(let v): try c.encode("lineCap", forKey: .op); try c.encode(v, forKey: .cap)
    case .lineJoin(let v): try c.encode("lineJoin", forKey: .op); try c.encode(v, forKey: .join)
    case .miterLimit(let v): try c.encode("miterLimit", forKey: .op); try c.encode(v, forKey: .value)
    case .lineDash(let phase, let lengths):
      try c.encode("lineDash", forKey: .op); try c.encode(phase, forKey: .phase); try c.encode(lengths, forKey: .lengths)
    case .alpha(let v): try c.encode("alpha", forKey: .op); try c.encode(v, forKey: .value)
    case .blendMode(let m): try c.encode("blendMode", forKey: .op); try c.encode(m, forKey: .mode)
    case .antialias(let on): try c.encode("antialias", forKey: .op); try c.encode(on, forKey: .on)
    case .shadow(let offset, let blur, let color):
      try c.encode("shadow", forKey: .op); try c.encode(offset, forKey: .offset); try c.encode(blur, forKey: .blur)
      try c.encodeIfPresent(color, forKey: .color)
    case .linearGradient(let g, let start, let end, let options):
      try c.encode("linearGradient", forKey: .op); try c.encode(g, forKey: .gradient)
      try c.encode(start, forKey: .start); try c.encode(end, forKey: .end); try c.encode(options, forKey: .options)
    case .radialGradient(let g, let s, let sr, let e, let er, let options):
      try c.encode("radialGradient", forKey: .op); try c.encode(g, forKey: .gradient)
      try c.encode(s, forKey: .start); try c.encode(sr, forKey: .startRadius)
      try c.encode(e, forKey: .end); try c.encode(er, forKey: .endRadius); try c.encode(options, forKey: .options)
    case .image(let image, let rect): try c.encode("image", forKey: .op); try c.encode(image, forKey: .image); try c.encode(rect, forKey: .rect)
    case .text(let t): try c.encode("text", forKey: .op); try c.encode(t, forKey: .text)
    }
  }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let op = try c.decode(String.self, forKey: .op)
    switch op {
    case "save": self = .saveState
    case "restore": self = .restoreState
    case "concat": self = .concatenate(try c.decode(CGAffineTransform.self, forKey: .transform))
    case "begin": self = .beginPath
    case "path": self = .addPath(try c.decode(PathData.self, forKey: .path))
    case "fill": self = .fillPath(try c.decode(CGPathFillRule.self, forKey: .rule))
    case "stroke": self = .strokePath
    case "fillStroke": self = .fillStrokePath(try c.decode(CGPathFillRule.self, forKey: .rule))
    case "clip": self = .clip(try c.decode(CGPathFillRule.self, forKey: .rule))
    case "clear": self = .clear(try c.decode(CGRect.self, forKey: .rect))
    case "fillColor": self = .fillColor(try c.decode(CGColor.self, forKey: .color))
    case "strokeColor": self = .strokeColor(try c.decode(CGColor.self, forKey: .color))
    case "lineWidth": self = .lineWidth(try c.decode(CGFloat.self, forKey: .value))
    case "lineCap": self = .lineCap(try c.decode(CGLineCap.self, forKey: .cap))
    case "lineJoin": self = .lineJoin(try c.decode(CGLineJoin.self, forKey: .join))
    case "miterLimit": self = .miterLimit(try c.decode(CGFloat.self, forKey: .value))
    case "lineDash":
      self = .lineDash(phase: try c.decode(CGFloat.self, forKey: .phase), lengths: try c.decode([CGFloat].self, forKey: .lengths))
    case "alpha": self = .alpha(try c.decode(CGFloat.self, forKey: .value))
    case "blendMode": self = .blendMode(try c.decode(CGBlendMode.self, forKey: .mode))
    case "antialias": self = .antialias(try c.decode(Bool.self, forKey: .on))
    case "shadow":
      self = .shadow(offset: try c.decode(CGSize.self, forKey: .offset), blur: try c.decode(CGFloat.self, forKey: .blur),
                     color: try c.decodeIfPresent(CGColor.self, forKey: .color))
    case "linearGradient":
      self = .linearGradient(try c.decode(CGGradient.self, forKey: .gradient), start: try c.decode(CGPoint.self, forKey: .start),
                             end: try c.decode(CGPoint.self, forKey: .end),
                             options: try c.decode(CGGradientDrawingOptions.self, forKey: .options))
    case "radialGradient":
      self = .radialGradient(
        try c.decode(CGGradient.self, forKey: .gradient), startCenter: try c.decode(CGPoint.self, forKey: .start),
        startRadius: try c.decode(CGFloat.self, forKey: .startRadius), endCenter: try c.decode(CGPoint.self, forKey: .end),
        endRadius: try c.decode(CGFloat.self, forKey: .endRadius),
        options: try c.decode(CGGradientDrawingOptions.self, forKey: .options))
    case "image": self = .image(try c.decode(CGImage.self, forKey: .image), rect: try c.decode(CGRect.self, forKey: .rect))
    case "text": self = .text(try c.decode(DrawnText.self, forKey: .text))
    default:
      throw DecodingError.dataCorruptedError(forKey: .op, in: c, debugDescription: "unknown drawing operation '\(op)'")
    }
  }
}
