import Foundation

/// Every layer property, once. `CALayer`'s accessors find their entry by key
/// path; animations and actions find it by name; the JSON document codes layer
/// states by it. Adding a property to Flipbook is a stored property in
/// `LayerProps` (with its default), one entry here, and its Apple-named accessor.
public enum LayerRegistry {
  /// The entry of every layer property, each listed once (an emitter's cells are coded apart).
  public static let all: [AnyLayerProperty] = [
    // Geometry (CALayer)
    .rect(\.bounds, "bounds"), .point(\.position, "position"), LayerProperty.number(\.zPosition, "zPosition"),
    .point(\.anchorPoint, "anchorPoint"), LayerProperty.number(\.anchorPointZ, "anchorPointZ"),
    .transform(\.transform, "transform"), .transform(\.sublayerTransform, "sublayerTransform"),
    LayerProperty.number(\.contentsScale, "contentsScale"),
    // Layer timing: not animatable; changes move the layer's clock.
    LayerProperty.number(\.beginTime, "beginTime", .none), LayerProperty.number(\.speed, "speed", .none),
    LayerProperty.number(\.timeOffset, "timeOffset", .none),
    // Appearance
    .bool(\.isHidden, "hidden"), .bool(\.isDoubleSided, "doubleSided"), LayerProperty.number(\.opacity, "opacity"),
    .bool(\.allowsGroupOpacity, "allowsGroupOpacity", .none), .color(\.backgroundColor, "backgroundColor"),
    LayerProperty.number(\.cornerRadius, "cornerRadius"),
    LayerProperty.of(\.maskedCorners, "maskedCorners", .number, .none, { .number(Double($0)) },
                     { $0.scalar.flatMap { UInt(exactly: $0.rounded()) } }),
    LayerProperty.option(\.cornerCurve, "cornerCurve"),
    LayerProperty.number(\.borderWidth, "borderWidth"), .color(\.borderColor, "borderColor"),
    .bool(\.masksToBounds, "masksToBounds"), .color(\.shadowColor, "shadowColor"),
    LayerProperty.number(\.shadowOpacity, "shadowOpacity"), .size(\.shadowOffset, "shadowOffset"),
    LayerProperty.number(\.shadowRadius, "shadowRadius"), .path(\.shadowPath, "shadowPath"),
    .numbers(\.backdropMaterial, "backdropMaterial"),
    // Contents
    .image(\.contents, "contents"), .rect(\.contentsRect, "contentsRect"), .rect(\.contentsCenter, "contentsCenter"),
    LayerProperty.option(\.contentsGravity, "contentsGravity", .discrete),
    LayerProperty.option(\.magnificationFilter, "magnificationFilter"),
    LayerProperty.option(\.minificationFilter, "minificationFilter"),
    .string(\.name, "name", .none),
    .bool(\.shouldRasterize, "shouldRasterize", .none), LayerProperty.number(\.rasterizationScale, "rasterizationScale"),
    // CAShapeLayer
    .path(\.path, "path"), .color(\.fillColor, "fillColor"), LayerProperty.option(\.fillRule, "fillRule"),
    .color(\.strokeColor, "strokeColor"), LayerProperty.number(\.lineWidth, "lineWidth"),
    LayerProperty.option(\.lineCap, "lineCap"), LayerProperty.option(\.lineJoin, "lineJoin"),
    LayerProperty.number(\.miterLimit, "miterLimit"), .numbers(\.lineDashPattern, "lineDashPattern"),
    LayerProperty.number(\.lineDashPhase, "lineDashPhase"), LayerProperty.number(\.strokeStart, "strokeStart"),
    LayerProperty.number(\.strokeEnd, "strokeEnd"),
    // CAGradientLayer
    .colors(\.colors, "colors"), .numbers(\.locations, "locations"), .point(\.startPoint, "startPoint"),
    .point(\.endPoint, "endPoint"), LayerProperty.option(\.gradientType, "type"),
    // CAReplicatorLayer (instanceCount and preservesDepth are not animatable; the rest are)
    LayerProperty.of(\.instanceCount, "instanceCount", .number, .none, { .number(Double($0)) },
                     { $0.scalar.flatMap { Int(exactly: $0.rounded()) } }),
    LayerProperty.number(\.instanceDelay, "instanceDelay"), .transform(\.instanceTransform, "instanceTransform"),
    .color(\.instanceColor, "instanceColor"), LayerProperty.number(\.instanceRedOffset, "instanceRedOffset"),
    LayerProperty.number(\.instanceGreenOffset, "instanceGreenOffset"),
    LayerProperty.number(\.instanceBlueOffset, "instanceBlueOffset"),
    LayerProperty.number(\.instanceAlphaOffset, "instanceAlphaOffset"), .bool(\.preservesDepth, "preservesDepth", .none),
    // CAEmitterLayer (emitterCells is coded beside the registry: see LayerProps+Coding)
    .point(\.emitterPosition, "emitterPosition"), LayerProperty.number(\.emitterZPosition, "emitterZPosition"),
    .size(\.emitterSize, "emitterSize"), LayerProperty.number(\.emitterDepth, "emitterDepth"),
    LayerProperty.option(\.emitterShape, "emitterShape"), LayerProperty.option(\.emitterMode, "emitterMode"),
    LayerProperty.option(\.renderMode, "renderMode"), LayerProperty.number(\.emitterBirthRate, "birthRate"),
    LayerProperty.number(\.emitterLifetime, "lifetime"), LayerProperty.number(\.emitterVelocity, "velocity"),
    LayerProperty.number(\.emitterScale, "scale"), LayerProperty.number(\.emitterSpin, "spin"),
    LayerProperty.of(\.seed, "seed", .number, .none, { .number(Double($0)) }, { $0.scalar.flatMap { UInt32(exactly: $0.rounded()) } }),
    // CATextLayer
    .string(\.string, "string", .none), .font(\.font, "font"), LayerProperty.number(\.fontSize, "fontSize"),
    .color(\.foregroundColor, "foregroundColor"), .bool(\.isWrapped, "wrapped", .none),
    LayerProperty.option(\.alignmentMode, "alignmentMode"), LayerProperty.option(\.truncationMode, "truncationMode"),
  ]

