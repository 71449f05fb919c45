import Foundation

// Apple's string-backed option types, with the same raw values, so code that
// writes `.resizeAspectFill` or `CALayerContentsGravity(rawValue: "center")` ports.

/// `CALayer.contentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let center = Self(rawValue: "center")
  public static let top = Self(rawValue: "top")
  public static let bottom = Self(rawValue: "bottom")
  public static let left = Self(rawValue: "left")
  public static let right = Self(rawValue: "right")
  public static let topLeft = Self(rawValue: "topLeft")
  public static let topRight = Self(rawValue: "topRight")
  public static let bottomLeft = Self(rawValue: "bottomLeft")
  public static let bottomRight = Self(rawValue: "bottomRight")
  public static let resize = Self(rawValue: "resize")
  public static let resizeAspect = Self(rawValue: "resizeAspect")
  public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// `CALayer.magnificationFilter` / `minificationFilter`.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear")
  public static let nearest = Self(rawValue: "nearest")
  public static let trilinear = Self(rawValue: "trilinear")
}

/// `CALayer.cornerCurve`. Flipbook draws `.continuous` as circular corners too
/// (Apple's continuous curve is unpublished); the difference is under a pixel for small radii.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = Self(rawValue: "circular")
  public static let continuous = Self(rawValue: "continuous")
}

/// `CALayer.maskedCorners`. "Min Y" is the top on iOS.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = Self(rawValue: 1)
  public static let layerMaxXMinYCorner = Self(rawValue: 2)
  public static let layerMinXMaxYCorner = Self(rawValue: 4)
  public static let layerMaxXMaxYCorner = Self(rawValue: 8)
}

/// `CAShapeLayer.fillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = Self(rawValue: "non-zero")
  public static let evenOdd = Self(rawValue: "even-odd")
}

/// `CAShapeLayer.lineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = Self(rawValue: "butt")
  public static let round = Self(rawValue: "round")
  public static let square = Self(rawValue: "square")
}

/// `CAShapeLayer.lineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = Self(rawValue: "miter")
  public static let round = Self(rawValue: "round")
  public static let bevel = Self(rawValue: "bevel")
}

/// `CAGradientLayer.type`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = Self(rawValue: "axial")
  public static let radial = Self(rawValue: "radial")
  public static let conic = Self(rawValue: "conic")
}

/// `CATextLayer.alignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = Self(rawValue: "natural")
  public static let left = Self(rawValue: "left")
  public static let right = Self(rawValue: "right")
  public static let center = Self(rawValue: "center")
  public static let justified = Self(rawValue: "justified")
}

/// `CATextLayer.truncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = Self(rawValue: "none")
  public static let start = Self(rawValue: "start")
  public static let end = Self(rawValue: "end")
  public static let middle = Self(rawValue: "middle")
}

/// `CALayer.edgeAntialiasingMask`.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let layerLeftEdge = Self(rawValue: 1)
  public static let layerRightEdge = Self(rawValue: 2)
  public static let layerBottomEdge = Self(rawValue: 4)
  public static let layerTopEdge = Self(rawValue: 8)
}
