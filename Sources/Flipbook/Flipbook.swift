// Flipbook: Core Animation and UIKit animation code rendered offline.
//
// `import Flipbook` gives scenes and users the Apple-named authoring API
// (CALayer, UIColor, CGPath, …), the render tree and the rasterizer.
@_exported import Foundation
@_exported import FlipbookGeometry
@_exported import FlipbookImageIO
@_exported import FlipbookModel
@_exported import FlipbookRaster
@_exported import FlipbookRenderTree

extension CALayer {
  /// Renders this layer tree as it is now onto a canvas of `size` points; the
  /// layer's `position` is in canvas points.
  public func renderImage(size: CGSize, options: RenderOptions = RenderOptions()) throws -> RasterImage {
    try Rasterizer().render(try renderTree(size: size), options: options)
  }

  /// Renders this layer tree to a PNG file (written atomically).
  public func writePNG(to path: String, size: CGSize, options: RenderOptions = RenderOptions(),
                       compression: PNGCompression = .fast) throws {
    try renderImage(size: size, options: options).writePNG(to: path, compression: compression)
  }
}
