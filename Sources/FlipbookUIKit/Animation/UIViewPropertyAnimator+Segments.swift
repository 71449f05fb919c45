import Foundation

/// One uninterrupted run of a property animator: progress moves from `from`
/// to `to` over `duration` seconds from virtual time `start`, with `timing`.
struct Segment {
  let id: Int
  let start: Double
  let from: Double
  let to: Double
  let duration: Double
  let timing: UITimingCurveProvider?

  /// The run's cubic curve (UIKit's default, ease in-out, when it has none).
  @MainActor var cubicCurve: CAMediaTimingFunction {
    (timing?.cubicTimingParameters ?? UICubicTimingParameters()).timingFunction
  }
}

extension UIViewPropertyAnimator.Change {
  /// This change's own progress when the animator's is `p` (a change added with
  /// a delay factor starts that far in).
  func local(_ p: Double) -> Double {
    delayFactor > 0 ? min(max((p - delayFactor) / (1 - delayFactor), 0), 1) : p
  }

  func value(at p: Double) -> AnimValue { from.interpolated(to: to, local(p)) }

  /// The value at `p`, less `base` when given (an additive stage's own move).
  func value(at p: Double, relativeTo base: AnimValue?) -> AnimValue {
    base.map { value(at: p).subtracting($0) } ?? value(at: p)
  }
}

extension UIViewPropertyAnimator {
  /// Becomes active: runs the animation blocks, recording their changes.
  func activate() {
    guard state == .inactive else { return }
    state = .active
    let pending = blocks
    blocks = []
    for block in pending {
      changes = merged(changes + capture(block.run, delayFactor: block.delayFactor), stagingDelays: true)
    }
  }

  /// One change per (layer, key): two setters of one property (`frame.origin.x` then
  /// `frame.size.width`, or two blocks moving `center`) share one animation key, so
  /// they are one change from the first start value to the last end value. With
  /// `stagingDelays`, blocks added before the start with different delay factors
  /// stay apart as stages (a shake: out at once, back from half-way), each
  /// starting where the one before ends.
  func merged(_ list: [Change], stagingDelays: Bool = false) -> [Change] {
    struct ID: Hashable { let layer: ObjectIdentifier, key: String, delay: Double }
    var out: [Change] = []
    var index: [ID: Int] = [:]
    var stages: [ID: Int] = [:]
    for change in list {
      let id = ID(layer: ObjectIdentifier(change.layer), key: change.key, delay: stagingDelays ? change.delayFactor : 0)
      if let i = index[id] {
        let first = out[i]
        out[i] = Change(layer: first.layer, key: first.key, from: first.from, to: change.to,
                        delayFactor: first.delayFactor, stage: first.stage)
      } else {
        let property = ID(layer: id.layer, key: id.key, delay: 0)
        var staged = change
        staged.stage = stages[property, default: 0]
        stages[property] = staged.stage + 1
        index[id] = out.count
        out.append(staged)
      }
    }
    return out
  }

  func capture(_ block: () -> Void, delayFactor: Double) -> [Change] {
    var captured: [Change] = []
    let capture = ViewAnimationState(clock: clock, duration: max(duration, 0.001), delay: 0, options: [], completion: nil)
    capture.recorder = { layer, key, old, new in
      captured.append(Change(layer: layer, key: key, from: old, to: new, delayFactor: delayFactor))
    }
    UIView.perform(capture, block)
    return merged(captured)
  }

  /// Runs from progress `p` toward the end (or the start, reversed).
  func run(from p: Double, timing: UITimingCurveProvider?, durationFactor: Double, delay: Double) {
    let target = reversed ? 0.0 : 1.0
    var length = duration * abs(target - p) * max(durationFactor, 0)
    if let physics = timing?.springTimingParameters?.physics {
      // Mass, stiffness and damping: the spring's own settling time is the duration (as UIKit documents).
      length = UIKitSpring.coreAnimationSettling(mass: Double(physics.mass), stiffness: Double(physics.stiffness),
                                                 damping: Double(physics.damping))
    }
    let run = Segment(id: clock.uiKit.nextAnimatorSerial(), start: clock.now + max(delay, 0), from: p, to: target,
                      duration: max(length, 0.001), timing: timing)
    segment = run
    pausedProgress = p
    removeAddedAnimations()
    animateChanges(changes, in: run)
    pausedByScrubbing = false
    // The animator stays alive until its run ends, as UIKit keeps running animators.
    clock.schedule(at: run.start + run.duration) { self.runEnded(run.id) }
  }

  private func runEnded(_ id: Int) {
    guard let run = segment, run.id == id else { return }
    segment = nil
    pausedProgress = run.to
    if pausesOnCompletion { return showPaused() }
    finish(at: run.to == 1 ? .end : .start)
  }

  /// Each change's animation for `run` (replacing the previous one, by key).
  func animateChanges(_ list: [Change], in run: Segment) {
    for change in list {
      let anim = makeAnimation(change.key, run: run)
      // A later stage adds its own move to the earlier stages' (UIKit's additive animations).
      let base = change.stage > 0 ? change.from : nil
      anim.isAdditive = base != nil
      anim.fromValue = change.value(at: shownProgress(run.from), relativeTo: base).anyValue
      anim.toValue = change.value(at: run.to, relativeTo: base).anyValue
      anim.duration = run.duration
      var begin = run.start
      if change.delayFactor > 0, run.from == 0, !reversed {
        begin += change.delayFactor * run.duration
        anim.duration = run.duration * (1 - change.delayFactor)
      }
      attach(anim, for: change, beginning: begin)
    }
  }

