import Foundation
import FlipbookTimeline


// MARK: - CAMediaTimingFunctionName

/// The name of one of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Linear pacing: the animation progresses evenly over its duration.
  public static let linear = Self(rawValue: "linear")
  /// Ease-in pacing: the animation begins slowly, then speeds up.
  public static let easeIn = Self(rawValue: "easeIn")
  /// Ease-out pacing: the animation begins quickly, then slows down.
  public static let easeOut = Self(rawValue: "easeOut")
  /// Ease-in-ease-out pacing: the animation begins slowly, speeds up in the middle, then slows down.
  public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
  /// The system's default timing curve, used by implicit animations: (0.25, 0.1, 0.25, 1).
  public static let `default` = Self(rawValue: "default")
}

// MARK: - CAMediaTimingFunction

/// A cubic Bézier timing curve from (0, 0) to (1, 1) (semantics doc §2).
///
/// Solved to 1e-7 in x. Apple's solver stops at 1e-5 (its `linear` at 0.67 gives
/// 0.669997); we solve tighter, so values can differ from a device by a few 1e-6.
public final class CAMediaTimingFunction: Hashable, Sendable, CustomStringConvertible {
  /// c1 and c2, as Apple stores them (32-bit floats).
  public let controlPoints: (Float, Float, Float, Float)
  let bezier: UnitBezier

  /// Creates a timing function from the two control points of its cubic Bézier curve, (c1x, c1y) and (c2x, c2y).
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    controlPoints = (c1x, c1y, c2x, c2y)
    bezier = UnitBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
  }

  /// The named curves: linear, easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1),
  /// easeInEaseOut (0.42, 0, 0.58, 1) and default (0.25, 0.1, 0.25, 1).
  /// An unknown name gives `default`, the curve of Core Animation's implicit animations.
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .linear: self.init(controlPoints: 0, 0, 1, 1)
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    }
  }

  /// Control point `index` (0…3) into `values`: 0 is (0, 0), 3 is (1, 1).
  public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
    let p: (Float, Float)
    switch index {
    case 0: p = (0, 0)
    case 1: p = (controlPoints.0, controlPoints.1)
    case 2: p = (controlPoints.2, controlPoints.3)
    default: p = (1, 1)
    }
    ptr[0] = p.0
    ptr[1] = p.1
  }

  /// The curve's output for an input in 0…1 (clamped).
  public func evaluate(at x: Double) -> Double { bezier.solve(x) }

  public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool {
    a.controlPoints == b.controlPoints
  }

  public func hash(into h: inout Hasher) {
    h.combine(controlPoints.0); h.combine(controlPoints.1); h.combine(controlPoints.2); h.combine(controlPoints.3)
  }

  public var description: String {
    "CAMediaTimingFunction(\(controlPoints.0), \(controlPoints.1), \(controlPoints.2), \(controlPoints.3))"
  }
}

extension CAMediaTimingFunction {
  /// The function as a timeline value (its four control points).
  var curve: TimingCurve {
    TimingCurve(c1x: Double(controlPoints.0), c1y: Double(controlPoints.1),
                c2x: Double(controlPoints.2), c2y: Double(controlPoints.3))
  }
}
