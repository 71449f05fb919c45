import Foundation

/// A font as the authoring API names it: a PostScript-style name, a size in
/// points, a weight on `UIFont.Weight`'s scale (−1…1, regular 0, bold 0.4) and a
/// slant. It says what was asked for, not which file draws it: the rasterizer
/// resolves it to the families installed on the machine.
public struct FontDescriptor: Sendable, Hashable, Codable {
  /// The font's name as asked for, such as a PostScript name or a system font's name.
  public var name: String
  /// The font's point size.
  public var size: CGFloat
  /// The font's weight on `UIFont.Weight`'s scale, from −1 to 1 (regular 0, bold 0.4).
  public var weight: CGFloat
  /// A Boolean value that indicates whether the font is italic or oblique.
  public var isItalic: Bool
  /// Digits of equal width (`monospacedDigitSystemFont`): OpenType `tnum`.
  public var monospacedDigits = false

  /// Creates a descriptor with the given name, size, weight, slant, and digit spacing.
  public init(name: String, size: CGFloat, weight: CGFloat, isItalic: Bool, monospacedDigits: Bool = false) {
    self.name = name
    self.size = size
    self.weight = weight
    self.isItalic = isItalic
    self.monospacedDigits = monospacedDigits
  }

  /// Whether this is the system font (San Francisco, or Helvetica Neue before
  /// iOS 9): the fonts `UIFont.systemFont` and the text styles name.
  public var isSystemFont: Bool {
    let lower = name.lowercased()
    return lower.hasPrefix(".sf") || lower.hasPrefix("sfpro") || lower.hasPrefix("sf pro") || lower.hasPrefix("sfui")
      || lower == "system" || lower.hasPrefix("-apple-system") || lower.hasPrefix("helveticaneue")
      || lower.hasPrefix("helvetica neue")
  }

  /// A descriptor for a font name, reading weight and slant from the words font
  /// names carry ("Avenir-Heavy", "Helvetica-BoldOblique", ".SFUI-Semibold").
  ///
  /// The words are looked for with `nameContains`: Foundation's `contains` went
  /// through `NSString` and made this a third of a text layer's evaluation.
  public init(name: String, size: CGFloat) {
    let lower = name.lowercased()
    let weight = Self.weightWords.first { Self.nameContains(lower, $0.word) }?.weight ?? 0
    self.init(name: name, size: size, weight: weight,
              isItalic: Self.nameContains(lower, "italic") || Self.nameContains(lower, "oblique"))
  }

  /// Weight words, ordered so that "semibold" is found before "bold" and "ultralight" before "light".
  private static let weightWords: [(word: String, weight: CGFloat)] = [
    ("ultralight", -0.8), ("thin", -0.6), ("light", -0.4), ("medium", 0.23), ("semibold", 0.3), ("demi", 0.3),
    ("heavy", 0.56), ("black", 0.62), ("bold", 0.4),
  ]

  /// Whether a lowercased font name contains `word`, compared as UTF-8 bytes (font
  /// names are matched by their ASCII words, not by locale). Hand-written: the
  /// standard library's generic `Collection.contains(_:)` spent more time finding
  /// its generic metadata than searching, and text measurement asks this twenty times.
  package static func nameContains(_ lowercasedName: String, _ word: String) -> Bool {
    var name = lowercasedName, word = word
    return name.withUTF8 { n in
      word.withUTF8 { w in
        guard w.count <= n.count else { return false }
        return (0...(n.count - w.count)).contains { start in
          var i = 0
          while i < w.count, n[start + i] == w[i] { i += 1 }
          return i == w.count
        }
      }
    }
  }

  /// CATextLayer's font when none is set: Helvetica ("Defaults to Helvetica", Apple's
  /// `CATextLayer.font`), at the layer's `fontSize`.
  public static func textLayerDefault(size: CGFloat) -> FontDescriptor {
    FontDescriptor(name: "Helvetica", size: size, weight: 0, isItalic: false)
  }

  /// Weights from semibold up draw bold.
  public var isBold: Bool { weight >= 0.3 }

  /// Returns a copy of the descriptor with a different point size.
  public func withSize(_ size: CGFloat) -> FontDescriptor {
    var copy = self
    copy.size = size
    return copy
  }
}

extension FontDescriptor {
  private enum CodingKeys: String, CodingKey { case name, size, weight, isItalic, monospacedDigits }

  /// Decodes a descriptor, taking `monospacedDigits` as false when it is absent.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(name: try c.decode(String.self, forKey: .name), size: try c.decode(CGFloat.self, forKey: .size),
              weight: try c.decode(CGFloat.self, forKey: .weight), isItalic: try c.decode(Bool.self, forKey: .isItalic),
              monospacedDigits: try c.decodeIfPresent(Bool.self, forKey: .monospacedDigits) ?? false)
  }

  /// `monospacedDigits` is written only when set, so earlier baked files read and write the same bytes.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    try c.encode(size, forKey: .size)
    try c.encode(weight, forKey: .weight)
    try c.encode(isItalic, forKey: .isItalic)
    if monospacedDigits { try c.encode(true, forKey: .monospacedDigits) }
  }
}

