import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - UIRectCorner

public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1)
  public static let topRight = UIRectCorner(rawValue: 2)
  public static let bottomLeft = UIRectCorner(rawValue: 4)
  public static let bottomRight = UIRectCorner(rawValue: 8)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

// MARK: - UIBezierPath

/// UIKit's path object over a `CGMutablePath`. Angles are in UIKit's sense:
/// `clockwise: true` sweeps toward increasing angles, clockwise on a y-down screen.
open class UIBezierPath: CGPathConvertible {
  private var path = CGMutablePath()
  open var usesEvenOddFillRule = false
  open var lineWidth: CGFloat = 1
  open var lineCapStyle = CGLineCap.butt
  open var lineJoinStyle = CGLineJoin.miter
  open var miterLimit: CGFloat = 10
  /// Accepted: curves are drawn exactly.
  open var flatness: CGFloat = 0.6
  /// The dash `setLineDash(_:count:phase:)` set, for `stroke()`.
  var lineDash: (lengths: [CGFloat], phase: CGFloat)?

  /// The stroke's dash lengths (`count` of them from `pattern`; nil or 0: solid).
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    guard let pattern, count > 0 else { return lineDash = nil }
    lineDash = ((0..<count).map { pattern[$0] }, phase)
  }

  public init() {}

  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// Continuous corners of `cornerRadius`, as since iOS 7 (the path PaintCode measured;
  /// see ContinuousCorners.swift): the radius is held to half the shorter side.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    let r = rect.standardized
    let radius = max(0, min(cornerRadius, min(r.width, r.height) / 2))
    var radii = RoundedRectRadii(uniformX: radius, y: radius)
    radii.isContinuous = true
    path.addRoundedRect(in: r, radii: radii)
  }

  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    func r(_ c: UIRectCorner) -> CGSize { corners.contains(c) ? cornerRadii : .zero }
    path.addRoundedRect(in: rect, radii: RoundedRectRadii(topLeft: r(.topLeft), topRight: r(.topRight),
                                                          bottomRight: r(.bottomRight), bottomLeft: r(.bottomLeft)))
  }

  public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                          clockwise: Bool) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// An immutable snapshot of the path.
  open var cgPath: CGPath { path.copy()! }
  open var isEmpty: Bool { path.isEmpty }
  open var bounds: CGRect { path.boundingBox }
  open var currentPoint: CGPoint { path.currentPoint }

  open func move(to point: CGPoint) { path.move(to: point) }
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }
  open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                   clockwise: Bool) {
    // UIKit's "clockwise" is Core Graphics' counter-clockwise (y is flipped).
    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
  }
  open func close() { path.closeSubpath() }
  open func removeAllPoints() { path = CGMutablePath() }
  open func append(_ other: UIBezierPath) { path.addPath(other.path) }
  open func apply(_ transform: CGAffineTransform) {
    path = CGMutablePath(data: path.data.applying(transform))
  }
}
