import ArgumentParser
import Flipbook
import Foundation

/// The scene and how its frames look: every command that draws frames takes these.
struct SceneOptions: ParsableArguments {
  @Argument(help: "A scene id (see the 'list' command) or a baked timeline (.json).")
  var scene: String

  @Option(parsing: .unconditional, help: "Frames per second (default: the scene's, usually 60).")
  var fps: Double?

  @Option(parsing: .unconditional, help: "Pixels per point, any positive number: 2 and 3 are iPhones', 0.5 makes a small README GIF (default 2).")
  var scale: Double?

  @Option(parsing: .unconditional, help: "Fit the output in WxH pixels (e.g. 1280x720), keeping the shape: sets the scale.",
          transform: Parsed.pixelSize)
  var size: Parsed<(width: Int, height: Int)>?

  @Option(parsing: .unconditional, help: "Show only part of the canvas: x,y,w,h in points (e.g. 0,100,375,300).",
          transform: Parsed.rect)
  var crop: Parsed<CGRect>?

  @Option(help: "Background: transparent, a colour name (white, black, …) or #rrggbb[aa] (default: the scene's).",
          transform: Parsed.color)
  var background: Parsed<CGColor?>?

  @Flag(help: "No progress output.")
  var quiet = false

  @Flag(help: "Draw a translucent disc under each finger of the scene's Hand script, as iOS screen recordings show touches.")
  var showTouches = false

  @Option(help: "Draw the scene in light or dark mode (a scene id; default: the scene's).", transform: AppearanceArgument.parse)
  var appearance: Canvas.Appearance?

  @Option(help: "The user's text size for Dynamic Type: xs, s, m, l, xl, xxl, xxxl, ax1 … ax5 (a scene id; default l).",
          transform: TextSizeArgument.parse)
  var textSize: Canvas.TextSize?

  @Flag(help: "Draw the canvas inside an iPhone (bezel, screen corners, Dynamic Island or notch by canvas size), on --background (default light grey).")
  var device = false

  /// The most pixels per point: a 16384-pixel side is reached long before this on any real canvas.
  static let maximumScale = 64.0

  func validate() throws {
    if let scale {
      guard scale.isFinite, scale > 0, scale <= Self.maximumScale else {
        throw ValidationError("--scale must be a positive number up to \(Int(Self.maximumScale)) (e.g. 0.5, 2 or 3), not \(scale).")
      }
      guard size == nil else { throw ValidationError("give --scale or --size, not both: --size chooses the scale.") }
    }
    if let fps { guard fps.isFinite, fps > 0, fps <= 1000 else { throw ValidationError("--fps must be between 0 and 1000, not \(fps).") } }
    if showTouches && (scene.hasSuffix(".json") || scene.contains("/")) {
      throw ValidationError("--show-touches applies to a scene id: a baked timeline's touches are already drawn or not; bake it again with the flag.")
    }
    if (appearance != nil || textSize != nil) && (scene.hasSuffix(".json") || scene.contains("/")) {
      throw ValidationError("--appearance and --text-size apply to a scene id: a baked timeline's colours and fonts are fixed; bake it again with them.")
    }
  }

  /// The baked scene, with --fps applied, checked against the limits (including the
  /// output's size at `defaultScale` when neither --scale nor --size is given).
  func load(defaultScale: Double = 2) throws -> BakedScene {
    var baked = try Parsing.loadScene(scene, showingTouches: showTouches, appearance: appearance, textSize: textSize)
    if let fps { baked.canvas.fps = fps }
    if device {
      let around = background.map(\.value) ?? CGColor(srgbRed: 0.9, green: 0.9, blue: 0.92, alpha: 1)
      do { baked = try baked.inDeviceFrame(background: around) } catch { throw CommandError("\(scene): \(error)") }
    }
    do {
      try baked.validate()
    } catch {
      throw CommandError("\(scene): \(error)")
    }
    let output = try geometry(baked, defaultScale: defaultScale)
    let side = max(output.pixels.width, output.pixels.height)
    guard side <= RenderOptions.maximumSide, output.pixels.width > 0, output.pixels.height > 0 else {
      throw CommandError("\(scene): the output would be \(output.pixels.width)x\(output.pixels.height) px at scale "
                         + "\(Parsing.number(output.scale)); Flipbook draws 1 to \(RenderOptions.maximumSide) px a side: change --scale or --size")
    }
    return baked
  }

