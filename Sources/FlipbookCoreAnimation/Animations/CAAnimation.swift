import Foundation
import FlipbookTimeline

// MARK: - Delegate and action protocols

/// `CAAnimationDelegate`: both methods are optional (default implementations do nothing).
public protocol CAAnimationDelegate: AnyObject {
  /// Called at the virtual time the animation's active interval begins.
  func animationDidStart(_ anim: CAAnimation)
  /// Called when the active interval ends (`finished` true) or the animation is
  /// removed before then (`finished` false).
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAAction`: what `action(forKey:)` returns. Animations add themselves to the layer.
public protocol CAAction: AnyObject {
  /// Performs the action for the given event key on the given object, with optional arguments.
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
  /// `NSNull` as an action means "no action; stop searching".
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

// MARK: - CAAnimation

/// The abstract animation class: timing, timing function, delegate.
nonisolated open class CAAnimation: CAMediaTiming, CAAction, CustomStringConvertible {
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  /// How fast time passes in the animation relative to its parent's time space; 1 by default.
  open var speed: Float = 1
  /// An extra offset, in seconds, added to the animation's local time.
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  /// How long, in seconds, the animation repeats for; 0 (the default) sets no repeat duration.
  open var repeatDuration: CFTimeInterval = 0
  /// A Boolean value that determines whether each repetition plays forwards and then backwards.
  open var autoreverses = false
  /// How the animation's values apply outside its active interval; `.removed` by default.
  open var fillMode = CAMediaTimingFillMode.removed
  /// nil is linear pacing.
  open var timingFunction: CAMediaTimingFunction?
  /// Retained, as on Apple platforms.
  open var delegate: CAAnimationDelegate?
  /// A Boolean value that determines whether the layer removes the animation when its active interval ends.
  open var isRemovedOnCompletion = true
  /// Values set for keys that are not properties (`setValue(_:forKey:)`), copied with the animation.
  package var userValues: [String: Any] = [:]

  /// As in Apple's SDK, `init()` is the designated initialiser a subclass
  /// overrides and `init?(coder:)` the required one (see CALayer+Subclassing.swift).
  public init() {}

  /// Flipbook reads no archives: this makes a new animation, as `init()` does.
  public required init?(coder: NSCoder) {}

  /// A copy with every property (what `add(_:forKey:)` stores).
  open func copy() -> Any { copied() }

  /// `copy()` as an animation: of this class when it is one of Core Animation's
  /// own; for a subclass of the scene's own, of the nearest built-in class (Swift
  /// on Linux cannot create a subclass through a non-required `init()`), with
  /// every property Core Animation knows.
  func copied() -> CAAnimation {
    let c = type(of: self).makeBuiltIn()
    c.copyProperties(from: self)
    return c
  }

  /// A new animation of the nearest of Core Animation's own classes; each overrides it.
  package class func makeBuiltIn() -> CAAnimation { CAAnimation() }

  /// Copies the properties of `other` into this animation; subclasses extend it.
  open func copyProperties(from other: CAAnimation) {
    beginTime = other.beginTime; duration = other.duration; speed = other.speed
    timeOffset = other.timeOffset; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses; fillMode = other.fillMode; timingFunction = other.timingFunction
    delegate = other.delegate; isRemovedOnCompletion = other.isRemovedOnCompletion
    userValues = other.userValues
  }

  /// Running an animation as an action adds it to the layer under the event's key.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }

  open var description: String { "<\(type(of: self)) duration=\(duration)>" }

  /// The timing as a value, with a zero duration replaced by `defaultDuration`.
  func resolvedTiming(defaultDuration: Double) throws(AnimationError) -> Timing {
    guard let fill = fillMode.value else {
      throw AnimationError(keyPath: "", problem: "unknown fillMode '\(fillMode.rawValue)'",
                           fix: "Use .removed, .forwards, .backwards or .both.")
    }
    var t = Timing()
    t.beginTime = beginTime
    t.duration = duration > 0 ? duration : defaultDuration
    t.speed = Double(speed)
    t.timeOffset = timeOffset
    t.repeatCount = Double(repeatCount)
    if repeatCount == .greatestFiniteMagnitude || repeatCount == .infinity { t.repeatCount = .infinity }
    t.repeatDuration = repeatDuration
    t.autoreverses = autoreverses
    t.fillMode = fill
    t.timingFunction = timingFunction?.curve
    return t
  }

  /// Children of a group that iOS would run without effect, found by `makeSpec` (logged by `attach`).
  var inertChildren: [AnimationError] = []

  /// The animation as a value. Subclasses supply their body.
  func makeSpec(defaultDuration: Double) throws(AnimationError) -> AnimationSpec {
    throw AnimationError(keyPath: "", problem: "a plain CAAnimation animates nothing",
                         fix: "Use CABasicAnimation, CAKeyframeAnimation, CASpringAnimation or CAAnimationGroup.")
  }
}
