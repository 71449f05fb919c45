import Foundation

// Hit testing and a view's recognizers, as UIKit's `hitTest(_:with:)` documents:
// a view that is hidden, has user interaction disabled or an alpha below 0.01,
// or does not contain the point (`point(inside:with:)`), is skipped with all its
// subviews; clipping plays no part (a subview drawn outside its superview's
// bounds is not hit there, clipped or not). Subviews are asked front-most first.
// UIKit hit-tests the model values, so a view in flight is hit where it is going;
// but a view animated by a block without `.allowUserInteraction` refuses touches
// until its animation ends (Apple's `allowUserInteraction` documentation).

extension UIView {
  func standardHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, !isHidden, layer.opacity >= 0.01, self.point(inside: point, with: event),
          !(layer.clock ?? VirtualClock.current).events.refusesTouches(self) else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
    }
    return self
  }

  func attachRecognizer(_ recognizer: UIGestureRecognizer) {
    if let old = recognizer.view, old !== self { old.detachRecognizer(recognizer) }
    guard !recognizers.contains(where: { $0 === recognizer }) else { return }
    recognizers.append(recognizer)
    recognizer.view = self
  }

  func detachRecognizer(_ recognizer: UIGestureRecognizer) {
    guard recognizers.contains(where: { $0 === recognizer }) else { return }
    recognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
    recognizer.forceReset()
  }

  func setRecognizers(_ list: [UIGestureRecognizer]) {
    for old in recognizers where !list.contains(where: { $0 === old }) { detachRecognizer(old) }
    for new in list { attachRecognizer(new) }
  }

  /// The recognizers that see a touch hit-tested to this view: its own, then its
  /// ancestors' up to the window, enabled ones only.
  var recognizersForTouch: [UIGestureRecognizer] {
    var list: [UIGestureRecognizer] = []
    var view: UIView? = self
    while let current = view {
      list += current.recognizers.filter(\.isEnabled)
      view = current.superview
    }
    return list
  }
}
