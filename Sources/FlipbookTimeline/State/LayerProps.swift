import Foundation
@_exported import FlipbookGeometry
@_exported import FlipbookRenderTree

// MARK: - LayerProps

/// Every property of a layer as one value: what a `CALayer` stores, what a
/// presentation layer is computed from, and what a baked timeline records at each
/// commit. `Sendable` and `Codable`, so a timeline evaluates on any thread and
/// round-trips through JSON.
///
/// The properties of `CAShapeLayer`, `CAGradientLayer` and `CATextLayer` live here
/// too (one struct for every kind keeps key-path access uniform); `kind` says
/// which of them the layer draws. Option-like properties are typed enums, so a
/// state holds only values the renderer can draw. Each property is described once
/// in `LayerRegistry` (its Apple name, value kind, animation behaviour, sub-paths,
/// JSON coding); the defaults are the initial values here.
public struct LayerProps: Sendable, Equatable {
  /// A kind of layer, which decides the content a layer state draws.
  public enum Kind: String, Sendable, Codable {
    /// A plain `CALayer`.
    case layer
    /// A `CAShapeLayer`, which draws its path.
    case shape
    /// A `CAGradientLayer`, which draws its color gradient.
    case gradient
    /// A `CATextLayer`, which draws its string.
    case text
    /// A `CAReplicatorLayer`, whose sublayers are drawn `instanceCount` times.
    case replicator
    /// A `CAEmitterLayer`, which draws the particles of its emitter cells.
    case emitter
    /// A `CATransformLayer`, whose sublayers keep their own 3D positions instead of being flattened.
    case transformLayer
  }
  /// The kind of layer, which says which of the kind-specific properties it draws.
  public var kind: Kind = .layer

  // Geometry
  /// The layer's bounds rectangle, in its own coordinate space.
  public var bounds = CGRect.zero
  /// The position of the layer's anchor point in its superlayer's coordinate space.
  public var position = CGPoint.zero
  /// The layer's position on the z axis.
  public var zPosition: CGFloat = 0
  /// The anchor point, in unit coordinates of the bounds, that the layer is positioned and transformed about.
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The anchor point's position on the z axis.
  public var anchorPointZ: CGFloat = 0
  /// The transform applied to the layer, relative to its anchor point.
  public var transform = CATransform3DIdentity
  /// The transform applied to the layer's sublayers when they are drawn.
  public var sublayerTransform = CATransform3DIdentity
  /// The scale factor that maps the layer's points to the pixels of its contents.
  public var contentsScale: CGFloat = 1

  // Layer timing (CAMediaTiming on a layer; layers do not repeat, so only these matter).
  /// The layer's begin time, in seconds of its superlayer's time.
  public var beginTime: Double = 0
  /// The rate at which the layer's local time runs relative to its superlayer's; 0 pauses it.
  public var speed: Float = 1
  /// The offset added to the layer's local time, in seconds.
  public var timeOffset: Double = 0

  // Appearance
  /// A Boolean value that indicates whether the layer is hidden.
  public var isHidden = false
  /// A Boolean value that indicates whether the layer draws its content when facing away from the viewer.
  public var isDoubleSided = true
  /// The layer's opacity, from 0 (transparent) to 1 (opaque).
  public var opacity: Float = 1
  /// A Boolean value that indicates whether opacity applies to the layer and its sublayers composited as one group.
  public var allowsGroupOpacity = true
  /// The layer's background color, or nil for none.
  public var backgroundColor: CGColor?
  /// The radius of the rounded corners of the layer's background and border.
  public var cornerRadius: CGFloat = 0
  /// The corners that `cornerRadius` rounds, as the raw value of a `CACornerMask` (15: all four).
  public var maskedCorners: UInt = 15
  /// The curve used to round the layer's corners.
  public var cornerCurve = CornerCurve.circular
  /// The width of the layer's border.
  public var borderWidth: CGFloat = 0
  /// The color of the layer's border.
  public var borderColor: CGColor? = .black
  /// A Boolean value that indicates whether sublayers and contents are clipped to the layer's bounds.
  public var masksToBounds = false
  /// The color of the layer's shadow.
  public var shadowColor: CGColor? = .black
  /// The opacity of the layer's shadow, from 0 to 1.
  public var shadowOpacity: Float = 0
  /// The offset of the layer's shadow.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius of the layer's shadow.
  public var shadowRadius: CGFloat = 3
  /// The shape of the layer's shadow, or nil to use the layer's own shape.
  public var shadowPath: PathData?
  /// A backdrop material's eight numbers (`Backdrop.components`), or nil for none.
  /// Set by `UIVisualEffectView`; animatable number by number, so a material fades in.
  public var backdropMaterial: [Double]?

