// flipbook-fuzz: the baked-timeline reader, render-tree evaluation and the
// rasterizer (at a tiny scale) over arbitrary bytes. Built two ways:
//   make fuzz        libFuzzer with AddressSanitizer (-sanitize=fuzzer,address -DFUZZING)
//   swift build      a replay tool: `flipbook-fuzz FILE…` runs each input once,
//                    so a crash libFuzzer found reproduces without the sanitizer build.
// Any input may be refused with an error; none may crash, hang or allocate without bound.
import Flipbook
import Foundation

enum Harness {
  /// The largest side, in pixels, of the frames drawn per input: enough to run
  /// every drawing path, small enough for thousands of inputs a second.
  static let side: CGFloat = 24

  /// Decodes `data` as a baked scene and draws its first, middle and last frames.
  /// Returns what happened, for the replay tool's report.
  @discardableResult
  static func run(_ data: Data) -> String {
    let baked: BakedScene
    do {
      baked = try BakedScene(jsonData: data, source: "input")
    } catch {
      return "refused: \(error)"
    }
    let size = baked.canvas.size
    let scale = min(1, side / max(1, max(size.width, size.height)))
    let options = RenderOptions(scale: scale, background: baked.canvas.background)
    let rasterizer = Rasterizer()
    // Each input starts with nothing kept; and LeakSanitizer cannot follow Swift's
    // packed enum payloads from the caches' entries, so it took kept render nodes
    // (transform-carousel's planes) for leaks at exit.
    defer { Rasterizer.discardKeptPixels() }
    let last = baked.frameCount - 1
    var drawn = 0
    for frame in Set([0, last / 2, last]).sorted() {
      do {
        let tree = try baked.timeline.renderTree(at: baked.time(ofFrame: frame))
        _ = try rasterizer.render(tree, options: options)
        drawn += 1
      } catch {
        return "frame \(frame) refused: \(error)"
      }
    }
    return "drew \(drawn) frames of '\(baked.id)'"
  }
}
