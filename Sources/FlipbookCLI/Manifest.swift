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
      /// FNV-1a (64 bits) of the baked scene document: changes when the scene does.
      var sceneDigest: String
      var version: String
      var fps: Double
      /// Canvas size in points.
      var size: [Double]
      var scale: Int
      var pixelSize: [Int]
      /// `transparent` or `#rrggbbaa`.
      var background: String
      var png: String

      init(baked: BakedScene, scale: Int, background: CGColor?, png: PNGCompression) throws {
        scene = baked.id
        sceneDigest = Digest.fnv1a(try baked.jsonData())
        version = FlipbookCLI.configuration.version
        fps = baked.canvas.fps
        size = [Double(baked.canvas.size.width), Double(baked.canvas.size.height)]
        self.scale = scale
        let pixels = baked.canvas.pixelSize(scale: Double(scale))
        pixelSize = [pixels.width, pixels.height]
        self.background = background.map(Digest.hex) ?? "transparent"
        self.png = png.rawValue
      }

      var summary: String {
        "'\(scene)' at \(scale)x, \(String(format: "%g", fps)) fps, background \(background), PNG \(png)"
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
