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
  /// The backing store's height in pixels.
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

  /// Creates a drawing of the given pixel size and scale from recorded Core Graphics operations.
  public init(width: Int, height: Int, scale: CGFloat, isFlipped: Bool, operations: [DrawingOperation]) {
    self.width = width
    self.height = height
    self.scale = scale
    self.isFlipped = isFlipped
    box = Operations(operations)
  }

  /// The recorded operations, in the order the context received them.
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

  /// Returns a Boolean value that indicates whether two drawings have the same size, scale, flip, and operations.
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
  /// An operation that saves the graphics state (`saveGState()`).
  case saveState
  /// An operation that restores the most recently saved graphics state (`restoreGState()`).
  case restoreState
  /// An operation that concatenates a transform with the current transformation matrix.
  case concatenate(CGAffineTransform)
  /// An operation that discards the current path and starts a new one.
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
  /// An operation that sets the fill color.
  case fillColor(CGColor)
  /// An operation that sets the stroke color.
  case strokeColor(CGColor)
  /// An operation that sets the line width of later strokes.
  case lineWidth(CGFloat)
  /// An operation that sets the cap of later strokes.
  case lineCap(CGLineCap)
  /// An operation that sets the join of later strokes.
  case lineJoin(CGLineJoin)
  /// An operation that sets the miter limit of later strokes.
  case miterLimit(CGFloat)
  /// An operation that sets the dash pattern of later strokes.
  case lineDash(phase: CGFloat, lengths: [CGFloat])
  /// An operation that sets the opacity later paints are multiplied by.
  case alpha(CGFloat)
  /// An operation that sets how later paints composite with what is drawn.
  case blendMode(CGBlendMode)
  /// An operation that turns antialiasing of later paints on or off.
  case antialias(Bool)
  /// The shadow every later paint casts: offset and blur in base space (points,
  /// a positive height down, as on iOS), nil colour for no shadow.
  case shadow(offset: CGSize, blur: CGFloat, color: CGColor?)
  /// An operation that paints a gradient across the clip along the line from `start` to `end`.
  case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
  /// An operation that paints a gradient across the clip from a start circle to an end circle.
  case radialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                      options: CGGradientDrawingOptions)
  /// Core Graphics' image drawing: the image's first row at `rect.maxY` of user
  /// space (upright in an unflipped context, upside down in a UIKit one).
  case image(CGImage, rect: CGRect)
  /// An operation that draws a string laid out by the rasterizer.
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
  /// The string to draw.
  public var string: String
  /// The font the string is drawn in.
  public var font: FontDescriptor
  /// The color of the text.
  public var color: CGColor
  /// The rectangle of user space the text is laid out in, its first line's top at `rect.minY`.
  public var rect: CGRect
  /// How the lines are aligned horizontally in `rect`.
  public var alignment: Alignment
  /// Whether lines wrap at `rect.width` (drawing in a rectangle) or run on (at a point).
  public var wraps: Bool

  /// Creates a drawn string with the given font, color, layout rectangle, alignment, and wrapping.
  public init(string: String, font: FontDescriptor, color: CGColor, rect: CGRect, alignment: Alignment = .natural,
              wraps: Bool) {
    self.string = string
    self.font = font
    self.color = color
    self.rect = rect
    self.alignment = alignment
    self.wraps = wraps
  }

  /// The horizontal alignment of a drawn string's lines: natural, left, right, center, or justified.
  public enum Alignment: String, Sendable, Codable, CaseIterable {
    /// An alignment that follows the text's writing direction (left for left-to-right scripts).
    case natural
    /// An alignment of each line with the left edge.
    case left
    /// An alignment of each line with the right edge.
    case right
    /// An alignment that centers each line.
    case center
    /// An alignment that spreads each line but the last to both edges.
    case justified
  }
}
