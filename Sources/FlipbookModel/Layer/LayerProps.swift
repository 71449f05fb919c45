import Foundation
import FlipbookRenderTree

// MARK: - LayerProps

/// Every property of a layer as one value: what a `CALayer` stores, what a
/// presentation layer is computed from, and what a baked timeline records at each
/// commit. `Sendable` and `Codable`, so a timeline evaluates on any thread and
/// round-trips through JSON.
///
/// The properties of `CAShapeLayer`, `CAGradientLayer` and `CATextLayer` live here
/// too (one struct for every kind keeps key-path access uniform); `kind` says
/// which of them the layer draws.
public struct LayerProps: Sendable, Equatable, Codable {
  public enum Kind: String, Sendable, Codable { case layer, shape, gradient, text }
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
  public var cornerCurve = "circular"
  public var borderWidth: CGFloat = 0
  public var borderColor: CGColor? = .black
  public var masksToBounds = false
  public var shadowColor: CGColor? = .black
  public var shadowOpacity: Float = 0
  public var shadowOffset = CGSize(width: 0, height: -3)
  public var shadowRadius: CGFloat = 3
  public var shadowPath: PathData?

  // Contents
  public var contents: CGImage?
  public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  public var contentsGravity = "resize"
  public var magnificationFilter = "linear"
  public var minificationFilter = "linear"
  public var name: String?

  // CAShapeLayer
  public var path: PathData?
  public var fillColor: CGColor? = .black
  public var fillRule = "non-zero"
  public var strokeColor: CGColor?
  public var lineWidth: CGFloat = 1
  public var lineCap = "butt"
  public var lineJoin = "miter"
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
  public var gradientType = "axial"

  // CATextLayer
  public var string: String?
  public var font: UIFont?
  public var fontSize: CGFloat = 36
  public var foregroundColor: CGColor? = .white
  public var isWrapped = false
  public var alignmentMode = "natural"
  public var truncationMode = "none"

  /// Values assigned that the renderer cannot draw (property → problem), kept so
  /// the error is reported with the layer's path when the tree is resolved.
  public var problems: [String: String] = [:]

  public init(kind: Kind = .layer) {
    self.kind = kind
  }
}

extension UIFont: Codable {
  private enum Keys: String, CodingKey { case name, size }
  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(fontName, forKey: .name)
    try c.encode(pointSize, forKey: .size)
  }
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let name = try c.decode(String.self, forKey: .name)
    guard let font = UIFont(name: name, size: try c.decode(CGFloat.self, forKey: .size)) else {
      throw DecodingError.dataCorruptedError(forKey: .name, in: c, debugDescription: "empty font name")
    }
    self = font
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

// MARK: - Resolving a layer state into a render node

extension LayerProps {
  /// The render node for this state with the given (already resolved) sublayers and mask.
  /// `parentSublayerTransform` is the superlayer's `sublayerTransformAboutAnchor`
  /// (identity for the root). Hidden layers are the caller's business.
  package func renderNode(layerPath: @autoclosure () -> String, parentSublayerTransform: CATransform3D,
                          sublayers: [RenderNode], mask: RenderNode?) throws(LayerTreeError) -> RenderNode {
    if let (property, problem) = problems.min(by: { $0.key < $1.key }) {
      throw LayerTreeError(layerPath: layerPath(), property: property, problem: problem,
                           fix: LayerProps.fixes[property] ?? "Assign a value of the documented type.")
    }
    let transform = CATransform3DIsIdentity(parentSublayerTransform)
      ? localToParentOwn : CATransform3DConcat(localToParentOwn, parentSublayerTransform)
    func radius(_ bit: UInt) -> CGSize {
      maskedCorners & bit != 0 ? CGSize(width: cornerRadius, height: cornerRadius) : .zero
    }
    return RenderNode(
      name: name, transform: transform, bounds: bounds, opacity: CGFloat(max(0, min(1, opacity))),
      allowsGroupOpacity: allowsGroupOpacity, isDoubleSided: isDoubleSided,
      backgroundColor: backgroundColor,
      cornerRadii: RoundedRectRadii(topLeft: radius(1), topRight: radius(2), bottomRight: radius(8), bottomLeft: radius(4)),
      borderWidth: max(0, borderWidth), borderColor: borderColor, masksToBounds: masksToBounds,
      shadow: resolvedShadow(), contents: try resolvedContents(layerPath: layerPath()),
      content: try resolvedContent(layerPath: layerPath()), sublayers: sublayers, mask: mask)
  }

