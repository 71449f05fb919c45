import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - Animation state

/// One UIView animation block (or begin/commit pair) in progress: the attributes
/// its property changes animate with, and the group its completion waits on.
@MainActor
final class ViewAnimationState {
  var duration: Double
  var delay: Double
  var curve: UIView.AnimationCurve
  var options: UIView.AnimationOptions
  var repeatCount: Float = 0
  var autoreverses = false
  var beginsFromCurrentState = false
  /// Damping ratio and initial velocity for spring blocks.
  var spring: (ratio: Double, velocity: Double)?
  /// Stiffness and damping given outright (iOS 17's duration-and-bounce springs), else derived from `spring`.
  var springPhysics: (stiffness: Double, damping: Double)?
  let group: CompletionGroup
  let clock: VirtualClock
  /// Keyframe collection (animateKeyframes): the keyframe being recorded, if any.
  var keyframe: (start: Double, duration: Double)?
  var keyframeMode: CAAnimationCalculationMode?
  var keyframeChanges: [KeyframeTrackKey: KeyframeTrack] = [:]
  var keyframeOrder: [KeyframeTrackKey] = []
  /// A property animator capturing its block: changes go here instead of becoming animations.
  var recorder: ((CALayer, String, AnimValue, AnimValue) -> Void)?
  /// Views whose size changed inside the block (for `.layoutSubviews`).
  var changedViews: [UIView] = []
  var animated = false
  /// begin/commit: the name and context given to beginAnimations.
  var animationID: String?
  var context: UnsafeMutableRawPointer?
  var willStart: ((String?, UnsafeMutableRawPointer?) -> Void)?
  var didStop: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?

  init(clock: VirtualClock, duration: Double, delay: Double, options: UIView.AnimationOptions,
       completion: ((Bool) -> Void)?) {
    self.clock = clock
    self.duration = duration
    self.delay = delay
    self.options = options
    curve = options.curve
    repeatCount = options.contains(.repeat) ? .greatestFiniteMagnitude : 0
    autoreverses = options.contains(.autoreverse)
    beginsFromCurrentState = options.contains(.beginFromCurrentState)
    if (options.rawValue >> 16) & 7 == 7 {
      // UIKit's private curve 7 (the keyboard's, and view-controller transitions'):
      // a critically damped spring, mass 3, stiffness 1000, damping 500 (mass 1:
      // 1000/3 and 500/3), lasting 0.5 s whatever duration is given
      // (developer.apple.com/forums/thread/48088; docs/research/ios-look.md §6).
      spring = (1, 0)
      springPhysics = (1000.0 / 3, 500.0 / 3)
      self.duration = 0.5
    }
    let box = CompletionBox()
    box.fn = completion
    self.completionBox = box
    group = CompletionGroup(clock: clock) { finished in box.fn?(finished) }
  }

  final class CompletionBox { var fn: ((Bool) -> Void)? }
  private let completionBox: CompletionBox
  /// The block's completion (replaceable by begin/commit's `setAnimationDidStop`).
  var onComplete: ((Bool) -> Void)? {
    get { completionBox.fn }
    set { completionBox.fn = newValue }
  }
  /// True for states opened by `beginAnimations`.
  var isBeginCommit = false
  /// begin/commit's `setAnimationTransition`: the transition and the view's layer.
  var transition: (CATransition, CALayer)?

  /// Nesting: without the override options a block inherits the enclosing block's
  /// duration, curve and options (doc §6.3); its own delay is kept.
  func inherit(from outer: ViewAnimationState) {
    if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
    if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
    if !options.contains(.overrideInheritedOptions) {
      if !options.contains(.repeat) && outer.options.contains(.repeat) { repeatCount = outer.repeatCount }
      if !options.contains(.autoreverse) && outer.autoreverses { autoreverses = true }
      if outer.beginsFromCurrentState { beginsFromCurrentState = true }
      if spring == nil { (spring, springPhysics) = (outer.spring, outer.springPhysics) }
    }
  }

