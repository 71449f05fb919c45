internal import CCairo
import Foundation

/// Font files an app ships (`.ttf`, `.otf`, `.ttc` pasted beside its storyboards),
/// added to fontconfig's running configuration so Pango draws them; a font is then
/// found by its PostScript name (`OpenSans-Bold`, as `UIFont(name:size:)` and
/// Interface Builder name it) or its family name. Faces are only known to the
/// process that registered them: a baked file rendered by another process draws
/// such text in the fallback family.
package enum FontFiles {
  nonisolated(unsafe) private static var families: [String: String] = [:]
  nonisolated(unsafe) private static var registered: Set<String> = []
  private static let lock = NSLock()

  /// Adds the font file at `path` (once); returns the PostScript names of its faces.
  @discardableResult
  package static func register(path: String) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    guard registered.insert(path).inserted else { return [] }
    var names: [String] = []
    var faces = 0
    var count: Int32 = 1
    var index: UInt32 = 0
    while index < UInt32(max(count, 1)), index < 64 {
      guard let pattern = FcFreeTypeQuery(path, index, nil, &count) else { break }
      defer { FcPatternDestroy(pattern) }
      guard let family = string(pattern, "family") else { index += 1; continue }
      faces += 1
      families[family.lowercased()] = family
      if let postscript = string(pattern, "postscriptname") {
        families[postscript.lowercased()] = family
        names.append(postscript)
      }
      index += 1
    }
    guard faces > 0, FcConfigAppFontAddFile(FcConfigGetCurrent(), path) != 0 else { return [] }
    pango_fc_font_map_config_changed(pango_cairo_font_map_get_default())
    MeasuredSizes.shared.forgetAll()
    return names
  }

  /// The family of a registered face named `name` (PostScript or family name), if any.
  package static func family(named name: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    return families[name.lowercased()]
  }

  private static func string(_ pattern: OpaquePointer, _ key: String) -> String? {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
    return String(cString: value)
  }
}