  // Contents
  /// The image drawn as the layer's contents, or nil for none.
  public var contents: CGImage?
  /// The part of the contents image drawn, in unit coordinates.
  public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The stretchable middle part of the contents image, in unit coordinates.
  public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Presentation only (never stored or coded): while a `contents` animation runs
  /// between two images, the one not in `contents` and how much of it shows.
  public var contentsFade: ContentsFade?
  /// How the contents image is placed and scaled in the layer's bounds.
  public var contentsGravity = Contents.Gravity.resize
  /// The filter used when the contents image is drawn larger than its size.
  public var magnificationFilter = Contents.Filter.linear
  /// The filter used when the contents image is drawn smaller than its size.
  public var minificationFilter = Contents.Filter.linear
  /// The layer's name, or nil.
  public var name: String?

  // Rasterization (accepted; drawn as the layer's own content at the canvas scale)
  /// A Boolean value that indicates whether the layer is rasterized before compositing; no visible effect here.
  public var shouldRasterize = false
  /// The scale at which a rasterized layer is rendered; recorded, but the renderer does not read it.
  public var rasterizationScale: CGFloat = 1

  // CAShapeLayer
  /// The path a shape layer draws, or nil for none.
  public var path: PathData?
  /// The color that fills the shape's path, or nil for no fill.
  public var fillColor: CGColor? = .black
  /// The rule that decides which parts of the shape's path are filled.
  public var fillRule = FillRule.nonZero
  /// The color that strokes the shape's path, or nil for no stroke.
  public var strokeColor: CGColor?
  /// The width of the shape's stroke.
  public var lineWidth: CGFloat = 1
  /// The shape of the ends of the shape's open subpaths.
  public var lineCap = Shape.LineCap.butt
  /// The shape of the joints between segments of the shape's stroke.
  public var lineJoin = Shape.LineJoin.miter
  /// The limit on the length of mitered joints, as a multiple of the line width.
  public var miterLimit: CGFloat = 10
  /// The lengths of the dashes and gaps of the shape's stroke, or nil for a solid line.
  public var lineDashPattern: [Double]?
  /// How far into the dash pattern the stroke starts.
  public var lineDashPhase: CGFloat = 0
  /// The fraction of the path, from 0 to 1, at which the stroke starts.
  public var strokeStart: CGFloat = 0
  /// The fraction of the path, from 0 to 1, at which the stroke ends.
  public var strokeEnd: CGFloat = 1

  // CAGradientLayer
  /// The colors of the gradient's stops, or nil for no gradient.
  public var colors: [CGColor]?
  /// The locations of the gradient's stops, from 0 to 1, or nil for evenly spaced stops.
  public var locations: [Double]?
  /// The point, in unit coordinates of the bounds, where the gradient starts.
  public var startPoint = CGPoint(x: 0.5, y: 0)
  /// The point, in unit coordinates of the bounds, where the gradient ends.
  public var endPoint = CGPoint(x: 0.5, y: 1)
  /// The gradient's style: axial, radial or conic.
  public var gradientType = Gradient.Kind.axial

  // CAReplicatorLayer (its sublayers are drawn instanceCount times; see ReplicatorInstance)
  /// The number of copies of the replicator's sublayers that are drawn, including the original.
  public var instanceCount = 1
  /// The delay, in seconds, between each copy's animations and the previous copy's.
  public var instanceDelay: Double = 0
  /// The transform that produces each copy from the previous one.
  public var instanceTransform = CATransform3DIdentity
  /// The color that multiplies the first copy's colors.
  public var instanceColor: CGColor? = .white
  /// The amount added to the red component of the color for each copy after the first.
  public var instanceRedOffset: Float = 0
  /// The amount added to the green component of the color for each copy after the first.
  public var instanceGreenOffset: Float = 0
  /// The amount added to the blue component of the color for each copy after the first.
  public var instanceBlueOffset: Float = 0
  /// The amount added to the alpha component of the color for each copy after the first.
  public var instanceAlphaOffset: Float = 0
  /// A Boolean value that indicates whether a replicator or emitter layer keeps its contents' depth instead of
  /// flattening them; recorded, but the renderer does not read it.
  public var preservesDepth = false

