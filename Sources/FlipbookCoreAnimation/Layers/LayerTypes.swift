import Foundation

// Apple's string-backed option types, with the same raw values, so code that
// writes `.resizeAspectFill` or `CALayerContentsGravity(rawValue: "center")` ports.

/// `CALayer.contentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A gravity that centres the content in the bounds, unscaled.
  public static let center = Self(rawValue: "center")
  /// A gravity that centres the content along the top edge of the bounds, unscaled (the visual top here).
  public static let top = Self(rawValue: "top")
  /// A gravity that centres the content along the bottom edge of the bounds, unscaled (the visual bottom here).
  public static let bottom = Self(rawValue: "bottom")
  /// A gravity that centres the content along the left edge of the bounds, unscaled.
  public static let left = Self(rawValue: "left")
  /// A gravity that centres the content along the right edge of the bounds, unscaled.
  public static let right = Self(rawValue: "right")
  /// A gravity that places the content in the top-left corner of the bounds, unscaled.
  public static let topLeft = Self(rawValue: "topLeft")
  /// A gravity that places the content in the top-right corner of the bounds, unscaled.
  public static let topRight = Self(rawValue: "topRight")
  /// A gravity that places the content in the bottom-left corner of the bounds, unscaled.
  public static let bottomLeft = Self(rawValue: "bottomLeft")
  /// A gravity that places the content in the bottom-right corner of the bounds, unscaled.
  public static let bottomRight = Self(rawValue: "bottomRight")
  /// A gravity that stretches the content to fill the bounds, ignoring its aspect ratio.
  public static let resize = Self(rawValue: "resize")
  /// A gravity that scales the content to fit within the bounds, keeping its aspect ratio.
  public static let resizeAspect = Self(rawValue: "resizeAspect")
  /// A gravity that scales the content to fill the bounds, keeping its aspect ratio and cropping the overflow.
  public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// `CALayer.magnificationFilter` / `minificationFilter`.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A filter that interpolates linearly between neighbouring pixels.
  public static let linear = Self(rawValue: "linear")
  /// A filter that takes the nearest pixel, for a sharp, pixelated look.
  public static let nearest = Self(rawValue: "nearest")
  /// A filter that interpolates linearly between mipmap levels too; Flipbook draws it as `linear`.
  public static let trilinear = Self(rawValue: "trilinear")
}

/// `CALayer.cornerCurve`. Flipbook draws `.continuous` as circular corners too
/// (Apple's continuous curve is unpublished); the difference is under a pixel for small radii.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A corner curve that is a quarter circle.
  public static let circular = Self(rawValue: "circular")
  /// A corner curve that blends smoothly into the edges (Apple's squircle); Flipbook draws it as circular.
  public static let continuous = Self(rawValue: "continuous")
}

/// `CALayer.maskedCorners`. "Min Y" is the top on iOS.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The corner at minimum x and minimum y: the top-left corner on iOS.
  public static let layerMinXMinYCorner = Self(rawValue: 1)
  /// The corner at maximum x and minimum y: the top-right corner on iOS.
  public static let layerMaxXMinYCorner = Self(rawValue: 2)
  /// The corner at minimum x and maximum y: the bottom-left corner on iOS.
  public static let layerMinXMaxYCorner = Self(rawValue: 4)
  /// The corner at maximum x and maximum y: the bottom-right corner on iOS.
  public static let layerMaxXMaxYCorner = Self(rawValue: 8)
}

/// `CAShapeLayer.fillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A fill rule that fills a point if the path winds around it a non-zero number of times.
  public static let nonZero = Self(rawValue: "non-zero")
  /// A fill rule that fills a point if a ray from it crosses the path an odd number of times.
  public static let evenOdd = Self(rawValue: "even-odd")
}

/// `CAShapeLayer.lineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A line cap that ends the stroke squarely at the end point.
  public static let butt = Self(rawValue: "butt")
  /// A line cap that ends the stroke with a semicircle around the end point.
  public static let round = Self(rawValue: "round")
  /// A line cap that ends the stroke with a square extending half the line width past the end point.
  public static let square = Self(rawValue: "square")
}

/// `CAShapeLayer.lineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A line join with a sharp, pointed corner, bevelled past the miter limit.
  public static let miter = Self(rawValue: "miter")
  /// A line join with a rounded corner.
  public static let round = Self(rawValue: "round")
  /// A line join with a squared-off corner.
  public static let bevel = Self(rawValue: "bevel")
}

/// `CAGradientLayer.type`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A gradient that varies along the line from `startPoint` to `endPoint`.
  public static let axial = Self(rawValue: "axial")
  /// A gradient that varies outward from `startPoint`, reaching `endPoint` at its edge.
  public static let radial = Self(rawValue: "radial")
  /// A gradient that sweeps around `startPoint`, starting in the direction of `endPoint`.
  public static let conic = Self(rawValue: "conic")
}

/// `CATextLayer.alignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// An alignment that follows the text's natural direction: left for left-to-right text.
  public static let natural = Self(rawValue: "natural")
  /// An alignment of the text to the left edge.
  public static let left = Self(rawValue: "left")
  /// An alignment of the text to the right edge.
  public static let right = Self(rawValue: "right")
  /// An alignment of the text centred in the bounds.
  public static let center = Self(rawValue: "center")
  /// An alignment that stretches the lines of a paragraph to both edges.
  public static let justified = Self(rawValue: "justified")
}

/// `CATextLayer.truncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A mode that draws the text without truncating it.
  public static let none = Self(rawValue: "none")
  /// A mode that truncates the text at the start of the line, with an ellipsis.
  public static let start = Self(rawValue: "start")
  /// A mode that truncates the text at the end of the line, with an ellipsis.
  public static let end = Self(rawValue: "end")
  /// A mode that truncates the text in the middle of the line, with an ellipsis.
  public static let middle = Self(rawValue: "middle")
}

/// `CALayer.edgeAntialiasingMask`.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The left edge of the layer.
  public static let layerLeftEdge = Self(rawValue: 1)
  /// The right edge of the layer.
  public static let layerRightEdge = Self(rawValue: 2)
  /// The bottom edge of the layer.
  public static let layerBottomEdge = Self(rawValue: 4)
  /// The top edge of the layer.
  public static let layerTopEdge = Self(rawValue: 8)
}
