import Foundation

// MARK: - Traits: light and dark
//
// A view's traits are the canvas's (its appearance, `Canvas.appearance`) unless it,
// the controller whose view it is, or a view above it overrides the style
// (`overrideUserInterfaceStyle`, the nearest one wins, as in UIKit). A dynamic
// colour (`UIColor { traits in … }`, the system colours) resolves with the traits
// of the view it is given to: set as a background, or read while the view lays
// out or draws (its traits are then `UITraitCollection.current`). When a view's
// style changes (an override set, the view moved under another style), UIKit
// resolves its colours again and tells it: here the background colour is
// re-resolved, `traitColorsDidChange()` lets UIKit's own views recolour (labels,
// controls through `tintColorDidChange()`), the view lays out and redraws, and
// `traitCollectionDidChange(_:)` and the handlers registered with
// `registerForTraitChanges` run, on the view and on the controller that owns it.
// Inside an animation block (`UIView.transition(with:…)`, a cross-dissolve) the
// switch animates as any other change does.

/// Per-view state for trait changes.
struct TraitState {
  /// The style the view's colours were last resolved with (nil: the canvas's).
  var resolvedStyle: UIUserInterfaceStyle?
  /// The background colour as set, when it is dynamic.
  var backgroundColor: UIColor?
  var handlers: [TraitHandler] = []
}

/// A handler from `registerForTraitChanges` (for the style: UITraitChanges.swift).
struct TraitHandler {
  var id: Int
  var run: @MainActor (UITraitEnvironment, UITraitCollection) -> Void
}

/// How many views and controllers override the style: none, and every colour
/// already has the canvas's style, so nothing needs walking.
@MainActor enum StyleOverrides {
  static var count = 0
}

extension UIView: UITraitEnvironment {
  /// The traits this view is drawn with: the canvas's, with the nearest style override.
  public var traitCollection: UITraitCollection {
    let base = UITraitCollection.canvasTraits
    guard StyleOverrides.count > 0 else { return base }
    var view: UIView? = self
    while let v = view {
      if v.overrideUserInterfaceStyle != .unspecified { return base.with(style: v.overrideUserInterfaceStyle) }
      if let owner = v.viewDelegate, owner.overrideUserInterfaceStyle != .unspecified {
        return base.with(style: owner.overrideUserInterfaceStyle)
      }
      view = v.superview
    }
    return base
  }

  /// Runs `body` with this view's traits current, when any style is overridden.
  func withOwnTraits(_ body: () -> Void) {
    guard StyleOverrides.count > 0 else { return body() }
    traitCollection.performAsCurrent(body)
  }

  func styleOverrideChanged() {
    StyleOverrides.count += overrideUserInterfaceStyle == .unspecified ? -1 : 1
    updateTraits()
  }

  /// Resolves this subtree's colours again where its style changed, and tells it.
  func updateTraits() {
    guard StyleOverrides.count > 0 || traitState.resolvedStyle != nil else { return }
    let traits = traitCollection
    let previousStyle = traitState.resolvedStyle ?? UITraitCollection.canvasTraits.userInterfaceStyle
    if previousStyle != traits.userInterfaceStyle {
      traitState.resolvedStyle = traits.userInterfaceStyle
      let previous = traits.with(style: previousStyle)
      traits.performAsCurrent {
        if let color = traitState.backgroundColor { layer.backgroundColor = color.resolvedColor(with: traits).cgColor }
        traitColorsDidChange()
        setNeedsLayout()
        setNeedsDisplay()
        traitCollectionDidChange(previous)
        for handler in traitState.handlers { handler.run(self, previous) }
        if let owner = viewDelegate {
          owner.traitCollectionDidChange(previous)
          for handler in owner.traitHandlers { handler.run(owner, previous) }
        }
      }
    }
    for view in subviews { view.updateTraits() }
    if let window = self as? UIWindow { window.updateStatusBarAppearance() }
    else if viewDelegate != nil, superview is UIWindow { window?.updateStatusBarAppearance() }
  }
}

extension UIViewController: UITraitEnvironment {
  /// The traits of the controller's view (the canvas's, with the nearest override).
  public var traitCollection: UITraitCollection {
    if overrideUserInterfaceStyle != .unspecified { return UITraitCollection.canvasTraits.with(style: overrideUserInterfaceStyle) }
    return viewIfLoaded?.traitCollection ?? parent?.traitCollection ?? UITraitCollection.canvasTraits
  }

  func styleOverrideChanged() {
    StyleOverrides.count += overrideUserInterfaceStyle == .unspecified ? -1 : 1
    viewIfLoaded?.updateTraits()
  }
}