  func viewChanged(_ view: UIView) {
    if !changedViews.contains(where: { $0 === view }) { changedViews.append(view) }
  }

  func action(forKey key: String) -> CAAction? {
    if duration <= 0 && keyframeMode == nil { return NSNull() }
    return ViewAction(state: self)
  }

  /// Keys UIKit animates additively on iOS 8 and later (geometry).
  static let additiveKeys: Set<String> = ["position", "bounds", "transform", "anchorPoint", "zPosition"]

  /// Builds and adds the animation for one property change of `layer`.
  func animate(_ layer: CALayer, key: String, old: LayerProps) {
    guard let accessor = KeyPaths.accessor(key), !isUnderTransition(layer) else { return }
    let newValue = accessor.get(layer.props)
    let oldModel = accessor.get(old)
    if let recorder { return recorder(layer, key, oldModel, newValue) }
    if keyframeMode != nil {
      recordKeyframe(layer, key: key, old: oldModel, new: newValue)
      return
    }
    animated = true
    let repeating = repeatCount > 0 || autoreverses
    let additive = ViewAnimationState.additiveKeys.contains(key) && !repeating
    let anim: CABasicAnimation
    if let spring {
      let s = CASpringAnimation(keyPath: key)
      let (k, c) = springPhysics
        ?? UIKitSpring.parameters(duration: duration, dampingRatio: spring.ratio, velocity: spring.velocity)
      s.mass = 1
      s.stiffness = k
      s.damping = c
      s.initialVelocity = spring.velocity
      // An overdamped spring (iOS 17's negative bounce) is drawn overdamped, not clamped to critical.
      s.allowsOverdamping = spring.ratio > 1
      anim = s
    } else {
      anim = CABasicAnimation(keyPath: key)
      anim.timingFunction = curve.timingFunction
    }
    if additive {
      // iOS 8+: the model is already at the target; animate the difference to zero.
      anim.isAdditive = true
      anim.fromValue = oldModel.subtracting(newValue).anyValue
      anim.toValue = newValue.subtracting(newValue).anyValue
    } else {
      var from = oldModel
      if beginsFromCurrentState, let p = layerPresentedBefore(layer, old: old) { from = accessor.get(p) }
      anim.fromValue = from.anyValue
    }
    // UIKit never gives Core Animation a zero duration.
    anim.duration = max(duration, 0.001)
    anim.fillMode = .both
    anim.repeatCount = repeatCount
    anim.autoreverses = autoreverses
    if delay > 0 { anim.beginTime = layer.localTime(at: clock.now) + delay }
    var animKey = key
    if additive {
      var n = 1
      while layer.animation(forKey: animKey) != nil { animKey = "\(key)-\(n)"; n += 1 }
    }
    do {
      try layer.attach(anim, forKey: animKey, location: "UIView animation block", extraGroups: [group])
    } catch {
      clock.report(error)
    }
  }

  private func layerPresentedBefore(_ layer: CALayer, old: LayerProps) -> LayerProps? {
    layer.presented(old, at: clock.now)
  }

  // MARK: Keyframes

  struct KeyframeTrackKey: Hashable {
    let layer: ObjectIdentifier
    let key: String
  }

  struct KeyframeTrack {
    let layer: CALayer
    let initial: AnimValue
    var frames: [(start: Double, duration: Double, value: AnimValue)] = []
  }

  private func recordKeyframe(_ layer: CALayer, key: String, old: AnimValue, new: AnimValue) {
    let id = KeyframeTrackKey(layer: ObjectIdentifier(layer), key: key)
    if keyframeChanges[id] == nil {
      keyframeChanges[id] = KeyframeTrack(layer: layer, initial: old)
      keyframeOrder.append(id)
    }
    // A change outside addKeyframe spans the whole animation.
    let span = keyframe ?? (0, 1)
    // Several setters of one property in one keyframe (`center.x += 10; center.y -= 10`
    // both set `position`) are one keyframe with the last value, as UIKit records them.
    guard var track = keyframeChanges[id] else { return }
    if let last = track.frames.last, last.start == span.start, last.duration == span.duration {
      track.frames[track.frames.count - 1].value = new
    } else {
      track.frames.append((span.start, span.duration, new))
    }
    keyframeChanges[id] = track
  }

