import Foundation

// MARK: - Attributed text

/// Attributes over a range of a text's string (an `NSAttributedString` run):
/// what differs from the text's own font and colour. Ranges are UTF-8 byte
/// offsets into the string, on character boundaries (validated where a layer
/// state becomes a render node).
public struct TextRun: Sendable, Hashable, Codable {
  /// The UTF-8 byte offset in the string where the run starts.
  public var start: Int
  /// The UTF-8 byte offset in the string where the run ends (exclusive).
  public var end: Int
  /// The run's font, or `nil` to use the text's own font.
  public var font: FontDescriptor?
  /// The run's text color, or `nil` to use the text's own color.
  public var color: CGColor?
  /// The color painted behind the run's characters, or `nil` for none.
  public var backgroundColor: CGColor?
  /// Extra space after each character, in points (`NSAttributedString.Key.kern`).
  public var kern: CGFloat?
  /// A Boolean value that indicates whether the run is underlined with a single line.
  public var underline = false
  /// A Boolean value that indicates whether the run is struck through with a single line.
  public var strikethrough = false

  /// Creates a run over the UTF-8 byte range `start..<end` with the given attributes.
  public init(start: Int, end: Int, font: FontDescriptor? = nil, color: CGColor? = nil, backgroundColor: CGColor? = nil,
              kern: CGFloat? = nil, underline: Bool = false, strikethrough: Bool = false) {
    (self.start, self.end, self.font, self.color, self.backgroundColor) = (start, end, font, color, backgroundColor)
    (self.kern, self.underline, self.strikethrough) = (kern, underline, strikethrough)
  }

  /// Why the run cannot be drawn over `string`, or nil when it can.
  public func problem(in string: String) -> String? {
    let utf8 = string.utf8
    guard start >= 0, start <= end, end <= utf8.count else {
      return "covers bytes \(start)..<\(end) of a \(utf8.count)-byte string"
    }
    for offset in [start, end] where offset < utf8.count {
      let index = utf8.index(utf8.startIndex, offsetBy: offset)
      if index.samePosition(in: string.unicodeScalars) == nil { return "starts or ends inside a character (byte \(offset))" }
    }
    if let font, !(font.size > 0 && font.size <= 10_000) { return "has a font size of \(font.size)" }
    if let kern, !(abs(kern) <= 10_000) { return "has a kern of \(kern)" }
    return nil
  }
}

/// Paragraph attributes of a whole text (`NSParagraphStyle`): its alignment (over
/// the layer's), extra space between lines and a line height multiple.
public struct TextParagraph: Sendable, Hashable, Codable {
  /// The paragraph alignment, or `nil` to use the layer's alignment.
  public var alignment: Text.Alignment?
  /// The extra space between lines, in points.
  public var lineSpacing: CGFloat
  /// The factor the font's line height is multiplied by; 0 leaves the line height as it is.
  public var lineHeightMultiple: CGFloat
  /// Creates paragraph attributes with the given alignment, line spacing, and line height multiple.
  public init(alignment: Text.Alignment? = nil, lineSpacing: CGFloat = 0, lineHeightMultiple: CGFloat = 0) {
    (self.alignment, self.lineSpacing, self.lineHeightMultiple) = (alignment, lineSpacing, lineHeightMultiple)
  }
}
