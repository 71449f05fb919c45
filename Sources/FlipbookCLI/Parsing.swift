import ArgumentParser
import Flipbook
import Foundation

// MARK: - Parsing

/// Parsers for the command line's values, each failing with a message that says what is expected.
public enum Parsing {
  /// A scene id from the registry, or a baked timeline file.
  /// `showingTouches` draws the fingers of the scene's `Hand` script (`--show-touches`).
  public static func loadScene(_ name: String, showingTouches: Bool = false, appearance: Canvas.Appearance? = nil,
                               textSize: Canvas.TextSize? = nil) throws -> BakedScene {
    if name.hasSuffix(".json") || name.contains("/") {
      guard let data = FileManager.default.contents(atPath: name) else {
        throw CommandError("cannot read the baked scene '\(name)': no such file")
      }
      return try BakedScene(jsonData: data, source: name)
    }
    guard let scene = FlipbookCLI.scenes.first(where: { $0.id == name }) else {
      let near = suggestions(for: name, among: FlipbookCLI.scenes.map { $0.id })
      let hint = near.isEmpty ? "" : " Did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?"
      throw CommandError("unknown scene '\(name)'.\(hint) '\(FlipbookCLI.name) list' shows every scene.")
    }
    do {
      // Set, baked and reset in one main-actor turn: another bake (a test's, in
      // the same process) cannot run between them and see these settings.
      return try onMainActor {
        Hand.showsTouchesByDefault = showingTouches
        (CanvasOverrides.appearance, CanvasOverrides.textSize) = (appearance, textSize)
        defer {
          Hand.showsTouchesByDefault = false
          (CanvasOverrides.appearance, CanvasOverrides.textSize) = (nil, nil)
        }
        return try scene.init().bake()
      }
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
      throw ValidationError("'\(text)' is not a colour; write transparent, a name such as white, or #rrggbb[aa].")
    }
    let rgba = hex.count == 6 ? (v << 8) | 0xff : v
    func c(_ shift: UInt64) -> CGFloat { CGFloat((rgba >> shift) & 0xff) / 255 }
    return CGColor(srgbRed: c(24), green: c(16), blue: c(8), alpha: c(0))
  }

  /// `A-B` (inclusive), `N`, or a comma list of those: frame numbers of the scene.
  public static func frames(_ text: String, count: Int) throws -> [Int] {
    try Parsed(value: try frameRanges(text), text: text).frames(count: count)
  }

  /// The ranges `A-B`, `N`, … of a frame list, each checked on its own (not yet against a scene).
  /// The messages follow swift-argument-parser's "The value 'X' is invalid for '--frames <frames>': ".
  public static func frameRanges(_ text: String) throws -> [ClosedRange<Int>] {
    try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
      let p = part.trimmingCharacters(in: .whitespaces)
      let bounds = p.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
      guard (1...2).contains(bounds.count), let a = Int(bounds[0]), let b = bounds.last.flatMap({ Int($0) }), a >= 0 else {
        throw ValidationError("'\(p)' is not a frame number or range; write e.g. 0-59, 12 or 0,15,30.")
      }
      guard a <= b else { throw ValidationError("the range \(a)-\(b) runs backwards; write it \(b)-\(a).") }
      return a...b
    }
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

  /// `WxH` in whole pixels, e.g. 1280x720.
  public static func pixelSize(_ text: String) throws -> (width: Int, height: Int) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 2, let w = parts[0], let h = parts[1], (1...RenderOptions.maximumSide).contains(w),
          (1...RenderOptions.maximumSide).contains(h) else {
      throw ValidationError("write WxH in pixels, each 1 to \(RenderOptions.maximumSide), e.g. 1280x720.")
    }
    return (w, h)
  }

  /// `x,y,w,h` in points, w and h positive.
  public static func rect(_ text: String) throws -> CGRect {
    let v = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard v.count == 4, let x = v[0], let y = v[1], let w = v[2], let h = v[3],
          [x, y, w, h].allSatisfy({ $0.isFinite && abs($0) <= 1e6 }), w > 0, h > 0 else {
      throw ValidationError("write x,y,w,h in points with a positive width and height, e.g. 0,100,375,300.")
    }
    return CGRect(x: x, y: y, width: w, height: h)
  }

  /// A number as people write it: 2, 0.5, 1.25.
  public static func number(_ value: Double) -> String { String(format: "%g", value) }
}
