import ArgumentParser
import Flipbook
import Foundation

// MARK: - Shared options

struct SceneOptions: ParsableArguments {
  @Argument(help: "A scene id (see 'flipbook list') or a baked timeline (.json).")
  var scene: String

  @Option(parsing: .unconditional, help: "Frames per second (default: the scene's, usually 60).")
  var fps: Double?

  @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3 (default 2).")
  var scale: Int = 2

  @Option(help: "Background: transparent, a colour name (white, black, …) or #rrggbb[aa] (default: the scene's).")
  var background: String?

  @Flag(help: "No progress output.")
  var quiet = false

  func validate() throws {
    guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale).") }
    if let fps { guard fps.isFinite, fps > 0, fps <= 1000 else { throw ValidationError("--fps must be between 0 and 1000, not \(fps).") } }
    if let background { _ = try Parsing.color(background) }
  }

  /// The baked scene, with --fps applied, checked against the limits.
  func load() throws -> BakedScene {
    var baked = try Parsing.loadScene(scene)
    if let fps { baked.canvas.fps = fps }
    do {
      try baked.validate()
    } catch {
      throw CommandError("\(scene): \(error)")
    }
    let pixels = baked.canvas.pixelSize(scale: Double(scale))
    let side = max(pixels.width, pixels.height)
    guard side <= RenderOptions.maximumSide else {
      throw CommandError("\(scene): the canvas is \(side) px wide at --scale \(scale), more than the \(RenderOptions.maximumSide) px Flipbook draws; lower --scale")
    }
    return baked
  }

  func renderOptions(_ baked: BakedScene) throws -> RenderOptions {
    let bg = try background.map(Parsing.color) ?? baked.canvas.background
    return RenderOptions(scale: CGFloat(scale), background: bg)
  }
}

// MARK: - Parsing

/// Parsers for the command line's values, each failing with a message that says what is expected.
public enum Parsing {
  /// A scene id from the registry, or a baked timeline file.
  public static func loadScene(_ name: String) throws -> BakedScene {
    if name.hasSuffix(".json") || name.contains("/") {
      guard let data = FileManager.default.contents(atPath: name) else {
        throw CommandError("cannot read the baked scene '\(name)': no such file")
      }
      return try BakedScene(jsonData: data, source: name)
    }
    guard let scene = FlipbookCLI.scenes.first(where: { $0.id == name }) else {
      let near = suggestions(for: name, among: FlipbookCLI.scenes.map { $0.id })
      let hint = near.isEmpty ? "" : " Did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?"
      throw CommandError("unknown scene '\(name)'.\(hint) 'flipbook list' shows every scene.")
    }
    do {
      return try scene.init().bake()
    } catch {
      throw CommandError("\(error)")
    }
  }

  /// The ids closest to `name` (edit distance), best first.
  public static func suggestions(for name: String, among ids: [String]) -> [String] {
    let scored = ids.map { ($0, min(TextDistance.levenshtein($0, name), $0.contains(name) || name.contains($0) ? 1 : Int.max)) }
      .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
    guard let best = scored.first?.1, best <= max(2, name.count / 3) else { return [] }
    return scored.filter { $0.1 == best }.prefix(3).map(\.0)
  }

  /// `transparent`, a UIKit colour name, `#rgb`, `#rrggbb` or `#rrggbbaa`. nil is transparent.
  public static func color(_ text: String) throws -> CGColor? {
    let t = text.lowercased().trimmingCharacters(in: .whitespaces)
    if t == "transparent" || t == "none" || t == "clear" { return nil }
    let names: [String: UIColor] = [
      "white": .white, "black": .black, "gray": .gray, "grey": .gray, "lightgray": .lightGray,
      "darkgray": .darkGray, "red": .red, "green": .green, "blue": .blue, "yellow": .yellow,
      "orange": .orange, "purple": .purple, "cyan": .cyan, "magenta": .magenta, "brown": .brown,
    ]
    if let c = names[t] { return c.cgColor }
    var hex = t.hasPrefix("#") ? String(t.dropFirst()) : t
    if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
    guard hex.count == 6 || hex.count == 8, let v = UInt64(hex, radix: 16) else {
      throw ValidationError("--background '\(text)' is not a colour: use transparent, a name such as white, or #rrggbb[aa].")
    }
    let rgba = hex.count == 6 ? (v << 8) | 0xff : v
    func c(_ shift: UInt64) -> CGFloat { CGFloat((rgba >> shift) & 0xff) / 255 }
    return CGColor(srgbRed: c(24), green: c(16), blue: c(8), alpha: c(0))
  }

