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
  public enum Kind: String, Sendable, Codable { case layer, shape, gradient, text, replicator, emitter, transformLayer }
  public var kind: Kind = .layer

  // Geometry
  public var bounds = CGRect.zero
  public var position = CGPoint.zero
  public var zPosition: CGFloat = 0
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  public var anchorPointZ: CGFloat = 0
  public var transform = CATransform3DIdentity
  public var sublayerTransform = CATransform3DIdentity
  public var contentsScale: CGFloat = 1

  // Layer timing (CAMediaTiming on a layer; layers do not repeat, so only these matter).
  public var beginTime: Double = 0
  public var speed: Float = 1
  public var timeOffset: Double = 0

  // Appearance
  public var isHidden = false
  public var isDoubleSided = true
  public var opacity: Float = 1
  public var allowsGroupOpacity = true
  public var backgroundColor: CGColor?
  public var cornerRadius: CGFloat = 0
  public var maskedCorners: UInt = 15
  public var cornerCurve = CornerCurve.circular
  public var borderWidth: CGFloat = 0
  public var borderColor: CGColor? = .black
  public var masksToBounds = false
  public var shadowColor: CGColor? = .black
  public var shadowOpacity: Float = 0
  public var shadowOffset = CGSize(width: 0, height: -3)
  public var shadowRadius: CGFloat = 3
  public var shadowPath: PathData?
  /// A backdrop material's eight numbers (`Backdrop.components`), or nil for none.
  /// Set by `UIVisualEffectView`; animatable number by number, so a material fades in.
  public var backdropMaterial: [Double]?

  // Contents
  public var contents: CGImage?
  public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Presentation only (never stored or coded): while a `contents` animation runs
  /// between two images, the one not in `contents` and how much of it shows.
  public var contentsFade: ContentsFade?
  public var contentsGravity = Contents.Gravity.resize
  public var magnificationFilter = Contents.Filter.linear
  public var minificationFilter = Contents.Filter.linear
  public var name: String?

  // Rasterization (accepted; drawn as the layer's own content at the canvas scale)
  public var shouldRasterize = false
  public var rasterizationScale: CGFloat = 1

  // CAShapeLayer
  public var path: PathData?
  public var fillColor: CGColor? = .black
  public var fillRule = FillRule.nonZero
  public var strokeColor: CGColor?
  public var lineWidth: CGFloat = 1
  public var lineCap = Shape.LineCap.butt
  public var lineJoin = Shape.LineJoin.miter
  public var miterLimit: CGFloat = 10
  public var lineDashPattern: [Double]?
  public var lineDashPhase: CGFloat = 0
  public var strokeStart: CGFloat = 0
  public var strokeEnd: CGFloat = 1

  // CAGradientLayer
  public var colors: [CGColor]?
  public var locations: [Double]?
  public var startPoint = CGPoint(x: 0.5, y: 0)
  public var endPoint = CGPoint(x: 0.5, y: 1)
  public var gradientType = Gradient.Kind.axial

  // CAReplicatorLayer (its sublayers are drawn instanceCount times; see ReplicatorInstance)
  public var instanceCount = 1
  public var instanceDelay: Double = 0
  public var instanceTransform = CATransform3DIdentity
  public var instanceColor: CGColor? = .white
  public var instanceRedOffset: Float = 0
  public var instanceGreenOffset: Float = 0
  public var instanceBlueOffset: Float = 0
  public var instanceAlphaOffset: Float = 0
  public var preservesDepth = false

  // CAEmitterLayer (its particles are a function of time: see EmitterParticles)
  /// Coded beside the registry's properties (a cell is not an animatable value).
  public var emitterCells: [EmitterCellSpec] = []
  public var emitterPosition = CGPoint.zero
  public var emitterZPosition: CGFloat = 0
  public var emitterSize = CGSize.zero
  public var emitterDepth: CGFloat = 0
  public var emitterShape = EmitterShape.point
  public var emitterMode = EmitterMode.volume
  public var renderMode = EmitterRenderMode.unordered
  /// Multipliers of every cell's values.
  public var emitterBirthRate: Float = 1
  public var emitterLifetime: Float = 1
  public var emitterVelocity: Float = 1
  public var emitterScale: Float = 1
  public var emitterSpin: Float = 1
  public var seed: UInt32 = 0

  // CATextLayer
  public var string: String?
  public var font: FontDescriptor?
  public var fontSize: CGFloat = 36
  public var foregroundColor: CGColor? = .white
  public var isWrapped = false
  public var alignmentMode = Text.Alignment.natural
  public var truncationMode = Text.Truncation.none
  /// An attributed string's runs and paragraph style (coded beside the registry's
  /// properties, as `emitterCells`; they change with `string`, never animate).
  public var textRuns: [TextRun] = []
  public var textParagraph: TextParagraph?

  /// Values assigned that the renderer cannot draw (property → problem), kept so
  /// the error is reported with the layer's path when the tree is resolved.
  public var problems: [String: String] = [:]

  public init(kind: Kind = .layer) {
    self.kind = kind
  }

  /// `CALayer.cornerCurve`.
  public enum CornerCurve: String, Sendable, Codable, CaseIterable { case circular, continuous }
  /// `CAShapeLayer.fillRule`.
  public enum FillRule: String, Sendable, Codable, CaseIterable {
    case nonZero = "non-zero", evenOdd = "even-odd"
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