  // CAEmitterLayer (its particles are a function of time: see EmitterParticles)
  /// Coded beside the registry's properties (a cell is not an animatable value).
  public var emitterCells: [EmitterCellSpec] = []
  /// The center of the emitter shape, in the layer's coordinate space.
  public var emitterPosition = CGPoint.zero
  /// The position of the emitter shape's center on the z axis.
  public var emitterZPosition: CGFloat = 0
  /// The size of the emitter shape.
  public var emitterSize = CGSize.zero
  /// The depth of the emitter shape, for 3D shapes.
  public var emitterDepth: CGFloat = 0
  /// The shape particles are emitted from.
  public var emitterShape = EmitterShape.point
  /// The part of the emitter shape particles are emitted from.
  public var emitterMode = EmitterMode.volume
  /// The order in which the emitter's particles are drawn.
  public var renderMode = EmitterRenderMode.unordered
  /// Multipliers of every cell's values.
  public var emitterBirthRate: Float = 1
  /// The multiplier of every cell's particle lifetime.
  public var emitterLifetime: Float = 1
  /// The multiplier of every cell's particle velocity.
  public var emitterVelocity: Float = 1
  /// The multiplier of every cell's particle scale.
  public var emitterScale: Float = 1
  /// The multiplier of every cell's particle spin.
  public var emitterSpin: Float = 1
  /// The seed of the emitter's random numbers; the same seed always gives the same particles.
  public var seed: UInt32 = 0

  // CATextLayer
  /// The text a text layer draws, or nil for none.
  public var string: String?
  /// The font of the text, or nil for the default font.
  public var font: FontDescriptor?
  /// The size of the text's font, in points.
  public var fontSize: CGFloat = 36
  /// The color of the text.
  public var foregroundColor: CGColor? = .white
  /// A Boolean value that indicates whether the text wraps to the layer's bounds.
  public var isWrapped = false
  /// How the text is aligned in the layer's bounds.
  public var alignmentMode = Text.Alignment.natural
  /// How text that does not fit the layer's bounds is truncated.
  public var truncationMode = Text.Truncation.none
  /// An attributed string's runs and paragraph style (coded beside the registry's
  /// properties, as `emitterCells`; they change with `string`, never animate).
  public var textRuns: [TextRun] = []
  /// The paragraph attributes of an attributed string, or nil for none.
  public var textParagraph: TextParagraph?

  /// Values assigned that the renderer cannot draw (property → problem), kept so
  /// the error is reported with the layer's path when the tree is resolved.
  public var problems: [String: String] = [:]

  /// Creates a layer state of the given kind with every property at its default value.
  public init(kind: Kind = .layer) {
    self.kind = kind
  }

  /// `CALayer.cornerCurve`.
  public enum CornerCurve: String, Sendable, Codable, CaseIterable {
    /// A corner that is a quarter circle.
    case circular
    /// A corner whose curvature blends continuously into the straight edges.
    case continuous
  }
  /// `CAShapeLayer.fillRule`.
  public enum FillRule: String, Sendable, Codable, CaseIterable {
    /// The rule that fills a region when the path winds around it a nonzero number of times.
    case nonZero = "non-zero"
    /// The rule that fills a region when the path crosses its boundary an odd number of times.
    case evenOdd = "even-odd"
  }
}

// MARK: - Geometry of a layer state

extension LayerProps {
  /// The anchor point in the layer's own coordinate space.
  public var anchorInBounds: CGPoint {
    CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
  }

  /// Maps the layer's space into its superlayer's, without the superlayer's
  /// sublayerTransform: `T(−anchor, −anchorPointZ) · transform · T(position, zPosition)`.
  public var localToParentOwn: CATransform3D {
    let a = anchorInBounds
    var m = CATransform3DConcat(CATransform3DMakeTranslation(-a.x, -a.y, -anchorPointZ), transform)
    m = CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    return m
  }

  /// `T(−a) · sublayerTransform · T(a)`: how sublayerTransform acts on the sublayers
  /// (about the anchor point, so a perspective's vanishing point is the anchor).
  public var sublayerTransformAboutAnchor: CATransform3D {
    if CATransform3DIsIdentity(sublayerTransform) { return CATransform3DIdentity }
    let a = anchorInBounds
    return CATransform3DConcat(
      CATransform3DConcat(CATransform3DMakeTranslation(-a.x, -a.y, -anchorPointZ), sublayerTransform),
      CATransform3DMakeTranslation(a.x, a.y, anchorPointZ))
  }

  /// The frame: the bounding box of the transformed bounds in the superlayer's space.
  public var frame: CGRect {
    let m = localToParentOwn
    let mapped = bounds.corners.map { p -> CGPoint in
      let (x, y, _, w) = m.applyHomogeneous(x: p.x, y: p.y)
      return w != 0 ? CGPoint(x: x / w, y: y / w) : CGPoint(x: x, y: y)
    }
    return CGRect.boundingBox(of: mapped)
  }

  /// Converts this layer's local time from its superlayer's (the header formula
  /// `t = (tp − beginTime) · speed + timeOffset`).
  public func localTime(fromParent tp: Double) -> Double {
    (tp - beginTime) * Double(speed) + timeOffset
  }

  /// The inverse of `localTime(fromParent:)`; nil when the layer is paused.
  public func parentTime(fromLocal t: Double) -> Double? {
    speed == 0 ? nil : (t - timeOffset) / Double(speed) + beginTime
  }
}

