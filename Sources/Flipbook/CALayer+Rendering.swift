// The one place where the authoring API meets the rasterizer: drawing a live
// layer tree now. Everything else renders baked timelines (FlipbookExport).

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
