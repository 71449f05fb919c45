import Foundation

/// An `.xcassets` folder as plain values: image sets and colour sets by name,
/// read from their `Contents.json` (groups that provide a namespace prefix names,
/// as `UIImage(named: "Icons/star")` expects).
public struct AssetCatalog: Sendable {
  /// One file of an image set, for one scale and appearance.
  public struct ImageVariant: Sendable, Equatable {
    /// The file's absolute path.
    public var path: String
    /// 1, 2 or 3; nil for a single-scale (vector) image.
    public var scale: Double?
    /// A Boolean value that indicates whether the file is for the dark appearance.
    public var dark: Bool
  }

  /// An image set (an `.imageset` or `.symbolset` folder): the files one image name stands for.
  public struct ImageSet: Sendable, Equatable {
    /// The set's files for the idioms an iPhone reads (universal and iPhone), in `Contents.json` order.
    public var variants: [ImageVariant]
    /// `template-rendering-intent`: "template", "original", or nil (automatic).
    public var renderingIntent: String?
  }

  /// A color set (a `.colorset` folder): one named color for the plain and dark appearances.
  public struct ColorSet: Sendable, Equatable {
    /// The color for any appearance, or `nil` if the set has none.
    public var any: IBColor?
    /// The color for the dark appearance, or `nil` if the set has none.
    public var dark: IBColor?
    /// Creates a color set with the given colors for any appearance and for the dark appearance.
    public init(any: IBColor? = nil, dark: IBColor? = nil) { (self.any, self.dark) = (any, dark) }
  }

  /// The path of the `.xcassets` folder.
  public var path: String
  /// The catalog's image sets by name, prefixed with the names of groups that provide a namespace.
  public var images: [String: ImageSet] = [:]
  /// The catalog's color sets by name, prefixed with the names of groups that provide a namespace.
  public var colors: [String: ColorSet] = [:]

  /// Creates an empty catalog for the `.xcassets` folder at a path.
  public init(path: String) { self.path = path }

  /// Idioms an iPhone reads (a set may also carry iPad, Mac or watch variants).
  static let idioms: Set<String> = ["universal", "iphone"]

  /// Reads the image and color sets of the `.xcassets` folder at a path.
  ///
  /// Throws an `IBError` when an asset's `Contents.json` is missing or malformed.
  public static func read(at path: String) throws(IBError) -> AssetCatalog {
    var catalog = AssetCatalog(path: path)
    try catalog.walk(URL(fileURLWithPath: path), prefix: "")
    return catalog
  }

  private mutating func walk(_ folder: URL, prefix: String) throws(IBError) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    for name in names where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
      let stem = (name as NSString).deletingPathExtension
      switch url.pathExtension {
      case "imageset", "symbolset": images[prefix + stem] = try imageSet(url)
      case "colorset": colors[prefix + stem] = try colorSet(url)
      case "": 
        let namespace = (try? Self.json(url.appendingPathComponent("Contents.json")))
          .flatMap { ($0["properties"] as? [String: Any])?["provides-namespace"] as? Bool } ?? false
        try walk(url, prefix: namespace ? prefix + name + "/" : prefix)
      default: continue
      }
    }
  }

  static func json(_ url: URL) throws(IBError) -> [String: Any] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw IBError(file: url.path, line: 0, problem: "is missing", fix: "every asset folder has a Contents.json; add the asset again in Xcode")
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw IBError(file: url.path, line: 0, problem: "is not a JSON object", fix: "restore it from version control")
    }
    return object
  }

  private func imageSet(_ url: URL) throws(IBError) -> ImageSet {
    let contents = try Self.json(url.appendingPathComponent("Contents.json"))
    var variants: [ImageVariant] = []
    for entry in contents["images"] as? [[String: Any]] ?? [] {
      guard let file = entry["filename"] as? String, Self.idioms.contains(entry["idiom"] as? String ?? "universal")
      else { continue }
      let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }
      variants.append(ImageVariant(path: url.appendingPathComponent(file).path, scale: scale, dark: Self.isDark(entry)))
    }
    let intent = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String
    return ImageSet(variants: variants, renderingIntent: intent)
  }

  private func colorSet(_ url: URL) throws(IBError) -> ColorSet {
    let file = url.appendingPathComponent("Contents.json")
    var set = ColorSet()
    for entry in try Self.json(file)["colors"] as? [[String: Any]] ?? [] {
      guard Self.idioms.contains(entry["idiom"] as? String ?? "universal"),
            let color = try Self.color(entry["color"] as? [String: Any], file: file.path) else { continue }
      if Self.isDark(entry) { set.dark = color } else if Self.isPlain(entry) { set.any = color }
    }
    return set
  }

  static func isDark(_ entry: [String: Any]) -> Bool {
    (entry["appearances"] as? [[String: Any]] ?? []).contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
  }

  /// An entry for no particular appearance (not dark, light-only or high-contrast).
  static func isPlain(_ entry: [String: Any]) -> Bool { (entry["appearances"] as? [[String: Any]] ?? []).isEmpty }

  /// A colour entry: components as `0.5`, `128` (of 255) or `0x80`; a system colour reference.
  static func color(_ object: [String: Any]?, file: String) throws(IBError) -> IBColor? {
    guard let object else { return nil }
    if let reference = object["reference"] as? String { return .system(reference) }
    let components = object["components"] as? [String: Any] ?? [:]
    func component(_ key: String) throws(IBError) -> Double? {
      guard let raw = components[key] else { return nil }
      let text = "\(raw)".trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("0x"), let v = Int(text.dropFirst(2), radix: 16) { return Double(v) / 255 }
      guard let v = Double(text), v.isFinite else {
        throw IBError(file: file, line: 0, problem: "has colour component \(key) = \"\(text)\", which is not a number",
                      fix: "set the colour again in Xcode's attributes inspector")
      }
      return text.contains(".") || v <= 1 ? v : v / 255
    }
    let alpha = try component("alpha") ?? 1
    if let white = try component("white") { return .white(white, alpha: alpha) }
    guard let r = try component("red"), let g = try component("green"), let b = try component("blue") else { return nil }
    return .rgb(red: r, green: g, blue: b, alpha: alpha, space: object["color-space"] as? String ?? "srgb")
  }
}
