// flipbook-bench: frames per second of the alert-ios7 scene through Flipbook's
// pipeline (timeline → render tree → Cairo → PNG or ffmpeg), beside the plain-C
// baseline of ../shared/bench run in the same process tree, with frame reuse on
// (the default: repeated frames handed over, unchanged bands of PNG rows kept)
// and off (every frame drawn and every band encoded). A benchmark, not a
// test: run it with `make bench`.
import Flipbook
import FlipbookScenes
import Foundation

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let frames = option("--frames").flatMap(Int.init) ?? 120
let longFrames = option("--long-frames").flatMap(Int.init) ?? 10_000
let baseline = option("--baseline")
let skipVideo = arguments.contains("--no-video")

let baked = try AlertIOS7().bake()
let options = RenderOptions(scale: 2, background: .white)
let times = (0..<frames).map { baked.time(ofFrame: $0 % baked.frameCount) }

// --eval-only N: evaluate render trees N times and stop (for profilers).
if let n = option("--eval-only").flatMap(Int.init) {
  var layers = 0
  for i in 0..<n { layers += try baked.timeline.renderTree(at: times[i % times.count]).layers.count }
  print("evaluated \(n) render trees (\(layers) roots)")
  exit(0)
}

// --eval-cold N: evaluate N render trees, each after 16 MB of other memory was
// written (as drawing a frame does), and print the median time (for profilers).
if let n = option("--eval-cold").flatMap(Int.init) {
  var scratch = [UInt8](repeating: 0, count: 16 << 20)
  var samples: [Double] = []
  for i in 0..<n {
    for j in stride(from: 0, to: scratch.count, by: 64) { scratch[j] &+= 1 }
    let a = now()
    _ = try baked.timeline.renderTree(at: times[i % times.count])
    samples.append(now() - a)
  }
  print(String(format: "cold evaluation: median %.4f ms over %d trees", median(samples) * 1000, n))
  exit(0)
}

// --raster-only N: draw N frames (every one, no reuse) and stop (for profilers).
if let n = option("--raster-only").flatMap(Int.init) {
  let rasterizer = Rasterizer()
  for i in 0..<n { _ = try rasterizer.render(try baked.timeline.renderTree(at: times[i % times.count]), options: options) }
  print("drew \(n) frames")
  exit(0)
}

// Warm-up: fontconfig, allocator, static tables.
_ = try Rasterizer().render(try baked.timeline.renderTree(at: 0.5), options: options)

// MARK: Phases on one thread, every frame drawn

var evalTimes: [Double] = [], rasterTimes: [Double] = [], pngTimes: [Double] = []
var pngBytes = 0
let rasterizer = Rasterizer()
for t in times {
  let a = now()
  let tree = try baked.timeline.renderTree(at: t)
  let b = now()
  let image = try rasterizer.render(tree, options: options)
  let c = now()
  let png = try image.pngData(reusingBands: false)
  let d = now()
  evalTimes.append(b - a); rasterTimes.append(c - b); pngTimes.append(d - c)
  pngBytes += png.count
}

// MARK: Pipeline runs (frames/s)

// Every frames/s figure, ours and the C baseline's, is the median of `runs` runs:
// one run of 120 frames lasts a fraction of a second, and this machine is noisy.
let runs = 3

func rasterRun(jobs: Int, reuse: Bool) throws -> Double {
  try medianOf(runs) { try framesPerSecond(frames) {
    try FramePipeline(timeline: baked.timeline, options: options, jobs: jobs, reusesIdenticalFrames: reuse)
      .run(times: times, produce: { _, image in image.width }, consume: { _, _ in })
  } }
}

func pngOnce(jobs: Int, reuse: Bool) throws -> Double {
  try framesPerSecond(frames) {
    try FramePipeline(timeline: baked.timeline, options: options, jobs: jobs, reusesIdenticalFrames: reuse)
      .run(times: times, produce: { _, image in try image.pngData(reusingBands: reuse).count }, consume: { _, _ in })
  }
}

/// Raster + PNG on 1 job and on 2, in turn (1, 2, 1, 2, …): the medians of each, and
/// the scaling as the median of the pairs' ratios, which holds while the machine's
/// speed drifts from run to run (this one's does, by tens of percent).
func pngPairs(reuse: Bool, pairs: Int = 5) throws -> (one: Double, two: Double, scaling: Double) {
  var one: [Double] = [], two: [Double] = []
  for _ in 0..<pairs {
    one.append(try pngOnce(jobs: 1, reuse: reuse))
    two.append(try pngOnce(jobs: 2, reuse: reuse))
  }
  return (median(one), median(two), median(zip(two, one).map { $0 / $1 }))
}

