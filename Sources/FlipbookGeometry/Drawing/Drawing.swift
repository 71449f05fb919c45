import Foundation

// MARK: - Drawing

/// A backing store as Core Graphics calls made it: the operations a `CGContext`
/// received, which the rasterizer replays into a bitmap of `width`×`height`
/// pixels. `draw(in:)`, `draw(_:)`, `UIGraphicsImageRenderer` and bitmap contexts
/// make these, so the authoring side never touches pixels and a baked timeline
/// carries custom drawing as data. It is immutable: the rasterizer draws it once
/// and reuses the pixels for every frame that shows it.
public struct Drawing: Sendable, Equatable {
  /// Size of the backing store in pixels.
  public let width: Int
  public let height: Int
  /// Pixels per point: user space is in points.
  public let scale: CGFloat
  /// True for a UIKit context (`draw(_:)`, image renderers): y points down from the
  /// top-left, as the context's CTM is flipped. False for a Core Graphics bitmap
  /// context: y points up from the bottom-left.
  public let isFlipped: Bool
  private let box: Operations

  /// The largest side, in pixels, a drawing may have (the canvas limit).
  public static let maximumSide = 16384
  /// The most pixels a drawing may have (64 MiB of them: a 4K screen twice over).
  public static let maximumPixels = 1 << 24

  public init(width: Int, height: Int, scale: CGFloat, isFlipped: Bool, operations: [DrawingOperation]) {
    self.width = width
    self.height = height
    self.scale = scale
    self.isFlipped = isFlipped
    box = Operations(operations)
  }

  public var operations: [DrawingOperation] { box.list }

  /// The same drawing shares this: a cache key that is cheap to compare.
  public var identity: ObjectIdentifier { ObjectIdentifier(box) }

  /// Why the rasterizer cannot draw this as asked (the first problem), or nil.
  public var problem: String? {
    guard width >= 0, height >= 0, width <= Self.maximumSide, height <= Self.maximumSide,
          width * height <= Self.maximumPixels else {
      return "a drawing of \(width)x\(height) pixels is larger than \(Self.maximumSide) a side or \(Self.maximumPixels) pixels;"
        + " draw a smaller view or image, or at a lower scale"
    }
    guard scale.isFinite, scale > 0 else { return "a drawing's scale of \(scale) is not a positive number" }
    for op in box.list { if let p = op.problem { return p } }
    return nil
  }

  public static func == (a: Drawing, b: Drawing) -> Bool {
    a.width == b.width && a.height == b.height && a.scale == b.scale && a.isFlipped == b.isFlipped
      && (a.box === b.box || a.box.list == b.box.list)
  }

  private final class Operations: Sendable {
    let list: [DrawingOperation]
    init(_ list: [DrawingOperation]) { self.list = list }
  }
}

// MARK: - DrawingOperation

/// One Core Graphics call, as the rasterizer replays it. Paths are added in the
/// user space current when they were added and painted with the state current
/// when painted, as Core Graphics (and Cairo) define them.
public enum DrawingOperation: Sendable, Equatable {
  case saveState, restoreState
  case concatenate(CGAffineTransform)
  case beginPath
  /// Appended to the current path.
  case addPath(PathData)
  /// Fills (and ends) the current path.
  case fillPath(CGPathFillRule)
  /// Strokes (and ends) the current path.
  case strokePath
  /// Fills, then strokes, the current path (and ends it).
  case fillStrokePath(CGPathFillRule)
  /// Intersects the clip with the current path (and ends it).
  case clip(CGPathFillRule)
  /// Makes a rectangle transparent (`clear(_:)`), leaving the current path alone.
  case clear(CGRect)
  case fillColor(CGColor), strokeColor(CGColor)
  case lineWidth(CGFloat), lineCap(CGLineCap), lineJoin(CGLineJoin), miterLimit(CGFloat)
  case lineDash(phase: CGFloat, lengths: [CGFloat])
  case alpha(CGFloat)
  case blendMode(CGBlendMode)
  case antialias(Bool)
  /// The shadow every later paint casts: offset and blur in base space (points,
  /// a positive height down, as on iOS), nil colour for no shadow.
  case shadow(offset: CGSize, blur: CGFloat, color: CGColor?)
  case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
  case radialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                      options: CGGradientDrawingOptions)
  /// Core Graphics' image drawing: the image's first row at `rect.maxY` of user
  /// space (upright in an unflipped context, upside down in a UIKit one).
  case image(CGImage, rect: CGRect)
  case text(DrawnText)

  /// Why the rasterizer cannot draw this, or nil.
  var problem: String? {
    switch self {
    case .blendMode(.plusDarker):
      return "blend mode plusDarker has no Cairo operator; use .multiply or .darken"
    case .image(let image, _):
      if case .drawing(let d) = image.source { return d.problem }
      return nil
    default: return nil
    }
  }
}

// MARK: - DrawnText

/// A string drawn by UIKit's string drawing (`draw(at:withAttributes:)`,
/// `draw(in:withAttributes:)`): laid out by the rasterizer in `rect` of user
/// space, its first line's top at `rect.minY`.
public struct DrawnText: Sendable, Equatable, Codable {
  public var string: String
  public var font: FontDescriptor
  public var color: CGColor
  public var rect: CGRect
  public var alignment: Alignment
  /// Whether lines wrap at `rect.width` (drawing in a rectangle) or run on (at a point).
  public var wraps: Bool

  public init(string: String, font: FontDescriptor, color: CGColor, rect: CGRect, alignment: Alignment = .natural,
              wraps: Bool) {
    self.string = string
    self.font = font
    self.color = color
    self.rect = rect
    self.alignment = alignment
    self.wraps = wraps
  }

  public enum Alignment: String, Sendable, Codable, CaseIterable { case natural, left, right, center, justified }
}
