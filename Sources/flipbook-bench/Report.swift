import Foundation

/// The benchmark's figures, printed as lines for people and one RESULT line of JSON.
struct Report {
  var frames: Int, reusedFrames: Int
  var evalMS: Double, rasterMS: Double, pngMS: Double, pngKiB: Int
  var raster1: Double, raster1Raw: Double
  var png1: Double, png1Raw: Double, png2: Double, png2Raw: Double
  /// 2 jobs over 1, and 1 job over the C baseline: medians of ratios within rounds.
  var scaling: Double, pngVsC: Double?, rasterVsC: Double?
  /// The C baseline's 2 workers over its 1, in the same rounds: what this machine allows.
  var cScaling: Double?
  /// Reuse off (every frame drawn, every band encoded), 1 job, over the C baseline in the same rounds.
  var pngRawVsC: Double?
  /// `flipbook render alert-ios7 --fps 240`, 2 jobs over 1, whole processes.
  var cliScaling: Double?
  /// Two one-job renders at once over one alone: what two cores give whole processes here.
  var cliTwoProcesses: Double?
  /// The most 2 jobs could give that render with only a one-still render's time serial (Amdahl).
  var cliCeiling: Double?
  /// The slowest built-in scene at scale 2 on 2 jobs, and its frames/s.
  var slowestScene: (String, Double)?
  static let sceneTarget = 250.0
  var mp4: Double?, mp4Raw: Double?
  var fourKFPS: Double, longFrames: Int, longSeconds: Double, peakMiB: Double
  var cLibpng1: Double?, cLibpng2: Double?, cRaster: Double?
  /// Runs behind each frames/s figure (its median is shown).
  var runs: Int

  func f(_ v: Double?) -> String { v.map { String(format: "%.1f", $0) } ?? "n/a" }
  func x(_ v: Double?) -> String { v.map { String(format: "x%.2f", $0) } ?? "n/a" }
  func met(_ ok: Bool?) -> String { ok.map { $0 ? "met" : "NOT met" } ?? "n/a" }

  /// Each target of the speed issue: name, figure, whether met.
  var targets: [(String, String, Bool?)] {
    [("raster + PNG, 1 job >= 2.0x C libpng L1", x(pngVsC), pngVsC.map { $0 >= 2.0 }),
     ("raster alone >= 1.2x C raster", x(rasterVsC), rasterVsC.map { $0 >= 1.2 }),
     ("render-tree evaluation < 0.05 ms/frame", String(format: "%.4f ms", evalMS), evalMS < 0.05),
     ("MP4 end to end >= 90 frames/s", f(mp4), mp4.map { $0 >= 90 }),
     ("2 jobs >= 1.9x 1 job", x(scaling) + " (C baseline's own 2 workers: \(x(cScaling)))", scaling >= 1.9),
     ("reuse off, raster + PNG, 1 job >= 2.0x C libpng L1", x(pngRawVsC), pngRawVsC.map { $0 >= 2.0 }),
     ("CLI render --fps 240, 2 jobs >= 1.9x 1 job", x(cliScaling) + " (C baseline's: \(x(cScaling)); two 1-job renders at once: \(x(cliTwoProcesses)); ceiling: \(x(cliCeiling)))", cliScaling.map { $0 >= 1.9 }),
     ("every built-in scene >= \(Int(Self.sceneTarget)) frames/s (2 jobs, scale 2)",
      slowestScene.map { String(format: "slowest %@ %.0f", $0.0, $0.1) } ?? "n/a", slowestScene.map { $0.1 >= Self.sceneTarget })]
  }

  func print() {
    func line(_ s: String) { Swift.print(s) }
    line("flipbook-bench: alert-ios7 (reference workload: 250 pt box, drop shadow), \(frames) frames at 750x1334 px (scale 2), \(ProcessInfo.processInfo.activeProcessorCount) cores; "
         + "\(reusedFrames) of \(frames) frames repeat the one before")
    line("  timeline -> render tree:     median \(String(format: "%.4f", evalMS)) ms/frame")
    line("  raster (every frame drawn):  median \(String(format: "%.3f", rasterMS)) ms/frame")
    line("  PNG (fast):                  median \(String(format: "%.3f", pngMS)) ms/frame, \(pngKiB) KiB/frame")
    line("  frames/s, median of \(runs) runs:  reuse on      reuse off     C baseline")
    line("  raster alone, 1 job:         \(pad(f(raster1)))\(pad(f(raster1Raw)))\(f(cRaster))")
    line("  raster + PNG, 1 job:         \(pad(f(png1)))\(pad(f(png1Raw)))\(f(cLibpng1))  (libpng level 1, no filter)")
    line("  raster + PNG, 2 jobs:        \(pad(f(png2)))\(pad(f(png2Raw)))\(f(cLibpng2))  (ratios: medians of rounds run in turn)")
    line("  MP4 end to end:              \(pad(f(mp4)))\(pad(f(mp4Raw)))")
    line("  4K canvas (3840x2160), raster + PNG, all cores: \(f(fourKFPS)) frames/s")
    line("  \(longFrames) frames, raster + PNG, all cores: \(String(format: "%.1f", longSeconds)) s; peak memory of the whole run \(String(format: "%.0f", peakMiB)) MiB")
    for (name, figure, ok) in targets { line("  target \(name): \(figure) \(met(ok))") }
    let fields: [(String, Double?)] = [
      ("frames", Double(frames)), ("reused_frames", Double(reusedFrames)), ("eval_ms", evalMS), ("raster_ms", rasterMS),
      ("png_ms", pngMS), ("fps_raster_1job", raster1), ("fps_raster_1job_noreuse", raster1Raw),
      ("fps_png_1job", png1), ("fps_png_1job_noreuse", png1Raw), ("fps_png_2jobs", png2), ("fps_png_2jobs_noreuse", png2Raw),
      ("scaling", scaling), ("c_scaling", cScaling), ("fps_mp4", mp4), ("fps_mp4_noreuse", mp4Raw), ("fps_4k", fourKFPS),
      ("long_frames", Double(longFrames)), ("long_seconds", longSeconds), ("peak_mib", peakMiB),
      ("c_libpng_fps", cLibpng1), ("c_libpng_2workers_fps", cLibpng2), ("c_raster_fps", cRaster),
      ("ratio_png_vs_c", pngVsC), ("ratio_raster_vs_c", rasterVsC), ("ratio_png_noreuse_vs_c", pngRawVsC),
      ("cli_scaling", cliScaling), ("cli_two_processes", cliTwoProcesses), ("cli_ceiling", cliCeiling),
      ("slowest_scene_fps", slowestScene?.1),
      ("targets_met", Double(targets.filter { $0.2 == true }.count)), ("targets", Double(targets.count)),
      ("runs", Double(runs)),
    ]
    let json = fields.map { "\"\($0.0)\": " + ($0.1.map { String(format: "%.4g", $0) } ?? "null") }.joined(separator: ", ")
    line("RESULT {\(json)}")
  }

  private func pad(_ s: String) -> String { s.padding(toLength: 14, withPad: " ", startingAt: 0) }
}
