import Foundation
@_exported import FlipbookCoreAnimation

extension UIView {
  /// The begin/commit API's transitions (`setAnimationTransition(_:for:cache:)`).
  public enum AnimationTransition: Int, Sendable {
    /// No transition.
    case none
    /// A transition that flips the view from left to right about its vertical axis.
    case flipFromLeft
    /// A transition that flips the view from right to left about its vertical axis.
    case flipFromRight
    /// A transition that curls the view up from the bottom.
    case curlUp
    /// A transition that curls the view down from the top.
    case curlDown
  }

  /// The transition UIKit adds for the option bits 20–22 (doc §6.8): flips are
  /// Core Animation's `oglFlip`, curls `pageCurl`/`pageUnCurl`, cross dissolve `fade`
  /// (Core Animation's private types, which `CATransition` accepts by name as on iOS).
  static func transitionAnimation(for options: UIView.AnimationOptions) -> CATransition? {
    let kinds: [Int: (CATransitionType, CATransitionSubtype)] = [
      1: (.oglFlip, .fromLeft), 2: (.oglFlip, .fromRight), 3: (.pageCurl, .fromBottom), 4: (.pageUnCurl, .fromBottom),
      5: (.fade, .fromLeft), 6: (.oglFlip, .fromTop), 7: (.oglFlip, .fromBottom),
    ]
    guard let (type, subtype) = kinds[options.transition] else { return nil }
    let transition = CATransition()
    transition.type = type
    transition.subtype = subtype
    return transition
  }

  /// Transitions `view`'s appearance to what `animations` makes of it (subviews
  /// added, removed, hidden, content changed), with the transition the options
  /// name, over `duration` with the options' curve. The changes themselves are
  /// not animated one by one unless `.allowAnimatedContent` is given.
  public static func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    let clock = view.layer.clock ?? VirtualClock.current
    let group = CompletionGroup(clock: clock) { finished in completion?(finished) }
    if let transition = transitionAnimation(for: options), duration > 0 {
      transition.duration = duration
      transition.timingFunction = options.curve.timingFunction
      do {
        try view.layer.attach(transition, forKey: kCATransition, location: "UIView.transition", extraGroups: [group])
      } catch {
        clock.report(error)
      }
    }
    if options.contains(.allowAnimatedContent) {
      animate(withDuration: duration, delay: 0, options: options.subtracting(UIView.AnimationOptions(rawValue: 7 << 20)),
              animations: animations ?? {})
    } else {
      performWithoutAnimation { animations?() }
    }
    group.seal()
  }

  /// Replaces `fromView` with `toView` in `fromView`'s superview under a
  /// transition: `toView` takes `fromView`'s place and `fromView` is removed, or,
  /// with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown.
  public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
    guard let container = fromView.superview else {
      // UIKit does nothing useful without a superview; make the swap visible anyway.
      completion.map { c in (fromView.layer.clock ?? VirtualClock.current).schedule(after: 0) { c(true) } }
      return
    }
    transition(with: container, duration: duration, options: options, animations: {
      if options.contains(.showHideTransitionViews) {
        fromView.isHidden = true
        toView.isHidden = false
        if toView.superview == nil { container.insertSubview(toView, aboveSubview: fromView) }
      } else {
        container.insertSubview(toView, aboveSubview: fromView)
        fromView.removeFromSuperview()
      }
    }, completion: completion)
  }

  /// begin/commit: the block's changes to `view` happen under this transition. It
  /// is added when the block commits, with the block's final duration, delay and
  /// curve (the article sets the transition before the duration); changes to
  /// `view` and its subviews inside the block are not animated one by one.
  public static func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool) {
    guard let state = currentState() else { return }
    let bits: UInt = switch transition {
    case .none: 0
    case .flipFromLeft: 1
    case .flipFromRight: 2
    case .curlUp: 3
    case .curlDown: 4
    }
    state.transition = transitionAnimation(for: UIView.AnimationOptions(rawValue: bits << 20)).map { ($0, view.layer) }
  }
}

extension ViewAnimationState {
  /// Adds the begin/commit block's transition, if any (at commit).
  func commitTransition() {
    guard let (t, layer) = transition else { return }
    t.duration = max(duration, 0.001)
    t.timingFunction = curve.timingFunction
    if delay > 0 { t.beginTime = layer.localTime(at: clock.now) + delay; t.fillMode = .both }
    do {
      try layer.attach(t, forKey: kCATransition, location: "UIView.setAnimationTransition", extraGroups: [group])
    } catch {
      clock.report(error)
    }
  }

  /// True when `layer` is inside the block's transitioned view (its changes belong to the transition).
  func isUnderTransition(_ layer: CALayer) -> Bool {
    guard let (_, root) = transition else { return false }
    var l: CALayer? = layer
    while let current = l {
      if current === root { return true }
      l = current.superlayer
    }
    return false
  }
}
