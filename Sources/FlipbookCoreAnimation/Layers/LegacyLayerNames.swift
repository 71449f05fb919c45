import Foundation

// The layer constant names (the transition ones are beside CATransition) of older Swift and Objective-C code
// (`shape.lineCap = kCALineCapRound`), each the Swift SDK's typed value, so code
// pasted from Swift 4 or translated from Objective-C compiles. Apple's Swift SDK
// marks them obsoleted in Swift 4.2 (an error with a fix-it to the typed name), so
// accepting them is a superset of what Xcode compiles today.

/// The legacy name of `CAShapeLayerLineCap.butt`.
public let kCALineCapButt = CAShapeLayerLineCap.butt
/// The legacy name of `CAShapeLayerLineCap.round`.
public let kCALineCapRound = CAShapeLayerLineCap.round
/// The legacy name of `CAShapeLayerLineCap.square`.
public let kCALineCapSquare = CAShapeLayerLineCap.square
/// The legacy name of `CAShapeLayerLineJoin.miter`.
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
/// The legacy name of `CAShapeLayerLineJoin.round`.
public let kCALineJoinRound = CAShapeLayerLineJoin.round
/// The legacy name of `CAShapeLayerLineJoin.bevel`.
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
/// The legacy name of `CAShapeLayerFillRule.nonZero`.
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
/// The legacy name of `CAShapeLayerFillRule.evenOdd`.
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd

/// The legacy name of `CALayerContentsGravity.center`.
public let kCAGravityCenter = CALayerContentsGravity.center
/// The legacy name of `CALayerContentsGravity.top`.
public let kCAGravityTop = CALayerContentsGravity.top
/// The legacy name of `CALayerContentsGravity.bottom`.
public let kCAGravityBottom = CALayerContentsGravity.bottom
/// The legacy name of `CALayerContentsGravity.left`.
public let kCAGravityLeft = CALayerContentsGravity.left
/// The legacy name of `CALayerContentsGravity.right`.
public let kCAGravityRight = CALayerContentsGravity.right
/// The legacy name of `CALayerContentsGravity.topLeft`.
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
/// The legacy name of `CALayerContentsGravity.topRight`.
public let kCAGravityTopRight = CALayerContentsGravity.topRight
/// The legacy name of `CALayerContentsGravity.bottomLeft`.
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
/// The legacy name of `CALayerContentsGravity.bottomRight`.
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
/// The legacy name of `CALayerContentsGravity.resize`.
public let kCAGravityResize = CALayerContentsGravity.resize
/// The legacy name of `CALayerContentsGravity.resizeAspect`.
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
/// The legacy name of `CALayerContentsGravity.resizeAspectFill`.
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill

/// The legacy name of `CALayerContentsFilter.linear`.
public let kCAFilterLinear = CALayerContentsFilter.linear
/// The legacy name of `CALayerContentsFilter.nearest`.
public let kCAFilterNearest = CALayerContentsFilter.nearest
/// The legacy name of `CALayerContentsFilter.trilinear`.
public let kCAFilterTrilinear = CALayerContentsFilter.trilinear

/// The legacy name of `CALayerCornerCurve.circular`.
public let kCACornerCurveCircular = CALayerCornerCurve.circular
/// The legacy name of `CALayerCornerCurve.continuous`.
public let kCACornerCurveContinuous = CALayerCornerCurve.continuous

/// The legacy name of `CAGradientLayerType.axial`.
public let kCAGradientLayerAxial = CAGradientLayerType.axial
/// The legacy name of `CAGradientLayerType.radial`.
public let kCAGradientLayerRadial = CAGradientLayerType.radial
/// The legacy name of `CAGradientLayerType.conic`.
public let kCAGradientLayerConic = CAGradientLayerType.conic

/// The legacy name of `CATextLayerAlignmentMode.natural`.
public let kCAAlignmentNatural = CATextLayerAlignmentMode.natural
/// The legacy name of `CATextLayerAlignmentMode.left`.
public let kCAAlignmentLeft = CATextLayerAlignmentMode.left
/// The legacy name of `CATextLayerAlignmentMode.right`.
public let kCAAlignmentRight = CATextLayerAlignmentMode.right
/// The legacy name of `CATextLayerAlignmentMode.center`.
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center
/// The legacy name of `CATextLayerAlignmentMode.justified`.
public let kCAAlignmentJustified = CATextLayerAlignmentMode.justified
/// The legacy name of `CATextLayerTruncationMode.none`.
public let kCATruncationNone = CATextLayerTruncationMode.none
/// The legacy name of `CATextLayerTruncationMode.start`.
public let kCATruncationStart = CATextLayerTruncationMode.start
/// The legacy name of `CATextLayerTruncationMode.end`.
public let kCATruncationEnd = CATextLayerTruncationMode.end
/// The legacy name of `CATextLayerTruncationMode.middle`.
public let kCATruncationMiddle = CATextLayerTruncationMode.middle

#if !canImport(Darwin)
/// `repeatCount = HUGE` (C's `MAXFLOAT`, which Darwin's module exports and Glibc's
/// does not): Core Animation reads `Float.greatestFiniteMagnitude` as "for ever".
public let HUGE = Float.greatestFiniteMagnitude
#endif
