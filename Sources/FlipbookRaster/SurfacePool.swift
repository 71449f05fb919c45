internal import CCairo
import Foundation

// MARK: - Spare canvases

/// Canvas surfaces of frames let go, for the next frames of the same size: a
/// worker drawing frame after frame draws into memory already mapped instead of
/// mapping and zeroing fresh pages (a 750x1334 canvas is 4 MB; with two workers
/// the page faults also contend for the process's memory map). Shared by all
/// threads, since a frame is often released on another thread than the one that
/// drew it (video hands images to the encoding thread). At most two spares per
/// core and 64 MiB are kept.
/// Pixels are never shared: a surface is only taken back when nothing else
/// holds it, and it is cleared before it is drawn on again.
final class SurfacePool: @unchecked Sendable {
  static let shared = SurfacePool()
  static let maximumBytes = 64 << 20
  static let maximumCount = max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)

  private let lock = NSLock()
  private var spares: [OpaquePointer] = []

  /// A `width`×`height` ARGB32 surface: a spare of that size (cleared as a fresh
  /// one is, unless `cleared` is false: the caller paints every pixel), else a new one.
  func take(width: Int, height: Int, cleared: Bool) throws(RenderError) -> OpaquePointer {
    lock.lock()
    let index = spares.firstIndex { Int(cairo_image_surface_get_width($0)) == width && Int(cairo_image_surface_get_height($0)) == height }
    let spare = index.map { spares.remove(at: $0) }
    lock.unlock()
    guard let surface = spare else { return try makeSurface(width: width, height: height) }
    if cleared {
      let cr = cairo_create(surface)!
      cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
      cairo_paint(cr)
      cairo_destroy(cr)
    }
    return surface
  }

  /// Keeps `surface` as a spare (the oldest spares go when the total would pass
  /// `maximumBytes`), or destroys it when someone else still holds it.
  func recycle(_ surface: OpaquePointer) {
    let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
    guard cairo_surface_get_reference_count(surface) == 1, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
          bytes <= Self.maximumBytes else {
      return cairo_surface_destroy(surface)
    }
    var dropped: [OpaquePointer] = []
    lock.lock()
    spares.append(surface)
    var total = spares.reduce(0) { $0 + Int(cairo_image_surface_get_stride($1)) * Int(cairo_image_surface_get_height($1)) }
    while total > Self.maximumBytes || spares.count > Self.maximumCount, let oldest = spares.first {
      spares.removeFirst()
      total -= Int(cairo_image_surface_get_stride(oldest)) * Int(cairo_image_surface_get_height(oldest))
      dropped.append(oldest)
    }
    lock.unlock()
    for s in dropped { cairo_surface_destroy(s) }
  }
}
