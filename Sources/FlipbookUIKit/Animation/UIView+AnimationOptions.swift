import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - Options

extension UIView {
  /// `UIView.AnimationOptions`, with UIKit's bit values (doc §6.1).
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// An option that lays out the views whose size changed in the block, so their subviews animate with them.
    public static let layoutSubviews = Self(rawValue: 1 << 0)
    /// An option that lets the animating views receive touches during the animation.
    public static let allowUserInteraction = Self(rawValue: 1 << 1)
    /// An option that starts the animation from the current presented values of any animation already running.
    public static let beginFromCurrentState = Self(rawValue: 1 << 2)
    /// An option that repeats the animation indefinitely.
    public static let `repeat` = Self(rawValue: 1 << 3)
    /// An option that runs the animation backwards after it runs forwards; combine it with `repeat`.
    public static let autoreverse = Self(rawValue: 1 << 4)
    /// An option that gives a nested block its own duration instead of the enclosing block's.
    public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
    /// An option that gives a nested block its own curve instead of the enclosing block's.
    public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
    /// An option that animates the changes made in a transition's block, instead of making them at once.
    public static let allowAnimatedContent = Self(rawValue: 1 << 7)
    /// An option that hides and shows the views of `transition(from:to:duration:options:completion:)` instead of
    /// removing and adding them.
    public static let showHideTransitionViews = Self(rawValue: 1 << 8)
    /// An option that gives a nested block its own options instead of inheriting the enclosing block's.
    public static let overrideInheritedOptions = Self(rawValue: 1 << 9)
    /// An ease-in ease-out curve, which starts slowly, speeds up and slows down at the end; the default.
    public static let curveEaseInOut = Self(rawValue: 0 << 16)
    /// An ease-in curve, which starts slowly and speeds up.
    public static let curveEaseIn = Self(rawValue: 1 << 16)
    /// An ease-out curve, which starts quickly and slows down at the end.
    public static let curveEaseOut = Self(rawValue: 2 << 16)
    /// A linear curve, which runs at an even pace.
    public static let curveLinear = Self(rawValue: 3 << 16)
    /// A transition that flips the view from left to right about its vertical axis.
    public static let transitionFlipFromLeft = Self(rawValue: 1 << 20)
    /// A transition that flips the view from right to left about its vertical axis.
    public static let transitionFlipFromRight = Self(rawValue: 2 << 20)
    /// A transition that curls the view up from the bottom.
    public static let transitionCurlUp = Self(rawValue: 3 << 20)
    /// A transition that curls the view down from the top.
    public static let transitionCurlDown = Self(rawValue: 4 << 20)
    /// A transition that cross dissolves from the old content to the new.
    public static let transitionCrossDissolve = Self(rawValue: 5 << 20)
    /// A transition that flips the view from top to bottom about its horizontal axis.
    public static let transitionFlipFromTop = Self(rawValue: 6 << 20)
    /// A transition that flips the view from bottom to top about its horizontal axis.
    public static let transitionFlipFromBottom = Self(rawValue: 7 << 20)
    /// A preferred frame rate of 60 frames per second; accepted, but frames are drawn at the canvas's rate.
    public static let preferredFramesPerSecond60 = Self(rawValue: 3 << 24)
    /// A preferred frame rate of 30 frames per second; accepted, but frames are drawn at the canvas's rate.
    public static let preferredFramesPerSecond30 = Self(rawValue: 7 << 24)

    var curve: UIView.AnimationCurve { UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 7)) ?? .easeInOut }
    var transition: Int { Int((rawValue >> 20) & 7) }
  }

  /// `UIView.KeyframeAnimationOptions`: the same bits, plus the calculation modes (bits 10–12).
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// An option that lays out the views whose size changed in the block, so their subviews animate with them.
    public static let layoutSubviews = Self(rawValue: 1 << 0)
    /// An option that lets the animating views receive touches during the animation.
    public static let allowUserInteraction = Self(rawValue: 1 << 1)
    /// An option that starts the animation from the current presented values of any animation already running.
    public static let beginFromCurrentState = Self(rawValue: 1 << 2)
    /// An option that repeats the animation indefinitely.
    public static let `repeat` = Self(rawValue: 1 << 3)
    /// An option that runs the animation backwards after it runs forwards; combine it with `repeat`.
    public static let autoreverse = Self(rawValue: 1 << 4)
    /// An option that gives a nested block its own duration instead of the enclosing block's.
    public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
    /// An option that gives a nested block its own options instead of inheriting the enclosing block's.
    public static let overrideInheritedOptions = Self(rawValue: 1 << 9)
    /// An option that interpolates linearly between keyframes; the default.
    public static let calculationModeLinear = Self(rawValue: 0 << 10)
    /// An option that jumps from one keyframe's value to the next without interpolating.
    public static let calculationModeDiscrete = Self(rawValue: 1 << 10)
    /// An option that spaces the keyframes so the animation runs at an even pace, ignoring their times.
    public static let calculationModePaced = Self(rawValue: 2 << 10)
    /// An option that interpolates between keyframes along a smooth Catmull-Rom spline.
    public static let calculationModeCubic = Self(rawValue: 3 << 10)
    /// An option that combines cubic interpolation with even pacing, ignoring the keyframes' times.
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

  /// A curve that paces a view animation.
  public enum AnimationCurve: Int, Sendable {
    /// An ease-in ease-out curve, which starts slowly, speeds up and slows down at the end.
    case easeInOut
    /// An ease-in curve, which starts slowly and speeds up.
    case easeIn
    /// An ease-out curve, which starts quickly and slows down at the end.
    case easeOut
    /// A linear curve, which runs at an even pace.
    case linear

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
