import Foundation

/// UIKit's interruptible animator. Its animation blocks run when it first
/// becomes active (`startAnimation()`, `pauseAnimation()` or setting
/// `fractionComplete`), as on iOS; the changes they make are recorded, the
/// model keeps the end values, and the animator drives each change with its own
/// Core Animation animations (see UIViewPropertyAnimator+Segments.swift), so it
/// can be paused, scrubbed, reversed and continued with new timing.
///
/// Progress (`fractionComplete`) is the fraction of the way from the start
/// values to the end values. Paused, it is what the views show (scrubbing is
/// linear, as with `scrubsLinearly`); resumed, the remaining distance runs over
/// the same fraction of the duration with the animator's curve.
/// What UIKit raises an exception for (pausing a non-interruptible animator,
/// finishing one that is not stopped, starting a stopped one) is reported as an
/// error naming the call.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
  /// The total duration of the animations, in seconds.
  public private(set) var duration: TimeInterval
  /// The delay, in seconds, given to the last `startAnimation(afterDelay:)` call.
  public private(set) var delay: TimeInterval = 0
  /// The timing curve of the animations.
  public let timingParameters: UITimingCurveProvider?
  /// The animator's current state: inactive, active or stopped.
  public internal(set) var state: UIViewAnimatingState = .inactive
  /// UIKit raises when this changes while the animator is active.
  open var isInterruptible = true {
    didSet { if state != .inactive { misuse("change isInterruptible on an active animator") } }
  }
  /// A Boolean value that indicates whether the animated views receive touches while they animate.
  ///
  /// Recorded for source compatibility; the animator does not read it.
  open var isUserInteractionEnabled = true
  /// A Boolean value that indicates whether you hit-test the animating views yourself.
  ///
  /// Recorded for source compatibility; the animator does not read it.
  open var isManualHitTestingEnabled = false
  /// Paused, `fractionComplete` moves the views linearly (true) or along the animator's curve (false).
  open var scrubsLinearly = true
  /// A Boolean value that indicates whether the animator pauses at the end instead of finishing and becoming inactive.
  open var pausesOnCompletion = false

  /// One property change the animation blocks made.
  struct Change {
    let layer: CALayer
    let key: String
    let from: AnimValue
    let to: AnimValue
    let delayFactor: Double
    /// 0 for the first change of this property; n for the n-th block added
    /// before the start with another delay factor, which runs on top of the
    /// earlier ones, additively, as UIKit's animations of one property do.
    var stage = 0
  }
  var changes: [Change] = []
  var blocks: [(run: () -> Void, delayFactor: Double)] = []
  var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The current run, or nil when paused or not active.
  var segment: Segment?
  /// Additive animations of changes added mid-run to a property already animating.
  var addedAnimations: [(layer: CALayer, key: String)] = []
  /// The progress while paused (or where the last run ended).
  var pausedProgress = 0.0
  /// Whether `pausedProgress` was set by scrubbing (`fractionComplete`), where
  /// `scrubsLinearly = false` applies the curve, rather than reached by a run,
  /// whose progress is already along the curve.
  var pausedByScrubbing = false
  var reversed = false
  let clock: VirtualClock
  let serial: Int

  /// Creates an animator with the given duration, in seconds, and timing curve.
  public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
    self.duration = duration
    timingParameters = parameters
    clock = VirtualClock.current
    serial = clock.uiKit.nextAnimatorSerial()
  }

  /// Creates an animator with the given duration, built-in curve and optional animation block.
  public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator with the given duration, cubic Bézier control points and optional animation block.
  public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                          animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator with the given duration, spring damping ratio and optional animation block.
  public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Made, started and not interruptible, as UIKit's own animations are.
  open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                          options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                          completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
    let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
    animator.isInterruptible = false
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// A Boolean value that indicates whether the animations are running, as opposed to paused or not started.
  open var isRunning: Bool { segment != nil }

  /// A Boolean value that indicates whether the animations run backwards; changing it while running reverses them
  /// from where they are.
  open var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      reversed = newValue
      if isRunning { run(from: progress(at: clock.now), timing: timingParameters, durationFactor: 1, delay: 0) }
    }
  }

  /// The completed fraction of the animations, from 0 to 1; setting it while the animator is not running shows
  /// the views paused at that fraction.
  open var fractionComplete: CGFloat {
    get { CGFloat(progress(at: clock.now)) }
    set {
      guard !isRunning, state != .stopped else { return }
      if !requireInterruptible("set fractionComplete on") { return }
      activate()
      pausedProgress = min(max(Double(newValue), 0), 1)
      pausedByScrubbing = true
      showPaused()
    }
  }

  /// Adds the given animation block to the animator, with no delay factor.
  open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

  /// Before the animator starts, the block waits for it, starting `delayFactor`
  /// of the duration in. Added to a running animator, its changes start now and
  /// run over the remaining time, `delayFactor` of it later (Apple: "the
  /// animations start from the current time with the remaining duration").
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    guard state != .stopped else { return misuse("add animations to a stopped animator") }
    let factor = min(max(Double(delayFactor), 0), 0.999)
    if state == .inactive { return blocks.append((animation, factor)) }
    // Where this change starts, as a share of the animator's progress.
    let now = progress(at: clock.now)
    let added = capture(animation, delayFactor: isRunning ? now + factor * (1 - now) : factor)
    // Tracked with the others, so pausing, reversing, stopping and finishing reach them.
    let before = changes
    changes = merged(changes + added)
    if let segment { animateAdded(added, in: segment, delayFactor: factor, over: before) } else { showPaused(added) }
  }

  /// Adds a completion handler, which receives the position where the animations ended.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

  /// Starts the animations, or resumes them when paused.
  open func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts the animations after the given delay, in seconds, from where they were paused.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped else { return misuse("start a stopped animator (call finishAnimation(at:) first)") }
    if isRunning { return }
    self.delay = delay
    activate()
    run(from: pausedProgress, timing: timingParameters, durationFactor: 1, delay: delay)
  }

  /// Pauses the running animations where they are; it is an error for an animator that is not interruptible.
  open func pauseAnimation() {
    guard state != .stopped, requireInterruptible("pause") else { return }
    activate()
    if isRunning {
      pausedProgress = progress(at: clock.now)
      pausedByScrubbing = false
    }
    segment = nil
    showPaused()
  }

  /// Resumes a paused animator with new timing (nil: its own) over the
  /// remaining share of the duration times `durationFactor`.
  open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
    guard state == .active else { return misuse("continue an animator that is not active") }
    let from = isRunning ? progress(at: clock.now) : pausedProgress
    run(from: from, timing: parameters ?? timingParameters, durationFactor: Double(durationFactor), delay: 0)
  }

  /// Stops where the views are now (their model values become what they show).
  /// Without finishing, the animator is done and no completion runs; otherwise
  /// it waits, stopped, for `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active, requireInterruptible("stop") else { return }
    freezeAtCurrentValues()
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Finishes stopped animations, setting the views to their end, start or current values, and runs the completions.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return misuse("finish an animator that is not stopped (stopAnimation(false) first)") }
    finish(at: finalPosition)
  }

  private func requireInterruptible(_ verb: String) -> Bool {
    if isInterruptible { return true }
    misuse("\(verb) a non-interruptible animator (runningPropertyAnimator makes one)")
    return false
  }

  func misuse(_ what: String) {
    clock.report(AuthoringError(problem: "UIViewPropertyAnimator: cannot \(what); UIKit raises an exception here",
                                fix: "Check the animator's state (inactive, active, stopped) before the call."))
  }
}
