internal import CCairo
internal import CFlipbookPixels
import FlipbookImageIO
import FlipbookRenderTree
import Foundation

// MARK: - RenderError

/// Rasterizing failed. Messages say what was wrong and how to fix it.
public enum RenderError: Error, CustomStringConvertible, Equatable {
  /// The canvas size in pixels is zero, negative, not finite or too large.
  case invalidCanvas(width: Double, height: Double, scale: Double, reason: String)
  /// Cairo reported an error status; `operation` names the call site.
  case cairo(status: String, operation: String)

  /// A message that says what was wrong with the canvas or which Cairo call failed.
  public var description: String {
    switch self {
    case .invalidCanvas(let w, let h, let s, let reason):
      return "invalid canvas \(w)x\(h) pt at scale \(s): \(reason)"
    case .cairo(let status, let operation):
      return "cairo error in \(operation): \(status)"
    }
  }
}

/// Throws when Cairo has recorded an error; `operation` names the call site.
func check(_ status: cairo_status_t, _ operation: String = #function) throws(RenderError) {
  guard status != CAIRO_STATUS_SUCCESS else { return }
  throw .cairo(status: String(cString: cairo_status_to_string(status)), operation: operation)
}

// MARK: - RenderOptions

/// How a render tree becomes pixels.
public struct RenderOptions: Sendable, Equatable {
  /// Pixels per point (1, 2 or 3 for iOS screens; any positive value works).
  public var scale: CGFloat
  /// Painted under everything; nil leaves the canvas transparent.
  public var background: CGColor?
  /// The part of the canvas the image shows, in points (nil: all of it); the
  /// image is this region's size at `scale`.
  public var crop: CGRect?

  /// Creates render options; by default 2 pixels per point on a white background, with no crop.
  public init(scale: CGFloat = 2, background: CGColor? = .white, crop: CGRect? = nil) {
    self.scale = scale
    self.background = background
    self.crop = crop
  }

  /// The largest side, in pixels, a canvas may have.
  public static let maximumSide = 16384
}

// MARK: - RasterImage

/// A rendered frame: premultiplied ARGB32 pixels owned by a Cairo image surface.
public final class RasterImage {
  let surface: OpaquePointer
  /// The image's width in pixels.
  public let width: Int
  /// The image's height in pixels.
  public let height: Int

  init(surface: OpaquePointer) {
    self.surface = surface
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
  }

  /// The surface goes back to the pool for a next frame (SurfacePool).
  deinit { SurfacePool.shared.recycle(surface) }

  var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

  /// Calls `body` with the pixel bytes (`stride` bytes a row).
  public func withPixels<R>(_ body: (UnsafePointer<UInt8>, _ stride: Int) throws -> R) rethrows -> R {
    cairo_surface_flush(surface)
    return try body(UnsafePointer(cairo_image_surface_get_data(surface)!), stride)
  }

  /// A copy of the pixels as a `Bitmap`.
  public var bitmap: Bitmap { FlipbookRaster.bitmap(of: surface) }

  /// Straight RGBA of one pixel (0…255), for probes and tests.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
    return withPixels { base, stride in
      let p = base + y * stride + x * 4
      let one = Bitmap(width: 1, height: 1, pixels: [p[0], p[1], p[2], p[3]])
      return one.rgba(x: 0, y: 0)
    }
  }

  /// True when every pixel is opaque (the PNG is then written as RGB).
  public var isOpaque: Bool {
    withPixels { CFlipbookPixels_isOpaque($0, Int32($1), Int32(width), Int32(height)) != 0 }
  }

  /// PNG bytes: straight alpha, RGB when opaque, sRGB chunk. Deterministic.
  /// `reusingBands: false` compresses every band of rows again (same bytes; for measuring).
  public func pngData(compression: PNGCompression = .fast, reusingBands: Bool = true) throws(ImageIOError) -> [UInt8] {
    let result: Result<[UInt8], ImageIOError> = withPixels { base, stride in
      do throws(ImageIOError) {
        return .success(try PNGCodec.encode(argb: base, stride: stride, width: width, height: height,
                                            compression: compression, reusingBands: reusingBands))
      } catch { return .failure(error) }
    }
    return try result.get()
  }

  /// Writes a PNG atomically (temporary name, then rename).
  public func writePNG(to path: String, compression: PNGCompression = .fast) throws(ImageIOError) {
    try PNGCodec.writeAtomically(try pngData(compression: compression), to: path)
  }
}

