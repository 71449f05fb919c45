import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - Options

extension UIView {
  /// `UIView.AnimationOptions`, with UIKit's bit values (doc §6.1).
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = Self(rawValue: 1 << 0)
    public static let allowUserInteraction = Self(rawValue: 1 << 1)
    public static let beginFromCurrentState = Self(rawValue: 1 << 2)
    public static let `repeat` = Self(rawValue: 1 << 3)
    public static let autoreverse = Self(rawValue: 1 << 4)
    public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
    public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
    public static let allowAnimatedContent = Self(rawValue: 1 << 7)
    public static let showHideTransitionViews = Self(rawValue: 1 << 8)
    public static let overrideInheritedOptions = Self(rawValue: 1 << 9)
    public static let curveEaseInOut = Self(rawValue: 0 << 16)
    public static let curveEaseIn = Self(rawValue: 1 << 16)
    public static let curveEaseOut = Self(rawValue: 2 << 16)
    public static let curveLinear = Self(rawValue: 3 << 16)
    public static let transitionFlipFromLeft = Self(rawValue: 1 << 20)
    public static let transitionFlipFromRight = Self(rawValue: 2 << 20)
    public static let transitionCurlUp = Self(rawValue: 3 << 20)
    public static let transitionCurlDown = Self(rawValue: 4 << 20)
    public static let transitionCrossDissolve = Self(rawValue: 5 << 20)
    public static let transitionFlipFromTop = Self(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = Self(rawValue: 7 << 20)
    public static let preferredFramesPerSecond60 = Self(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = Self(rawValue: 7 << 24)

    var curve: UIView.AnimationCurve { UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 7)) ?? .easeInOut }
    var transition: Int { Int((rawValue >> 20) & 7) }
  }

  /// `UIView.KeyframeAnimationOptions`: the same bits, plus the calculation modes (bits 10–12).
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = Self(rawValue: 1 << 0)
    public static let allowUserInteraction = Self(rawValue: 1 << 1)
    public static let beginFromCurrentState = Self(rawValue: 1 << 2)
    public static let `repeat` = Self(rawValue: 1 << 3)
    public static let autoreverse = Self(rawValue: 1 << 4)
    public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
    public static let overrideInheritedOptions = Self(rawValue: 1 << 9)
    public static let calculationModeLinear = Self(rawValue: 0 << 10)
    public static let calculationModeDiscrete = Self(rawValue: 1 << 10)
    public static let calculationModePaced = Self(rawValue: 2 << 10)
    public static let calculationModeCubic = Self(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = Self(rawValue: 4 << 10)

    var calculationMode: CAAnimationCalculationMode {
      switch (rawValue >> 10) & 7 {
      case 1: .discrete
      case 2: .paced
      case 3: .cubic
      case 4: .cubicPaced
      default: .linear
      }
    }
  }

  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear

    var timingFunction: CAMediaTimingFunction {
      switch self {
      case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
      case .easeIn: CAMediaTimingFunction(name: .easeIn)
      case .easeOut: CAMediaTimingFunction(name: .easeOut)
      case .linear: CAMediaTimingFunction(name: .linear)
      }
    }
  }
}
