import Foundation
@_exported import FlipbookGeometry

// MARK: - RenderTree

/// A frame, fully resolved: what the rasterizer draws, with no animation objects,
/// no time, no references back to the model. Immutable and `Sendable`, so frames
/// can be handed to worker threads.
public struct RenderTree: Sendable, Equatable {
  /// Canvas size in points.
  public var size: CGSize
  /// Top-level layers; their `transform` maps into canvas points.
  public var layers: [RenderNode]

  public init(size: CGSize, layers: [RenderNode]) {
    self.size = size
    self.layers = layers
  }
}

// MARK: - RenderNode

/// One layer, resolved. Geometry is in the layer's own coordinate space, where
/// its content fills `bounds`; `transform` maps that space into the parent's
/// (the parent's `sublayerTransform` is already folded in).
public struct RenderNode: Sendable, Equatable {
  /// The layer's `name`, for messages and tree dumps.
  public var name: String?
  public var transform: CATransform3D
  public var bounds: CGRect
  public var opacity: CGFloat
  /// When false, opacity multiplies into each sublayer separately instead of the
  /// composited group (`CALayer.allowsGroupOpacity`).
  public var allowsGroupOpacity: Bool
  public var isDoubleSided: Bool
  public var backgroundColor: CGColor?
  /// Resolved corner radii (cornerRadius with maskedCorners applied, not yet clamped).
  public var cornerRadii: RoundedRectRadii
  public var borderWidth: CGFloat
  public var borderColor: CGColor?
  public var masksToBounds: Bool
  public var shadow: Shadow? {
    get { shadowBox?.value }
    set { shadowBox = newValue.map(Boxed.value) }
  }
  public var contents: Contents? {
    get { contentsBox?.value }
    set { contentsBox = newValue.map(Boxed.value) }
  }
  /// When set, a blurred, recoloured copy of what lies behind fills the rounded
  /// bounds first (`UIVisualEffectView`'s material).
  public var backdrop: Backdrop? {
    get { backdropBox?.value }
    set { backdropBox = newValue.map(Boxed.value) }
  }
  public var content: Content
  // Shadow, contents and backdrop are held in boxes: most layers have neither, and a node is
  // copied several times while a tree is built (824 bytes unboxed, 440 boxed).
  private var shadowBox: Boxed<Shadow>?
  private var contentsBox: Boxed<Contents>?
  private var backdropBox: Boxed<Backdrop>?
  /// Sublayers, back to front (already stably sorted by zPosition).
  public var sublayers: [RenderNode]
  /// When set (with exactly two sublayers), the sublayers are dissolved instead of
  /// painted one over the other: each pixel is (1 − d) · first + d · second (a
  /// cross-dissolve transition).
  public var sublayerDissolve: CGFloat?
  /// Painted by adding its colours to what is below (an emitter's additive render mode).
  public var blendsAdditively = false
  /// A `CATransformLayer`: draws nothing itself; its sublayers are planes in its
  /// parent's 3D space (transforms composed, not flattened), already in depth order.
  /// Its own transform stays identity.
  public var sharesParent3D = false
  // Stored as an array so the struct can contain itself.
  private var maskStorage: [RenderNode]

