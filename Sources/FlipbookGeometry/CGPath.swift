import Foundation

// MARK: - CGPath

/// An immutable path with Core Graphics' API. `CGMutablePath` adds the builders.
///
/// Arcs and ellipses become cubic Bézier curves when added, as in Core Graphics
/// (at most a quarter turn per curve, control distance `4/3·tan(θ/4)·r`).
public class CGPath: Equatable, CustomStringConvertible, @unchecked Sendable {
  // Only CGMutablePath mutates `data`, and only through its own methods; an
  // immutable CGPath never changes after init, which is what makes it Sendable.
  package var data: PathData

  package init(data: PathData) { self.data = data }

  /// Creates a closed rectangular path, mapped by the transform if one is given.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    let p = CGMutablePath()
    p.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(data: p.data)
  }

  /// Creates a closed elliptical path inscribed in the rectangle, mapped by the transform if one is given.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    let p = CGMutablePath()
    p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(data: p.data)
  }

  /// Creates a closed rounded-rectangle path with corners of the given width and height, mapped by the transform
  /// if one is given.
  public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                          transform: UnsafePointer<CGAffineTransform>? = nil) {
    let p = CGMutablePath()
    p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                     transform: transform?.pointee ?? .identity)
    self.init(data: p.data)
  }

  /// A path made from elements (Flipbook's addition, for tests and tools).
  public convenience init(elements: [PathElement]) { self.init(data: PathData(elements: elements)) }

  /// The path's elements, in order.
  public var elements: [PathElement] { data.elements }
  /// A Boolean value that indicates whether the path has no elements.
  public var isEmpty: Bool { data.isEmpty }
  /// The current point, or `.zero` for an empty path (Core Graphics' behaviour).
  public var currentPoint: CGPoint { data.currentPoint ?? .zero }
  /// Bounding box including control points (`.null` when empty).
  public var boundingBox: CGRect { data.controlPointBounds }
  /// Tight bounding box of the curve (`.null` when empty).
  public var boundingBoxOfPath: CGRect { data.tightBounds }
  /// Total arc length (Flipbook's addition; keyframe paths are paced by it).
  public var length: CGFloat { data.length }
  /// The point at arc length `distance` (Flipbook's addition).
  public func point(atLength distance: CGFloat) -> CGPoint? { data.point(atLength: distance) }

  /// Returns an immutable copy of the path.
  public func copy() -> CGPath? { CGPath(data: data) }
  /// Returns an immutable copy of the path, mapped by the transform if one is given.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(data: data.applying(transform?.pointee ?? .identity))
  }
  /// Returns a mutable copy of the path.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(data: data) }
  /// Returns a mutable copy of the path, mapped by the transform if one is given.
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    CGMutablePath(data: data.applying(transform?.pointee ?? .identity))
  }

  /// Calls `body` with each element, like `CGPath.applyWithBlock`.
  public func forEach(_ body: (PathElement) -> Void) { data.elements.forEach(body) }

  public static func == (a: CGPath, b: CGPath) -> Bool { a.data == b.data }

  public var description: String { "CGPath(\(data.elements.count) elements)" }
}

// MARK: - CGMutablePath

