internal import CCairo
import FlipbookRenderTree
import Foundation

// MARK: - A canvas of one colour

/// The canvas while everything painted on it is one colour: the background, then
/// fills that cover the whole canvas (a window's background, a dimming view over
/// it). Those fills go to a one-pixel probe instead, with the same operator and
/// source, so the probe holds the colour every canvas pixel would; the canvas is
/// filled with it once, when anything else is drawn. A frame with a dimmed
/// backdrop thus fills the screen once instead of three times, in the same bytes:
/// pixman blends a solid colour by the same arithmetic at every pixel.
final class SolidCanvas {
  /// The frame's canvas, not yet painted.
  let canvas: OpaquePointer
  /// One ARGB32 pixel holding the colour the canvas would have now.
  let probe: OpaquePointer

  /// A canvas whose every pixel is `background`, painted with SOURCE as the rasterizer does.
  init(canvas: OpaquePointer, background: CGColor) throws(RenderError) {
    self.canvas = canvas
    probe = try makeSurface(width: 1, height: 1)
    let pcr = cairo_create(probe)!
    cairo_set_operator(pcr, CAIRO_OPERATOR_SOURCE)
    setSource(pcr, background, alpha: 1, origin: .zero)
    cairo_paint(pcr)
    cairo_destroy(pcr)
  }

  deinit { cairo_surface_destroy(probe) }
}

extension Painter {
  /// Whether drawing `node` itself (its sublayers aside) can do no more than fill its
  /// background straight onto the target: no shadow, mask, group, material, contents,
  /// content, border or 3D plane.
  func paintsOnlyItsBackground(_ node: RenderNode, m: Homography, opacity: CGFloat) -> Bool {
    guard case .none = node.content else { return false }
    let border = node.borderWidth > 0 && !(node.borderColor?.isInvisible ?? true)
    return m.isAffine && node.shadow == nil && node.mask == nil && node.backdrop == nil && node.contents == nil && !border
      && node.sublayerDissolve == nil && !(node.allowsGroupOpacity && opacity < 1 && drawsMoreThanOnePrimitive(node))
  }

  /// Fills the canvas with the colour it holds, when it is still one colour; from then
  /// on everything is painted on the canvas itself.
  func settleCanvas() {
    guard let solid else { return }
    self.solid = nil
    let ccr = cairo_create(solid.canvas)!
    cairo_set_operator(ccr, CAIRO_OPERATOR_SOURCE)
    let pattern = cairo_pattern_create_for_surface(solid.probe)!
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
    cairo_set_source(ccr, pattern)
    cairo_paint(ccr)
    cairo_pattern_destroy(pattern)
    cairo_destroy(ccr)
  }

  /// Paints the background fill set up on `cr` (its path and source) into the probe
  /// instead, when the canvas is one colour and the fill covers all of it: a solid
  /// colour, OVER, square corners, an unrotated rectangle holding the canvas and a
  /// clip that is the whole canvas. True when it did (the path is then cleared).
  func absorbsFill(_ node: RenderNode, m: Homography, radii: RoundedRectRadii, into cr: OpaquePointer) -> Bool {
    guard let solid, cairo_get_target(cr) == solid.canvas, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, radii.isZero,
          let source = cairo_get_source(cr), cairo_pattern_get_type(source) == CAIRO_PATTERN_TYPE_SOLID else { return false }
    let a = m.affine
    guard a.b == 0, a.c == 0, node.bounds.applying(a).contains(canvas), clipRectangle(cr) == canvas else { return false }
    let pcr = cairo_create(solid.probe)!
    cairo_set_source(pcr, source)
    cairo_paint(pcr)
    cairo_destroy(pcr)
    cairo_new_path(cr)
    return true
  }
}
