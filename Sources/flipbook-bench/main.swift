// flipbook-bench: times the reference workload of ../shared/bench/README.md
// ("alert frame", 750x1334 px) built as a Flipbook layer tree, phase by phase.
// A benchmark, not a test: run it with `make bench`.
import Flipbook
import FlipbookScenes
import Foundation

struct AlertWorkload {
  let root = CALayer()
  let overlay = CALayer()
  let alert = CAGradientLayer()

  init() {
    root.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    root.anchorPoint = .zero
    overlay.frame = root.bounds
    overlay.backgroundColor = CGColor(gray: 0, alpha: 1)
    overlay.opacity = 0.3
    root.addSublayer(overlay)
    alert.bounds = CGRect(x: 0, y: 0, width: 250, height: 250)
    alert.position = CGPoint(x: 187.5, y: 333.5)
    alert.colors = [CGColor(red: 0.85, green: 0.85, blue: 0.87, alpha: 1), CGColor.white]
    alert.cornerRadius = 10
    alert.borderWidth = 1
    alert.borderColor = CGColor(red: 0.55, green: 0.55, blue: 0.58, alpha: 1)
    alert.shadowColor = CGColor.black
    alert.shadowOpacity = 0.3
    alert.shadowOffset = CGSize(width: 0, height: 5)
    alert.shadowRadius = 5
    root.addSublayer(alert)
  }

  /// Frame i of n: scale 1.2 → 1.0 and opacity 0 → 1, linearly.
  func tree(frame i: Int, of n: Int) throws -> RenderTree {
    let t = n > 1 ? CGFloat(i) / CGFloat(n - 1) : 1
    let s = 1.2 - 0.2 * t
    alert.transform = CATransform3DMakeScale(s, s, 1)
    alert.opacity = noGroup ? 1 : Float(t)
    if noShadow { alert.shadowOpacity = 0 }
    return try root.renderTree(size: root.bounds.size)
  }
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

func median(_ values: [Double]) -> Double {
  let s = values.sorted()
  return s.isEmpty ? 0 : s[s.count / 2]
}

let arguments = CommandLine.arguments
let frames = arguments.firstIndex(of: "--frames").flatMap { Int(arguments[$0 + 1]) } ?? 120
// Like alert_bench's switches: drop the shadow, or keep the alert opaque (no group).
let noShadow = arguments.contains("--no-shadow")
let noGroup = arguments.contains("--no-group")
let outPath = arguments.firstIndex(of: "--png-out").map { arguments[$0 + 1] }

let workload = AlertWorkload()
let rasterizer = Rasterizer()
let options = RenderOptions(scale: 2, background: .white)
// Warm-up (fontconfig, allocator).
_ = try rasterizer.render(try workload.tree(frame: frames / 2, of: frames), options: options)

var treeTimes: [Double] = [], rasterTimes: [Double] = [], pngTimes: [Double] = []
var pngBytes = 0
let start = now()
for i in 0..<frames {
  let t0 = now()
  let tree = try workload.tree(frame: i, of: frames)
  let t1 = now()
  let image = try rasterizer.render(tree, options: options)
  let t2 = now()
  let png = try image.pngData(compression: .fast)
  let t3 = now()
  treeTimes.append(t1 - t0); rasterTimes.append(t2 - t1); pngTimes.append(t3 - t2)
  pngBytes += png.count
  if let outPath, i == frames / 2 { try PNGCodec.writeAtomically(png, to: outPath) }
}
let wall = now() - start
func ms(_ v: Double) -> String { String(format: "%.3f", v * 1000) }
print("flipbook-bench alert workload: \(frames) frames, 750x1334 px, 1 thread")
print("  render tree (model -> tree): median \(ms(median(treeTimes))) ms/frame")
print("  raster:                      median \(ms(median(rasterTimes))) ms/frame (\(String(format: "%.0f", 1 / median(rasterTimes))) frames/s)")
print("  png (fast):                  median \(ms(median(pngTimes))) ms/frame, \(pngBytes / frames / 1024) KiB/frame")
// Evaluating the baked alert-ios7 scene: the render tree of one frame from the timeline (pure function of t).
let baked = try AlertIOS7().bake()
var evalTimes: [Double] = []
for i in 0..<baked.frameCount {
  let t0 = now()
  _ = try baked.timeline.renderTree(at: baked.time(ofFrame: i))
  evalTimes.append(now() - t0)
}
print("  timeline -> render tree (alert-ios7, \(baked.frameCount) frames): median \(ms(median(evalTimes))) ms/frame, max \(ms(evalTimes.max() ?? 0)) ms")
print(String(format: "RESULT {\"frames\": %d, \"tree_ms\": %.3f, \"raster_ms\": %.3f, \"png_ms\": %.3f, \"fps_raster_png\": %.1f, \"timeline_eval_ms\": %.4f}",
             frames, median(treeTimes) * 1000, median(rasterTimes) * 1000, median(pngTimes) * 1000, Double(frames) / wall, median(evalTimes) * 1000))