/// A path that you build by adding elements.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// Creates an empty mutable path.
  public init() { super.init(data: PathData()) }
  override package init(data: PathData) { super.init(data: data) }

  /// Starts a new subpath at the given point, mapped by the transform.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    data.append(.moveTo(point.applying(transform)))
  }

  /// Adds a line; with no current point it starts the subpath there instead.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    let p = point.applying(transform)
    data.append(data.isEmpty ? .moveTo(p) : .lineTo(p))
  }

  /// Starts a new subpath at the first point and adds lines through the others; does nothing for no points.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for p in points.dropFirst() { data.append(.lineTo(p.applying(transform))) }
  }

  /// Adds a quadratic Bézier curve from the current point to `end`, mapped by the transform.
  ///
  /// On an empty path, Flipbook starts the subpath at the control point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    if data.isEmpty { data.append(.moveTo(control.applying(transform))) }
    data.append(.quadCurveTo(control: control.applying(transform), to: end.applying(transform)))
  }

  /// Adds a cubic Bézier curve from the current point to `end`, mapped by the transform.
  ///
  /// On an empty path, Flipbook starts the subpath at the first control point.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                       transform: CGAffineTransform = .identity) {
    if data.isEmpty { data.append(.moveTo(control1.applying(transform))) }
    data.append(.curveTo(control1: control1.applying(transform), control2: control2.applying(transform),
                         to: end.applying(transform)))
  }

  /// Closes the current subpath with a line back to its start; does nothing on an empty path.
  public func closeSubpath() {
    guard !data.isEmpty else { return }
    data.append(.closeSubpath)
  }

  /// A closed rectangle: (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY).
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
    data.append(.lineTo(CGPoint(x: r.maxX, y: r.minY).applying(transform)))
    data.append(.lineTo(CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
    data.append(.lineTo(CGPoint(x: r.minX, y: r.maxY).applying(transform)))
    data.append(.closeSubpath)
  }

  /// Adds a closed rectangular subpath for each rectangle, mapped by the transform.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    rects.forEach { addRect($0, transform: transform) }
  }

  /// An ellipse inscribed in `rect`, starting at (maxX, midY), four quarter curves.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let t = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
      .concatenating(transform)
    appendArc(center: .zero, radius: 1, start: 0, sweep: 2 * .pi, transform: t, connect: false)
    data.append(.closeSubpath)
  }

  /// A rounded rectangle with elliptical corners (radii clamped to half the sides).
  public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                             transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let rx = max(0, min(cornerWidth, r.width / 2)), ry = max(0, min(cornerHeight, r.height / 2))
    addRoundedRect(in: r, radii: RoundedRectRadii(uniformX: rx, y: ry), transform: transform)
  }

  /// A rounded rectangle with its own radius at each corner (Flipbook's addition, used by
  /// `maskedCorners` and `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
  /// The path starts at the top edge after the top-left corner and runs clockwise on a y-down screen.
  public func addRoundedRect(in rect: CGRect, radii: RoundedRectRadii, transform: CGAffineTransform = .identity) {
    if radii.isContinuous, !radii.isZero {
      addContinuousRoundedRect(in: rect, radii: radii, transform: transform)
      return
    }
    let r = rect.standardized
    let k = radii.clamped(to: r.size)
    // A quarter of the corner's ellipse, from `angle`; square corners add nothing
    // (the edge lines meet at the corner point).
    func corner(_ cx: CGFloat, _ cy: CGFloat, _ rx: CGFloat, _ ry: CGFloat, from angle: CGFloat) {
      let t = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy).concatenating(transform)
      appendArc(center: .zero, radius: 1, start: angle, sweep: .pi / 2, transform: t, connect: true)
    }
    move(to: CGPoint(x: r.minX + k.topLeft.width, y: r.minY), transform: transform)
    // top edge, then top-right corner
    data.append(.lineTo(CGPoint(x: r.maxX - k.topRight.width, y: r.minY).applying(transform)))
    if k.topRight.width > 0 && k.topRight.height > 0 {
      corner(r.maxX - k.topRight.width, r.minY + k.topRight.height, k.topRight.width, k.topRight.height, from: -.pi / 2)
    }
    data.append(.lineTo(CGPoint(x: r.maxX, y: r.maxY - k.bottomRight.height).applying(transform)))
    if k.bottomRight.width > 0 && k.bottomRight.height > 0 {
      corner(r.maxX - k.bottomRight.width, r.maxY - k.bottomRight.height, k.bottomRight.width, k.bottomRight.height, from: 0)
    }
    data.append(.lineTo(CGPoint(x: r.minX + k.bottomLeft.width, y: r.maxY).applying(transform)))
    if k.bottomLeft.width > 0 && k.bottomLeft.height > 0 {
      corner(r.minX + k.bottomLeft.width, r.maxY - k.bottomLeft.height, k.bottomLeft.width, k.bottomLeft.height, from: .pi / 2)
    }
    data.append(.lineTo(CGPoint(x: r.minX, y: r.minY + k.topLeft.height).applying(transform)))
    if k.topLeft.width > 0 && k.topLeft.height > 0 {
      corner(r.minX + k.topLeft.width, r.minY + k.topLeft.height, k.topLeft.width, k.topLeft.height, from: .pi)
    }
    data.append(.closeSubpath)
  }

  /// Core Graphics' arc: `clockwise` is in CG's y-up sense, so `clockwise: true`
  /// sweeps toward decreasing angles, which looks counter-clockwise on a y-down
  /// (UIKit) screen. Adds a line from the current point to the arc's start.
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool, transform: CGAffineTransform = .identity) {
    var sweep = endAngle - startAngle
    let full = 2 * CGFloat.pi
    // Angles a whole turn or more apart draw the whole circle in either direction
    // (`CGContextAddArc(…, 0, 2 * M_PI, 1)` and UIBezierPath's 0…2π `clockwise: false`,
    // the circle idiom of loaders, draw full circles on iOS).
    if sweep.magnitude >= full * (1 - 1e-12) {
      sweep = clockwise ? -full : full
    } else if clockwise {
      if sweep > 0 { sweep -= full * (sweep / full).rounded(.up) }
      if sweep <= -full { sweep = -full }
    } else {
      if sweep < 0 { sweep += full * (-sweep / full).rounded(.up) }
      if sweep >= full { sweep = full }
    }
    let t = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(transform)
    appendArc(center: .zero, radius: 1, start: startAngle, sweep: sweep, transform: t, connect: true)
  }

  /// `addRelativeArc`: sweeps `delta` radians from `startAngle` (positive = increasing angle).
  public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                             transform: CGAffineTransform = .identity) {
    let t = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(transform)
    appendArc(center: .zero, radius: 1, start: startAngle, sweep: delta, transform: t, connect: true)
  }

  /// The tangent arc (PostScript `arct`): a line from the current point toward
  /// `tangent1End`, then an arc of `radius` tangent to both lines, ending on the
  /// line to `tangent2End`. Degenerate cases fall back to a line to `tangent1End`.
  public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                     transform: CGAffineTransform = .identity) {
    guard let p0 = data.currentPoint else {
      move(to: p1, transform: transform)
      return
    }
    // Work in untransformed space: map the current point back.
    let inverse = transform.inverted()
    let start = p0.applying(inverse)
    let v1 = CGPoint(x: start.x - p1.x, y: start.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
    let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
    let cross = v1.x * v2.y - v1.y * v2.x
    guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
      data.append(.lineTo(p1.applying(transform)))
      return
    }
    let cosA = max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)))
    let angle = acos(cosA)                  // angle between the two rays at p1
    let distance = radius / tan(angle / 2)  // from p1 to each tangent point
    let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
    let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
    let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
    // The centre lies on the bisector, at radius / sin(angle/2) from p1.
    let bis = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
    let bl = hypot(bis.x, bis.y)
    let h = radius / sin(angle / 2)
    let c = CGPoint(x: p1.x + bis.x / bl * h, y: p1.y + bis.y / bl * h)
    let a0 = atan2(t1.y - c.y, t1.x - c.x)
    var a1 = atan2(t2.y - c.y, t2.x - c.x)
    // Sweep the short way (less than half a turn) in the direction the corner turns.
    var sweep = a1 - a0
    while sweep > .pi { sweep -= 2 * .pi; a1 -= 2 * .pi }
    while sweep < -.pi { sweep += 2 * .pi; a1 += 2 * .pi }
    let t = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: c.x, ty: c.y).concatenating(transform)
    appendArc(center: .zero, radius: 1, start: a0, sweep: sweep, transform: t, connect: true)
  }

  /// Appends the elements of another path, mapped by the transform.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    data.append(contentsOf: path.data.applying(transform).elements)
  }

  /// Appends an arc of the unit circle mapped by `transform` as cubic curves
  /// (at most a quarter turn each). With `connect`, a line joins the current point
  /// to the arc's start (or a moveTo starts it on an empty path).
  package func appendArc(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat,
                         transform: CGAffineTransform, connect: Bool) {
    func at(_ a: CGFloat) -> CGPoint {
      CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)).applying(transform)
    }
    let first = at(start)
    if data.isEmpty || !connect {
      data.append(.moveTo(first))
    } else if let current = data.currentPoint, hypot(current.x - first.x, current.y - first.y) > 1e-9 {
      data.append(.lineTo(first))
    }
    guard sweep != 0 else { return }
    let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    let k = 4 / 3 * tan(step / 4) * radius
    var a = start
    for _ in 0..<pieces {
      let b = a + step
      let p0 = CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
      let p3 = CGPoint(x: center.x + radius * cos(b), y: center.y + radius * sin(b))
      let c1 = CGPoint(x: p0.x - k * sin(a), y: p0.y + k * cos(a))
      let c2 = CGPoint(x: p3.x + k * sin(b), y: p3.y - k * cos(b))
      data.append(.curveTo(control1: c1.applying(transform), control2: c2.applying(transform), to: p3.applying(transform)))
      a = b
    }
  }
}