  static let fixes: [String: String] = [
    "contents": "Assign a CGImage (for example UIImage(named:)?.cgImage).",
    "colors": "Use CGColor values, e.g. UIColor.red.cgColor.",
    "string": "Assign a String.",
    "font": "Assign a UIFont or a font name String.",
  ]

  private func resolvedShadow() -> Shadow? {
    guard shadowOpacity > 0, let color = shadowColor, color.alpha > 0 else { return nil }
    var c = color
    c.alpha *= CGFloat(min(1, shadowOpacity))
    return Shadow(color: c, offset: shadowOffset, radius: max(0, shadowRadius), path: shadowPath)
  }

  private func resolvedContents(layerPath: String) throws(LayerTreeError) -> Contents? {
    guard let contents else { return nil }
    guard let gravity = Contents.Gravity(rawValue: contentsGravity) else {
      throw LayerTreeError(layerPath: layerPath, property: "contentsGravity",
                           problem: "unknown gravity '\(contentsGravity)'",
                           fix: "Use one of \(Contents.Gravity.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    func filter(_ f: String) -> Contents.Filter { Contents.Filter(rawValue: f) ?? .linear }
    return Contents(bitmap: contents.bitmap, scale: contentsScale > 0 ? contentsScale : 1, gravity: gravity,
                    rect: contentsRect, center: contentsCenter,
                    magnificationFilter: filter(magnificationFilter), minificationFilter: filter(minificationFilter))
  }

  private func resolvedContent(layerPath: String) throws(LayerTreeError) -> RenderNode.Content {
    switch kind {
    case .layer: return .none
    case .shape:
      guard let path, !path.isEmpty else { return .none }
      return .shape(Shape(
        path: path, fillColor: fillColor, evenOddFill: fillRule == "even-odd", strokeColor: strokeColor,
        lineWidth: max(0, lineWidth), lineCap: Shape.LineCap(rawValue: lineCap) ?? .butt,
        lineJoin: Shape.LineJoin(rawValue: lineJoin) ?? .miter, miterLimit: miterLimit,
        dashPattern: (lineDashPattern ?? []).map { CGFloat($0) }, dashPhase: lineDashPhase,
        strokeStart: strokeStart, strokeEnd: strokeEnd))
    case .gradient:
      guard let colors, !colors.isEmpty else { return .none }
      var stops: [CGFloat]
      if let locations {
        guard locations.count == colors.count else {
          throw LayerTreeError(layerPath: layerPath, property: "locations",
                               problem: "has \(locations.count) entries for \(colors.count) colours",
                               fix: "Give one location per colour, or set locations to nil to spread them evenly.")
        }
        stops = locations.map { CGFloat($0) }
      } else {
        stops = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
      }
      // Core Animation tolerates decreasing locations; keep them monotonic so stops stay ordered.
      for i in 1..<max(1, stops.count) { stops[i] = max(stops[i], stops[i - 1]) }
      return .gradient(Gradient(kind: Gradient.Kind(rawValue: gradientType) ?? .axial, colors: colors,
                                locations: stops, startPoint: startPoint, endPoint: endPoint))
    case .text:
      guard let string, !string.isEmpty else { return .none }
      let resolvedFont = font.map { $0.withSize(fontSize) } ?? UIFont(name: "Helvetica", size: fontSize)!
      return .text(Text(
        string: string, fontFamilies: resolvedFont.families, fontSize: fontSize, bold: resolvedFont.isBold,
        italic: resolvedFont.isItalic, color: foregroundColor ?? .white,
        alignment: Text.Alignment(rawValue: alignmentMode) ?? .natural, isWrapped: isWrapped,
        truncation: Text.Truncation(rawValue: truncationMode) ?? .none))
    }
  }
}