  /// Changes added while `run` plays: from their start values now to their end
  /// values when the run ends, after `delayFactor` of the time left. A property
  /// the animator already moves (`center.y` beside `center.x`: both `position`)
  /// gets an additive animation on top of the running one, as UIKit adds it.
  func animateAdded(_ list: [Change], in run: Segment, delayFactor: Double, over existing: [Change]) {
    let remaining = max(run.start + run.duration - clock.now, 0.001)
    let begin = clock.now + delayFactor * remaining
    for change in list {
      let anim = makeAnimation(change.key, run: run)
      anim.duration = remaining * (1 - delayFactor)
      let (from, to) = reversed ? (change.to, change.from) : (change.from, change.to)
      guard existing.contains(where: { $0.layer === change.layer && $0.key == change.key }) else {
        (anim.fromValue, anim.toValue) = (from.anyValue, to.anyValue)
        attach(anim, for: change, beginning: begin)
        continue
      }
      anim.isAdditive = true
      (anim.fromValue, anim.toValue) = (from.subtracting(from).anyValue, to.subtracting(from).anyValue)
      let key = animationKey(change) + "-added-\(addedAnimations.count)"
      addedAnimations.append((change.layer, key))
      attach(anim, for: change, beginning: begin, key: key)
    }
  }

  /// Removes the additive animations of changes added mid-run (the next run,
  /// pause, stop or finish animates or sets their merged change instead).
  func removeAddedAnimations() {
    for (layer, key) in addedAnimations { layer.removeAnimation(forKey: key) }
    addedAnimations = []
  }

  private func makeAnimation(_ key: String, run: Segment) -> CABasicAnimation {
    guard let spring = run.timing?.springTimingParameters else {
      let anim = CABasicAnimation(keyPath: key)
      anim.timingFunction = run.cubicCurve
      return anim
    }
    let anim = CASpringAnimation(keyPath: key)
    anim.initialVelocity = spring.initialVelocity.dx
    if let physics = spring.physics {
      (anim.mass, anim.stiffness, anim.damping) = (physics.mass, physics.stiffness, physics.damping)
    } else {
      let (k, c) = UIKitSpring.parameters(duration: run.duration, dampingRatio: Double(spring.dampingRatio ?? 1),
                                          velocity: Double(spring.initialVelocity.dx))
      (anim.mass, anim.stiffness, anim.damping) = (1, k, c)
    }
    return anim
  }

  private func attach(_ anim: CABasicAnimation, for change: Change, beginning begin: Double, key: String? = nil) {
    anim.fillMode = .both
    anim.isRemovedOnCompletion = false
    anim.beginTime = change.layer.localTime(at: begin)
    do {
      try change.layer.attach(anim, forKey: key ?? animationKey(change), location: "UIViewPropertyAnimator",
                              extraGroups: [])
    } catch {
      clock.report(error)
    }
  }

  func animationKey(_ change: Change) -> String {
    "UIViewPropertyAnimator-\(serial)-\(change.key)" + (change.stage > 0 ? "-stage\(change.stage)" : "")
  }

  /// The progress the views show for the animator's progress `p` while paused:
  /// `p` itself when scrubbing linearly, else `p` along the animator's curve.
  func shownProgress(_ p: Double) -> Double {
    guard pausedByScrubbing, !scrubsLinearly, timingParameters?.springTimingParameters == nil else { return p }
    return (timingParameters?.cubicTimingParameters ?? UICubicTimingParameters()).timingFunction.evaluate(at: p)
  }

  /// Holds each change at the paused progress.
  func showPaused(_ list: [Change]? = nil) {
    if list == nil { removeAddedAnimations() }
    for change in list ?? changes {
      let anim = CABasicAnimation(keyPath: change.key)
      let base = change.stage > 0 ? change.from : nil
      let value = change.value(at: shownProgress(pausedProgress), relativeTo: base).anyValue
      (anim.fromValue, anim.toValue, anim.duration, anim.isAdditive) = (value, value, 1, base != nil)
      attach(anim, for: change, beginning: clock.now)
    }
  }

  /// The progress at virtual time `t` along the current run.
  func progress(at t: Double) -> Double {
    guard let run = segment else { return pausedProgress }
    let x = min(max((t - run.start) / run.duration, 0), 1)
    // A spring's progress is taken as its share of the time (it is not inverted).
    let eased = run.timing?.springTimingParameters != nil ? x : run.cubicCurve.evaluate(at: x)
    return run.from + (run.to - run.from) * eased
  }

  /// The model takes what each view shows now; the animations go.
  func freezeAtCurrentValues() {
    pausedProgress = progress(at: clock.now)
    segment = nil
    // Every value is read before any animation goes: stages of one property add up.
    let shown = changes.map { change in
      KeyPaths.accessor(change.key).map { $0.get(change.layer.presentedProps(at: clock.now)) }
    }
    for change in changes { change.layer.removeAnimation(forKey: animationKey(change)) }
    removeAddedAnimations()
    for (change, value) in zip(changes, shown) {
      if let value { change.layer.setModelValue(value, forKeyPath: change.key) }
    }
  }

  /// Ends at `position`: the model at the end or start values (or as it is),
  /// the animations removed, then the completions, once.
  func finish(at position: UIViewAnimatingPosition) {
    segment = nil
    removeAddedAnimations()
    // At .start the first stage's start value is the one left; at .end the last stage's end.
    for change in position == .start ? changes.reversed() : changes {
      change.layer.removeAnimation(forKey: animationKey(change))
      switch position {
      case .end: change.layer.setModelValue(change.to, forKeyPath: change.key)
      case .start: change.layer.setModelValue(change.from, forKeyPath: change.key)
      case .current: break
      }
    }
    state = .inactive
    let done = completions
    completions = []
    for completion in done { completion(position) }
  }
}
