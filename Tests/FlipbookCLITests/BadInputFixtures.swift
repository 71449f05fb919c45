import Foundation
@testable import Flipbook
@testable import FlipbookCLI
import FlipbookTestSupport

/// A working folder for one bad-input run: a good baked scene (`good.json`), broken
/// variants of it, a plain file, a folder named like a video, a symbolic link, and
/// another render's frames. Each case gets its own copy.
enum BadInputFixtures {
  /// The tiny test scene baked, as a JSON object to break.
  static var document: [String: Any] {
    guard let object = try? JSONSerialization.jsonObject(with: baked) as? [String: Any] else { return [:] }
    return object
  }

  private static let baked: Data = (try? TinyScene().bakeOnMainActor().jsonData()) ?? Data()

  /// `good.json` with `edit` applied to the whole document.
  static func variant(_ edit: (inout [String: Any]) -> Void) -> Data {
    var doc = document
    edit(&doc)
    return (try? JSONSerialization.data(withJSONObject: doc)) ?? Data()
  }

  /// Applies `edit` to the timeline's layers.
  static func layers(_ edit: @escaping (inout [[String: Any]]) -> Void) -> Data {
    variant { doc in
      var timeline = doc["timeline"] as? [String: Any] ?? [:]
      var layers = timeline["layers"] as? [[String: Any]] ?? []
      edit(&layers)
      timeline["layers"] = layers
      doc["timeline"] = timeline
    }
  }

  /// Applies `edit` to the first snapshot's layer state of the square (layers[1]).
  static func squareProps(_ edit: @escaping (inout [String: Any]) -> Void) -> Data {
    layers { layers in
      var snapshots = layers[1]["snapshots"] as? [[String: Any]] ?? []
      var props = snapshots[0]["props"] as? [String: Any] ?? [:]
      edit(&props)
      snapshots[0]["props"] = props
      layers[1]["snapshots"] = snapshots
    }
  }

  /// Applies `edit` to the square's first animation spec.
  static func squareAnimation(_ edit: @escaping (inout [String: Any]) -> Void) -> Data {
    layers { layers in
      var animations = layers[1]["animations"] as? [[String: Any]] ?? []
      edit(&animations[0])
      layers[1]["animations"] = animations
    }
  }

  static func scene(_ key: String, _ value: Any) -> Data {
    variant { doc in
      var scene = doc["scene"] as? [String: Any] ?? [:]
      scene[key] = value
      doc["scene"] = scene
    }
  }

  static let files: [String: Data] = [
    "good.json": variant { _ in },
    "not-json.json": Data("hello".utf8),
    "empty.json": Data(),
    "wrong-format.json": variant { $0["format"] = "lottie" },
    "future.json": variant { $0["version"] = 99 },
    "no-scene.json": variant { $0["scene"] = nil },
    "bad-image.json": variant { $0["images"] = ["not base64!"] },
    "missing-root.json": variant { doc in
      var timeline = doc["timeline"] as? [String: Any] ?? [:]
      timeline["root"] = 999
      doc["timeline"] = timeline
    },
    "duplicate-ids.json": layers { $0[1]["id"] = $0[0]["id"] },
    "cycle.json": layers { layers in
      var snapshots = layers[1]["snapshots"] as? [[String: Any]] ?? []
      snapshots[0]["sublayers"] = [layers[0]["id"] ?? 0]
      layers[1]["snapshots"] = snapshots
    },
    "held-twice.json": layers { layers in
      var snapshots = layers[0]["snapshots"] as? [[String: Any]] ?? []
      snapshots[0]["sublayers"] = [layers[1]["id"] ?? 0, layers[1]["id"] ?? 0]
      layers[0]["snapshots"] = snapshots
    },
    "unordered.json": layers { layers in
      var snapshots = layers[1]["snapshots"] as? [[String: Any]] ?? []
      var copy = snapshots[0]
      copy["time"] = -5
      snapshots.append(copy)
      layers[1]["snapshots"] = snapshots
    },
    "huge-bounds.json": squareProps { $0["bounds"] = [[0, 0], [1e300, 14]] },
    "unknown-property.json": squareProps { $0["sparkle"] = 1 },
    "unknown-option.json": squareProps { $0["cornerCurve"] = "squircle" },
    "wrong-type.json": squareProps { $0["opacity"] = "high" },
    "zero-duration.json": squareAnimation { record in
      var spec = record["spec"] as? [String: Any] ?? [:]
      var timing = spec["timing"] as? [String: Any] ?? [:]
      timing["duration"] = 0
      spec["timing"] = timing
      record["spec"] = spec
    },
    "huge-time.json": squareAnimation { record in
      var spec = record["spec"] as? [String: Any] ?? [:]
      var timing = spec["timing"] as? [String: Any] ?? [:]
      (timing["beginTime"], timing["timeOffset"]) = (-1e308, 1e308)
      spec["timing"] = timing
      record["spec"] = spec
    },
    "wide-canvas.json": variant { doc in
      var timeline = doc["timeline"] as? [String: Any] ?? [:]
      timeline["size"] = [9000, 10]
      doc["timeline"] = timeline
    },
    "fps-huge.json": scene("fps", 1e12),
    "fps-zero.json": scene("fps", 0),
    "fps-negative.json": scene("fps", -30),
    "duration-negative.json": scene("duration", -1),
    "duration-huge.json": scene("duration", 1e300),
    "too-many-frames.json": variant { doc in
      var scene = doc["scene"] as? [String: Any] ?? [:]
      scene["duration"] = 80_000
      scene["fps"] = 1000
      doc["scene"] = scene
    },
    "id-escapes.json": scene("id", "../../etc"),
    "scale-zero.json": scene("scale", 0),
    "canvas-zero.json": variant { doc in
      var timeline = doc["timeline"] as? [String: Any] ?? [:]
      timeline["size"] = [0, 0]
      doc["timeline"] = timeline
    },
    "canvas-huge.json": variant { doc in
      var timeline = doc["timeline"] as? [String: Any] ?? [:]
      timeline["size"] = [1e9, 10]
      doc["timeline"] = timeline
    },
    "afile": Data("a user's file\n".utf8),
    "afolder.mp4/keep.txt": Data("a user's file in a folder named like a video\n".utf8),
    "other/frame_00000.png": Data("another render's frame".utf8),
    "other/frames.json": Data(#"{"settings":{"scene":"elsewhere","sceneDigest":"0","version":"0","fps":30,"size":[1,1],"scale":1,"pixelSize":[1,1],"background":"transparent","png":"fast"},"duration":0,"frames":[]}"#.utf8),
  ]

  /// A fresh folder holding the fixtures (and `link.mp4` → `afile`).
  static func make() throws -> URL {
    let folder = temporaryFolder()
    for (name, data) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.mp4").path, withDestinationPath: "afile")
    return folder
  }
}
