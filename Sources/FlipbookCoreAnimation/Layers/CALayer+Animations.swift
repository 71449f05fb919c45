import Foundation
import FlipbookTimeline

// MARK: - Animations on a layer

extension CALayer {
  /// Adds a copy of `anim` under `key`, replacing (and stopping, unfinished) any
  /// animation with the same key. A zero beginTime means "now" in the layer's
  /// time; a zero duration means the transaction's (0.25 s by default).
  ///
  /// An animation Flipbook cannot run (unknown key path, wrong value type, bad
  /// keyTimes) is not added; the error, naming this call's file and line, is
  /// reported on the clock (`VirtualClock.errors`) and fails the scene. Use
  /// `addAnimation(_:forKey:)` to get it thrown instead.
  public func add(_ anim: CAAnimation, forKey key: String?, file: StaticString = #fileID, line: UInt = #line) {
    do {
      try addAnimation(anim, forKey: key, file: file, line: line)
    } catch {
      report(error)
    }
  }

  /// `add(_:forKey:)`, throwing what it cannot run.
  public func addAnimation(_ anim: CAAnimation, forKey key: String?, file: StaticString = #fileID,
                           line: UInt = #line) throws(AnimationError) {
    try attach(anim, forKey: key, location: "\(file):\(line)", extraGroups: [])
  }

  /// Attaches a copy of `anim`; `extraGroups` are completion groups beyond the
  /// transaction's (a UIView animation block's).
  @discardableResult
  package func attach(_ anim: CAAnimation, forKey key: String?, location: String,
              extraGroups: [CompletionGroup]) throws(AnimationError) -> CAAnimation {
    let clock = self.clock ?? VirtualClock.current
    let copy = anim.copied()
    var spec: AnimationSpec
    let now = clock.now
    do {
      spec = try inertOrSpec(of: copy, location: location)
      // "Given the default duration": the stored copy reads back with it.
      if copy.duration <= 0 { copy.duration = spec.timing.duration }
      if copy.beginTime == 0 {
        spec = try spec.beginning(at: localTime(at: now))
        copy.beginTime = spec.timing.beginTime
      }
    } catch {
      var e = error
      e.location = location
      e.layerPath = debugPath
      throw e
    }
    let resolvedKey: String
    if copy is CATransition {
      // Transitions always live under "transition" (kCATransition).
      resolvedKey = kCATransition
      if let old = attached.first(where: { $0.key == kCATransition }) { detach(old, finished: false) }
    } else if let key {
      resolvedKey = key
      if let old = attached.first(where: { $0.key == key }) { detach(old, finished: false) }
    } else {
      unnamedKeys += 1
      resolvedKey = "\u{1}unnamed-\(unnamedKeys)"
    }
    animationLog.append(AnimationRecord(key: resolvedKey, spec: spec, addedAt: now, removedAt: nil))
    let groups = CATransaction.openCompletionGroups(clock) + extraGroups
    for g in groups { g.join() }
    let live = LiveAnimation(key: resolvedKey, index: animationLog.count - 1, animation: copy, groups: groups)
    attached.append(live)
    _ = CATransaction.currentState(clock)

    scheduleCallbacks(live, clock: clock)
    return copy
  }

  /// Schedules the delegate's start and stop callbacks at the exact virtual times
  /// the active interval starts and ends. Each callback checks the layer's local
  /// time when it fires and reschedules itself if the layer's timing changed
  /// (a paused layer defers them until it resumes).
  package func scheduleCallbacks(_ live: LiveAnimation, clock: VirtualClock, start: Bool = true) {
    let timing = animationLog[live.index].spec.timing
    // A layer running backwards (or paused) has no start or end ahead: wait for its timing to change.
    let local = localTime(at: clock.now)
    if start && !live.started {
      let at = absoluteTime(ofLocal: timing.beginTime) ?? clock.now
      if at <= clock.now && local < timing.beginTime - 1e-9 { return }
      // Weak: the clock keeps work it never ran (animations outlasting the scene); a
      // strong capture of the clock would keep the clock, its layers and this alive.
      clock.schedule(at: at) { [weak self, weak live, weak clock] in
        guard let self, let live, let clock, !live.stopped, !live.started else { return }
        let local = self.localTime(at: clock.now)
        if local < timing.beginTime - 1e-9, timing.speed > 0 {
          self.scheduleCallbacks(live, clock: clock)  // the layer's clock changed: not yet
          return
        }
        live.started = true
        live.animation.delegate?.animationDidStart(live.animation)
      }
    }
    guard timing.endTime.isFinite, let end = absoluteTime(ofLocal: timing.endTime) else { return }
    if end <= clock.now && local < timing.endTime - 1e-9 { return }
    clock.schedule(at: end) { [weak self, weak live, weak clock] in
      guard let self, let live, let clock, !live.stopped else { return }
      if self.localTime(at: clock.now) < timing.endTime - 1e-9 {
        self.scheduleCallbacks(live, clock: clock, start: false)
        return
      }
      self.finish(live, at: clock.now)
    }
  }

