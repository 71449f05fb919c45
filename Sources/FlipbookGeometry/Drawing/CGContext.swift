import Foundation

// MARK: - CGContext

/// Core Graphics' drawing context, with Apple's method names. It records what it
/// is asked to draw as a `Drawing` (a display list) instead of touching pixels:
/// the rasterizer replays it at the backing store's size, so custom drawing runs
/// in any frame, on any thread, from a baked timeline.
///
/// UIKit's contexts (`draw(_:)`, `UIGraphicsImageRenderer`) are flipped: user
/// space is points with y down from the top-left, and `ctm` reads as Apple's does
/// (`[s, 0, 0, −s, 0, h·s]`). A bitmap context made with `CGContext(data: nil, …)`
/// has Core Graphics' own space: pixels, y up from the bottom-left.
///
/// What needs pixels at drawing time cannot work: `data` (reading or writing the
/// pixel buffer) is refused at compile time; draw into an image renderer instead.
public final class CGContext {
  /// Backing store size in pixels.
  public let width: Int
  /// The backing store's height in pixels.
  public let height: Int
  /// Pixels per point of user space.
  public let scale: CGFloat
  /// Whether user space is UIKit's (y down).
  public let isFlipped: Bool
  private(set) var operations: [DrawingOperation] = []
  /// The current path in user space, for the path queries (the recorded
  /// operations carry the path as added, which is what is drawn).
  private var currentPath = CGMutablePath()
  private var transforms: [CGAffineTransform] = [.identity]
  /// Set when a base class's empty drawing method ran (`CALayer.draw(in:)` with no
  /// delegate, `UIView.draw(_:)`): with nothing recorded, nothing was drawn of its own.
  package var reachedBaseDrawing = false
  /// How many operations have been recorded.
  package var operationCount: Int { operations.count }

  /// A context recording a backing store of `size` points at `scale` pixels per point.
  public init(size: CGSize, scale: CGFloat, flipped: Bool = true) {
    let s = scale.isFinite && scale > 0 ? scale : 1
    width = Self.pixels(size.width * s)
    height = Self.pixels(size.height * s)
    self.scale = s
    isFlipped = flipped
  }

  /// Apple's bitmap context. Only `data: nil` is possible (Flipbook records
  /// drawing, it has no pixel buffer to share); `makeImage()` gives the picture.
  /// Bits per component, row bytes, colour space and bitmap info are accepted.
  public convenience init?(data: CGContextPixelBuffer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                           space: CGColorSpace, bitmapInfo: UInt32) {
    guard width > 0, height > 0, width <= Drawing.maximumSide, height <= Drawing.maximumSide else { return nil }
    self.init(size: CGSize(width: width, height: height), scale: 1, flipped: false)
  }

  static func pixels(_ value: CGFloat) -> Int {
    guard value.isFinite, value > 0 else { return 0 }
    return Int(min(value.rounded(.up), CGFloat(Drawing.maximumSide + 1)))
  }

  /// What has been drawn so far, as a backing store.
  public var drawing: Drawing {
    Drawing(width: width, height: height, scale: scale, isFlipped: isFlipped, operations: operations)
  }

  /// An image of what has been drawn so far (Apple's, for bitmap contexts).
  public func makeImage() -> CGImage? { CGImage(drawing: drawing) }

  func record(_ op: DrawingOperation) { operations.append(op) }

  // MARK: State and transforms

  /// Pushes a copy of the current graphics state (transform, clip, and paint settings) onto the state stack.
  public func saveGState() {
    record(.saveState)
    transforms.append(transforms[transforms.count - 1])
  }

  /// Restores the graphics state most recently saved with `saveGState()`; does nothing if none is saved.
  public func restoreGState() {
    guard transforms.count > 1 else { return }
    record(.restoreState)
    transforms.removeLast()
  }

