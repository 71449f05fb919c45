import Foundation
import FlipbookRenderTree

// MARK: - Transitions in the render tree

/// Builds the render node of a layer during a transition: a container with the
/// layer's geometry holding the appearance before the change and after it, each
/// placed, faded or turned as the effect says. The rasterizer needs nothing
/// special: it draws ordinary nodes.
enum TransitionComposer {
  /// Perspective of UIKit's flip: its distance is not published; re-creations use 1/500…1/1000 (doc §7.3).
  static let flipPerspective: CGFloat = -1.0 / 500
  /// How much the flipping card darkens at 90° (doc §7.3: "slightly dimmed", about 20 %, uncertain).
  static let flipDimming: CGFloat = 0.2

  static func compose(_ spec: TransitionSpec, progress p: Double, before: RenderNode, after: RenderNode) -> RenderNode {
    let size = after.bounds.size
    func placed(_ node: RenderNode, dx: CGFloat = 0, dy: CGFloat = 0, opacity: CGFloat = 1) -> RenderNode {
      var n = node
      n.transform = CATransform3DMakeTranslation(dx, dy, 0)
      n.opacity = opacity
      n.shadow = nil
      n.mask = nil
      return n
    }
    // Unit vector of the motion: "fromRight" comes in from the right, moving left.
    // fromTop comes in from the top of the screen (minimum y in iOS's y-down space),
    // the doc leaves top/bottom orientation uncertain.
    let (ux, uy): (CGFloat, CGFloat) = switch spec.direction {
    case .fromRight: (-1, 0)
    case .fromLeft: (1, 0)
    case .fromTop: (0, 1)
    case .fromBottom: (0, -1)
    }
    let w = size.width, h = size.height
    let q = CGFloat(p)
    var children: [RenderNode]
    var clips = true
    switch spec.kind {
    case .fade:
      // A dissolve: each pixel (1 − q) · before + q · after, so the midpoint is half of
      // each and an opaque layer stays opaque (what an iPhone shows; two opacities
      // painted over each other let the background through, 25 % at the midpoint).
      children = [placed(before), placed(after)]
    case .push:
      children = [placed(before, dx: ux * w * q, dy: uy * h * q),
                  placed(after, dx: -ux * w * (1 - q), dy: -uy * h * (1 - q))]
    case .moveIn:
      children = [placed(before), placed(after, dx: -ux * w * (1 - q), dy: -uy * h * (1 - q))]
    case .reveal:
      children = [placed(after), placed(before, dx: ux * w * q, dy: uy * h * q)]
    case .oglFlip:
      clips = false
      children = flip(spec.direction, progress: q, before: placed(before), after: placed(after), bounds: after.bounds)
    case .pageCurl:
      children = [placed(after)] + curl(placed(before), progress: q, bounds: after.bounds)
    case .pageUnCurl:
      // Curl down: the new page uncurls over the old one, the curl up played backwards.
      children = [placed(before)] + curl(placed(after), progress: 1 - q, bounds: after.bounds)
    }
    var container = RenderNode(
      name: after.name, transform: after.transform, bounds: after.bounds, opacity: after.opacity,
      allowsGroupOpacity: after.allowsGroupOpacity, isDoubleSided: after.isDoubleSided,
      cornerRadii: after.cornerRadii, masksToBounds: clips, shadow: after.shadow, sublayers: children)
    container.mask = after.mask
    if spec.kind == .fade { container.sublayerDissolve = q }
    return container
  }

  /// The card turns about its vertical (left/right) or horizontal (top/bottom) centre
  /// line with perspective: the old content for the first half, the new one (on the
  /// back) for the second; scaled so its nearer edge stays inside the bounds, and
  /// dimmed towards 90°.
  static func flip(_ direction: TransitionSpec.Direction, progress q: CGFloat, before: RenderNode, after: RenderNode,
                   bounds: CGRect) -> [RenderNode] {
    let theta = CGFloat.pi * q
    let firstHalf = q < 0.5
    let angle = firstHalf ? theta : theta - .pi
    // FlipFromLeft turns +θ about y (the left edge comes towards the viewer, doc §7.3).
    let vertical = direction == .fromLeft || direction == .fromRight
    let sign: CGFloat = (direction == .fromLeft || direction == .fromTop) ? 1 : -1
    let cx = bounds.midX, cy = bounds.midY
    let half = vertical ? bounds.width / 2 : bounds.height / 2
    // The nearer edge is at depth z = half·sin|angle|; its projected half-extent grows by
    // 1 / (1 − z/d) (d = 500): scale the card down so it stays inside.
    let z = half * abs(sin(angle))
    let grow = 1 / (1 + flipPerspective * z)
    let fit = min(1, 1 / grow)
    var m = CATransform3DMakeTranslation(-cx, -cy, 0)
    m = CATransform3DConcat(m, CATransform3DMakeScale(fit, fit, 1))
    m = CATransform3DConcat(m, vertical ? CATransform3DMakeRotation(sign * angle, 0, 1, 0)
                                        : CATransform3DMakeRotation(-sign * angle, 1, 0, 0))
    var perspective = CATransform3DIdentity
    perspective.m34 = flipPerspective
    m = CATransform3DConcat(m, perspective)
    m = CATransform3DConcat(m, CATransform3DMakeTranslation(cx, cy, 0))
    var card = firstHalf ? before : after
    let dim = flipDimming * abs(sin(angle))
    guard dim > 0.002 else {
      card.transform = m
      card.isDoubleSided = true
      return [card]
    }
    // The shade darkens the card's own pixels only: card and shade in one group, masked by the card.
    card.transform = CATransform3DIdentity
    let shade = RenderNode(name: "flip shade", bounds: bounds, opacity: dim, backgroundColor: .black)
    var turning = RenderNode(name: "flip", transform: m, bounds: bounds, isDoubleSided: true, sublayers: [card, shade])
    turning.mask = card
    return [turning]
  }
}
