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
// --lists-only: the list cost line alone.
if arguments.contains("--lists-only") {
  try printListCost()
  exit(0)
}

// The reference workload: alert-ios7's motion with the baseline's 250 pt box and drop shadow.
var workload = AlertIOS7()
workload.referenceWorkload = true
let baked = try workload.bake()
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

// --scenes-only: the table of every built-in scene and stop.
if arguments.contains("--scenes-only") {
  printSceneTable(try sceneFigures(runs: 3, jobs: 2), target: Report.sceneTarget)
  exit(0)
}

// Warm-up: fontconfig, allocator, static tables.
_ = try Rasterizer().render(try baked.timeline.renderTree(at: 0.5), options: options)

// MARK: Phases on one thread, every frame drawn

let phases = try Phases(baked.timeline, times: times, options: options)

// --phases-only: the phases' medians over the frames and stop (for profilers).
if arguments.contains("--phases-only") {
  print(String(format: "evaluation %.4f ms, drawing %.3f ms, PNG %.3f ms", phases.evalMS, phases.rasterMS, phases.pngMS))
  exit(0)
}

// MARK: Pipeline runs (frames/s)

// Every frames/s figure, ours and the C baseline's, is the median of several runs
// (one run of 120 frames lasts a fraction of a second, and this machine is noisy),
// and each ratio is the median of ratios within rounds that run the compared
// commands in turn, so a ratio holds while the machine's speed drifts.
let runs = 7

// --cli-only: the command line's scaling lines alone.
if arguments.contains("--cli-only") {
  try cliScaling(rounds: runs)?.print(rounds: runs)
  exit(0)
}

func rasterOnce(jobs: Int, reuse: Bool) throws -> Double {
  try framesPerSecond(frames) {
    try FramePipeline(timeline: baked.timeline, options: options, jobs: jobs, reusesIdenticalFrames: reuse)
      .run(times: times, produce: { _, image in image.width }, consume: { _, _ in })
  }
}

func pngOnce(jobs: Int, reuse: Bool) throws -> Double {
  try framesPerSecond(frames) {
    try FramePipeline(timeline: baked.timeline, options: options, jobs: jobs, reusesIdenticalFrames: reuse)
      .run(times: times, produce: { _, image in try image.pngData(reusingBands: reuse).count }, consume: { _, _ in })
  }
}

/// One run of the C baseline with `args` (nil without a baseline).
func cOnce(_ args: [String]) -> (() throws -> Double)? {
  baseline.map { path in { try runBaseline(path, args + ["--frames", "\(frames)"]) } }
}
let cLibpngArgs = ["--mode", "libpng", "--level", "1", "--filter", "none"]

/// `bodies` run in turn, `runs` rounds: each one's figures, round by round.
func rounds(_ bodies: [(() throws -> Double)?]) throws -> [[Double]?] {
  var figures = bodies.map { $0.map { _ in [Double]() } }
  for _ in 0..<runs {
    for (k, body) in bodies.enumerated() { if let body { figures[k]?.append(try body()) } }
  }
  return figures
}

/// The median of a / b round by round (nil when either is missing).
func ratio(_ a: [Double]?, _ b: [Double]?) -> Double? {
  guard let a, let b else { return nil }
  return median(zip(a, b).map { $0 / $1 })
}

func mp4Run(reuse: Bool) throws -> Double? {
  guard !skipVideo, VideoEncoder.findFFmpeg() != nil else { return nil }
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-\(getpid()).mp4").path
  defer { try? FileManager.default.removeItem(atPath: path) }
  let once = {
    try framesPerSecond(frames) {
      let encoder = try VideoEncoder(path: path, format: .mp4, width: 750, height: 1334, fps: 60)
      try FramePipeline(timeline: baked.timeline, options: options, jobs: ProcessInfo.processInfo.activeProcessorCount,
                        reusesIdenticalFrames: reuse)
        .run(times: times, produce: { _, image in image }, consume: { _, image in try encoder.write(image) })
      try encoder.finish()
    }
  }
  return try rounds([once])[0].map(median)
}

// --pipelines-only: raster + PNG on 1 and 2 jobs and stop (for tuning).
if arguments.contains("--pipelines-only") {
  for reuse in [true, false] {
    let r = try rounds([{ try pngOnce(jobs: 1, reuse: reuse) }, { try pngOnce(jobs: 2, reuse: reuse) }])
    print(String(format: "raster + PNG, reuse %@: 1 job %.1f frames/s, 2 jobs %.1f, scaling x%.2f", reuse ? "on" : "off",
                 median(r[0] ?? []), median(r[1] ?? []), ratio(r[1], r[0]) ?? 0))
  }
  exit(0)
}

let rasterRounds = try rounds([{ try rasterOnce(jobs: 1, reuse: true) }, { try rasterOnce(jobs: 1, reuse: false) },
                                cOnce(["--mode", "raster"])])
let pngRounds = try rounds([{ try pngOnce(jobs: 1, reuse: true) }, { try pngOnce(jobs: 2, reuse: true) },
                            cOnce(cLibpngArgs), cOnce(cLibpngArgs + ["--workers", "2"])])
let pngRawRounds = try rounds([{ try pngOnce(jobs: 1, reuse: false) }, { try pngOnce(jobs: 2, reuse: false) }, cOnce(cLibpngArgs)])
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

try printListCost()
let scenes = try sceneFigures(runs: 3, jobs: 2)
printSceneTable(scenes, target: Report.sceneTarget)
let cli = try cliScaling(rounds: runs)
cli?.print(rounds: runs)

Report(frames: frames, reusedFrames: reusedFrames, evalMS: phases.evalMS, rasterMS: phases.rasterMS,
       pngMS: phases.pngMS, pngKiB: phases.pngBytes / frames / 1024,
       raster1: median(rasterRounds[0] ?? []), raster1Raw: median(rasterRounds[1] ?? []),
       png1: median(pngRounds[0] ?? []), png1Raw: median(pngRawRounds[0] ?? []),
       png2: median(pngRounds[1] ?? []), png2Raw: median(pngRawRounds[1] ?? []),
       scaling: ratio(pngRounds[1], pngRounds[0]) ?? 0,
       pngVsC: ratio(pngRounds[0], pngRounds[2]), rasterVsC: ratio(rasterRounds[0], rasterRounds[2]),
       cScaling: ratio(pngRounds[3], pngRounds[2]), pngRawVsC: ratio(pngRawRounds[0], pngRawRounds[2]),
       cliScaling: cli?.ratio, cliTwoProcesses: cli?.twoProcesses, cliCeiling: cli?.ceiling,
       slowestScene: scenes.min { $0.fps < $1.fps }.map { ($0.id, $0.fps) },
       mp4: mp4, mp4Raw: mp4Raw, fourKFPS: fourKFPS, longFrames: longFrames, longSeconds: longSeconds,
       peakMiB: peakResidentMiB(), cLibpng1: pngRounds[2].map(median), cLibpng2: pngRounds[3].map(median),
       cRaster: rasterRounds[2].map(median), runs: runs).print()
