import Flipbook
import Foundation

/// Every built-in scene, by id.
public enum Scenes {
  public static let all: [any Scene.Type] = [AlertIOS7.self]

  public static func scene(id: String) -> (any Scene.Type)? { all.first { $0.id == id } }

  /// The folder holding the scenes' images (found relative to this source file,
  /// so scenes load their assets from any working directory).
  public static let assetsFolder: String =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("assets").path

  /// Makes `UIImage(named:)` find the scenes' assets.
  public static func useAssets() {
    if !UIImage.searchPaths.contains(assetsFolder) { UIImage.searchPaths.insert(assetsFolder, at: 0) }
  }
}
