import Foundation
@_exported import FlipbookCoreAnimation
import FlipbookImageIO

// MARK: - UIImage

/// UIKit's image: a bitmap with a scale (pixels per point).
public final class UIImage: CGImageConvertible, Hashable, @unchecked Sendable {
  /// Equal when the same image (NSObject's identity equality, which UIImage keeps on iOS).
  public static func == (a: UIImage, b: UIImage) -> Bool { a === b }
  /// Hashes the image's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The image's underlying Core Graphics image, or `nil` for an empty image.
  public let cgImage: CGImage?
  /// Pixels per point: 2 for an `@2x` file.
  public let scale: CGFloat
  /// Whether views draw the image as is or as a mask of their tint (UIImage+Symbol.swift).
  public internal(set) var renderingMode = RenderingMode.automatic
  /// For a symbol image: its name and configuration, so it can be redrawn.
  var symbol: (name: String, configuration: SymbolConfiguration)?
  /// For a symbol made with `withTintColor`: the colour, kept when it is redrawn.
  var symbolTint: UIColor?

  package var bitmap: Bitmap? { cgImage?.bitmap }

  /// Folders `UIImage(named:)` searches, in order, relative to the working
  /// directory unless absolute. Set it once before building a scene.
  nonisolated(unsafe) public static var searchPaths: [String] = ["scenes/assets", "."]

  /// Creates an image from a Core Graphics image, with the given pixels per point.
  public init(cgImage: CGImage, scale: CGFloat = 1) {
    self.cgImage = cgImage
    self.scale = scale
  }

  /// An empty image (size zero; draws nothing), as `UIImage()` is on iOS.
  public init() {
    cgImage = nil
    scale = 1
  }

  /// Size in points.
  public var size: CGSize {
    guard let cgImage else { return .zero }
    return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
  }

  /// Loads a PNG file; the scale comes from an `@2x`/`@3x` suffix. Nil when it
  /// cannot be read (as UIKit); `UIImage.load(contentsOfFile:)` says why.
  public convenience init?(contentsOfFile path: String) {
    guard let image = try? UIImage.load(contentsOfFile: path), let cgImage = image.cgImage else { return nil }
    self.init(cgImage: cgImage, scale: image.scale)
  }

  /// Decodes PNG data, as UIKit's `init?(data:scale:)`; nil when it is not a PNG
  /// Flipbook reads.
  public convenience init?(data: Data, scale: CGFloat = 1) {
    guard let bitmap = try? PNGCodec.decode([UInt8](data)) else { return nil }
    self.init(cgImage: CGImage(bitmap: bitmap), scale: scale)
  }

  /// Finds `name` in the app's asset catalogs (AppResources), then in `searchPaths`
  /// (trying `name@2x.png`, `name@3x.png`, `name.png`, then `name` as given) and
  /// loads it. Nil when missing or unreadable; `UIImage.load(named:)` says why.
  public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

  /// Loads an image file (PNG; JPEG, HEIC, GIF, WebP, TIFF, BMP through ffmpeg), throwing an error that names the file.
  public static func load(contentsOfFile path: String) throws(ImageIOError) -> UIImage {
    // JPEG, HEIC and the other photo formats through ffmpeg (FFmpegImages); PNG directly.
    let isPhoto = FFmpegImages.extensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    let bitmap = isPhoto ? try FFmpegImages.decode(contentsOf: path) : try PNGCodec.read(contentsOf: path)
    return UIImage(cgImage: CGImage(bitmap: bitmap), scale: scaleSuffix(of: path))
  }

  /// Finds and loads a named image, throwing an error that names what was tried.
  /// We prefer `@2x`, Flipbook's default render scale, as a 2x device would.
  public static func load(named name: String) throws(ImageIOError) -> UIImage {
    let hasExtension = !URL(fileURLWithPath: name).pathExtension.isEmpty
    let candidates = hasExtension ? [name] : ["\(name)@2x.png", "\(name)@3x.png", "\(name).png", name]
    var tried: [String] = []
    for folder in searchPaths {
      for file in candidates {
        let path = name.hasPrefix("/") ? file : (folder as NSString).appendingPathComponent(file)
        tried.append(path)
        if FileManager.default.fileExists(atPath: path) { return try load(contentsOfFile: path) }
      }
      if name.hasPrefix("/") { break }
    }
    throw .unreadable(path: name, reason: "no such image; tried \(tried.joined(separator: ", "))")
  }

  static func scaleSuffix(of path: String) -> CGFloat {
    let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    if stem.hasSuffix("@3x") { return 3 }
    if stem.hasSuffix("@2x") { return 2 }
    return 1
  }
}