  /// A layer's timing changed: its animations' and its sublayers' callbacks move.
  package func timingChanged() {
    guard let clock, !isPresentation else { return }
    for live in attached where !live.stopped { scheduleCallbacks(live, clock: clock) }
    for layer in allSublayers { layer.timingChanged() }
  }

  /// The end of an animation's active interval.
  private func finish(_ live: LiveAnimation, at time: Double) {
    live.stopped = true
    if animationLog[live.index].spec.removedOnCompletion {
      animationLog[live.index].removedAt = time
      attached.removeAll { $0 === live }
    }
    live.animation.delegate?.animationDidStop(live.animation, finished: true)
    for g in live.groups { g.leave(finished: true) }
  }

  /// Removes an attached animation early; its delegate hears `finished: false`
  /// after the code running now.
  private func detach(_ live: LiveAnimation, finished: Bool) {
    let clock = self.clock ?? VirtualClock.current
    attached.removeAll { $0 === live }
    animationLog[live.index].removedAt = clock.now
    guard !live.stopped else { return }
    live.stopped = true
    clock.schedule(after: 0) { live.animation.delegate?.animationDidStop(live.animation, finished: finished) }
    for g in live.groups { g.leave(finished: finished) }
  }

  /// Removes the animation attached under the key, at the current virtual time; its delegate hears `finished: false`.
  public func removeAnimation(forKey key: String) {
    if let live = attached.first(where: { $0.key == key }) { detach(live, finished: false) }
  }

  /// Removes every attached animation at the current virtual time; their delegates hear `finished: false`.
  public func removeAllAnimations() {
    for live in attached { detach(live, finished: false) }
  }

  /// The attached animation under `key` (a copy of what was added).
  public func animation(forKey key: String) -> CAAnimation? {
    attached.first { $0.key == key }?.animation
  }

  /// Keys of the attached animations, in the order they apply.
  public func animationKeys() -> [String]? {
    let keys = attached.map(\.key).filter { !$0.hasPrefix("\u{1}") }
    return keys.isEmpty ? nil : keys
  }

  /// The implicit animation of an animatable property: a CABasicAnimation
  /// over the transaction's duration (0.25 s) and timing function (`.default`
  /// if unset), from the value on screen to the new one. `path` and
  /// `shadowPath` are animatable but have no implicit animation; discrete
  /// properties (booleans, strings, images) change at once.
  static func implicitAnimation(forKey event: String) -> CAAction? {
    guard LayerRegistry.byName[event]?.hasImplicitAnimation == true else { return nil }
    let anim = CABasicAnimation(keyPath: event)
    anim.duration = CATransaction.animationDuration()
    anim.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
    return anim
  }

  /// Looks up and runs the action for a change of `key` (the model already holds
  /// the new value; `old` is the state before).
  func runAction(forKey key: String, old: LayerProps, clock: VirtualClock) {
    guard let accessor = KeyPaths.accessor(key) else { return }
    // Implicit animations need a layer that has been committed on screen before:
    // a standalone layer in no window (no displayed tree) gets none, as on iOS.
    if delegate == nil && (history.isEmpty || !isInDisplayedTree) { return }
    if CATransaction.disableActions() { return }
    guard var action = action(forKey: key) else { return }
    if let basic = action as? CABasicAnimation, let run = basic.copied() as? CABasicAnimation {
      // A copy, so the animation in `actions` stays as the user made it. An action
      // without a keyPath animates the key it was found under.
      if run.keyPath == nil { run.keyPath = key }
      if run.fromValue == nil, run.toValue == nil, run.byValue == nil {
        // "Between the previous value in the render tree and the current value":
        // start from what was on screen.
        run.fromValue = accessor.get(presented(old, at: clock.now)).anyValue
      }
      action = run
    }
    changeInFlight = old
    defer { changeInFlight = nil }
    action.run(forKey: key, object: self, arguments: nil)
  }
}