  /// `A-B` (inclusive), `N`, or a comma list of those: frame numbers of the scene.
  public static func frames(_ text: String, count: Int) throws -> [Int] {
    var out: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let p = part.trimmingCharacters(in: .whitespaces)
      let bounds = p.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
      guard (1...2).contains(bounds.count), let a = Int(bounds[0]), let b = bounds.last.flatMap({ Int($0) }) else {
        throw ValidationError("--frames '\(text)': '\(p)' is not a frame number or range; write e.g. 0-59, 12 or 0,15,30.")
      }
      guard a <= b else { throw ValidationError("--frames '\(text)': the range \(a)-\(b) runs backwards.") }
      guard a >= 0, b < count else {
        throw ValidationError("--frames '\(text)': the scene has frames 0-\(count - 1) at this frame rate.")
      }
      out.append(contentsOf: a...b)
    }
    return out
  }

  /// `I/N`, 1 ≤ I ≤ N: which contiguous part of the frames this run renders.
  public static func shard(_ text: String) throws -> (index: Int, count: Int) {
    let parts = text.split(separator: "/").map { Int($0) }
    guard parts.count == 2, let i = parts[0], let n = parts[1], (1...Limits.shards).contains(n), (1...n).contains(i) else {
      throw ValidationError("--shard '\(text)' must be I/N with 1 ≤ I ≤ N ≤ \(Limits.shards), e.g. 1/4.")
    }
    return (i, n)
  }

  /// The part `shard` of `frames`: N contiguous, nearly equal parts in order.
  /// (Frame and shard counts are bounded, so the products cannot overflow.)
  public static func part(of frames: [Int], shard: (index: Int, count: Int)) -> [Int] {
    let n = frames.count
    let start = n * (shard.index - 1) / shard.count, end = n * shard.index / shard.count
    return Array(frames[start..<end])
  }

  /// A time: `1.5`, `1.5s` or `250ms`.
  public static func time(_ text: String) throws -> Double {
    let t = text.trimmingCharacters(in: .whitespaces).lowercased()
    let value: Double?
    if t.hasSuffix("ms") { value = Double(t.dropLast(2)).map { $0 / 1000 } }
    else if t.hasSuffix("s") { value = Double(t.dropLast()) }
    else { value = Double(t) }
    guard let v = value, v.isFinite, v >= 0 else {
      throw ValidationError("'\(text)' is not a time; write seconds (1.5 or 1.5s) or milliseconds (250ms).")
    }
    guard v <= BakedScene.maximumDuration else {
      throw ValidationError("'\(text)' is past the longest scene Flipbook renders (\(Int(BakedScene.maximumDuration)) s).")
    }
    return v
  }
}

// MARK: - Limits

/// Bounds on numbers from the command line, so every conversion and product is checked.
enum Limits {
  static let jobs = 256
  static let shards = 100_000

  static func check(jobs: Int) throws {
    guard (1...Limits.jobs).contains(jobs) else {
      throw ValidationError("--jobs must be between 1 and \(Limits.jobs), not \(jobs).")
    }
  }
}

// MARK: - Progress

/// Frames done, frames/s and time left: a bar redrawn in place on a terminal,
/// a plain line every few seconds otherwise.
final class Progress {
  let total: Int
  let label: String
  let quiet: Bool
  private let start = Date()
  private var last = Date.distantPast
  private let tty = isatty(2) != 0

  init(total: Int, label: String, quiet: Bool) {
    (self.total, self.label, self.quiet) = (total, label, quiet)
  }

  func update(_ done: Int) {
    guard !quiet else { return }
    let now = Date()
    let interval = tty ? 0.1 : 3.0
    guard done == total || now.timeIntervalSince(last) >= interval else { return }
    last = now
    let elapsed = now.timeIntervalSince(start)
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let left = rate > 0 ? Double(total - done) / rate : 0
    let stats = String(format: "%d/%d frames  %.1f frames/s  %.1f s left", done, total, rate, left)
    if tty {
      let width = 24, filled = total > 0 ? width * done / total : width
      let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
      FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(stats)\u{1B}[K".utf8))
      if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
    } else {
      FileHandle.standardError.write(Data("\(label): \(stats)\n".utf8))
    }
  }
}

/// Writes `data` to `path` under a temporary name, then renames it.
/// Refuses to replace anything but a regular file (see `OutputPath`); first
/// removes what a killed run left in the folder.
func writeAtomically(_ data: Data, to path: String) throws {
  do {
    try OutputPath.checkFile(path)
    let folder = (path as NSString).deletingLastPathComponent
    TemporaryName.removeStale(in: folder.isEmpty ? "." : folder)
    try PNGCodec.writeAtomically([UInt8](data), to: path)
  } catch {
    throw CommandError("\(error)")
  }
}
