internal import CCairo
import FlipbookRenderTree
import Foundation

// MARK: - Backing stores

/// The pixels of drawn images (`Drawing`s: what `draw(in:)`, `draw(_:)` and image
/// renderers recorded), made once and shared by every frame and every worker
/// thread, as Core Animation keeps a layer's backing store until it is redrawn.
///
/// Entries are keyed by the drawing's identity and keep the drawing alive, so a
/// key is never reused by another drawing while its entry exists. The pixels are
/// the same whether they come from the cache or are drawn again, so output does
/// not depend on which frames a worker rendered before. Least recently made
/// entries go first past `budget` bytes.
final class BackingStores: @unchecked Sendable {
  static let shared = BackingStores()
  /// Bytes of pixels kept (a full-screen 3x store is about 10 MB).
  static let budget = 256 << 20
  /// The longest side of a text layer's store, in pixels.
  static let maximumTextStoreSide = 8192
  static let maximumTextStoreScale: CGFloat = 16

  /// A drawing by identity (its entry keeps it alive), or a text layer's string
  /// and style at a store size.
  enum Key: Hashable {
    case drawing(ObjectIdentifier)
    case text(Text, width: Int, height: Int, scale: CGFloat)
  }

  private let cache = ReuseCache<Key, Drawing?, Bitmap>(budget: BackingStores.budget)

  /// The pixels of `drawing`, drawn now or earlier.
  func bitmap(of drawing: Drawing) throws(RenderError) -> Bitmap {
    try bitmap(for: .drawing(drawing.identity), keeping: drawing) { () throws(RenderError) in try DrawingPlayer.render(drawing) }
  }

  /// The pixels of a text layer's backing store: `size` points at `scale`, at most
  /// `maximumTextStoreScale` (no screen is denser) and at most the scale that keeps
  /// it within `maximumTextStoreSide` pixels a side (a text layer that large draws a
  /// little softer rather than taking gigabytes).
  func store(of text: Text, size: CGSize, scale requested: CGFloat) throws(RenderError) -> (bitmap: Bitmap, scale: CGFloat) {
    let longest = max(size.width, size.height, 1)
    let scale = min(requested, Self.maximumTextStoreScale, CGFloat(Self.maximumTextStoreSide) / longest)
    let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
    let pixels = try bitmap(for: .text(text, width: width, height: height, scale: scale), keeping: nil) { () throws(RenderError) in
      try Painter.renderTextStore(text, size: size, scale: scale, width: width, height: height)
    }
    return (pixels, scale)
  }

  private func bitmap(for key: Key, keeping drawing: Drawing?, make: () throws(RenderError) -> Bitmap) throws(RenderError) -> Bitmap {
    try cache.value(for: key, accepting: { $0 == drawing }) { () throws(RenderError) in
      let bitmap = try make()
      return (bitmap, drawing, bitmap.pixels.count)
    }
  }

  /// Empties the cache (tests measure drawing with it).
  func removeAll() {
    cache.removeAll()
  }
}

/// The pixels of an image: its bitmap, or its drawing's backing store.
func pixels(of image: ImageSource) throws(RenderError) -> Bitmap {
  switch image {
  case .bitmap(let b): return b
  case .drawing(let d): return try BackingStores.shared.bitmap(of: d)
  }
}

/// The pixels of a layer's contents, with its colour factors applied.
func pixels(of contents: Contents) throws(RenderError) -> Bitmap {
  let bitmap = try pixels(of: contents.image)
  guard let factors = contents.colorFactors, !factors.isIdentity else { return bitmap }
  return factors.apply(bitmap)
}

/// A copy of a surface's pixels.
func bitmap(of surface: OpaquePointer) -> Bitmap {
  cairo_surface_flush(surface)
  let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
  let stride = Int(cairo_image_surface_get_stride(surface))
  guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
    return Bitmap(width: 0, height: 0, pixels: [])
  }
  var bytes = [UInt8](repeating: 0, count: width * height * 4)
  bytes.withUnsafeMutableBytes { out in
    for y in 0..<height { memcpy(out.baseAddress! + y * width * 4, data + y * stride, width * 4) }
  }
  return Bitmap(width: width, height: height, pixels: bytes)
}
