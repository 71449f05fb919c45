import Foundation

// MARK: - Painting with a CGContext

extension CGContext {
  // MARK: Paint state

  public func setFillColor(_ color: CGColor) { record(.fillColor(color)) }
  public func setStrokeColor(_ color: CGColor) { record(.strokeColor(color)) }
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setFillColor(CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha))
  }
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setStrokeColor(CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha))
  }
  public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

  public func setLineWidth(_ width: CGFloat) { record(.lineWidth(width)) }
  public func setLineCap(_ cap: CGLineCap) { record(.lineCap(cap)) }
  public func setLineJoin(_ join: CGLineJoin) { record(.lineJoin(join)) }
  public func setMiterLimit(_ limit: CGFloat) { record(.miterLimit(limit)) }
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { record(.lineDash(phase: phase, lengths: lengths)) }
  public func setAlpha(_ alpha: CGFloat) { record(.alpha(alpha)) }
  public func setBlendMode(_ mode: CGBlendMode) { record(.blendMode(mode)) }
  public func setShouldAntialias(_ on: Bool) { record(.antialias(on)) }
  /// Accepted: antialiasing follows `setShouldAntialias(_:)` alone.
  public func setAllowsAntialiasing(_ allowed: Bool) {}
  /// Accepted (see `CGInterpolationQuality`).
  public var interpolationQuality: CGInterpolationQuality {
    get { .default }
    set {}
  }

  /// Shadows every later paint: `offset` and `blur` in points (a positive height
  /// falls down the screen in every context, as on iOS since 3.2: Apple's QA1706); the blur is
  /// about twice the Gaussian's standard deviation, as `CALayer.shadowRadius` is half of it.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    record(.shadow(offset: offset, blur: blur, color: color))
  }
  /// Core Graphics' default shadow colour: black at one third.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
  }

  // MARK: Paths

  public func fillPath(using rule: CGPathFillRule = .winding) {
    record(.fillPath(rule))
    endPath()
  }

  public func strokePath() {
    record(.strokePath)
    endPath()
  }

  /// Fills and/or strokes the current path, then ends it.
  public func drawPath(using mode: CGPathDrawingMode) {
    switch mode {
    case .fill: record(.fillPath(.winding))
    case .eoFill: record(.fillPath(.evenOdd))
    case .stroke: record(.strokePath)
    case .fillStroke: record(.fillStrokePath(.winding))
    case .eoFillStroke: record(.fillStrokePath(.evenOdd))
    }
    endPath()
  }

  public func clip(using rule: CGPathFillRule = .winding) {
    record(.clip(rule))
    endPath()
  }

  // MARK: Rectangles and ellipses (each ends the current path, as Apple documents)

  public func fill(_ rect: CGRect) { fill([rect]) }
  public func fill(_ rects: [CGRect]) {
    beginPath()
    addRects(rects)
    fillPath()
  }
  public func stroke(_ rect: CGRect) {
    beginPath()
    addRect(rect)
    strokePath()
  }
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }
  public func fillEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    fillPath()
  }
  public func strokeEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    strokePath()
  }
  /// Pairs of points, each pair one line segment.
  public func strokeLineSegments(between points: [CGPoint]) {
    beginPath()
    var i = 0
    while i + 1 < points.count {
      move(to: points[i])
      addLine(to: points[i + 1])
      i += 2
    }
    strokePath()
  }
  public func clip(to rect: CGRect) { clip(to: [rect]) }
  public func clip(to rects: [CGRect]) {
    beginPath()
    addRects(rects)
    clip()
  }
  /// Makes `rect` transparent.
  public func clear(_ rect: CGRect) { record(.clear(rect)) }

  // MARK: Gradients, images, text

  /// Paints the gradient across the clip, from `start` to `end` (the current path is kept).
  public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
    record(.linearGradient(gradient, start: start, end: end, options: options))
  }

  public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                 endRadius: CGFloat, options: CGGradientDrawingOptions) {
    record(.radialGradient(gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                           endRadius: endRadius, options: options))
  }

  /// Core Graphics' image drawing: upright in a bitmap context, upside down in a
  /// UIKit one (use `UIImage.draw(in:)` there, as on iOS).
  public func draw(_ image: CGImage, in rect: CGRect) { record(.image(image, rect: rect)) }

  /// Draws a string laid out in user space (what UIKit's string drawing records).
  public func draw(_ text: DrawnText) { record(.text(text)) }
}
