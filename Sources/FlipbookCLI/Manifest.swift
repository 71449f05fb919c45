import ArgumentParser
import Flipbook
import Foundation

extension FlipbookCLI.Render {
  /// `frames.json`: the render's settings and its frames with their times.
  struct Manifest: Codable, Equatable {
    struct Frame: Codable, Equatable {
      var frame: Int
      var time: Double
      var file: String
    }

    /// Everything that decides a frame's bytes: two renders with equal settings
    /// write identical files, so their frames may share a folder (and `--resume`).
    struct Settings: Codable, Equatable {
      var scene: String
      /// The baked scene's content digest (`BakedScene.contentDigest()`, 64 bits): changes when the scene does.
      var sceneDigest: String
      var version: String
      var fps: Double
      /// Canvas size in points.
      var size: [Double]
      var scale: Double
      /// The part of the canvas drawn (x, y, w, h in points), when cropped.
      var crop: [Double]?
      var pixelSize: [Int]
      /// `transparent` or `#rrggbbaa`.
      var background: String
      var png: String

      init(baked: BakedScene, options: RenderOptions, png: PNGCompression) throws {
        try self.init(baked: baked, options: options, png: png.rawValue)
      }

      /// `png` is the PNG compression, or for a video segment its container.
      init(baked: BakedScene, options: RenderOptions, png: String) throws {
        scene = baked.id
        sceneDigest = try baked.contentDigest()
        version = FlipbookCLI.version
        fps = baked.canvas.fps
        size = [Double(baked.canvas.size.width), Double(baked.canvas.size.height)]
        scale = Double(options.scale)
        crop = options.crop.map { [$0.minX, $0.minY, $0.width, $0.height].map(Double.init) }
        let pixels = SceneOptions.pixels(options.crop ?? CGRect(origin: .zero, size: baked.canvas.size), scale)
        pixelSize = [pixels.width, pixels.height]
        background = options.background.map(Digest.hex) ?? "transparent"
        self.png = png
      }

      var summary: String {
        "'\(scene)' at \(Parsing.number(scale))x\(crop.map { ", crop \($0.map(Parsing.number).joined(separator: ","))" } ?? ""), \(String(format: "%g", fps)) fps, background \(background), PNG \(png)"
          + " (scene digest \(sceneDigest.prefix(8)), Flipbook \(version))"
      }
    }

    var settings: Settings
    var duration: Double
    var frames: [Frame]
  }
}

extension PNGCompression: ExpressibleByArgument {}

enum Digest {
  static func fnv1a(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(format: "%016llx", hash)
  }

  static func hex(_ color: CGColor) -> String {
    func byte(_ v: CGFloat) -> String { String(format: "%02x", Int((min(max(Double(v), 0), 1) * 255).rounded())) }
    return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + byte(color.alpha)
  }
}
