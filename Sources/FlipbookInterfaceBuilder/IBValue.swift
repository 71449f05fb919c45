/// A keyed value in a document, decoded and checked.
public enum IBValue: Sendable, Equatable {
  /// A rectangle (`<rect>`), such as a view's frame.
  case rect(x: Double, y: Double, width: Double, height: Double)
  /// A size (`<size>`).
  case size(width: Double, height: Double)
  /// A point (`<point>`).
  case point(x: Double, y: Double)
  /// Edge insets (`<inset>`, `<edgeInsets>`); for `<directionalEdgeInsets>`, `left` is leading and `right` trailing.
  case insets(top: Double, left: Double, bottom: Double, right: Double)
  /// A color (`<color>`).
  case color(IBColor)
  /// A font (`<fontDescription>` or `<font>`).
  case font(IBFont)
  /// A string (`<string>`, `<mutableString>`).
  case string(String)
  /// A number (`<real>`, `<integer>`, `<number>`).
  case number(Double)
  /// A Boolean value (`<boolean>`), true when written `YES`.
  case bool(Bool)
  /// An attributed string (`<attributedString>`), as its runs in order.
  case attributedString([IBTextRun])
  /// `autoresizingMask`: the flags set (`widthSizable`, `flexibleMaxX`…).
  case autoresizingMask(Set<String>)
  /// An image by name (`<imageReference>`: `catalog="system"` for symbols).
  case image(name: String, system: Bool)
  /// An explicit nil (`<nil>`), or an image reference that names no image.
  case null
  /// Anything else, as written (the builder reads what it knows of it).
  case element(XMLElement)
}

/// Colours as Xcode writes them.
public enum IBColor: Sendable, Equatable {
  /// Components in the named space (`sRGB`, `displayP3`, `calibratedRGB`, `deviceRGB`).
  case rgb(red: Double, green: Double, blue: Double, alpha: Double, space: String)
  /// A gray color: a white level and an alpha, each from 0 to 1.
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
  /// The run's text.
  public var text: String
  /// The run's font (`NSFont`), or `nil` if the run sets none.
  public var font: IBFont?
  /// The run's text color (`NSColor`), or `nil` if the run sets none.
  public var color: IBColor?
  /// The paragraph alignment as written (`NSParagraphStyle`'s `alignment`), or `nil`.
  public var alignment: String?
  /// The paragraph's line spacing in points (`NSParagraphStyle`'s `lineSpacing`), or `nil`.
  public var lineSpacing: Double?
  /// The extra spacing between characters in points (`NSKern`), or `nil`.
  public var kern: Double?
}
