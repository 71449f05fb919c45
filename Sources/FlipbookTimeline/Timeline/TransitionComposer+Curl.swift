import Foundation
import FlipbookRenderTree

// MARK: - Page curl

extension TransitionComposer {
  /// Page curl (UIKit's curl up): the page rolls up from its bottom edge around a
  /// horizontal cylinder, revealing what is underneath. A likeness of iOS's
  /// private `pageCurl` filter, whose geometry is unpublished; the look follows
  /// the well-known Leaves re-creation (docs/research/ios-look.md §10):
  /// - the rolled part is drawn as thin flat strips placed in 3D on the cylinder,
  ///   each narrowed by its perspective growth, and the whole curl clipped to
  ///   the page's bounds: it is never wider or taller than the page;
  /// - the roll is lit from the viewer and above: darkest on its underside,
  ///   with a highlight band where it turns to face the viewer;
  /// - the back shows the page's own content mirrored by the roll under a white
  ///   veil (α 0.8);
  /// - the roll casts a soft shadow (black α 0.35 → clear over 40 pt, from the
  ///   roll's underside) on the content it reveals, fading out over the last quarter (Leaves' min(1, 4(1 − p))).
  static func curl(_ page: RenderNode, progress q: CGFloat, bounds: CGRect) -> [RenderNode] {
    if q <= 0 { return [page] }
    // The curl is worked out in a frame turned by `curlAngle` about the page's
    // centre, where the fold line is horizontal and rises; `area` is the page's
    // bounding box in that frame.
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    var content = page
    content.transform = rotation(-curlAngle, about: centre)
    let area = bounds.applying(CGAffineTransform(translationX: -centre.x, y: -centre.y)
      .concatenating(CGAffineTransform(rotationAngle: -curlAngle)).concatenating(CGAffineTransform(translationX: centre.x, y: centre.y)))
    let radius = max(8, min(30, bounds.height / 8))
    // The line where the page leaves the flat: from the bottom of the area to past its top.
    let lineY = area.maxY - (area.height + .pi * radius) * q
    var nodes: [RenderNode] = []
    if let shadow = castShadow(below: lineY + radius, area: area, strength: 0.35 * min(1, 4 * (1 - q))) { nodes.append(shadow) }
    var fronts: [RenderNode] = [], backs: [RenderNode] = []
    // The flat, not yet curled part.
    if lineY > area.minY { fronts.append(curlStrip(content, area.minY, min(lineY, area.maxY), lineY: lineY, radius: radius, area: area)) }
    // The rolled part: strips on the cylinder, then the flat back beyond it.
    let rolledStart = max(lineY, area.minY), fullTurn = lineY + .pi * radius
    let steps = 24
    for i in 0..<steps {
      let y0 = lineY + .pi * radius * CGFloat(i) / CGFloat(steps)
      let y1 = lineY + .pi * radius * CGFloat(i + 1) / CGFloat(steps)
      let from = max(y0, rolledStart), to = min(y1, area.maxY)
      guard to - from > 0.01 else { continue }
      let strip = curlStrip(content, from, to, lineY: lineY, radius: radius, area: area)
      if ((from + to) / 2 - lineY) / radius > .pi / 2 { backs.append(strip) } else { fronts.append(strip) }
    }
    if fullTurn < area.maxY { backs.append(curlStrip(content, max(fullTurn, area.minY), area.maxY, lineY: lineY, radius: radius, area: area)) }
    // The back lies over the front as the page rolls up; all turned back to the page.
    return [RenderNode(name: "curl", transform: rotation(curlAngle, about: centre), bounds: bounds,
                       sublayers: nodes + fronts + backs)]
  }

  /// The fold's tilt: the bottom-right corner lifts first, as iOS's curl up does
  /// [angle estimated from screen recordings; the filter's `inputAngle` is unpublished].
  static let curlAngle: CGFloat = -0.3