  /// What the frames show (the canvas, or --crop) and at what scale, and their size in pixels.
  struct Geometry {
    var scale: Double
    var crop: CGRect?
    var pixels: (width: Int, height: Int)
  }

  func geometry(_ baked: BakedScene, defaultScale: Double = 2) throws -> Geometry {
    let canvas = CGRect(origin: .zero, size: baked.canvas.size)
    var region = canvas
    if let crop {
      let asked = crop.value
      region = asked.intersection(canvas)
      guard !region.isNull, region.width > 0, region.height > 0 else {
        throw CommandError("--crop \(crop.text) lies outside the \(Parsing.number(Double(canvas.width)))x\(Parsing.number(Double(canvas.height))) pt canvas; give x,y,w,h inside it")
      }
    }
    var scale = self.scale ?? defaultScale
    if let size {
      let fit = size.value
      scale = min(Double(fit.width) / Double(region.width), Double(fit.height) / Double(region.height))
      // The largest scale whose whole pixels still fit (W / w · w may round up past W).
      while scale > 0, Self.pixels(region, scale).width > fit.width || Self.pixels(region, scale).height > fit.height {
        scale = scale.nextDown
      }
    }
    return Geometry(scale: scale, crop: crop == nil ? nil : region, pixels: Self.pixels(region, scale))
  }

  /// Whole pixels covering `region` at `scale` (as the rasterizer rounds).
  static func pixels(_ region: CGRect, _ scale: Double) -> (width: Int, height: Int) {
    Canvas(size: region.size).pixelSize(scale: scale)
  }

  func renderOptions(_ baked: BakedScene, defaultScale: Double = 2) throws -> RenderOptions {
    let bg = background.map(\.value) ?? baked.canvas.background
    let output = try geometry(baked, defaultScale: defaultScale)
    return RenderOptions(scale: CGFloat(output.scale), background: bg, crop: output.crop)
  }
}

/// `--from` and `--to`: the part of the scene a command covers.
struct TimeWindow: ParsableArguments {
  @Option(parsing: .unconditional, help: "Start at this time (1.5, 1.5s or 250ms; default: the start).", transform: Parsed.time)
  var from: Parsed<Double>?

  @Option(parsing: .unconditional, help: "End at this time (default: the scene's end).", transform: Parsed.time)
  var to: Parsed<Double>?

  func validate() throws {
    if let to, to.value < (from?.value ?? 0) {
      throw ValidationError("--to \(to.text) comes before --from \(from?.text ?? "0").")
    }
  }

  var isSet: Bool { from != nil || to != nil }

  /// The window's start and end in `baked`, the end clamped to the scene's length.
  func range(_ baked: BakedScene) throws -> ClosedRange<Double> {
    let start = from?.value ?? 0
    let end = min(to?.value ?? baked.duration, baked.duration)
    guard start <= end else {
      throw CommandError("--from \(from?.text ?? "0") is past the end of '\(baked.id)' (\(Parsing.number(baked.duration)) s); give an earlier time")
    }
    return start...end
  }

  /// The frames whose times lie in the window, in order.
  func frames(_ baked: BakedScene) throws -> [Int] {
    let window = try range(baked), fps = baked.canvas.fps
    let first = Int((window.lowerBound * fps - 1e-9).rounded(.up))
    let last = min(Int((window.upperBound * fps + 1e-9).rounded(.down)), baked.frameCount - 1)
    guard first <= last else {
      throw CommandError("no frame of '\(baked.id)' at \(Parsing.number(fps)) fps lies between \(Parsing.number(window.lowerBound)) s and \(Parsing.number(window.upperBound)) s; widen --from/--to")
    }
    return Array(first...last)
  }
}
