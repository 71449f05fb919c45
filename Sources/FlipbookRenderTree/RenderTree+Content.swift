// The payloads of `RenderNode.Content`: a shape layer's path, a gradient and a text layer's string.
import Foundation
@_exported import FlipbookGeometry

// MARK: - Shape

/// A `CAShapeLayer`'s path and paint.
public struct Shape: Sendable, Equatable {
  /// The path to fill and stroke, in the layer's coordinate space.
  public var path: PathData
  /// The colour that fills the path, or nil for no fill.
  public var fillColor: CGColor?
  /// A Boolean value that indicates whether the path is filled with the even-odd rule instead of nonzero winding.
  public var evenOddFill: Bool
  /// The colour that strokes the path, or nil for no stroke.
  public var strokeColor: CGColor?
  /// The width of the stroke, in points.
  public var lineWidth: CGFloat
  /// The shape of the ends of open subpaths when stroked.
  public var lineCap: LineCap
  /// The shape of the corners where stroked segments meet.
  public var lineJoin: LineJoin
  /// The limit on the ratio of miter length to line width beyond which a miter join is bevelled.
  public var miterLimit: CGFloat
  /// The lengths of the alternating painted and unpainted segments of the stroke (empty: a solid line).
  public var dashPattern: [CGFloat]
  /// How far into the dash pattern the stroke starts.
  public var dashPhase: CGFloat
  /// The fraction of the path, from 0 to 1, at which the stroke starts.
  public var strokeStart: CGFloat
  /// The fraction of the path, from 0 to 1, at which the stroke ends.
  public var strokeEnd: CGFloat

  /// Creates a shape that paints `path` with the given fill and stroke.
  public init(path: PathData, fillColor: CGColor? = .black, evenOddFill: Bool = false,
              strokeColor: CGColor? = nil, lineWidth: CGFloat = 1, lineCap: LineCap = .butt,
              lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10, dashPattern: [CGFloat] = [],
              dashPhase: CGFloat = 0, strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1) {
    self.path = path
    self.fillColor = fillColor
    self.evenOddFill = evenOddFill
    self.strokeColor = strokeColor
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dashPattern = dashPattern
    self.dashPhase = dashPhase
    self.strokeStart = strokeStart
    self.strokeEnd = strokeEnd
  }

  /// A shape for the ends of stroked open subpaths, with Core Animation's `lineCap` names.
  public enum LineCap: String, Sendable, Codable, CaseIterable {
    /// A cap that ends the line squarely at its end point.
    case butt
    /// A cap that ends the line with a semicircle centred on its end point.
    case round
    /// A cap that extends the line past its end point by half its width, squarely.
    case square
  }
  /// A shape for the corners of stroked paths, with Core Animation's `lineJoin` names.
  public enum LineJoin: String, Sendable, Codable, CaseIterable {
    /// A join that extends the outer edges to a sharp point (within the miter limit).
    case miter
    /// A join that rounds the corner with an arc.
    case round
    /// A join that cuts the corner off with a straight edge.
    case bevel
  }
}

// MARK: - Gradient

/// A `CAGradientLayer`'s colours and geometry (points in the unit square of the bounds).
public struct Gradient: Sendable, Equatable {
  /// The gradient's shape: axial, radial or conic.
  public var kind: Kind
  /// The colours of the gradient's stops, in order.
  public var colors: [CGColor]
  /// One location per colour, increasing, in 0…1 (resolved: never nil here).
  public var locations: [CGFloat]
  /// The point the gradient starts from, in the unit square of the bounds.
  public var startPoint: CGPoint
  /// The point the gradient runs towards, in the unit square of the bounds.
  public var endPoint: CGPoint

  /// Creates a gradient of the given kind from its colours, their locations and its end points.
  public init(kind: Kind, colors: [CGColor], locations: [CGFloat], startPoint: CGPoint, endPoint: CGPoint) {
    self.kind = kind
    self.colors = colors
    self.locations = locations
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A gradient shape, with Core Animation's `CAGradientLayerType` names.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    /// A gradient that varies along the line from `startPoint` to `endPoint`.
    case axial
    /// A gradient that varies outwards from `startPoint`, in an ellipse whose radii reach `endPoint`.
    case radial
    /// A gradient that sweeps around `startPoint`, starting towards `endPoint`.
    case conic
  }