  /// One CAKeyframeAnimation per (layer, key): the initial value held until the
  /// first keyframe, each keyframe moving to its value over its span and holding.
  func finishKeyframes() {
    guard let mode = keyframeMode else { return }
    for id in keyframeOrder {
      guard let track = keyframeChanges[id] else { continue }
      let frames = track.frames.enumerated().sorted { $0.element.start != $1.element.start
        ? $0.element.start < $1.element.start : $0.offset < $1.offset }.map(\.element)
      var values: [AnimValue] = [track.initial]
      var times: [Double] = [0]
      if mode == .discrete {
        // Each value shows from its keyframe's start until the next (n values, n + 1 keyTimes).
        for f in frames {
          if f.start <= times[times.count - 1] { values[values.count - 1] = f.value; continue }
          values.append(f.value)
          times.append(f.start)
        }
        times.append(1)
      } else {
        var current = track.initial
        for f in frames {
          let start = max(f.start, times.last ?? 0)
          if start > (times.last ?? 0) { values.append(current); times.append(start) }
          let end = min(1, max(start, f.start + f.duration))
          values.append(f.value)
          times.append(end)
          current = f.value
        }
        if (times.last ?? 0) < 1 { values.append(current); times.append(1) }
      }
      let anim = CAKeyframeAnimation(keyPath: id.key)
      anim.values = values.map { $0.anyValue as Any }
      anim.keyTimes = times.map { NSNumber(value: $0) }
      anim.calculationMode = mode
      // The options' curve paces the whole animation: ease-in-out unless another is given (UIKit's default).
      anim.timingFunction = curve.timingFunction
      anim.duration = max(duration, 0.001)
      anim.fillMode = .both
      anim.repeatCount = repeatCount
      anim.autoreverses = autoreverses
      if delay > 0 { anim.beginTime = track.layer.localTime(at: clock.now) + delay }
      animated = true
      do {
        try track.layer.attach(anim, forKey: id.key, location: "UIView keyframe animation", extraGroups: [group])
      } catch {
        clock.report(error)
      }
    }
  }
}

/// The action a view returns inside an animation block.
@MainActor
final class ViewAction: @preconcurrency CAAction {
  let state: ViewAnimationState
  init(state: ViewAnimationState) { self.state = state }

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    guard let layer = anObject as? CALayer, let old = layer.changeInFlight else { return }
    state.animate(layer, key: event, old: old)
    // UIKit: views being animated refuse touches unless the block allows user interaction.
    if !state.options.contains(.allowUserInteraction), let view = layer.delegate as? UIView {
      let span = state.repeatCount > 0 ? Double.infinity : state.delay + state.duration * (state.autoreverses ? 2 : 1)
      state.clock.events.refuseTouches(view, until: state.clock.now + span)
    }
  }
}

// MARK: - Block animations

extension UIView {
  static func currentState(_ clock: VirtualClock = VirtualClock.current) -> ViewAnimationState? {
    clock.uiKit.animationStates.last
  }

  /// Runs `animations` inside a new animation state, then closes it.
  static func perform(_ state: ViewAnimationState, _ animations: () -> Void) {
    let clock = state.clock
    if let outer = currentState(clock) { state.inherit(from: outer) }
    clock.uiKit.animationStates.append(state)
    animations()
    if state.options.contains(.layoutSubviews) {
      for view in state.changedViews { view.setNeedsLayout(); view.layoutIfNeeded() }
    }
    state.finishKeyframes()
    clock.uiKit.animationStates.removeLast()
    if let willStart = state.willStart {
      let id = state.animationID, context = state.context
      clock.schedule(after: state.delay) { willStart(id, context) }
    }
    // Completion runs once every animation of the block has stopped; with none, right after this code.
    state.group.seal()
  }

