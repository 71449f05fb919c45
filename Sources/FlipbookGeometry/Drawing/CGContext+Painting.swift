import Foundation

// MARK: - Painting with a CGContext

extension CGContext {
  // MARK: Paint state

  /// Sets the color later fills paint with.
  public func setFillColor(_ color: CGColor) { record(.fillColor(color)) }
  /// Sets the color later strokes paint with.
  public func setStrokeColor(_ color: CGColor) { record(.strokeColor(color)) }
  /// Sets the fill color to the given sRGB components and alpha, each from 0 to 1.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setFillColor(CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha))
  }
  /// Sets the stroke color to the given sRGB components and alpha, each from 0 to 1.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setStrokeColor(CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha))
  }
  /// Sets the fill color to a gray level and alpha, each from 0 to 1.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
  /// Sets the stroke color to a gray level and alpha, each from 0 to 1.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

  /// Sets the width of later strokes, in user-space units.
  public func setLineWidth(_ width: CGFloat) { record(.lineWidth(width)) }
  /// Sets how later strokes draw the ends of open subpaths.
  public func setLineCap(_ cap: CGLineCap) { record(.lineCap(cap)) }
  /// Sets how later strokes draw the corners where segments meet.
  public func setLineJoin(_ join: CGLineJoin) { record(.lineJoin(join)) }
  /// Sets the limit beyond which a mitered join is drawn beveled instead.
  public func setMiterLimit(_ limit: CGFloat) { record(.miterLimit(limit)) }
  /// Sets the dash pattern of later strokes: alternating painted and unpainted lengths, starting `phase` into it.
  ///
  /// An empty pattern, or one with no positive length, draws solid lines.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { record(.lineDash(phase: phase, lengths: lengths)) }
  /// Sets the opacity, from 0 to 1, that everything painted later is multiplied by.
  public func setAlpha(_ alpha: CGFloat) { record(.alpha(alpha)) }
  /// Sets how later paints composite with what is already drawn.
  public func setBlendMode(_ mode: CGBlendMode) { record(.blendMode(mode)) }
  /// Turns antialiasing of later paints on or off.
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

  /// Fills the current path with the fill color, using the given fill rule, then ends the path.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    record(.fillPath(rule))
    endPath()
  }

  /// Strokes the current path with the stroke color and line settings, then ends the path.
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

  /// Intersects the clipping area with the current path, using the given fill rule, then ends the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    record(.clip(rule))
    endPath()
  }

  // MARK: Rectangles and ellipses (each ends the current path, as Apple documents)

  /// Fills a rectangle with the fill color, replacing the current path.
  public func fill(_ rect: CGRect) { fill([rect]) }
  /// Fills the rectangles with the fill color, replacing the current path.
  public func fill(_ rects: [CGRect]) {
    beginPath()
    addRects(rects)
    fillPath()
  }
  /// Strokes the outline of a rectangle with the stroke color, replacing the current path.
  public func stroke(_ rect: CGRect) {
    beginPath()
    addRect(rect)
    strokePath()
  }
  /// Strokes the outline of a rectangle with the given line width, replacing the current path.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }
  /// Fills the ellipse that fits in a rectangle with the fill color, replacing the current path.
  public func fillEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    fillPath()
  }
  /// Strokes the ellipse that fits in a rectangle with the stroke color, replacing the current path.
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
  /// Intersects the clipping area with a rectangle, replacing the current path.
  public func clip(to rect: CGRect) { clip(to: [rect]) }
  /// Intersects the clipping area with the union of the rectangles, replacing the current path.
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

  /// Paints the gradient across the clip, from the start circle to the end circle (the current path is kept).
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
