import Foundation

// MARK: - The bar's push and pop animation

/// How a navigation bar's contents change on push and pop, as iOS draws it: the
/// bar stays; on push the old title slides to the back button's place and fades
/// out while the new back label comes from the old title's place and fades in
/// (so the title seems to become the back button), the new title slides in from
/// the right half, a chevron both items have stays, large titles move with their
/// views (the new one from the right edge, the old one 30 % of the width to the
/// left). Pop is the mirror image.
///
/// Timing: the moving title and back label cross-fade over the whole transition;
/// everything else that leaves fades out over its first 40 % (ease-out) and
/// everything that arrives fades in over 60 % after a 20 % delay, so an outgoing
/// item never shows at full strength under an incoming title [estimate from
/// screen recordings; UIKit's private `_UINavigationBarTransitionContext` values
/// are unpublished].
@MainActor
struct NavigationBarTransition {
  let from: NavigationBarContent, to: NavigationBarContent
  let push: Bool, width: CGFloat
  /// The arriving views' own alphas (a disabled item's 0.35): what they fade in to.
  private let resting: [CGFloat]

  init(from: NavigationBarContent, to: NavigationBarContent, push: Bool, width: CGFloat) {
    (self.from, self.to, self.push, self.width) = (from, to, push, width)
    resting = Self.arriving(from: from, to: to, push: push).map(\.alpha)
  }

  /// The outgoing and incoming label that travel together and cross-fade.
  private var pair: (out: UILabel, in: UILabel) {
    if let morph { return push ? (morph.large, morph.small) : (morph.small, morph.large) }
    return push ? (from.titleLabel, to.backLabel) : (from.backLabel, to.titleLabel)
  }
  private var leaving: [UIView] {
    ([push ? from.backLabel : from.titleLabel] + (push && morph != nil ? [] : [from.largeTitleLabel]) as [UIView])
      + from.leftViews + from.rightViews + (from.titleView.map { [$0] } ?? [])
  }
  private var arriving: [UIView] { Self.arriving(from: from, to: to, push: push) }
  private static func arriving(from: NavigationBarContent, to: NavigationBarContent, push: Bool) -> [UIView] {
    ([push ? to.titleLabel : to.backLabel] + (!push && morph(from: from, to: to, push: push) != nil ? [] : [to.largeTitleLabel]) as [UIView])
      + to.leftViews + to.rightViews + (to.titleView.map { [$0] } ?? [])
  }

  /// iOS's large-title morph: pushing from a large title, the title shrinks and flies
  /// into the new back button while the back label grows out of it; popping back, the
  /// back label grows into the large title. The pair cross-fades as it travels.
  private var morph: (large: UILabel, small: UILabel)? { Self.morph(from: from, to: to, push: push) }
  private static func morph(from: NavigationBarContent, to: NavigationBarContent, push: Bool) -> (large: UILabel, small: UILabel)? {
    let (large, small) = push ? (from.largeTitleLabel, to.backLabel) : (to.largeTitleLabel, from.backLabel)
    let hasBack = push ? to.hasBackButton : from.hasBackButton
    guard !large.isHidden, hasBack, small.text?.isEmpty == false, large.bounds.height > 0 else { return nil }
    return (large, small)
  }

  /// The transform that lays `label`'s text over `target`'s: leading edges and vertical
  /// centres together, scaled by the ratio of their heights (both as laid out, untransformed).
  private func transform(placing label: UILabel, over target: UILabel) -> CGAffineTransform {
    func rest(_ v: UIView) -> CGRect {
      CGRect(x: v.center.x - v.bounds.width / 2, y: v.center.y - v.bounds.height / 2, width: v.bounds.width, height: v.bounds.height)
    }
    let here = rest(label)
    let there = target.superview.map { $0.convert(rest(target), to: label.superview) } ?? rest(target)
    let k = there.height / max(here.height, 1)
    return CGAffineTransform(translationX: there.minX - here.minX + (k - 1) * here.width / 2, y: there.midY - here.midY)
      .scaledBy(x: k, y: k)
  }