  /// The user-to-device transform, as Apple reports it (device y up, in pixels).
  public var ctm: CGAffineTransform {
    let base = isFlipped
      ? CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(height))
      : CGAffineTransform(scaleX: scale, y: scale)
    return transforms[transforms.count - 1].concatenating(base)
  }

  /// Transforms user space by concatenating a transform with the current transformation matrix.
  public func concatenate(_ transform: CGAffineTransform) {
    record(.concatenate(transform))
    transforms[transforms.count - 1] = transform.concatenating(transforms[transforms.count - 1])
  }

  /// Moves the origin of user space by the given offsets.
  public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
  /// Scales user space by the given factors.
  public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
  /// Rotates user space by an angle in radians.
  public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

  // MARK: The current path

  /// Discards the current path and starts a new, empty one.
  public func beginPath() {
    record(.beginPath)
    currentPath = CGMutablePath()
  }

  /// Runs a path builder on the current path and records what it added.
  private func extend(_ build: (CGMutablePath) -> Void) {
    let before = currentPath.elements.count
    build(currentPath)
    let added = Array(currentPath.elements[before...])
    guard !added.isEmpty else { return }
    if case .addPath(let last) = operations.last {
      operations[operations.count - 1] = .addPath(PathData(elements: last.elements + added))
    } else {
      record(.addPath(PathData(elements: added)))
    }
  }

  /// Starts a new subpath of the current path at a point.
  public func move(to point: CGPoint) { extend { $0.move(to: point) } }
  /// Adds a straight line from the current point to a point.
  public func addLine(to point: CGPoint) { extend { $0.addLine(to: point) } }
  /// Adds a new subpath of straight lines joining the points in order.
  public func addLines(between points: [CGPoint]) { extend { $0.addLines(between: points) } }
  /// Adds a cubic Bézier curve from the current point to a point, with two control points.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    extend { $0.addCurve(to: end, control1: control1, control2: control2) }
  }
  /// Adds a quadratic Bézier curve from the current point to a point, with one control point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) { extend { $0.addQuadCurve(to: end, control: control) } }
  /// Adds an arc of a circle between two angles in radians, joined to the current point by a line if there is one.
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    extend { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) }
  }
  /// Adds an arc of the given radius tangent to the line from the current point to `tangent1End`
  /// and the line from `tangent1End` to `tangent2End`, preceded by a line to the arc's start.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    extend { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
  }
  /// Adds a rectangle to the current path as a closed subpath.
  public func addRect(_ rect: CGRect) { extend { $0.addRect(rect) } }
  /// Adds each rectangle to the current path as a closed subpath.
  public func addRects(_ rects: [CGRect]) { extend { $0.addRects(rects) } }
  /// Adds the ellipse that fits in a rectangle to the current path as a closed subpath.
  public func addEllipse(in rect: CGRect) { extend { $0.addEllipse(in: rect) } }
  /// Adds the subpaths of another path to the current path.
  public func addPath(_ other: CGPath) { extend { $0.addPath(other) } }
  /// Closes the current subpath with a line back to its starting point.
  public func closePath() { extend { $0.closeSubpath() } }

  /// A Boolean value that indicates whether the current path has no elements.
  public var isPathEmpty: Bool { currentPath.isEmpty }
  /// The current point of the current path, in user space.
  public var currentPointOfPath: CGPoint { currentPath.currentPoint }
  /// The smallest rectangle that contains every point of the current path, control points included.
  public var boundingBoxOfPath: CGRect { currentPath.boundingBox }
  /// A copy of the current path (in user space as it was added).
  public var path: CGPath? { currentPath.isEmpty ? nil : currentPath.copy() }

  /// Ends the current path after a paint or clip.
  func endPath() { currentPath = CGMutablePath() }
}

/// The pixel buffer a bitmap context would share: there is none in Flipbook, so
/// only `nil` converts to it. Code that reads or writes pixels through `data`
/// does not compile; draw into `UIGraphicsImageRenderer` and show its image.
public enum CGContextPixelBuffer {}