// MARK: - Rasterizer

/// Turns render trees into pixels with Cairo. Stateless: one value can render
/// many frames, and separate calls may run on separate threads at once.
public struct Rasterizer: Sendable {
  /// Creates a rasterizer.
  public init() {}

  /// Empties the stores of pixels kept from frame to frame and shared by every
  /// rasterizer: drawings' and text layers' backing stores, 3D layers' planes, and
  /// processed backdrops and shadow masks. Later frames make them again, in the same
  /// bytes; a long-running process calls this to give their memory back.
  public static func discardKeptPixels() {
    BackingStores.shared.removeAll()
    planeStores.removeAll()
    ProcessedPixels.backdrops.removeAll()
    ProcessedPixels.shadowMasks.removeAll()
  }

  /// Renders `tree` at `options.scale` pixels per point.
  public func render(_ tree: RenderTree, options: RenderOptions = RenderOptions()) throws(RenderError) -> RasterImage {
    let scale = Double(options.scale)
    // The size as given (CGRect.width would make a negative width positive).
    let size = options.crop?.size ?? tree.size, origin = options.crop?.origin ?? .zero
    let w = Double(size.width) * scale, h = Double(size.height) * scale
    func invalid(_ reason: String) -> RenderError {
      .invalidCanvas(width: Double(tree.size.width), height: Double(tree.size.height), scale: scale, reason: reason)
    }
    guard w.isFinite, h.isFinite, scale.isFinite, origin.x.isFinite, origin.y.isFinite else { throw invalid("size and scale must be finite numbers") }
    guard scale > 0 else { throw invalid("scale must be positive") }
    let pw = Int(w.rounded(.up)), ph = Int(h.rounded(.up))
    guard pw > 0, ph > 0 else { throw invalid("the canvas must be at least 1 pixel on each side") }
    guard pw <= RenderOptions.maximumSide, ph <= RenderOptions.maximumSide else {
      throw invalid("\(pw)x\(ph) px exceeds the \(RenderOptions.maximumSide) px limit per side; lower the scale or the size")
    }
    // A background paints every pixel (with SOURCE): a recycled canvas needs no clearing then.
    let paintsEveryPixel = options.background.map { !$0.isInvisible } ?? false
    let surface = try SurfacePool.shared.take(width: pw, height: ph, cleared: !paintsEveryPixel)
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    let painter = Painter(canvas: CGRect(x: 0, y: 0, width: pw, height: ph), behind: surface)
    // The background is painted with the first thing that is not a fill of the whole canvas.
    if let bg = options.background, !bg.isInvisible {
      do { painter.solid = try SolidCanvas(canvas: surface, background: bg) } catch {
        cairo_surface_destroy(surface)
        throw error
      }
    }
    let s = options.scale
    let rootToDevice = Homography(CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: -origin.x * s, ty: -origin.y * s))
    do {
      for node in tree.layers {
        try painter.draw(node, parentToDevice: rootToDevice, into: cr, inheritedOpacity: 1)
      }
      painter.settleCanvas()
      try check(cairo_status(cr), "render")
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    cairo_surface_flush(surface)
    return RasterImage(surface: surface)
  }
}

/// A new transparent ARGB32 surface, or a thrown error.
func makeSurface(width: Int, height: Int) throws(RenderError) -> OpaquePointer {
  let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
  let status = cairo_surface_status(surface)
  if status != CAIRO_STATUS_SUCCESS {
    cairo_surface_destroy(surface)
    try check(status, "cairo_image_surface_create(\(width)x\(height))")
  }
  return surface
}
