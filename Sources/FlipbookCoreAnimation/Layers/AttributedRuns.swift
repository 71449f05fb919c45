import Foundation
import FlipbookTimeline

// MARK: - NSAttributedString → text runs

/// A paragraph style that can describe itself to the renderer (UIKit's
/// `NSParagraphStyle` conforms).
public protocol TextParagraphConvertible {
  /// The paragraph style as the renderer reads it: alignment, line spacing and line breaking.
  var textParagraph: TextParagraph { get }
}

/// Reads an attributed string's attributes by their Foundation names (`NSFont`,
/// `NSColor`, `NSBackgroundColor`, `NSKern`, `NSUnderline`, `NSStrikethrough`,
/// `NSParagraphStyle`) into runs over UTF-8 byte ranges. Other attributes are not
/// drawn (links, shadows, attachments).
package enum AttributedRuns {
  package static func read(_ attributed: NSAttributedString) -> (runs: [TextRun], paragraph: TextParagraph?) {
    let string = attributed.string
    var runs: [TextRun] = []
    var paragraph: TextParagraph?
    attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
      guard let r = Range(range, in: string) else { return }
      let utf8 = string.utf8
      var run = TextRun(start: utf8.distance(from: utf8.startIndex, to: r.lowerBound),
                        end: utf8.distance(from: utf8.startIndex, to: r.upperBound))
      for (key, value) in attributes {
        switch key.rawValue {
        // Out-of-range sizes and spacings are dropped (Pango works in 32-bit units).
        case "NSFont": run.font = (value as? FontDescriptorConvertible).map(\.fontDescriptor).flatMap { $0.size > 0 && $0.size <= 10_000 ? $0 : nil }
        case "NSColor": run.color = ValueKind.color(value)
        case "NSBackgroundColor": run.backgroundColor = ValueKind.color(value)
        case "NSKern": run.kern = ValueKind.number(value).flatMap { abs($0) <= 10_000 ? CGFloat($0) : nil }
        case "NSUnderline": run.underline = (ValueKind.number(value) ?? 0) != 0
        case "NSStrikethrough": run.strikethrough = (ValueKind.number(value) ?? 0) != 0
        case "NSParagraphStyle": paragraph = paragraph ?? (value as? TextParagraphConvertible)?.textParagraph
        default: break
        }
      }
      if run != TextRun(start: run.start, end: run.end) { runs.append(run) }
    }
    return (runs, paragraph)
  }
}