  /// The stops within 0…1, as a drawing library takes them (Cairo clamps offsets, which
  /// would pile every stop outside the unit range onto its end). Locations may run
  /// outside it, as a shimmer animating `locations` from [−1, −0.5, 0] to [1, 1.5, 2]
  /// does; the colour where the range ends is interpolated and put there.
  public var stopsInUnitRange: [(location: CGFloat, color: CGColor)] {
    let stops = Array(zip(locations, colors))
    guard let first = locations.first, let last = locations.last, first < 0 || last > 1 else {
      return stops.map { ($0.0, $0.1) }
    }
    var out: [(location: CGFloat, color: CGColor)] = []
    if first < 0 { out.append((0, color(at: 0))) }
    out += stops.filter { $0.0 >= 0 && $0.0 <= 1 }.map { ($0.0, $0.1) }
    if last > 1 { out.append((1, color(at: 1))) }
    return out
  }

  /// The colour at `location`, interpolated between stops in sRGB with straight alpha.
  public func color(at location: CGFloat) -> CGColor {
    guard let first = colors.first else { return .clear }
    guard colors.count > 1, location > locations[0] else { return first }
    for i in 1..<colors.count where location <= locations[i] {
      let span = locations[i] - locations[i - 1]
      let f = span > 0 ? (location - locations[i - 1]) / span : 1
      let a = colors[i - 1], b = colors[i]
      return CGColor(srgbRed: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                     blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
    return colors[colors.count - 1]
  }
}

// MARK: - Text

/// A `CATextLayer`'s string and style, laid out by the rasterizer (Pango) in the bounds.
public struct Text: Sendable, Hashable {
  /// The text to draw.
  public var string: String
  /// The font as the authoring API named it; the rasterizer resolves it to installed families.
  public var font: FontDescriptor
  /// The colour of the text (runs may override it).
  public var color: CGColor
  /// How lines are aligned in the bounds.
  public var alignment: Alignment
  /// A Boolean value that indicates whether the text wraps onto several lines to fit the bounds' width.
  public var isWrapped: Bool
  /// Where text that does not fit is cut short with an ellipsis.
  public var truncation: Truncation
  /// Pixels per point of the layer's backing store (`contentsScale`): the text is
  /// drawn into a bitmap at this scale, then composited with the layer's transform
  /// (soft when magnified, as on iOS). Nil draws it directly at the device's resolution.
  public var backingScale: CGFloat?
  /// Attributed runs over the string (fonts, colours, kerning), empty for plain text.
  public var runs: [TextRun]
  /// Line spacing of attributed text (`NSParagraphStyle`), nil for plain text.
  public var paragraph: TextParagraph?

  /// Creates text with the given string, font, colour and layout options.
  public init(string: String, font: FontDescriptor, color: CGColor, alignment: Alignment = .natural,
              isWrapped: Bool = false, truncation: Truncation = .none, backingScale: CGFloat? = nil,
              runs: [TextRun] = [], paragraph: TextParagraph? = nil) {
    self.backingScale = backingScale
    self.runs = runs
    self.paragraph = paragraph
    self.string = string
    self.font = font
    self.color = color
    self.alignment = alignment
    self.isWrapped = isWrapped
    self.truncation = truncation
  }

  /// A horizontal alignment of lines, with Core Animation's `alignmentMode` names.
  public enum Alignment: String, Sendable, Codable, CaseIterable {
    /// An alignment natural to the script: to the left for left-to-right text.
    case natural
    /// An alignment of lines to the left edge.
    case left
    /// An alignment of lines to the right edge.
    case right
    /// An alignment of lines to the centre.
    case center
    /// An alignment that stretches lines to both edges.
    case justified
  }
  /// A place to cut text that does not fit, with Core Animation's `truncationMode` names.
  public enum Truncation: String, Sendable, Codable, CaseIterable {
    /// A mode that does not truncate the text.
    case none
    /// A truncation that replaces the start of the line with an ellipsis.
    case start
    /// A truncation that replaces the end of the line with an ellipsis.
    case end
    /// A truncation that replaces the middle of the line with an ellipsis.
    case middle
  }
}