  /// The mask layer, in this layer's coordinate space; its alpha multiplies the content.
  public var mask: RenderNode? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
  }

  public init(
    name: String? = nil, transform: CATransform3D = CATransform3DIdentity, bounds: CGRect,
    opacity: CGFloat = 1, allowsGroupOpacity: Bool = true, isDoubleSided: Bool = true,
    backgroundColor: CGColor? = nil, cornerRadii: RoundedRectRadii = .init(uniformX: 0, y: 0),
    borderWidth: CGFloat = 0, borderColor: CGColor? = nil, masksToBounds: Bool = false,
    shadow: Shadow? = nil, contents: Contents? = nil, content: Content = .none,
    sublayers: [RenderNode] = [], mask: RenderNode? = nil
  ) {
    self.name = name
    self.transform = transform
    self.bounds = bounds
    self.opacity = opacity
    self.allowsGroupOpacity = allowsGroupOpacity
    self.isDoubleSided = isDoubleSided
    self.backgroundColor = backgroundColor
    self.cornerRadii = cornerRadii
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.masksToBounds = masksToBounds
    self.shadowBox = shadow.map(Boxed.value)
    self.contentsBox = contents.map(Boxed.value)
    self.content = content
    self.sublayers = sublayers
    self.maskStorage = mask.map { [$0] } ?? []
  }

  /// The layer's drawing kind beyond background, contents and border.
  /// Indirect: the payloads are large, and a node is copied several times as a tree is built.
  public indirect enum Content: Sendable, Equatable {
    case none
    case shape(Shape)
    case gradient(Gradient)
    case text(Text)
  }
}

/// A value kept on the heap (an indirect enum boxes its payload), shared by copies.
private indirect enum Boxed<Value: Sendable & Equatable>: Sendable, Equatable {
  case value(Value)
  var value: Value { switch self { case .value(let v): v } }
}

// MARK: - Shadow

public struct Shadow: Sendable, Equatable {
  /// Colour with `shadowOpacity` already multiplied into alpha.
  public var color: CGColor
  /// Offset in the layer's coordinate space (points).
  public var offset: CGSize
  /// Gaussian standard deviation in points (`shadowRadius`).
  public var radius: CGFloat
  /// When set, the shadow's shape (nonzero fill) instead of the layer's alpha.
  public var path: PathData?

  public init(color: CGColor, offset: CGSize, radius: CGFloat, path: PathData? = nil) {
    self.color = color
    self.offset = offset
    self.radius = radius
    self.path = path
  }
}

// MARK: - Contents

/// A layer's contents image (its backing store) and how it maps onto the bounds.
public struct Contents: Sendable, Equatable {
  /// Pixels, or a recorded drawing the rasterizer turns into pixels at its size.
  public var image: ImageSource
  /// Multiplies the image's colours (a replicator's `instanceColor`), applied to its pixels.
  public var colorFactors: ColorFactors?
  /// Pixels per point of the image (`contentsScale`).
  public var scale: CGFloat
  public var gravity: Gravity
  /// Unit rectangle of the image to show (`contentsRect`).
  public var rect: CGRect
  /// Unit rectangle of the stretchable centre (`contentsCenter`).
  public var center: CGRect
  public var magnificationFilter: Filter
  public var minificationFilter: Filter
  /// While a `contents` animation runs: the other image, blended in.
  public var crossFade: CrossFade?

  public init(image: ImageSource, scale: CGFloat = 1, gravity: Gravity = .resize,
              rect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
              center: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
              magnificationFilter: Filter = .linear, minificationFilter: Filter = .linear, crossFade: CrossFade? = nil) {
    self.crossFade = crossFade
    self.image = image
    self.scale = scale
    self.gravity = gravity
    self.rect = rect
    self.center = center
    self.magnificationFilter = magnificationFilter
    self.minificationFilter = minificationFilter
  }

  /// A cross-fade between this image and `other` (nil: no image), both laid out by the
  /// same gravity, rect and centre: each pixel is (1 − weight) · this + weight · other,
  /// so the midpoint is exactly half of each and opaque images stay opaque.
  public struct CrossFade: Sendable, Equatable {
    public var other: ImageSource?
    public var weight: CGFloat
    public init(other: ImageSource?, weight: CGFloat) { (self.other, self.weight) = (other, weight) }
  }

  public enum Gravity: String, Sendable, Codable, CaseIterable {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    case resize, resizeAspect, resizeAspectFill
  }

  public enum Filter: String, Sendable, Codable, CaseIterable {
    case linear, nearest, trilinear
  }

