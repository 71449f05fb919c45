import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - Default animators

/// UINavigationController's push as iOS 17 runs it (docs/research/ios-look.md
/// §6, from UIKit's `_UINavigationParallaxTransition`): the incoming view slides
/// in from the right edge while the outgoing one moves left by 30 % of the width
/// under a black dimming view (0 → 0.1), and a 9 pt soft shadow falls on the
/// content beside the incoming view's leading edge; pop is the mirror image. The
/// timing is the transition context's completion curve 7: the critically damped
/// spring (mass 3, stiffness 1000, damping 500) of 0.5 s, fast at first, not the
/// ease-in-out that starts slowly.
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning, BuiltInTransitionAnimator {
  let operation: UINavigationController.Operation
  init(operation: UINavigationController.Operation) { self.operation = operation }
  var alongsideOptions: UIView.AnimationOptions { Self.curve7 }

  /// The curve-7 spring's 0.5 s (UIKit's curve ignores the duration given with it).
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

  static let parallax: CGFloat = 0.3, dimming: CGFloat = 0.1
  static let curve7 = UIView.AnimationOptions(rawValue: 7 << 16)

  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to),
          let toVC = ctx.viewController(forKey: .to) else { return }
    let container = ctx.containerView
    let final = ctx.finalFrame(for: toVC)
    let w = final.width, push = operation != .pop
    let shade = UIView(frame: final)
    shade.layer.name = "navigation shade"
    shade.backgroundColor = .black
    let edge = NavigationSlideAnimator.edgeShadow(height: final.height)
    // The sliding view is the incoming one on push, the outgoing one on pop.
    let top = push ? toView : fromView, under = push ? fromView : toView
    under.frame = push ? final : final.offsetBy(dx: -w * Self.parallax, dy: 0)
    top.frame = push ? final.offsetBy(dx: w, dy: 0) : final
    if push { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
    container.insertSubview(shade, belowSubview: top)
    container.insertSubview(edge, belowSubview: top)
    shade.alpha = push ? 0 : Self.dimming
    edge.alpha = push ? 0 : 1
    edge.frame.origin = CGPoint(x: top.frame.minX - edge.frame.width, y: final.minY)
    // Driven by a finger, the views follow it: linear, as UIKit's parallax transition is when interactive.
    let options = ctx.isInteractive ? UIView.AnimationOptions.curveLinear : Self.curve7
    UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: options, animations: {
      top.frame = push ? final : final.offsetBy(dx: w, dy: 0)
      under.frame = push ? final.offsetBy(dx: -w * Self.parallax, dy: 0) : final
      shade.alpha = push ? Self.dimming : 0
      edge.alpha = push ? 1 : 0
      edge.frame.origin.x = top.frame.minX - edge.frame.width
    }, completion: { _ in
      shade.removeFromSuperview()
      edge.removeFromSuperview()
      fromView.frame = final
      ctx.completeTransition(!ctx.transitionWasCancelled)
    })
  }

  /// UIKit's `_UIVerticalEdgeShadowView`: 9 pt of black fading out away from the
  /// edge, a Gaussian falloff (σ ≈ 4.5 pt) from α 0.25 at the edge [the strength is an estimate].
  static func edgeShadow(height: CGFloat) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 9, height: height))
    view.layer.name = "navigation edge shadow"
    let gradient = CAGradientLayer()
    gradient.frame = view.bounds
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    let distances: [CGFloat] = [9, 6, 3, 0]
    gradient.colors = distances.map { d in CGColor(gray: 0, alpha: 0.25 * exp(-d * d / (2 * 4.5 * 4.5))) }
    gradient.locations = distances.map { NSNumber(value: Double(1 - $0 / 9)) }
    view.layer.addSublayer(gradient)
    return view
  }
}