extension AnimValue {
  /// The value as the Swift type a user would have written.
  package var anyValue: Any? {
    switch self {
    case .number(let v): return v
    case .point(let p): return p
    case .size(let s): return s
    case .rect(let r): return r
    case .transform(let m): return m
    case .color(let c): return c
    case .path(let p): return p.map { CGPath(data: $0) }
    case .colors(let c): return c
    case .numbers(let n): return n
    case .image(let i): return i
    case .bool(let b): return b
    case .string(let s): return s
    }
  }
}

// MARK: - Property changes

extension CALayer {
  /// Sets a registry property: marks the layer for the next commit and runs the
  /// action for animatable properties, under the property's Apple name.
  package final func update<T: Equatable>(_ kp: WritableKeyPath<LayerProps, T>, _ value: T) {
    let name = LayerRegistry.property(kp)?.name ?? ""
    guard props[keyPath: kp] != value || props.problems[name] != nil else { return }
    let old = props
    props[keyPath: kp] = value
    props.problems[name] = nil
    didChange(name, old: old)
  }

  /// Sets a property from a value that may not be usable (an `Any` or an option
  /// string Flipbook does not know): nil keeps the current value and records
  /// `problem`, which the render tree reports with the layer's path.
  package final func update<T: Equatable>(_ kp: WritableKeyPath<LayerProps, T>, _ value: T?, problem: @autoclosure () -> String) {
    guard let value else {
      let name = LayerRegistry.property(kp)?.name ?? ""
      if !isPresentation, let clock { clock.markDirty(self) }
      props.problems[name] = problem()
      return
    }
    update(kp, value)
  }

  /// Sets an option-valued property from its Apple string type.
  package final func updateOption<T: RawRepresentable & Equatable>(_ kp: WritableKeyPath<LayerProps, T>, _ raw: String)
  where T.RawValue == String {
    update(kp, T(rawValue: raw), problem: "unknown value '\(raw)'")
  }

  private func didChange(_ key: String, old: LayerProps) {
    guard !isPresentation, let clock else { return }
    clock.markDirty(self)
    if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    // Core Animation lays a layer out again when its size changes.
    if old.bounds.size != props.bounds.size {
      setNeedsLayout()
      if needsDisplayOnBoundsChange { setNeedsDisplay() }
    }
    // A drawn backing store is drawn again at its new scale.
    if old.contentsScale != props.contentsScale, props.contents?.source.isDrawing == true { setNeedsDisplay() }
    runAction(forKey: key, old: old, clock: clock)
  }
}

extension CALayer {
  /// Sets the model value of a registry key path (`position.x`, `transform.rotation.z`)
  /// as its property's setter would: marks the layer and runs the action of the
  /// property the path starts with.
  package func updateValue(_ value: AnimValue, forKeyPath key: String) {
    guard !isPresentation, let accessor = KeyPaths.accessor(key) else { return }
    let old = props
    accessor.set(&props, value)
    guard props != old else { return }
    let name = String(key.prefix { $0 != "." })
    props.problems[name] = nil
    didChange(name, old: old)
  }

  /// Sets the model value of an animatable key path without looking up an
  /// action (how UIKit puts a view back where a stopped animator left it).
  package func setModelValue(_ value: AnimValue, forKeyPath key: String) {
    guard !isPresentation, let accessor = KeyPaths.accessor(key) else { return }
    accessor.set(&props, value)
    clock?.markDirty(self)
  }
}

extension CALayer {
  /// The animation's spec, or, for what iOS runs without effect on Core Animation's
  /// own layers (a key path no property has, a value of the wrong type), one that
  /// keeps its timing (its delegate and completions run) and changes nothing, with
  /// the problem logged once to standard error. On a layer class of the scene's own,
  /// such a key path is likely a custom animatable property, which Flipbook cannot
  /// run: the error stands.
  func inertOrSpec(of anim: CAAnimation, location: String) throws(AnimationError) -> AnimationSpec {
    let builtIn = String(reflecting: type(of: self)).hasPrefix("FlipbookCoreAnimation.")
    do {
      let spec = try anim.makeSpec(defaultDuration: CATransaction.animationDuration())
      for e in anim.inertChildren { logInert(e, location: location) }
      return spec
    } catch where error.inertOnIOS && builtIn {
      logInert(error, location: location)
      return try AnimationSpec(timing: anim.resolvedTiming(defaultDuration: CATransaction.animationDuration()),
                               removedOnCompletion: anim.isRemovedOnCompletion, body: .group([]))
    }
  }

  private func logInert(_ error: AnimationError, location: String) {
    var e = error
    (e.location, e.layerPath) = (location, debugPath)
    FileHandle.standardError.write(Data("[CoreAnimation] ignored, as iOS shows nothing for it: \(e)\n".utf8))
  }
}
