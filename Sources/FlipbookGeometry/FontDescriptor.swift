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
  public init(name: String, size: CGFloat) {
    let lower = name.lowercased()
    // Ordered so that "semibold" is found before "bold" and "ultralight" before "light".
    let weights: [(String, CGFloat)] = [
      ("ultralight", -0.8), ("thin", -0.6), ("light", -0.4), ("medium", 0.23), ("semibold", 0.3), ("demi", 0.3),
      ("heavy", 0.56), ("black", 0.62), ("bold", 0.4),
    ]
    let weight = weights.first { lower.contains($0.0) }?.1 ?? 0
    self.init(name: name, size: size, weight: weight, isItalic: lower.contains("italic") || lower.contains("oblique"))
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