/// Modal cover vertical: present slides the new view up from the bottom over the
/// old one; dismiss slides it back down. 0.35 s ease in-out.
final class CoverVerticalAnimator: UIViewControllerAnimatedTransitioning, BuiltInTransitionAnimator {
  let presenting: Bool
  init(presenting: Bool) { self.presenting = presenting }
  var alongsideOptions: UIView.AnimationOptions { .curveEaseInOut }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    // Only the presented view moves (a `.custom` presentation names no presenter's view).
    guard let moving = ctx.view(forKey: presenting ? .to : .from), let toVC = ctx.viewController(forKey: .to) else { return }
    let container = ctx.containerView
    let final = ctx.finalFrame(for: toVC)
    if presenting {
      moving.frame = final.offsetBy(dx: 0, dy: final.height)
      container.addSubview(moving)
    }
    UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: .curveEaseInOut, animations: {
      if self.presenting {
        moving.frame = final
      } else {
        moving.frame = moving.frame.offsetBy(dx: 0, dy: container.bounds.height)
      }
    }, completion: { _ in
      ctx.completeTransition(!ctx.transitionWasCancelled)
    })
  }
}

/// The other modal transition styles, with UIKit's own view transitions:
/// `.crossDissolve` fades the presented view in over the presenter (and out on
/// dismissal), 0.35 s ease-in-out; `.flipHorizontal` turns the screen over from
/// the right (back from the left on dismissal), 0.75 s; `.partialCurl` curls the
/// page up (down on dismissal), 0.75 s: the whole page, where UIKit stops the curl
/// part way. The durations are estimates: UIKit documents none.
final class ModalStyleAnimator: UIViewControllerAnimatedTransitioning, BuiltInTransitionAnimator {
  let presenting: Bool
  let style: UIModalTransitionStyle
  init(presenting: Bool, style: UIModalTransitionStyle) { (self.presenting, self.style) = (presenting, style) }
  var alongsideOptions: UIView.AnimationOptions { .curveEaseInOut }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    style == .crossDissolve ? 0.35 : 0.75
  }

  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    // A `.custom` presentation names no presenter's view: its controller's view stands in.
    guard let fromView = ctx.view(forKey: .from) ?? ctx.viewController(forKey: .from)?.view,
          let toView = ctx.view(forKey: .to) ?? ctx.viewController(forKey: .to)?.view,
          let toVC = ctx.viewController(forKey: .to) else { return }
    let container = ctx.containerView
    let duration = transitionDuration(using: ctx)
    let done: (Bool) -> Void = { _ in
      fromView.isHidden = false
      fromView.alpha = 1
      ctx.completeTransition(!ctx.transitionWasCancelled)
    }
    if presenting { toView.frame = ctx.finalFrame(for: toVC) }
    if style == .crossDissolve {
      if presenting {
        toView.alpha = 0
        container.addSubview(toView)
      }
      UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
        if self.presenting { toView.alpha = 1 } else { fromView.alpha = 0 }
      }, completion: done)
      return
    }
    let options: UIView.AnimationOptions = style == .flipHorizontal
      ? (presenting ? .transitionFlipFromRight : .transitionFlipFromLeft)
      : (presenting ? .transitionCurlUp : .transitionCurlDown)
    UIView.transition(with: container, duration: duration, options: options, animations: {
      if self.presenting { container.addSubview(toView) } else { fromView.isHidden = true }
    }, completion: done)
  }
}

/// iOS 13+'s page sheet (`.automatic`, `.pageSheet`, `.formSheet` on iPhone;
/// docs/research/ios-look.md §9): the presented view is a card whose top sits at
/// 8 % of the screen's height, with 10 pt rounded top corners; it slides up from
/// the bottom while the presenting view shrinks to 0.9165 about its top centre,
/// moves down 7 % of its height, takes rounded corners (12 pt) and dims (black
/// 0 → 0.1) over a black backdrop. Timing: the transition context's curve 7
/// spring, 0.5 s. Dismissal mirrors it.
final class PageSheetAnimator: UIViewControllerAnimatedTransitioning, BuiltInTransitionAnimator {
  let presenting: Bool
  init(presenting: Bool) { self.presenting = presenting }
  var alongsideOptions: UIView.AnimationOptions { NavigationSlideAnimator.curve7 }

  /// iOS 13–17 on iPhone: the card's top is 10 pt below the safe area's top (the
  /// status bar), and the screen behind shrinks to 91.65% with its top at the safe
  /// area's top, so 10 pt of it shows above the card (measured on iPhone screenshots
  /// of Mail's compose sheet and Settings' sheets: 30 pt on a 20 pt status bar, 57 on 47).
  static let presenterScale: CGFloat = 0.9165, peek: CGFloat = 10

