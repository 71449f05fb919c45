import Foundation

// UIView's helpers for its layer and its place in the tree (UIView.swift keeps
// the overridable API).
extension UIView {
  /// A layer of `view.layerClass`, or of the nearest of Core Animation's own
  /// classes with the problem reported when that is not the class asked for.
  /// Sets a new view up: its layer's delegate and scale, the clock's list of views, the frame.
  func setUp(frame: CGRect) {
    layer.delegate = self
    // UIKit draws a view's content at the screen's scale, and draws it once shown.
    layer.contentsScale = UIScreen.main.scale
    layer.setNeedsDisplay()
    if let clock = layer.clock, clock.recordsHistory { clock.uiKit.views.append(self) }
    // A view's layer starts with its anchor in the middle and the view's frame.
    self.frame = frame
  }

  static func makeLayer(for view: UIView.Type) -> CALayer {
    let requested: AnyClass = view.layerClass
    guard let layerType = requested as? CALayer.Type else {
      let layer = CALayer()
      layer.report(AuthoringError(
        problem: "\(view).layerClass is \(requested), which is not a CALayer class",
        fix: "Return CALayer.self or one of its subclasses (CAShapeLayer.self, CAGradientLayer.self, …)."))
      return layer
    }
    let layer = layerType.makeBuiltIn(copying: nil)
    if type(of: layer) != layerType {
      layer.report(AuthoringError(
        problem: "\(view).layerClass is \(layerType), a layer subclass of the scene's own: without the Objective-C "
          + "runtime Flipbook can create only Core Animation's own layer classes",
        fix: "Return \(type(of: layer)).self and add a \(layerType)() to the view's layer with addSublayer(_:) "
          + "(sized in layoutSubviews()), or set the layer up in init(frame:)."))
    }
    return layer
  }

  func moveToWindow(_ newWindow: UIWindow?) {
    notifyWindow(will: newWindow)
    notifyDidMoveToWindow()
  }
  func notifyWindow(will newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for v in subviews { v.notifyWindow(will: newWindow) }
  }
  func notifyDidMoveToWindow() {
    didMoveToWindow()
    for v in subviews { v.notifyDidMoveToWindow() }
  }

  /// Puts the subviews' layers in the subviews' order, after any sublayers that
  /// are not view layers (which stay below, as when added before the views).
  func syncLayers() {
    let viewLayers = Set(subviews.map { ObjectIdentifier($0.layer) })
    let others = layer.allSublayers.filter { !viewLayers.contains(ObjectIdentifier($0)) }
    // Shown touches and scroll indicators stay above every view.
    let touches = others.filter { $0.name?.hasPrefix("flipbook.top.") == true }
    let below = others.filter { $0.name?.hasPrefix("flipbook.top.") != true }
    let wanted = below + subviews.map(\.layer) + touches
    if layer.allSublayers.map(ObjectIdentifier.init) != wanted.map(ObjectIdentifier.init) {
      layer.sublayers = wanted
    }
  }


  /// Whether this view is `view` or one of its ancestors.
  func isAncestor(ofOrSame view: UIView) -> Bool { view.isDescendant(of: self) }
}
