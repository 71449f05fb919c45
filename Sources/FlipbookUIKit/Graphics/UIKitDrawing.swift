import Foundation

// MARK: - UIKit's drawing methods, into the current context

extension UIColor {
  /// Makes this the fill colour of the current context.
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
  /// Makes this the stroke colour of the current context.
  public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
  /// Makes this the fill and stroke colour of the current context.
  public func set() {
    setFill()
    setStroke()
  }
}

extension UIBezierPath {
  /// Fills the path with the current fill colour (without a current context, as
  /// on iOS, nothing is drawn).
  public func fill() { fill(with: .normal, alpha: 1) }

  /// Fills the path with the current fill colour, using the given blend mode and alpha.
  public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    ctx.setAlpha(alpha)
    ctx.beginPath()
    ctx.addPath(cgPath)
    ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    ctx.restoreGState()
  }

  /// Strokes the path with the current stroke colour and this path's line style.
  public func stroke() { stroke(with: .normal, alpha: 1) }

  /// Strokes the path with the current stroke colour and the path's line style, using the given blend mode and alpha.
  public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    ctx.setAlpha(alpha)
    ctx.setLineWidth(lineWidth)
    ctx.setLineCap(lineCapStyle)
    ctx.setLineJoin(lineJoinStyle)
    ctx.setMiterLimit(miterLimit)
    if let dash = lineDash { ctx.setLineDash(phase: dash.phase, lengths: dash.lengths) }
    ctx.beginPath()
    ctx.addPath(cgPath)
    ctx.strokePath()
    ctx.restoreGState()
  }

  /// Intersects the current context's clip with the path.
  public func addClip() {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.beginPath()
    ctx.addPath(cgPath)
    ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}

extension UIImage {
  /// Draws the image upright in `rect` of the current context (UIKit's drawing,
  /// unlike `CGContext.draw(_:in:)`, which draws it upside down there).
  public func draw(in rect: CGRect, blendMode: CGBlendMode = .normal, alpha: CGFloat = 1) {
    guard let ctx = UIGraphicsGetCurrentContext(), let cgImage else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    ctx.setAlpha(alpha)
    ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
    ctx.scaleBy(x: 1, y: -1)
    ctx.draw(cgImage, in: rect)
    ctx.restoreGState()
  }

  /// Draws the image at its size in points with its top-left at `point`.
  public func draw(at point: CGPoint, blendMode: CGBlendMode = .normal, alpha: CGFloat = 1) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }
}