// MARK: - RoundedRectRadii

/// Per-corner radii of a rounded rectangle, as width (x) and height (y) of each corner's ellipse.
public struct RoundedRectRadii: Hashable, Sendable {
  /// The width and height of the top-left corner's ellipse.
  public var topLeft: CGSize
  /// The width and height of the top-right corner's ellipse.
  public var topRight: CGSize
  /// The width and height of the bottom-right corner's ellipse.
  public var bottomRight: CGSize
  /// The width and height of the bottom-left corner's ellipse.
  public var bottomLeft: CGSize
  /// Continuous corners (`CALayerCornerCurve.continuous`) rather than circular ones.
  public var isContinuous = false

  /// Creates radii from one corner ellipse size per corner.
  public init(topLeft: CGSize, topRight: CGSize, bottomRight: CGSize, bottomLeft: CGSize, isContinuous: Bool = false) {
    (self.topLeft, self.topRight, self.bottomRight, self.bottomLeft) = (topLeft, topRight, bottomRight, bottomLeft)
    self.isContinuous = isContinuous
  }

  /// Creates radii with the same corner ellipse, `x` wide and `y` high, at every corner.
  public init(uniformX x: CGFloat, y: CGFloat) {
    let s = CGSize(width: x, height: y)
    self.init(topLeft: s, topRight: s, bottomRight: s, bottomLeft: s)
  }

