import Foundation

// The layer constant names (the transition ones are beside CATransition) of older Swift and Objective-C code
// (`shape.lineCap = kCALineCapRound`), each the Swift SDK's typed value, so code
// pasted from Swift 4 or translated from Objective-C compiles. Apple's Swift SDK
// marks them obsoleted in Swift 4.2 (an error with a fix-it to the typed name), so
// accepting them is a superset of what Xcode compiles today.

public let kCALineCapButt = CAShapeLayerLineCap.butt
public let kCALineCapRound = CAShapeLayerLineCap.round
public let kCALineCapSquare = CAShapeLayerLineCap.square
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
public let kCALineJoinRound = CAShapeLayerLineJoin.round
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd

public let kCAGravityCenter = CALayerContentsGravity.center
public let kCAGravityTop = CALayerContentsGravity.top
public let kCAGravityBottom = CALayerContentsGravity.bottom
public let kCAGravityLeft = CALayerContentsGravity.left
public let kCAGravityRight = CALayerContentsGravity.right
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
public let kCAGravityTopRight = CALayerContentsGravity.topRight
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
public let kCAGravityResize = CALayerContentsGravity.resize
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill

public let kCAFilterLinear = CALayerContentsFilter.linear
public let kCAFilterNearest = CALayerContentsFilter.nearest
public let kCAFilterTrilinear = CALayerContentsFilter.trilinear

public let kCACornerCurveCircular = CALayerCornerCurve.circular
public let kCACornerCurveContinuous = CALayerCornerCurve.continuous

public let kCAGradientLayerAxial = CAGradientLayerType.axial
public let kCAGradientLayerRadial = CAGradientLayerType.radial
public let kCAGradientLayerConic = CAGradientLayerType.conic

public let kCAAlignmentNatural = CATextLayerAlignmentMode.natural
public let kCAAlignmentLeft = CATextLayerAlignmentMode.left
public let kCAAlignmentRight = CATextLayerAlignmentMode.right
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center
public let kCAAlignmentJustified = CATextLayerAlignmentMode.justified
public let kCATruncationNone = CATextLayerTruncationMode.none
public let kCATruncationStart = CATextLayerTruncationMode.start
public let kCATruncationEnd = CATextLayerTruncationMode.end
public let kCATruncationMiddle = CATextLayerTruncationMode.middle

#if !canImport(Darwin)
/// `repeatCount = HUGE` (C's `MAXFLOAT`, which Darwin's module exports and Glibc's
/// does not): Core Animation reads `Float.greatestFiniteMagnitude` as "for ever".
public let HUGE = Float.greatestFiniteMagnitude
#endif
