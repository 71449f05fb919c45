// flipbook-bench: frames per second of the alert-ios7 scene through Flipbook's
// pipeline (timeline → render tree → Cairo → PNG or ffmpeg), beside the plain-C
// baseline of ../shared/bench run in the same process tree. A benchmark, not a
// test: run it with `make bench`.
import Flipbook
import FlipbookScenes
import Foundation

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
func median(_ values: [Double]) -> Double {
  let s = values.sorted()
  return s.isEmpty ? 0 : s[s.count / 2]
}
func ms(_ v: Double) -> String { String(format: "%.3f", v * 1000) }

let arguments = CommandLine.arguments
func option(_ name: String) -> String? { arguments.firstIndex(of: name).map { arguments[$0 + 1] } }
let frames = option("--frames").flatMap(Int.init) ?? 120
let baseline = option("--baseline")
let skipVideo = arguments.contains("--no-video")

// MARK: Baseline (plain C, same run)

/// Runs alert_bench and returns its frames/s (from its RESULT line).
func runBaseline(_ args: [String]) -> Double? {
  guard let baseline else { return nil }
  let p = Process()
  p.executableURL = URL(fileURLWithPath: baseline)
  p.arguments = args
  let err = Pipe()
  p.standardError = err
  p.standardOutput = FileHandle.nullDevice
  guard (try? p.run()) != nil else { return nil }
  let data = err.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  let text = String(decoding: data, as: UTF8.self)
  guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("RESULT") }),
        let json = try? JSONSerialization.jsonObject(with: Data(line.dropFirst(7).utf8)) as? [String: Any] else { return nil }
  return json["fps"] as? Double
}

// MARK: Flipbook

let t0 = now()
let baked = try AlertIOS7().bake()
let bakeTime = now() - t0
let options = RenderOptions(scale: 2, background: .white)
let times = (0..<frames).map { baked.time(ofFrame: $0 % baked.frameCount) }

// Warm-up: fontconfig, allocator, static tables.
_ = try Rasterizer().render(try baked.timeline.renderTree(at: 0.5), options: options)

// Phase costs on one thread.
var evalTimes: [Double] = [], rasterTimes: [Double] = [], pngTimes: [Double] = []
var pngBytes = 0
let rasterizer = Rasterizer()
for t in times {
  let a = now()
  let tree = try baked.timeline.renderTree(at: t)
  let b = now()
  let image = try rasterizer.render(tree, options: options)
  let c = now()
  let png = try image.pngData()
  let d = now()
  evalTimes.append(b - a); rasterTimes.append(c - b); pngTimes.append(d - c)
  pngBytes += png.count
}

/// Raster + default PNG for every frame through the pipeline with `jobs` workers; frames/s.
func pngRun(jobs: Int) throws -> Double {
  let start = now()
  try FramePipeline(timeline: baked.timeline, options: options, jobs: jobs)
    .run(times: times, produce: { _, image in try image.pngData().count }, consume: { _, _ in })
  return Double(frames) / (now() - start)
}

let fps1 = try pngRun(jobs: 1)
let fps2 = try pngRun(jobs: 2)

var mp4fps: Double?
if !skipVideo, VideoEncoder.findFFmpeg() != nil {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-\(getpid()).mp4").path
  let start = now()
  let encoder = try VideoEncoder(path: path, format: .mp4, width: 750, height: 1334, fps: 60)
  try FramePipeline(timeline: baked.timeline, options: options, jobs: ProcessInfo.processInfo.activeProcessorCount)
    .run(times: times, produce: { _, image in image }, consume: { _, image in try encoder.write(image) })
  try encoder.finish()
  mp4fps = Double(frames) / (now() - start)
  try? FileManager.default.removeItem(atPath: path)
}

let cLibpng1 = runBaseline(["--mode", "libpng", "--level", "1", "--filter", "none", "--frames", "\(frames)"])
let cLibpng2 = runBaseline(["--mode", "libpng", "--level", "1", "--filter", "none", "--frames", "\(frames)", "--workers", "2"])
let cRaster = runBaseline(["--mode", "raster", "--frames", "\(frames)"])

func f(_ v: Double?) -> String { v.map { String(format: "%.1f", $0) } ?? "n/a" }
print("flipbook-bench: alert-ios7, \(frames) frames at 750x1334 px (scale 2), \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("  bake (run the scene on its clock):     \(ms(bakeTime)) ms")
print("  timeline -> render tree:               median \(ms(median(evalTimes))) ms/frame")
print("  raster:                                median \(ms(median(rasterTimes))) ms/frame")
print("  PNG (default, fast):                   median \(ms(median(pngTimes))) ms/frame, \(pngBytes / frames / 1024) KiB/frame")
print("  raster + PNG, 1 job:                   \(f(fps1)) frames/s   (C libpng level 1, no filter: \(f(cLibpng1)); ratio \(cLibpng1.map { String(format: "%.2f", fps1 / $0) } ?? "n/a"), target >= 0.90 and >= 100 frames/s)")
print("  raster + PNG, 2 jobs:                  \(f(fps2)) frames/s   (x\(String(format: "%.2f", fps2 / fps1)) over 1 job, target >= 1.70; C with 2 workers: \(f(cLibpng2)))")
print("  MP4 end to end (render + ffmpeg):      \(f(mp4fps)) frames/s   (target >= 60)")
print("  C raster only (reference workload):    \(f(cRaster)) frames/s")
print(String(format: "RESULT {\"frames\": %d, \"eval_ms\": %.4f, \"raster_ms\": %.3f, \"png_ms\": %.3f, \"fps_png_1job\": %.1f, \"fps_png_2jobs\": %.1f, \"scaling\": %.2f, \"fps_mp4\": %.1f, \"c_libpng_fps\": %.1f, \"ratio_vs_c\": %.3f}",
             frames, median(evalTimes) * 1000, median(rasterTimes) * 1000, median(pngTimes) * 1000, fps1, fps2, fps2 / fps1,
             mp4fps ?? 0, cLibpng1 ?? 0, cLibpng1.map { fps1 / $0 } ?? 0))