  /// A Boolean value that indicates whether every corner is square (its ellipse has no width or no height).
  public var isZero: Bool {
    [topLeft, topRight, bottomRight, bottomLeft].allSatisfy { $0.width <= 0 || $0.height <= 0 }
  }

  /// Scales all radii down together so that neighbouring corners never overlap
  /// (the CSS rule; Core Animation clamps a uniform radius to half the shorter side).
  public func clamped(to size: CGSize) -> RoundedRectRadii {
    func nonNegative(_ s: CGSize) -> CGSize { CGSize(width: max(0, s.width), height: max(0, s.height)) }
    var r = RoundedRectRadii(topLeft: nonNegative(topLeft), topRight: nonNegative(topRight),
                             bottomRight: nonNegative(bottomRight), bottomLeft: nonNegative(bottomLeft),
                             isContinuous: isContinuous)
    var f: CGFloat = 1
    func limit(_ sum: CGFloat, _ side: CGFloat) { if sum > side, sum > 0 { f = min(f, side / sum) } }
    limit(r.topLeft.width + r.topRight.width, size.width)
    limit(r.bottomLeft.width + r.bottomRight.width, size.width)
    limit(r.topLeft.height + r.bottomLeft.height, size.height)
    limit(r.topRight.height + r.bottomRight.height, size.height)
    if f < 1 {
      func scale(_ s: CGSize) -> CGSize { CGSize(width: s.width * f, height: s.height * f) }
      r = RoundedRectRadii(topLeft: scale(r.topLeft), topRight: scale(r.topRight),
                           bottomRight: scale(r.bottomRight), bottomLeft: scale(r.bottomLeft), isContinuous: isContinuous)
    }
    return r
  }
}
