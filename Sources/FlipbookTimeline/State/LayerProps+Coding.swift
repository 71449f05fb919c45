import Foundation

/// A layer state in JSON: one member per registry property under its Apple name
/// (`"hidden"`, `"type"`), plus `kind` and `problems`. A missing member keeps the
/// default; an unknown one is an error naming it, so a document written by a newer
/// Flipbook is refused instead of drawn wrong.
extension LayerProps: Codable {
  private static let kindKey = PropertyCodingKey("kind")
  private static let problemsKey = PropertyCodingKey("problems")
  private static let cellsKey = PropertyCodingKey("emitterCells")
  private static let runsKey = PropertyCodingKey("textRuns"), paragraphKey = PropertyCodingKey("textParagraph")

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: PropertyCodingKey.self)
    try c.encode(kind, forKey: Self.kindKey)
    if !problems.isEmpty { try c.encode(problems, forKey: Self.problemsKey) }
    if !emitterCells.isEmpty { try c.encode(emitterCells, forKey: Self.cellsKey) }
    if !textRuns.isEmpty { try c.encode(textRuns, forKey: Self.runsKey) }
    if let textParagraph { try c.encode(textParagraph, forKey: Self.paragraphKey) }
    // A digest leaves out what is at its default (a layer state names its kind first,
    // and a missing member is the default), so it reads a few members of each of the
    // thousands of states a scrolling list commits, not all ninety.
    let unless = encoder.userInfo[.omitsDefaultLayerProperties] != nil ? Self.defaults : nil
    for property in LayerRegistry.all { try property.encode(self, unless, &c) }
  }

  /// Every property at its default (defaults do not depend on the kind).
  private static let defaults = LayerProps()

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: PropertyCodingKey.self)
    self.init(kind: try c.decode(Kind.self, forKey: Self.kindKey))
    problems = try c.decodeIfPresent([String: String].self, forKey: Self.problemsKey) ?? [:]
    emitterCells = try c.decodeIfPresent([EmitterCellSpec].self, forKey: Self.cellsKey) ?? []
    textRuns = try c.decodeIfPresent([TextRun].self, forKey: Self.runsKey) ?? []
    textParagraph = try c.decodeIfPresent(TextParagraph.self, forKey: Self.paragraphKey)
    let known = Set(LayerRegistry.all.map(\.name)
      + [Self.kindKey, Self.problemsKey, Self.cellsKey, Self.runsKey, Self.paragraphKey].map(\.stringValue))
    if let unknown = c.allKeys.map(\.stringValue).filter({ !known.contains($0) }).sorted().first {
      throw DecodingError.dataCorruptedError(
        forKey: PropertyCodingKey(unknown), in: c,
        debugDescription: "unknown layer property '\(unknown)' (written by another version of Flipbook?)")
    }
    for property in LayerRegistry.all { try property.decode(&self, c) }
  }
}

extension CodingUserInfoKey {
  /// Set by an encoder that wants layer states without their default-valued members
  /// (the content digest).
  static let omitsDefaultLayerProperties = CodingUserInfoKey(rawValue: "flipbook.omitsDefaultLayerProperties")!
}