  /// Animates changes to one or more views using the specified duration, with no delay, options or completion.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates changes to one or more views using the specified duration, then runs the completion handler.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                             completion: ((Bool) -> Void)?) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates the changes made in `animations`: each changed property gets a
  /// CABasicAnimation (additive for geometry, as on iOS 8+) with the block's
  /// duration, delay and curve; `completion` runs at the virtual time they end,
  /// with `finished` false if any was removed early. A duration ≤ 0 changes the
  /// values at once and still calls the completion, asynchronously.
  public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                             options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                             completion: ((Bool) -> Void)? = nil) {
    let clock = VirtualClock.current
    let state = ViewAnimationState(clock: clock, duration: duration, delay: delay, options: options, completion: completion)
    perform(state, animations)
  }

  /// A spring block: one CASpringAnimation per change, with mass 1 and the
  /// stiffness and damping UIKit derives from (duration, damping ratio,
  /// velocity) (doc §5.5); the curve option is ignored (the spring is the easing).
  public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                             usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                             options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                             completion: ((Bool) -> Void)? = nil) {
    let clock = VirtualClock.current
    let state = ViewAnimationState(clock: clock, duration: duration, delay: delay,
                                   options: options.subtracting(.curveLinear).union(.curveLinear), completion: completion)
    state.spring = (Double(dampingRatio), Double(velocity))
    perform(state, animations)
  }

  /// Keyframe animations: the changes made in each `addKeyframe` happen over its
  /// span (fractions of `duration`); one CAKeyframeAnimation per property, whose
  /// timing function is the options' curve (bits 16–19, as `UIView.AnimationOptions`
  /// spells them): with none given, ease-in-out over the whole duration. That is
  /// UIKit's behaviour developers meet as "keyframes are eased" and undo with
  /// `UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)`.
  public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                      options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                      completion: ((Bool) -> Void)? = nil) {
    let clock = VirtualClock.current
    let state = ViewAnimationState(clock: clock, duration: duration, delay: delay,
                                   options: UIView.AnimationOptions(rawValue: options.rawValue & ~(7 << 10)),
                                   completion: completion)
    state.keyframeMode = options.calculationMode
    perform(state, animations)
  }

  /// Records the changes in `animations` as one keyframe of the enclosing
  /// `animateKeyframes` block, from `frameStartTime` for `frameDuration` (fractions).
  public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                 animations: @escaping () -> Void) {
    guard let state = currentState(), state.keyframeMode != nil else {
      // Outside animateKeyframes UIKit does nothing useful; apply the changes.
      animations()
      return
    }
    if state.keyframe != nil {
      state.clock.report(AuthoringError(problem: "UIView.addKeyframe inside another addKeyframe block",
                                        fix: "Call addKeyframe only directly inside animateKeyframes."))
      return
    }
    state.keyframe = (max(0, min(1, frameStartTime)), max(0, min(1, frameDuration)))
    animations()
    state.keyframe = nil
  }

  /// Makes the changes in `actionsWithoutAnimation` without any animation.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let clock = VirtualClock.current
    clock.uiKit.actionsSuppressed += 1
    actionsWithoutAnimation()
    clock.uiKit.actionsSuppressed -= 1
  }

  /// A Boolean value that indicates whether animations are enabled.
  public static var areAnimationsEnabled: Bool { VirtualClock.current.uiKit.actionsSuppressed == 0 }

  /// Enables or disables animations.
  ///
  /// Unlike iOS's single flag, calls nest here: each `false` is undone by one `true`.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    let clock = VirtualClock.current
    let state = clock.uiKit
    if enabled { state.actionsSuppressed = max(0, state.actionsSuppressed - 1) } else { state.actionsSuppressed += 1 }
  }

  /// The time the running code would read as "now" in a virtual date (for
  /// `setAnimationStartDate`): virtual time t is `Date(timeIntervalSinceReferenceDate: t)`.
  public static func virtualDate(_ t: Double) -> Date { Date(timeIntervalSinceReferenceDate: t) }
}