func mp4Run(reuse: Bool) throws -> Double? {
  guard !skipVideo, VideoEncoder.findFFmpeg() != nil else { return nil }
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-\(getpid()).mp4").path
  defer { try? FileManager.default.removeItem(atPath: path) }
  return try medianOf(runs) { try framesPerSecond(frames) {
    let encoder = try VideoEncoder(path: path, format: .mp4, width: 750, height: 1334, fps: 60)
    try FramePipeline(timeline: baked.timeline, options: options, jobs: ProcessInfo.processInfo.activeProcessorCount,
                      reusesIdenticalFrames: reuse)
      .run(times: times, produce: { _, image in image }, consume: { _, image in try encoder.write(image) })
    try encoder.finish()
  } }
}

// --pipelines-only: raster + PNG on 1 and 2 jobs and stop (for tuning).
if arguments.contains("--pipelines-only") {
  for reuse in [true, false] {
    let (one, two, scaling) = try pngPairs(reuse: reuse)
    print(String(format: "raster + PNG, reuse %@: 1 job %.1f frames/s, 2 jobs %.1f, scaling x%.2f", reuse ? "on" : "off", one, two, scaling))
  }
  exit(0)
}

let raster1 = try rasterRun(jobs: 1, reuse: true), raster1Raw = try rasterRun(jobs: 1, reuse: false)
let (png1, png2, scaling) = try pngPairs(reuse: true), (png1Raw, png2Raw, _) = try pngPairs(reuse: false)
let mp4 = try mp4Run(reuse: true), mp4Raw = try mp4Run(reuse: false)
let reusedFrames = zip(times.dropFirst(), times).filter { (try? baked.timeline.renderTree(at: $0.0)) == (try? baked.timeline.renderTree(at: $0.1)) }.count

// MARK: Larger work: a 4K canvas, and 10,000 frames

let fourK = try BenchScenes.fourK()
let fourKTimes = (0..<60).map { fourK.time(ofFrame: $0 % fourK.frameCount) }
let fourKFPS = try framesPerSecond(fourKTimes.count) {
  try FramePipeline(timeline: fourK.timeline, options: RenderOptions(scale: 2, background: .white),
                    jobs: ProcessInfo.processInfo.activeProcessorCount)
    .run(times: fourKTimes, produce: { _, image in try image.pngData().count }, consume: { _, _ in })
}
let longTimes = (0..<longFrames).map { baked.time(ofFrame: $0 % baked.frameCount) }
let longStart = now()
try FramePipeline(timeline: baked.timeline, options: options, jobs: ProcessInfo.processInfo.activeProcessorCount)
  .run(times: longTimes, produce: { _, image in try image.pngData().count }, consume: { _, _ in })
let longSeconds = now() - longStart

// MARK: The baseline, in the same run

let cLibpng1 = try baseline.map { path in try medianOf(runs) { try runBaseline(path, ["--mode", "libpng", "--level", "1", "--filter", "none", "--frames", "\(frames)"]) } }
let cLibpng2 = try baseline.map { path in try medianOf(runs) { try runBaseline(path, ["--mode", "libpng", "--level", "1", "--filter", "none", "--frames", "\(frames)", "--workers", "2"]) } }
let cRaster = try baseline.map { path in try medianOf(runs) { try runBaseline(path, ["--mode", "raster", "--frames", "\(frames)"]) } }

Report(frames: frames, reusedFrames: reusedFrames, evalMS: median(evalTimes) * 1000, rasterMS: median(rasterTimes) * 1000,
       pngMS: median(pngTimes) * 1000, pngKiB: pngBytes / frames / 1024,
       raster1: raster1, raster1Raw: raster1Raw, png1: png1, png1Raw: png1Raw, png2: png2, png2Raw: png2Raw, scaling: scaling,
       mp4: mp4, mp4Raw: mp4Raw, fourKFPS: fourKFPS, longFrames: longFrames, longSeconds: longSeconds,
       peakMiB: peakResidentMiB(), cLibpng1: cLibpng1, cLibpng2: cLibpng2, cRaster: cRaster, runs: runs).print()
