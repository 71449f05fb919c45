import Flipbook
import Foundation

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

func median(_ values: [Double]) -> Double {
  let s = values.sorted()
  return s.isEmpty ? 0 : s[s.count / 2]
}

/// Runs `body` once and returns `count` divided by its wall time.
func framesPerSecond(_ count: Int, _ body: () throws -> Void) rethrows -> Double {
  let start = now()
  try body()
  return Double(count) / (now() - start)
}

/// A changed frame's phases on one thread, every frame drawn and every PNG band
/// encoded: median milliseconds of evaluation, drawing and PNG, and the PNG bytes.
struct Phases {
  var evalMS = 0.0, rasterMS = 0.0, pngMS = 0.0
  var pngBytes = 0

  init(_ timeline: Timeline, times: [Double], options: RenderOptions) throws {
    var eval: [Double] = [], raster: [Double] = [], png: [Double] = []
    let rasterizer = Rasterizer()
    for t in times {
      let a = now()
      let tree = try timeline.renderTree(at: t)
      let b = now()
      let image = try rasterizer.render(tree, options: options)
      let c = now()
      pngBytes += try image.pngData(reusingBands: false).count
      let d = now()
      eval.append(b - a); raster.append(c - b); png.append(d - c)
    }
    (evalMS, rasterMS, pngMS) = (median(eval) * 1000, median(raster) * 1000, median(png) * 1000)
  }
}

/// The process's peak resident memory so far, in MiB.
func peakResidentMiB() -> Double {
  var usage = rusage()
  #if os(Linux)
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024  // KiB on Linux
  #else
  getrusage(RUSAGE_SELF, &usage)
  return Double(usage.ru_maxrss) / 1024 / 1024  // bytes on macOS
  #endif
}

struct BaselineError: Error, CustomStringConvertible {
  var description: String
}

/// Runs the plain-C alert_bench and returns its frames/s (from its RESULT line).
func runBaseline(_ path: String, _ args: [String]) throws -> Double {
  let p = Process()
  p.executableURL = URL(fileURLWithPath: path)
  p.arguments = args
  let err = Pipe()
  p.standardError = err
  p.standardOutput = FileHandle.nullDevice
  let exit = try p.runNoticingExit()
  let data = err.fileHandleForReading.readDataToEndOfFile()
  exit.wait()
  let text = String(decoding: data, as: UTF8.self)
  guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("RESULT") }),
        let json = try? JSONSerialization.jsonObject(with: Data(line.dropFirst(7).utf8)) as? [String: Any],
        let fps = json["fps"] as? Double else {
    throw BaselineError(description: "\(path) \(args.joined(separator: " ")) printed no RESULT line with fps: \(text)")
  }
  return fps
}

/// Scenes only the benchmark draws.
enum BenchScenes {
  /// A 1920x1080 pt canvas at 2x (3840x2160 px): a gradient backdrop, six shadowed
  /// cards with titles sliding in one after another, a fading caption.
  static func fourK() throws -> BakedScene {
    let size = CGSize(width: 1920, height: 1080)
    let clock = VirtualClock()
    let root = clock.run { () -> CALayer in
      let root = CALayer()
      root.bounds = CGRect(origin: .zero, size: size)
      root.anchorPoint = .zero
      let backdrop = CAGradientLayer()
      backdrop.frame = root.bounds
      backdrop.colors = [UIColor(red: 0.93, green: 0.95, blue: 1, alpha: 1).cgColor, UIColor.white.cgColor]
      root.addSublayer(backdrop)
      for i in 0..<6 {
        let card = CALayer()
        card.frame = CGRect(x: 120 + CGFloat(i % 3) * 580, y: 180 + CGFloat(i / 3) * 420, width: 520, height: 340)
        card.backgroundColor = UIColor.white.cgColor
        card.cornerRadius = 24
        card.shadowOpacity = 0.2
        card.shadowRadius = 16
        card.shadowOffset = CGSize(width: 0, height: 8)
        let title = CATextLayer()
        title.actions = ["contentsScale": NSNull()]
        title.contentsScale = 2   // sharp at the bench's 2x, as an app sets it
        title.frame = CGRect(x: 32, y: 28, width: 456, height: 48)
        title.string = "Card \(i + 1)"
        title.fontSize = 36
        title.foregroundColor = UIColor.black.cgColor
        card.addSublayer(title)
        root.addSublayer(card)
        let slide = CABasicAnimation(keyPath: "position.y")
        slide.fromValue = card.position.y + 200
        slide.toValue = card.position.y
        slide.duration = 0.4
        slide.beginTime = CACurrentMediaTime() + Double(i) * 0.08
        slide.fillMode = .backwards
        slide.timingFunction = CAMediaTimingFunction(name: .easeOut)
        card.add(slide, forKey: "slide")
      }
      return root
    }
    clock.runUntilIdle(limit: 2)
    let timeline = clock.bake(root: root, size: size)
    return BakedScene(id: "bench-4k", canvas: Canvas(size: size, scale: 2, fps: 60), timeline: timeline, duration: 1)
  }
}
