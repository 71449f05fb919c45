// Every built-in scene as the command line renders it (scale 2, PNG, two jobs):
// frames/s and ms per frame, and which phase dominates one frame on one thread.
import Flipbook
import FlipbookScenes
import Foundation

struct SceneFigure {
  var id: String
  var frames: Int
  var fps: Double
  var evalMS: Double, rasterMS: Double, pngMS: Double

  var dominant: String {
    let phases = [("evaluation", evalMS), ("drawing", rasterMS), ("PNG", pngMS)]
    let total = max(evalMS + rasterMS + pngMS, 1e-9)
    let (name, ms) = phases.max { $0.1 < $1.1 } ?? ("", 0)
    return String(format: "%@ %.0f%%", name, ms / total * 100)
  }
}

/// Frames/s of each scene through the pipeline (the median of `runs` runs), and its phases.
@MainActor
func sceneFigures(runs: Int, jobs: Int) throws -> [SceneFigure] {
  try Scenes.all.map { type in
    let baked = try type.init().bake()
    let options = RenderOptions(scale: 2, background: baked.canvas.background)
    let times = (0..<baked.frameCount).map { baked.time(ofFrame: $0) }
    let pipeline = FramePipeline(timeline: baked.timeline, options: options, jobs: jobs)
    let fps = median(try (0..<runs).map { _ in
      try framesPerSecond(times.count) {
        try pipeline.run(times: times, produce: { _, image in try image.pngData().count }, consume: { _, _ in })
      }
    })
    // One thread, every frame of a sample drawn and encoded: where a changed frame's time goes.
    let sample = stride(from: 0, to: times.count, by: max(1, times.count / 24)).map { times[$0] }
    let phases = try Phases(baked.timeline, times: sample, options: options)
    return SceneFigure(id: type.id, frames: times.count, fps: fps, evalMS: phases.evalMS, rasterMS: phases.rasterMS,
                       pngMS: phases.pngMS)
  }
}

func printSceneTable(_ figures: [SceneFigure], target: Double) {
  print("scenes (scale 2, PNG, 2 jobs, median of 3 runs), slowest first; phases of one changed frame on one thread:")
  print("  scene                      frames  frames/s  ms/frame   eval ms  draw ms  PNG ms  dominates")
  for f in figures.sorted(by: { $0.fps < $1.fps }) {
    let mark = f.fps < target ? "  < \(Int(target))" : ""
    let name = f.id.padding(toLength: max(26, f.id.count), withPad: " ", startingAt: 0)
    print("  " + name + String(format: " %6d  %8.0f  %8.2f  %8.3f  %7.2f  %6.2f  ", f.frames, f.fps, 1000 / f.fps,
                                  f.evalMS, f.rasterMS, f.pngMS) + f.dominant + mark)
  }
}
