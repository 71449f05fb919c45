import FlipbookInterfaceBuilder
import Foundation

/// Interface Builder's values as UIKit's: colours, fonts, images and enum names.
enum NibValues {
  /// UIKit's colours by the name Xcode writes (`systemBackgroundColor`, `whiteColor`).
  static let systemColors: [String: UIColor] = {
    var table: [String: UIColor] = [
      "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray, "red": .red,
      "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta, "orange": .orange,
      "purple": .purple, "brown": .brown, "clear": .clear, "systemRed": .systemRed, "systemOrange": .systemOrange,
      "systemYellow": .systemYellow, "systemGreen": .systemGreen, "systemTeal": .systemTeal, "systemBlue": .systemBlue,
      "systemIndigo": .systemIndigo, "systemPurple": .systemPurple, "systemPink": .systemPink, "systemGray": .systemGray,
      "systemGray2": .systemGray2, "systemGray3": .systemGray3, "systemGray4": .systemGray4, "systemGray5": .systemGray5,
      "systemGray6": .systemGray6, "systemBackground": .systemBackground, "label": .label,
      "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel,
      "separator": .separator, "opaqueSeparator": .opaqueSeparator, "systemFill": .systemFill,
      "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
      "quaternarySystemFill": .quaternarySystemFill, "secondarySystemBackground": .secondarySystemBackground,
      "systemGroupedBackground": .systemGroupedBackground,
    ]
    table["tertiarySystemBackground"] = .white
    table["secondarySystemGroupedBackground"] = .white
    table["tertiarySystemGroupedBackground"] = .systemGray6
    table["groupTableViewBackground"] = .systemGroupedBackground
    table["darkText"] = .black
    table["lightText"] = UIColor(white: 1, alpha: 0.6)
    table["tableCellGroupedBackground"] = .white
    table["link"] = .systemBlue
    table["tint"] = .systemBlue
    table["placeholderText"] = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    return table
  }()

  @MainActor static func color(_ c: IBColor, load: NibLoad, line: Int) -> UIColor {
    switch c {
    case .white(let w, let a): return UIColor(white: w, alpha: a)
    case .rgb(let r, let g, let b, let a, let space):
      return space.lowercased().contains("p3") ? UIColor(displayP3Red: r, green: g, blue: b, alpha: a)
        : UIColor(red: r, green: g, blue: b, alpha: a)
    case .system(let name):
      let stem = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
      if let known = systemColors[stem] { return known }
      if let resolved = load.document.systemColors[name] { return color(resolved, load: load, line: line) }
      load.fail(line, "uses system colour \(name), which Flipbook does not have", "pick another colour in Xcode")
      return .clear
    case .named(let name, let fallback):
      if let asset = UIColor.asset(named: name, in: load.folders) { return asset }
      if let fallback = fallback ?? load.document.namedColors[name] { return color(fallback, load: load, line: line) }
      load.fail(line, "uses colour \"\(name)\", which no asset catalog in \(load.folderList) has",
                "drop the app's Assets.xcassets beside the storyboard")
      return .clear
    }
  }

  @MainActor static func font(_ f: IBFont) -> UIFont {
    switch f {
    case .textStyle(let style): return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
    case .named(let name, _, let size): return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
    case .system(let size, let type, let weight):
      if type == "boldSystem" { return .boldSystemFont(ofSize: size) }
      if type == "italicSystem" { return .italicSystemFont(ofSize: size) }
      return .systemFont(ofSize: size, weight: weights[weight ?? "regular"] ?? .regular)
    }
  }

  static let weights: [String: UIFont.Weight] = [
    "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
    "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
  ]

  @MainActor static func image(_ name: String, system: Bool, load: NibLoad, line: Int) -> UIImage? {
    if system { return UIImage(systemName: name) }
    if let image = UIImage.asset(named: name, in: load.folders) { return image }
    if let image = try? UIImage.load(named: name) { return image }
    load.fail(line, "uses image \"\(name)\", which no asset catalog in \(load.folderList) has",
              "drop the app's Assets.xcassets beside the storyboard")
    return nil
  }

  static let contentModes: [String: UIView.ContentMode] = [
    "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
    "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
    "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
  ]
  static let alignments: [String: NSTextAlignment] = [
    "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
  ]
  static let lineBreaks: [String: NSLineBreakMode] = [
    "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
    "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
  ]
  static let baselineAdjustments: [String: UIBaselineAdjustment] = [
    "alignBaselines": .alignBaselines, "alignCenters": .alignCenters, "none": .none,
  ]
  static let autoresizing: [String: UIView.AutoresizingMask] = [
    "flexibleMinX": .flexibleLeftMargin, "widthSizable": .flexibleWidth, "flexibleMaxX": .flexibleRightMargin,
    "flexibleMinY": .flexibleTopMargin, "heightSizable": .flexibleHeight, "flexibleMaxY": .flexibleBottomMargin,
  ]
  static let attributes: [String: NSLayoutConstraint.Attribute] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
    "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "firstBaseline": .firstBaseline,
    "lastBaseline": .lastBaseline, "baseline": .lastBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin,
    "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
    "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    "notAnAttribute": .notAnAttribute,
  ]
  static let relations: [String: NSLayoutConstraint.Relation] = [
    "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
  ]
}
