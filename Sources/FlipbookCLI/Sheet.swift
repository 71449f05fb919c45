import ArgumentParser
import Flipbook
import Foundation

extension FlipbookCLI {
  struct Sheet: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "sheet",
      abstract: "Draw a contact sheet: evenly spaced frames of a scene (or of --from/--to) with their times, in one PNG.")

    @OptionGroup var scene: SceneOptions
    @OptionGroup var window: TimeWindow

    @Option(name: [.short, .customLong("output")], help: "The PNG file to write.")
    var output: String

    @Option(parsing: .unconditional, help: "How many frames (evenly spaced from the start to the end).")
    var count: Int = 12

    @Option(parsing: .unconditional, help: "Frames per row.")
    var columns: Int = 4

    @Option(parsing: .unconditional, help: "Width of each frame in the sheet, in points.")
    var width: Double = 150

    func validate() throws {
      guard (1...400).contains(count) else { throw ValidationError("--count must be between 1 and 400, not \(count).") }
      guard columns >= 1 else { throw ValidationError("--columns must be at least 1.") }
      guard width >= 16, width <= 2000 else { throw ValidationError("--width must be between 16 and 2000 points.") }
    }

    func run() throws {
      let baked = try scene.load()
      var options = try scene.renderOptions(baked)
      let canvas = options.crop?.size ?? baked.canvas.size
      let thumb = CGSize(width: width, height: (width * Double(canvas.height / canvas.width)).rounded())
      let pixelScale = options.scale
      try ContactSheet.checkSize(ContactSheet.size(count: count, thumb: thumb, columns: columns), scale: pixelScale)
      options.scale = CGFloat(thumb.width / Double(canvas.width)) * pixelScale
      let span = try window.range(baked)
      let times = (0..<count).map {
        count == 1 ? span.lowerBound : span.lowerBound + (span.upperBound - span.lowerBound) * Double($0) / Double(count - 1)
      }
      var images: [RasterImage?] = Array(repeating: nil, count: count)
      try FramePipeline(timeline: baked.timeline, options: options, jobs: ProcessInfo.processInfo.activeProcessorCount)
        .run(times: times, produce: { _, image in image }, consume: { i, image in images[i] = image })

      let sheet = try ContactSheet.make(title: "\(baked.id)  ·  \(count) frames, \(String(format: "%.2f–%.2f", span.lowerBound, span.upperBound)) s",
                                        images: images.compactMap { $0 }, labels: times.map { String(format: "%.3f s", $0) },
                                        thumb: thumb, columns: columns, pixelScale: pixelScale)
      try writeAtomically(Data(try sheet.pngData(compression: .fast)), to: output)
    }
  }
}

/// A grid of images with captions, laid out and drawn with Flipbook's own layers.
enum ContactSheet {
  static let margin: CGFloat = 12, gap: CGFloat = 10, caption: CGFloat = 18, header: CGFloat = 30
  /// The most pixels a sheet or plot may have: 64 megapixels (256 MB), at most 16384 a side.
  static let maximumPixels: Double = 64_000_000

  /// The sheet's size in points for `count` frames of size `thumb`.
  static func size(count: Int, thumb: CGSize, columns: Int) -> CGSize {
    let cols = max(1, min(columns, count)), rows = (count + cols - 1) / cols
    return CGSize(width: margin * 2 + CGFloat(cols) * thumb.width + CGFloat(cols - 1) * gap,
                  height: header + margin + CGFloat(rows) * (thumb.height + caption) + CGFloat(rows - 1) * gap + margin)
  }

  /// Refuses an image larger than the limits before anything is drawn.
  static func checkSize(_ size: CGSize, scale: CGFloat, what: String = "the sheet", fix: String = "lower --count, --width or --scale") throws {
    guard scale > 0 else { throw CommandError("\(what) needs a positive scale; \(fix)") }
    let w = (Double(size.width) * Double(scale)).rounded(.up), h = (Double(size.height) * Double(scale)).rounded(.up)
    let side = Double(RenderOptions.maximumSide)
    guard w.isFinite, h.isFinite, w <= side, h <= side, w * h <= maximumPixels else {
      throw CommandError("\(what) would be \(String(format: "%.0fx%.0f", w, h)) pixels, more than Flipbook draws "
                         + "(\(Int(side)) a side, \(Int(maximumPixels / 1_000_000)) megapixels); \(fix)")
    }
  }

  static func make(title: String, images: [RasterImage], labels: [String], thumb: CGSize, columns: Int,
                   pixelScale: CGFloat) throws -> RasterImage {
    let cols = max(1, min(columns, images.count))
    let size = size(count: images.count, thumb: thumb, columns: columns)
    return try VirtualClock(recordsHistory: false).run {
      let root = CALayer()
      root.bounds = CGRect(origin: .zero, size: size)
      root.anchorPoint = .zero
      root.backgroundColor = CGColor(gray: 0.93, alpha: 1)
      root.addSublayer(text(title, frame: CGRect(x: margin, y: 8, width: size.width - 2 * margin, height: 20), size: 13, bold: true))
      for (i, image) in images.enumerated() {
        let x = margin + CGFloat(i % cols) * (thumb.width + gap)
        let y = header + CGFloat(i / cols) * (thumb.height + caption + gap)
        let cell = CALayer()
        cell.frame = CGRect(x: x, y: y, width: thumb.width, height: thumb.height)
        cell.contents = CGImage(bitmap: image.bitmap)
        cell.contentsScale = pixelScale
        cell.borderWidth = 0.5
        cell.borderColor = CGColor(gray: 0.6, alpha: 1)
        root.addSublayer(cell)
        root.addSublayer(text(labels[i], frame: CGRect(x: x, y: y + thumb.height + 2, width: thumb.width, height: 14),
                              size: 10, bold: false))
      }
      drawTextSharp(in: root, scale: pixelScale)
      return try root.renderImage(size: size, options: RenderOptions(scale: pixelScale, background: .white))
    }
  }

  /// Gives every text layer under `root` backing stores at the picture's scale
  /// (a text layer's default `contentsScale` of 1 is soft at 2x, as on iOS).
  static func drawTextSharp(in root: CALayer, scale: CGFloat) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    func visit(_ layer: CALayer) {
      if layer is CATextLayer { layer.contentsScale = scale }
      layer.sublayers?.forEach(visit)
    }
    visit(root)
    CATransaction.commit()
  }

  static func text(_ s: String, frame: CGRect, size: CGFloat, bold: Bool, color: CGColor = .black,
                   alignment: CATextLayerAlignmentMode = .left) -> CATextLayer {
    let t = CATextLayer()
    t.string = s
    t.font = bold ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size)
    t.fontSize = size
    t.foregroundColor = color
    t.alignmentMode = alignment
    t.frame = frame
    return t
  }
}