  static func sheetFrame(in bounds: CGRect, safeTop: CGFloat) -> CGRect {
    let top = UIScreen.main.pixelAligned(safeTop + peek)
    return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    // A controller whose own loadView made no view has nothing to move.
    guard let sheet = ctx.view(forKey: presenting ? .to : .from), let presenter = ctx.view(forKey: presenting ? .from : .to)
    else { return ctx.completeTransition(true) }
    let container = ctx.containerView
    let bounds = container.bounds
    let safeTop = container.window?.safeAreaInsets.top ?? 0
    // Light status bar content over the black behind the sheet (UIViewController+StatusBar.swift).
    if presenting { container.window?.updateStatusBarAppearance() }
    let card = PageSheetAnimator.sheetFrame(in: bounds, safeTop: safeTop)
    // Made on presentation, found again on dismissal (`restore` removes them).
    _ = PageSheetAnimator.view(in: container, named: "page sheet backdrop", below: presenter, color: .black)
    let dimming = PageSheetAnimator.view(in: container, named: "page sheet dimming", below: nil, color: .black)
    // The untransformed frame (the presenter may already be shrunk, on dismissal).
    (dimming.bounds, dimming.center) = (presenter.bounds, presenter.center)
    container.insertSubview(dimming, aboveSubview: presenter)
    // Shrunk about its top centre, then moved down: a scale about the centre plus the difference.
    let h = presenter.bounds.height
    let shrunk = CGAffineTransform(translationX: 0, y: -h * (1 - Self.presenterScale) / 2 + safeTop)
      .scaledBy(x: Self.presenterScale, y: Self.presenterScale)
    if presenting {
      sheet.frame = card.offsetBy(dx: 0, dy: card.height + card.minY)
      sheet.layer.cornerRadius = 10
      sheet.layer.cornerCurve = .continuous
      sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      sheet.clipsToBounds = true
      container.addSubview(sheet)
      dimming.alpha = 0
    } else {
      presenter.transform = shrunk
      dimming.transform = shrunk
      presenter.layer.cornerRadius = 12
      dimming.alpha = 0.1
    }
    presenter.clipsToBounds = true
    presenter.layer.cornerCurve = .continuous
    dimming.layer.cornerRadius = 12
    dimming.layer.cornerCurve = .continuous
    UIView.animate(withDuration: 0.5, delay: 0, options: NavigationSlideAnimator.curve7, animations: {
      sheet.frame = self.presenting ? card : card.offsetBy(dx: 0, dy: card.height + card.minY)
      presenter.transform = self.presenting ? shrunk : .identity
      dimming.transform = presenter.transform
      presenter.layer.cornerRadius = self.presenting ? 12 : 0
      dimming.alpha = self.presenting ? 0.1 : 0
    }, completion: { _ in
      if !self.presenting, !ctx.transitionWasCancelled { PageSheetAnimator.restore(presenter, in: container) }
      ctx.completeTransition(!ctx.transitionWasCancelled)
      container.window?.updateStatusBarAppearance()
    })
  }

  /// Gives the presenting view its full screen back: no transform, square
  /// corners, and the backdrop and dimming views gone.
  static func restore(_ presenter: UIView, in container: UIView) {
    UIView.performWithoutAnimation {
      presenter.transform = .identity
      presenter.layer.cornerRadius = 0
      presenter.clipsToBounds = false
    }
    for view in container.subviews where ["page sheet backdrop", "page sheet dimming"].contains(view.layer.name ?? "") {
      view.removeFromSuperview()
    }
  }

  /// The view named `name` in `container` (made, under `below` or on top, when missing).
  static func view(in container: UIView, named name: String, below: UIView?, color: UIColor) -> UIView {
    if let existing = container.subviews.first(where: { $0.layer.name == name }) { return existing }
    let view = UIView(frame: container.bounds)
    view.layer.name = name
    view.backgroundColor = color
    if let below { container.insertSubview(view, belowSubview: below) } else { container.addSubview(view) }
    return view
  }
}
