import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - UIRectCorner

/// A set of corners of a rectangle, used to choose which corners of a rounded-rectangle path are rounded.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner of the rectangle.
  public static let topLeft = UIRectCorner(rawValue: 1)
  /// The top-right corner of the rectangle.
  public static let topRight = UIRectCorner(rawValue: 2)
  /// The bottom-left corner of the rectangle.
  public static let bottomLeft = UIRectCorner(rawValue: 4)
  /// The bottom-right corner of the rectangle.
  public static let bottomRight = UIRectCorner(rawValue: 8)
  /// All four corners of the rectangle.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

// MARK: - UIBezierPath

/// UIKit's path object over a `CGMutablePath`. Angles are in UIKit's sense:
/// `clockwise: true` sweeps toward increasing angles, clockwise on a y-down screen.
open class UIBezierPath: CGPathConvertible {
  private var path = CGMutablePath()
  /// A Boolean value that indicates whether the even-odd rule is used to fill the path; `false` uses the nonzero rule.
  open var usesEvenOddFillRule = false
  /// The width, in points, of the path's stroked line.
  open var lineWidth: CGFloat = 1
  /// The shape of the ends of the path's open subpaths when stroked.
  open var lineCapStyle = CGLineCap.butt
  /// The shape of the joins between the path's stroked segments.
  open var lineJoinStyle = CGLineJoin.miter
  /// The limit on the length of mitered joins, as a multiple of the line width, beyond which they are bevelled.
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

  /// Creates an empty path.
  public init() {}

  /// Creates a path that outlines the given rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// Creates a path of an ellipse inscribed in the given rectangle.
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

  /// Creates a path of a rectangle with the given corners rounded by elliptical corners of `cornerRadii`.
  ///
  /// Unlike `init(roundedRect:cornerRadius:)`, these corners are not continuous; the radii are scaled down to fit.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    func r(_ c: UIRectCorner) -> CGSize { corners.contains(c) ? cornerRadii : .zero }
    path.addRoundedRect(in: rect, radii: RoundedRectRadii(topLeft: r(.topLeft), topRight: r(.topRight),
                                                          bottomRight: r(.bottomRight), bottomLeft: r(.bottomLeft)))
  }

  /// Creates a path of an arc of a circle, with angles in radians and `clockwise` in UIKit's y-down sense.
  public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                          clockwise: Bool) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// Creates a path with the contents of the given Core Graphics path.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// An immutable snapshot of the path.
  open var cgPath: CGPath { path.copy()! }
  /// A Boolean value that indicates whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }
  /// The bounding rectangle of the path.
  open var bounds: CGRect { path.boundingBox }
  /// The point where the path currently ends, where the next segment starts.
  open var currentPoint: CGPoint { path.currentPoint }

  /// Starts a new subpath at the given point.
  open func move(to point: CGPoint) { path.move(to: point) }
  /// Appends a straight line from the current point to the given point.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// Appends a cubic Bézier curve from the current point to the given point, with the two given control points.
  open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }
  /// Appends a quadratic Bézier curve from the current point to the given point, with the given control point.
  open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
  /// Appends an arc of a circle, joined by a line from the current point; `clockwise` is in the y-down sense.
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                   clockwise: Bool) {
    // UIKit's "clockwise" is Core Graphics' counter-clockwise (y is flipped).
    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
  }
  /// Closes the current subpath with a straight line back to its starting point.
  open func close() { path.closeSubpath() }
  /// Removes all the elements from the path, leaving it empty.
  open func removeAllPoints() { path = CGMutablePath() }
  /// Appends the contents of the given path to this path.
  open func append(_ other: UIBezierPath) { path.addPath(other.path) }
  /// Transforms all the points of the path by the given affine transform.
  open func apply(_ transform: CGAffineTransform) {
    path = CGMutablePath(data: path.data.applying(transform))
  }
}
