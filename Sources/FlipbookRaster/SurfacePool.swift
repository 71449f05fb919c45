import CCairo
import Foundation
import FlipbookImageIO

// MARK: - A spare canvas per thread

/// Keeps the canvas surface of the last frame a thread let go, so the next frame
/// of the same size on that thread draws into the same memory instead of mapping
/// and zeroing fresh pages (a 750x1334 canvas is 4 MB; with two workers the page
/// faults also contend for the process's memory map). Pixels are never shared:
/// a surface is only taken back when nothing else holds it.
final class SurfacePool {
  private var spare: OpaquePointer?

  deinit { if let spare { cairo_surface_destroy(spare) } }

  /// This thread's pool.
  static var current: SurfacePool { threadLocal("flipbook.raster.surfacePool", SurfacePool.init) }

  /// A `width`×`height` ARGB32 surface: the spare one when it has that size (its
  /// pixels cleared unless `cleared` is false: the caller paints every pixel),
  /// else a new one.
  func take(width: Int, height: Int, cleared: Bool) throws(RenderError) -> OpaquePointer {
    if let surface = spare, Int(cairo_image_surface_get_width(surface)) == width,
       Int(cairo_image_surface_get_height(surface)) == height {
      spare = nil
      if cleared, let data = cairo_image_surface_get_data(surface) {
        cairo_surface_flush(surface)
        memset(data, 0, Int(cairo_image_surface_get_stride(surface)) * height)
        cairo_surface_mark_dirty(surface)
      }
      return surface
    }
    return try makeSurface(width: width, height: height)
  }

  /// Takes `surface` back as the spare (dropping the previous one), or destroys it
  /// when someone else still holds a reference.
  func recycle(_ surface: OpaquePointer) {
    guard cairo_surface_get_reference_count(surface) == 1, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      return cairo_surface_destroy(surface)
    }
    if let old = spare { cairo_surface_destroy(old) }
    spare = surface
  }
}