  /// Moves the incoming views to where they start, transparent.
  func prepare() {
    let sharedChevron = from.hasBackButton && to.hasBackButton
    if sharedChevron { from.chevron.alpha = 0 } else { to.chevron.alpha = 0 }
    for v in [pair.in] + arriving { v.alpha = 0 }
    if morph != nil {
      // The incoming label starts over the outgoing one; the rest moves as usual.
      pair.in.transform = transform(placing: pair.in, over: pair.out)
      if push { to.titleLabel.frame.origin.x += width / 2 } else { to.backLabel.frame.origin.x -= to.backLabel.bounds.width / 2 }
      return
    }
    if push {
      to.titleLabel.frame.origin.x += width / 2
      to.backLabel.frame.origin.x = from.titleLabel.frame.minX
      to.largeTitleLabel.frame.origin.x += width
    } else {
      to.titleLabel.frame.origin.x = from.backLabel.frame.minX
      to.backLabel.frame.origin.x -= to.backLabel.bounds.width / 2
      to.largeTitleLabel.frame.origin.x -= width * 0.3
    }
  }

  /// The moves, the travelling pair's cross-fade and the chevron: over the whole transition.
  func animateMotion() {
    if !(from.hasBackButton && to.hasBackButton) { from.chevron.alpha = 0 }
    to.chevron.alpha = to.hasBackButton ? 1 : 0
    (pair.out.alpha, pair.in.alpha) = (0, 1)
    if morph != nil {
      pair.out.transform = transform(placing: pair.out, over: pair.in)
      pair.in.transform = .identity
      if push {
        to.titleLabel.frame = restingTitle
        from.titleLabel.frame.origin.x = NavigationBarContent.backLabelLeading
        from.backLabel.frame.origin.x -= from.backLabel.bounds.width / 2
      } else {
        to.backLabel.frame.origin.x = NavigationBarContent.backLabelLeading
        from.titleLabel.frame.origin.x += width / 2
      }
      return
    }
    to.titleLabel.frame = restingTitle
    to.backLabel.frame.origin.x = NavigationBarContent.backLabelLeading
    to.largeTitleLabel.frame.origin.x = NavigationBarContent.edge
    if push {
      from.titleLabel.frame.origin.x = NavigationBarContent.backLabelLeading
      from.backLabel.frame.origin.x -= from.backLabel.bounds.width / 2
      from.largeTitleLabel.frame.origin.x -= width * 0.3
    } else {
      from.titleLabel.frame.origin.x += width / 2
      from.backLabel.frame.origin.x = restingTitle.minX
      from.largeTitleLabel.frame.origin.x += width
    }
  }

  func fadeOut() { for v in leaving { v.alpha = 0 } }
  func fadeIn() { for (v, alpha) in zip(arriving, resting) { v.alpha = alpha } }

  /// Runs the three parts over `duration`, the motion with `options`. Driven by a
  /// finger (`interactive`), the fades are keyframes of one animation as long as
  /// the motion: a fade that ended early would be gone when a cancelled pop plays
  /// back, and the outgoing title would stay hidden until the end instead of
  /// fading back in as it slides back.
  func run(duration: TimeInterval, options: UIView.AnimationOptions, interactive: Bool = false,
           alongside: @escaping () -> Void, completion: @escaping () -> Void) {
    prepare()
    UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
      animateMotion()
      alongside()
    }, completion: { _ in completion() })
    if interactive {
      let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
      UIView.animateKeyframes(withDuration: duration, delay: 0, options: linear, animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4, animations: fadeOut)
        UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.6, animations: fadeIn)
      })
      return
    }
    UIView.animate(withDuration: duration * 0.4, delay: 0, options: .curveEaseOut, animations: fadeOut)
    UIView.animate(withDuration: duration * 0.6, delay: duration * 0.2, options: .curveEaseInOut, animations: fadeIn)
  }

  /// Where the incoming title rests (before `prepare` moved it).
  private var restingTitle: CGRect {
    var frame = to.titleLabel.frame
    frame.origin.x = (width - frame.width) / 2
    return frame
  }
}