  private static func rotation(_ angle: CGFloat, about c: CGPoint) -> CATransform3D {
    CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-c.x, -c.y, 0), CATransform3DMakeRotation(angle, 0, 0, 1)),
                        CATransform3DMakeTranslation(c.x, c.y, 0))
  }


  /// Where page row y goes on the curl: (y', z), z towards the viewer, and the
  /// angle turned (0 flat, π flat on the back).
  private static func curlPlace(_ y: CGFloat, lineY: CGFloat, radius: CGFloat) -> (y: CGFloat, z: CGFloat, phi: CGFloat) {
    let d = y - lineY
    if d <= 0 { return (y, 0, 0) }
    let phi = min(d / radius, .pi)
    // The roll's axis lies along the curl line at height R: the page bends down past
    // the line and up towards the viewer, so the roll bulges below the back's fold.
    if d < .pi * radius { return (lineY + radius * sin(phi), radius * (1 - cos(phi)), phi) }
    return (lineY - (d - .pi * radius), 2 * radius, .pi)
  }

  /// Rows y0…y1 of the page placed on the curl, shaded for their angle.
  private static func curlStrip(_ content: RenderNode, _ y0: CGFloat, _ y1: CGFloat, lineY: CGFloat, radius: CGFloat,
                                area bounds: CGRect) -> RenderNode {
    let a = curlPlace(y0, lineY: lineY, radius: radius), b = curlPlace(y1, lineY: lineY, radius: radius)
    let mid = curlPlace((y0 + y1) / 2, lineY: lineY, radius: radius)
    let span = y1 - y0
    // Perspective: d = 1000 pt, a flatter one than the flip's, so the roll stays close to the page.
    let distance: CGFloat = 1000
    // Row y maps linearly within the strip: y' = a + (b − a)(y − y0)/span, z likewise;
    // x shrinks about the centre by the strip's perspective growth.
    let narrow = 1 - mid.z / distance
    var m = CATransform3DIdentity
    m.m11 = narrow
    m.m41 = bounds.midX * (1 - narrow)
    m.m22 = (b.y - a.y) / span
    m.m23 = (b.z - a.z) / span
    m.m42 = a.y - m.m22 * y0
    m.m43 = a.z - m.m23 * y0
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / distance
    m = CATransform3DConcat(CATransform3DConcat(CATransform3DConcat(m, CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0)),
                                                perspective), CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0))
    let isBack = mid.phi > .pi / 2
    var sublayers = [content]
    if isBack { sublayers.append(RenderNode(name: "curl back", bounds: bounds, opacity: 0.8, backgroundColor: .white)) }
    // The light changes smoothly across the strip: a gradient from its top row's to its bottom row's.
    // Each strip reaches 0.5 pt into the next, so their anti-aliased edges leave no seam.
    let rect = CGRect(x: bounds.minX, y: y0, width: bounds.width, height: min(span + 0.5, bounds.maxY - y0))
    let first = curlLight(a.phi), last = curlLight(b.phi)
    for (name, white, v0, v1) in [("curl shade", false, first.shade, last.shade), ("curl highlight", true, first.highlight, last.highlight)]
      where max(v0, v1) > 0.004 {
      let colors = [v0, v1].map { CGColor(srgbRed: white ? 1 : 0, green: white ? 1 : 0, blue: white ? 1 : 0, alpha: $0) }
      sublayers.append(RenderNode(name: name, bounds: rect, content: .gradient(Gradient(
        kind: .axial, colors: colors, locations: [0, 1], startPoint: CGPoint(x: 0.5, y: 0), endPoint: CGPoint(x: 0.5, y: 1)))))
    }
    var node = RenderNode(name: "curl strip", transform: m, bounds: rect, isDoubleSided: true, masksToBounds: true, sublayers: sublayers)
    // The veil and the light cover the page's own pixels only.
    if sublayers.count > 1 { node.mask = content }
    return node
  }

  /// How dark (black α) and how bright (white α) a strip of the roll turned by
  /// `phi` is. The viewer sees the roll's outside, the page's back, for φ in
  /// (π/2, π) (the inner half is hidden behind it); its outward normal
  /// n = (sin φ, −cos φ) in (y, z) is lit by L = (−0.41, 0.91), from the viewer and
  /// above: shade 0.5 × (1 − n·L / L_z), so the roll's underside is darkest and the
  /// flat back (φ = π) unshaded. A highlight band, α 0.3 × cos⁸(2(φ − 3π/4)), lies
  /// where the roll turns from facing down to facing the viewer; it is 0 at both
  /// ends, so the roll meets the front and the flat back without a step.
  static func curlLight(_ phi: CGFloat) -> (shade: CGFloat, highlight: CGFloat) {
    guard phi > .pi / 2 else { return (0, 0) }
    let turned = min(phi, .pi)
    let (ly, lz): (CGFloat, CGFloat) = (-0.41, 0.91)
    let (ny, nz) = (sin(turned), -cos(turned))
    let lit = max(0, min(1, (ly * ny + lz * nz) / lz))
    let highlight = 0.3 * pow(max(0, cos(2 * (turned - 0.75 * .pi))), 8)
    return (0.5 * (1 - lit), highlight)
  }

  /// The roll's shadow on what it reveals: a band from the roll's underside down.
  private static func castShadow(below lineY: CGFloat, area bounds: CGRect, strength: CGFloat) -> RenderNode? {
    let start = max(lineY, bounds.minY), end = min(lineY + 40, bounds.maxY)
    guard strength > 0.004, end - start > 0.5 else { return nil }
    // The band keeps its gradient over the full 40 pt even where the page's edge cuts it.
    let band = CGRect(x: bounds.minX, y: lineY, width: bounds.width, height: 40)
    let clear = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0)
    let gradient = Gradient(kind: .axial, colors: [CGColor(srgbRed: 0, green: 0, blue: 0, alpha: strength), clear],
                            locations: [0, 1], startPoint: CGPoint(x: 0.5, y: 0), endPoint: CGPoint(x: 0.5, y: 1))
    var shadow = RenderNode(name: "curl shadow", bounds: band, content: .gradient(gradient))
    shadow.transform = CATransform3DIdentity
    var clip = RenderNode(name: "curl shadow clip", bounds: bounds, masksToBounds: true, sublayers: [shadow])
    clip.transform = CATransform3DIdentity
    return clip
  }
}
