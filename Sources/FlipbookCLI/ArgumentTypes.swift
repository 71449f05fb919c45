import ArgumentParser
import Flipbook
import FlipbookSnapshot
import Foundation

/// A command-line value parsed once, by swift-argument-parser (`transform:`), into
/// its type, keeping the words the user typed for messages and for the command a
/// failure prints to run again. A value that does not parse is refused before any
/// work, in the library's one line: "The value 'soon' is invalid for '--time
/// <time>': write seconds (1.5 or 1.5s) or milliseconds (250ms)."
struct Parsed<Value> {
  let value: Value
  let text: String
}

extension Parsed where Value == Double {
  /// `--time`, `--from`, `--to`: 1.5, 1.5s or 250ms.
  static func time(_ text: String) throws -> Self { Parsed(value: try Parsing.time(text), text: text) }
}

extension Parsed where Value == [Double] {
  /// `--times`: a comma list of times.
  static func times(_ text: String) throws -> Self {
    Parsed(value: try text.split(separator: ",", omittingEmptySubsequences: false).map { try Parsing.time(String($0)) },
           text: text)
  }
}

extension Parsed where Value == [ClosedRange<Int>] {
  /// `--frames`: A-B, N or a comma list of those; checked against the scene's frames by `frames(count:)`.
  static func frames(_ text: String) throws -> Self { Parsed(value: try Parsing.frameRanges(text), text: text) }

  /// The frames named, in the order written, all inside a scene of `count` frames.
  func frames(count: Int) throws -> [Int] {
    guard let outside = value.first(where: { $0.upperBound >= count }) else { return value.flatMap { Array($0) } }
    throw ValidationError("--frames '\(text)': the scene has frames 0-\(count - 1) at this frame rate, not \(outside.upperBound); "
                       + "choose frames inside it")
  }
}

extension Parsed where Value == (width: Int, height: Int) {
  /// `--size`: WxH in pixels.
  static func pixelSize(_ text: String) throws -> Self { Parsed(value: try Parsing.pixelSize(text), text: text) }
}

extension Parsed where Value == CGRect {
  /// `--crop`: x,y,w,h in points.
  static func rect(_ text: String) throws -> Self { Parsed(value: try Parsing.rect(text), text: text) }
}

extension Parsed where Value == CGColor? {
  /// `--background`: transparent (nil), a colour name or #rrggbb[aa].
  static func color(_ text: String) throws -> Self { Parsed(value: try Parsing.color(text), text: text) }
}

extension Shard {
  /// `--shard`: I/N, or auto from a job array's environment (read when the command line is parsed).
  static func argument(_ text: String) throws -> Shard { try parse(text) }
}

/// `--appearance`.
enum AppearanceArgument {
  static func parse(_ text: String) throws -> Canvas.Appearance {
    guard let value = Canvas.Appearance(rawValue: text.lowercased()) else { throw ValidationError("write light or dark.") }
    return value
  }
}

/// `--text-size`: the content size categories by their short names.
enum TextSizeArgument {
  static let names = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]

  static func parse(_ text: String) throws -> Canvas.TextSize {
    guard let i = names.firstIndex(of: text.lowercased()), let size = Canvas.TextSize(rawValue: i) else {
      throw ValidationError("write one of \(names.joined(separator: ", ")).")
    }
    return size
  }
}

/// `check --record`.
enum RecordArgument {
  static func parse(_ text: String) throws -> RecordMode {
    guard let mode = RecordMode(rawValue: text) else { throw ValidationError("write all, missing, failed or never.") }
    return mode
  }
}

/// `check --compare`: the comparators by name.
enum ComparatorName: String, CaseIterable, ExpressibleByArgument {
  case exact, pixelmatch, deltae94
}
