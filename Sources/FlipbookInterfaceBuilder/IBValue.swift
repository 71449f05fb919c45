/// A keyed value in a document, decoded and checked.
public enum IBValue: Sendable, Equatable {
  case rect(x: Double, y: Double, width: Double, height: Double)
  case size(width: Double, height: Double)
  case point(x: Double, y: Double)
  case insets(top: Double, left: Double, bottom: Double, right: Double)
  case color(IBColor)
  case font(IBFont)
  case string(String)
  case number(Double)
  case bool(Bool)
  case attributedString([IBTextRun])
  /// `autoresizingMask`: the flags set (`widthSizable`, `flexibleMaxX`…).
  case autoresizingMask(Set<String>)
  /// An image by name (`<imageReference>`: `catalog="system"` for symbols).
  case image(name: String, system: Bool)
  case null
  /// Anything else, as written (the builder reads what it knows of it).
  case element(XMLElement)
}

/// Colours as Xcode writes them.
public enum IBColor: Sendable, Equatable {
  /// Components in the named space (`sRGB`, `displayP3`, `calibratedRGB`, `deviceRGB`).
  case rgb(red: Double, green: Double, blue: Double, alpha: Double, space: String)
  case white(Double, alpha: Double)
  /// A UIKit colour by selector-style name (`systemBackgroundColor`, `labelColor`, `whiteColor`).
  case system(String)
  /// An asset catalog colour; `fallback` is what Xcode last resolved it to.
  indirect case named(String, fallback: IBColor?)
}

/// Fonts as Xcode writes them.
public enum IBFont: Sendable, Equatable {
  /// `type`: system, boldSystem, italicSystem; `weight`: ultraLight … black, nil for regular.
  case system(size: Double, type: String, weight: String?)
  /// A Dynamic Type style (`UICTFontTextStyleBody`).
  case textStyle(String)
  /// A font by PostScript name (`Avenir-Heavy`).
  case named(String, family: String?, size: Double)
}

/// One run of an attributed string.
public struct IBTextRun: Sendable, Equatable {
  public var text: String
  public var font: IBFont?
  public var color: IBColor?
  public var alignment: String?
  public var lineSpacing: Double?
  public var kern: Double?
}