  /// Entries by Apple name.
  public static let byName: [String: AnyLayerProperty] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

  /// Entries by their `LayerProps` key path (how `CALayer`'s setters find their name).
  /// (Key paths are immutable values; Swift 6.3 does not mark `PartialKeyPath` `Sendable`.)
  nonisolated(unsafe) private static let byKeyPath: [PartialKeyPath<LayerProps>: AnyLayerProperty] =
    Dictionary(all.map { ($0.keyPath as PartialKeyPath<LayerProps>, $0) }, uniquingKeysWith: { a, _ in a })

  /// The entry of a property; nil for a key path that is not in the registry.
  public static func property(_ keyPath: PartialKeyPath<LayerProps>) -> AnyLayerProperty? { byKeyPath[keyPath] }
}

// MARK: - Constructors by value kind

extension AnyLayerProperty {
  static func point(_ kp: WritableKeyPath<LayerProps, CGPoint> & Sendable, _ name: String) -> AnyLayerProperty {
    LayerProperty.of(kp, name, .point, .implicit, { .point($0) }, { if case .point(let p) = $0 { p } else { nil } })
  }
  static func size(_ kp: WritableKeyPath<LayerProps, CGSize> & Sendable, _ name: String) -> AnyLayerProperty {
    LayerProperty.of(kp, name, .size, .implicit, { .size($0) }, { if case .size(let s) = $0 { s } else { nil } })
  }
  static func rect(_ kp: WritableKeyPath<LayerProps, CGRect> & Sendable, _ name: String) -> AnyLayerProperty {
    LayerProperty.of(kp, name, .rect, .implicit, { .rect($0) }, { if case .rect(let r) = $0 { r } else { nil } })
  }
  static func transform(_ kp: WritableKeyPath<LayerProps, CATransform3D> & Sendable, _ name: String) -> AnyLayerProperty {
    LayerProperty.of(kp, name, .transform, .implicit, { .transform($0) }, { if case .transform(let m) = $0 { m } else { nil } })
  }
  static func color(_ kp: WritableKeyPath<LayerProps, CGColor?> & Sendable, _ name: String) -> AnyLayerProperty {
    LayerProperty.of(kp, name, .color, .implicit, { .color($0) }, { if case .color(let c) = $0 { .some(c) } else { nil } })
  }
  static func colors(_ kp: WritableKeyPath<LayerProps, [CGColor]?> & Sendable, _ name: String) -> AnyLayerProperty {
    LayerProperty.of(kp, name, .colors, .implicit, { .colors($0 ?? []) }, { if case .colors(let c) = $0 { .some(c) } else { nil } })
  }
  static func numbers(_ kp: WritableKeyPath<LayerProps, [Double]?> & Sendable, _ name: String) -> AnyLayerProperty {
    LayerProperty.of(kp, name, .numbers, .implicit, { .numbers($0 ?? []) }, { if case .numbers(let n) = $0 { .some(n) } else { nil } })
  }
  /// Paths interpolate point by point but have no implicit animation.
  static func path(_ kp: WritableKeyPath<LayerProps, PathData?> & Sendable, _ name: String) -> AnyLayerProperty {
    LayerProperty.of(kp, name, .path, .explicitOnly, { .path($0) }, { if case .path(let p) = $0 { .some(p) } else { nil } })
  }
  /// Images cross-fade (`ContentsFade`), and a change on a standalone layer fades over
  /// the default 0.25 s: Apple marks `contents` animatable, and iOS dissolves it.
  static func image(_ kp: WritableKeyPath<LayerProps, CGImage?> & Sendable, _ name: String) -> AnyLayerProperty {
    LayerProperty.of(kp, name, .image, .implicit, { .image($0) }, { if case .image(let i) = $0 { .some(i) } else { nil } })
  }
  static func bool(_ kp: WritableKeyPath<LayerProps, Bool> & Sendable, _ name: String,
                   _ animation: PropertyAnimation = .discrete) -> AnyLayerProperty {
    LayerProperty.of(kp, name, .bool, animation, { .bool($0) }, { if case .bool(let b) = $0 { b } else { nil } })
  }
  static func string(_ kp: WritableKeyPath<LayerProps, String?> & Sendable, _ name: String,
                     _ animation: PropertyAnimation) -> AnyLayerProperty {
    LayerProperty.of(kp, name, .string, animation, { .string($0) }, { if case .string(let s) = $0 { .some(s) } else { nil } })
  }
  /// A font reads and writes as its name (`setValue("Avenir-Heavy", forKey: "font")`).
  static func font(_ kp: WritableKeyPath<LayerProps, FontDescriptor?> & Sendable, _ name: String) -> AnyLayerProperty {
    LayerProperty.of(kp, name, .string, .none, { .string($0?.name) }, { value in
      guard case .string(let s) = value else { return nil }
      return .some(s.map { FontDescriptor(name: $0, size: 36) })
    })
  }
}
