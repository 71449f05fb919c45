import FlipbookImageIO
import FlipbookInterfaceBuilder
import Foundation

extension UIImage {
  /// UIKit's lookup of a named image in the app's asset catalogs first, then in `searchPaths`.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
    let folders = AppResources.folders(for: bundle)
    guard let image = UIImage.asset(named: name, in: folders) ?? (try? UIImage.load(named: name)),
          let cgImage = image.cgImage else { return nil }
    self.init(cgImage: cgImage, scale: image.scale)
    renderingMode = image.renderingMode
  }

  /// The image set `name` of an asset catalog in `folders`: the light variant whose
  /// scale is nearest the screen's (the exact one, else the next larger, else the
  /// largest), with the set's rendering intent. A file Flipbook cannot decode is reported.
  static func asset(named name: String, in folders: [String]) -> UIImage? {
    for catalog in AppResources.assetCatalogs(in: folders) {
      guard let set = catalog.images[name] else { continue }
      let light = set.variants.filter { !$0.dark }
      let screen = Double(UIScreen.main.scale)
      let ranked = light.sorted { a, b in
        let (sa, sb) = (a.scale ?? screen, b.scale ?? screen)
        let (ka, kb) = (sa >= screen ? sa - screen : 10 + screen - sa, sb >= screen ? sb - screen : 10 + screen - sb)
        return ka < kb
      }
      guard let variant = ranked.first else { continue }
      let out: UIImage
      do {
        if variant.path.lowercased().hasSuffix(".pdf") {
          // A vector image set: recorded as a drawing, sharp at any scale (iOS keeps the vectors too).
          out = UIImage(cgImage: try PDFVectors.read(contentsOf: variant.path, scale: UIScreen.main.scale), scale: UIScreen.main.scale)
        } else {
          let image = try UIImage.load(contentsOfFile: variant.path)
          guard let cgImage = image.cgImage else { return nil }
          out = UIImage(cgImage: cgImage, scale: variant.scale ?? 1)
        }
      } catch {
        VirtualClock.current.report(AuthoringError(
          problem: "image set \"\(name)\" in \(catalog.path) has \(variant.path), which Flipbook cannot read (\(error))",
          fix: "add a PNG of it to the image set (Flipbook reads PNG, vector PDF, and JPEG or HEIC through ffmpeg)"))
        return nil
      }
      out.renderingMode = set.renderingIntent == "template" ? .alwaysTemplate
        : set.renderingIntent == "original" ? .alwaysOriginal : .automatic
      return out
    }
    return nil
  }
}

extension UIColor {
  /// A colour set of the app's asset catalogs, as UIKit's `init?(named:)`: with a
  /// dark appearance, a dynamic colour (its "Any" value in light mode).
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// Creates a colour from the named colour set in the given bundle's asset catalogs, or returns `nil` if none has it.
  ///
  /// The trait collection is ignored: a colour set with a dark appearance gives a dynamic colour.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
    guard let color = UIColor.asset(named: name, in: AppResources.folders(for: bundle)) else { return nil }
    if color.isDynamic {
      self.init { color.resolvedColor(with: $0) }
    } else {
      self.init(cgColor: color.cgColor)
    }
  }

  static func asset(named name: String, in folders: [String]) -> UIColor? {
    for catalog in AppResources.assetCatalogs(in: folders) {
      guard let set = catalog.colors[name], let any = set.any ?? set.dark else { continue }
      guard let light = color(any) else { return nil }
      guard let darkValue = set.dark, set.any != nil, let dark = color(darkValue) else { return light }
      return UIColor { $0.userInterfaceStyle == .dark ? dark.resolvedColor(with: $0) : light.resolvedColor(with: $0) }
    }
    return nil
  }

  /// One appearance's value of a colour set.
  private static func color(_ value: IBColor) -> UIColor? {
    switch value {
    case .rgb(let r, let g, let b, let a, let space):
      return space.contains("p3") ? UIColor(displayP3Red: r, green: g, blue: b, alpha: a) : UIColor(red: r, green: g, blue: b, alpha: a)
    case .white(let w, let a): return UIColor(white: w, alpha: a)
    case .system(let reference):
      let stem = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
      return NibValues.systemColors[stem]
    case .named: return nil
    }
  }
}
