import Foundation

/// `CAEmitterLayer.emitterShape`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// An emitter shape that is a single point at `emitterPosition`.
  public static let point = Self(rawValue: "point")
  /// An emitter shape that is a line along the x axis, `emitterSize.width` long.
  public static let line = Self(rawValue: "line")
  /// An emitter shape that is a rectangle of `emitterSize`.
  public static let rectangle = Self(rawValue: "rectangle")
  /// An emitter shape that is a box; Flipbook draws it flattened, as a rectangle.
  public static let cuboid = Self(rawValue: "cuboid")
  /// An emitter shape that is a circle `emitterSize.width` across.
  public static let circle = Self(rawValue: "circle")
  /// An emitter shape that is a sphere; Flipbook draws it flattened, as a circle.
  public static let sphere = Self(rawValue: "sphere")
}

/// `CAEmitterLayer.emitterMode`.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A mode that emits from the shape's points: a line's ends, a rectangle's corners, a circle's centre.
  public static let points = Self(rawValue: "points")
  /// A mode that emits from the shape's outline.
  public static let outline = Self(rawValue: "outline")
  /// A mode that emits from anywhere on the shape's surface.
  public static let surface = Self(rawValue: "surface")
  /// A mode that emits from anywhere within the shape; for Flipbook's flattened shapes, the same as `surface`.
  public static let volume = Self(rawValue: "volume")
}

/// `CAEmitterLayer.renderMode`.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A render mode that draws the particles in no particular order.
  public static let unordered = Self(rawValue: "unordered")
  /// A render mode that draws the oldest particles first, beneath newer ones.
  public static let oldestFirst = Self(rawValue: "oldestFirst")
  /// A render mode that draws the oldest particles last, above newer ones.
  public static let oldestLast = Self(rawValue: "oldestLast")
  /// A render mode that draws the particles back to front by depth; Flipbook, drawing flat, draws the oldest first.
  public static let backToFront = Self(rawValue: "backToFront")
  /// A render mode that adds the colours of overlapping particles together.
  public static let additive = Self(rawValue: "additive")
}

// The Objective-C constants, as older Swift code spells them.
/// The legacy name of `CAEmitterLayerEmitterShape.point`.
public let kCAEmitterLayerPoint = CAEmitterLayerEmitterShape.point
/// The legacy name of `CAEmitterLayerEmitterShape.line`.
public let kCAEmitterLayerLine = CAEmitterLayerEmitterShape.line
/// The legacy name of `CAEmitterLayerEmitterShape.rectangle`.
public let kCAEmitterLayerRectangle = CAEmitterLayerEmitterShape.rectangle
/// The legacy name of `CAEmitterLayerEmitterShape.cuboid`.
public let kCAEmitterLayerCuboid = CAEmitterLayerEmitterShape.cuboid
/// The legacy name of `CAEmitterLayerEmitterShape.circle`.
public let kCAEmitterLayerCircle = CAEmitterLayerEmitterShape.circle
/// The legacy name of `CAEmitterLayerEmitterShape.sphere`.
public let kCAEmitterLayerSphere = CAEmitterLayerEmitterShape.sphere
/// The legacy name of `CAEmitterLayerEmitterMode.points`.
public let kCAEmitterLayerPoints = CAEmitterLayerEmitterMode.points
/// The legacy name of `CAEmitterLayerEmitterMode.outline`.
public let kCAEmitterLayerOutline = CAEmitterLayerEmitterMode.outline
/// The legacy name of `CAEmitterLayerEmitterMode.surface`.
public let kCAEmitterLayerSurface = CAEmitterLayerEmitterMode.surface
/// The legacy name of `CAEmitterLayerEmitterMode.volume`.
public let kCAEmitterLayerVolume = CAEmitterLayerEmitterMode.volume
/// The legacy name of `CAEmitterLayerRenderMode.unordered`.
public let kCAEmitterLayerUnordered = CAEmitterLayerRenderMode.unordered
/// The legacy name of `CAEmitterLayerRenderMode.oldestFirst`.
public let kCAEmitterLayerOldestFirst = CAEmitterLayerRenderMode.oldestFirst
/// The legacy name of `CAEmitterLayerRenderMode.oldestLast`.
public let kCAEmitterLayerOldestLast = CAEmitterLayerRenderMode.oldestLast
/// The legacy name of `CAEmitterLayerRenderMode.backToFront`.
public let kCAEmitterLayerBackToFront = CAEmitterLayerRenderMode.backToFront
/// The legacy name of `CAEmitterLayerRenderMode.additive`.
public let kCAEmitterLayerAdditive = CAEmitterLayerRenderMode.additive