  /// Where the (contentsRect-cropped) image lands in a layer of `bounds`, per
  /// `contentsGravity` in iOS's y-down space: `top` is the visual top.
  ///
  /// Core Animation's header says "top" means maximum Y, which in a flipped iOS
  /// layer would be the visual bottom; the semantics doc marks that uncertain.
  /// We follow what iOS users see and expect (kCAGravityTop at the top of the
  /// screen), the UIKit `contentMode` meaning.
  public func destinationRect(in bounds: CGRect) -> CGRect {
    let cropW = CGFloat(image.width) * rect.width, cropH = CGFloat(image.height) * rect.height
    let size = CGSize(width: cropW / scale, height: cropH / scale)
    let b = bounds
    switch gravity {
    case .resize: return b
    case .resizeAspect, .resizeAspectFill:
      guard size.width > 0, size.height > 0 else { return b }
      let sx = b.width / size.width, sy = b.height / size.height
      let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
      let w = size.width * s, h = size.height * s
      return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
    default:
      let w = size.width, h = size.height
      let x: CGFloat
      switch gravity {
      case .left, .topLeft, .bottomLeft: x = b.minX
      case .right, .topRight, .bottomRight: x = b.maxX - w
      default: x = b.midX - w / 2
      }
      let y: CGFloat
      switch gravity {
      case .top, .topLeft, .topRight: y = b.minY
      case .bottom, .bottomLeft, .bottomRight: y = b.maxY - h
      default: y = b.midY - h / 2
      }
      return CGRect(x: x, y: y, width: w, height: h)
    }
  }
}

// MARK: - Shape

/// A `CAShapeLayer`'s path and paint.
public struct Shape: Sendable, Equatable {
  public var path: PathData
  public var fillColor: CGColor?
  public var evenOddFill: Bool
  public var strokeColor: CGColor?
  public var lineWidth: CGFloat
  public var lineCap: LineCap
  public var lineJoin: LineJoin
  public var miterLimit: CGFloat
  public var dashPattern: [CGFloat]
  public var dashPhase: CGFloat
  public var strokeStart: CGFloat
  public var strokeEnd: CGFloat

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

  public enum LineCap: String, Sendable, Codable, CaseIterable { case butt, round, square }
  public enum LineJoin: String, Sendable, Codable, CaseIterable { case miter, round, bevel }
}

// MARK: - Gradient

/// A `CAGradientLayer`'s colours and geometry (points in the unit square of the bounds).
public struct Gradient: Sendable, Equatable {
  public var kind: Kind
  public var colors: [CGColor]
  /// One location per colour, increasing, in 0…1 (resolved: never nil here).
  public var locations: [CGFloat]
  public var startPoint: CGPoint
  public var endPoint: CGPoint

  public init(kind: Kind, colors: [CGColor], locations: [CGFloat], startPoint: CGPoint, endPoint: CGPoint) {
    self.kind = kind
    self.colors = colors
    self.locations = locations
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  public enum Kind: String, Sendable, Codable, CaseIterable { case axial, radial, conic }

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
  public var string: String
  /// The font as the authoring API named it; the rasterizer resolves it to installed families.
  public var font: FontDescriptor
  public var color: CGColor
  public var alignment: Alignment
  public var isWrapped: Bool
  public var truncation: Truncation
  /// Pixels per point of the layer's backing store (`contentsScale`): the text is
  /// drawn into a bitmap at this scale, then composited with the layer's transform
  /// (soft when magnified, as on iOS). Nil draws it directly at the device's resolution.
  public var backingScale: CGFloat?
  /// Attributed runs over the string (fonts, colours, kerning), empty for plain text.
  public var runs: [TextRun]
  /// Line spacing of attributed text (`NSParagraphStyle`), nil for plain text.
  public var paragraph: TextParagraph?

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

  public enum Alignment: String, Sendable, Codable, CaseIterable { case natural, left, right, center, justified }
  public enum Truncation: String, Sendable, Codable, CaseIterable { case none, start, end, middle }
}
