import Flipbook
@_exported import FlipbookSnapshot
import FlipbookTesting
import Foundation
@_exported import SnapshotTesting

// Strategies for pointfreeco's swift-snapshot-testing: its `assertSnapshot`,
// record modes (`withSnapshotTesting(record:)`, `SNAPSHOT_TESTING_RECORD`) and
// `__Snapshots__/<TestFile>/<test>.<n>.png` layout, with Flipbook's renderer
// and comparators.
//
//     assertSnapshot(of: AlertIOS7(), as: .frame(at: 0.3))
//     assertSnapshot(of: AlertIOS7(), as: .frames(at: [0, 0.15, 0.3]))
//     assertSnapshot(of: AlertIOS7(), as: .renderTree(at: 0.3))

extension Snapshotting where Value: Scene, Format == RGBAImage {
  /// The frame at `time` seconds, as a PNG reference.
  public static func frame(at time: Double, scale: CGFloat = 2, comparator: ImageComparator = .exact,
                           tolerance: Tolerance = .none) -> Snapshotting {
    frames(at: [time], scale: scale, comparator: comparator, tolerance: tolerance)
  }

  /// The frames at `times`, side by side in one PNG (4 points apart).
  public static func frames(at times: [Double], scale: CGFloat = 2, comparator: ImageComparator = .exact,
                            tolerance: Tolerance = .none) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .flipbookImage(comparator: comparator, tolerance: tolerance)) { scene in
      SceneBaking.bake(scene).map { SceneBaking.strip($0, times: times, scale: scale) } ?? RGBAImage(width: 0, height: 0, pixels: [])
    }
  }
}

extension Snapshotting where Value: Scene, Format == String {
  /// The render tree at `time` as text (`RenderTree.textDump()`): layers, frames, colours, what each draws.
  public static func renderTree(at time: Double) -> Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines) { scene in
      SceneBaking.bake(scene).map { SceneBaking.dump($0, at: time) } ?? ""
    }
  }
}

extension Snapshotting where Value == BakedScene, Format == RGBAImage {
  /// The frame of a scene already baked at `time` seconds, as a PNG reference (bake once, check several times).
  public static func frame(at time: Double, scale: CGFloat = 2, comparator: ImageComparator = .exact,
                           tolerance: Tolerance = .none) -> Snapshotting {
    frames(at: [time], scale: scale, comparator: comparator, tolerance: tolerance)
  }

  /// The frames of a scene already baked at `times`, side by side in one PNG (4 points apart).
  public static func frames(at times: [Double], scale: CGFloat = 2, comparator: ImageComparator = .exact,
                            tolerance: Tolerance = .none) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .flipbookImage(comparator: comparator, tolerance: tolerance)) { baked in
      SceneBaking.strip(baked, times: times, scale: scale)
    }
  }
}

extension Snapshotting where Value == BakedScene, Format == String {
  /// The render tree of a scene already baked at `time`, as text (`RenderTree.textDump()`).
  public static func renderTree(at time: Double) -> Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines) { SceneBaking.dump($0, at: time) }
  }
}

extension Diffing where Value == RGBAImage {
  /// PNG references compared by Flipbook's comparators (exact, pixelmatch, ΔE94), with
  /// the diff and a labelled side-by-side attached on failure.
  public static func flipbookImage(comparator: ImageComparator = .exact, tolerance: Tolerance = .none) -> Diffing {
    .diff(
      toData: { image in Data((try? PNGCodec.encode(image.bitmap, compression: .small)) ?? []) },
      fromData: { data in (try? PNGCodec.decode([UInt8](data))).map { RGBAImage($0) } ?? RGBAImage(width: 0, height: 0, pixels: []) }
    ) { reference, actual in
      guard reference.width == actual.width, reference.height == actual.height else {
        return ("the reference is \(reference.width)x\(reference.height) px but the render is \(actual.width)x\(actual.height) px", [])
      }
      let result = ImageComparison.compare(reference: reference, actual: actual, comparator: comparator, tolerance: tolerance)
      guard !result.passed else { return nil }
      var attachments: [DiffAttachment] = []
      let strip = ImageComparison.labeledSideBySide(reference: reference, actual: actual, diff: result.diff)
      if let png = try? PNGCodec.encode(strip.bitmap) { attachments.append(.data(Data(png), name: "side-by-side.png")) }
      // swift-snapshot-testing drops attachments on Linux: the images go where FlipbookTesting
      // writes them ($SNAPSHOT_ARTIFACTS, else the temporary folder), and the message names them.
      let name = ArtifactNames.next()
      guard let paths = try? SnapshotArtifacts.write(name: name, reference: reference, actual: actual, diff: result.diff) else {
        return ("the frame does not match its reference (\(comparator)): \(result.summary)", attachments)
      }
      return ("""
        the frame does not match its reference (\(comparator)): \(result.summary)
          reference: \(paths.reference ?? "(not written)")
          actual:    \(paths.actual)
          diff:      \(paths.diff ?? "(not written)")
          side by side (reference | actual | diff): \(paths.sideBySide ?? "(not written)")
        """, attachments)
    }
  }
}

/// Names for a failure's images: the running test's name (Swift Testing) and a count, so
/// the failures of one run never overwrite each other.
enum ArtifactNames {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var count = 0

  static func next() -> String {
    let n = lock.withLock { count += 1; return count }
    return "\(currentTestName() ?? "snapshot").\(n)"
  }
}

/// Baking and drawing inside a snapshot strategy, whose closures cannot throw: a
/// failure is reported as a test failure naming the cause.
enum SceneBaking {
  static func bake<S: Scene>(_ scene: S) -> BakedScene? {
    do {
      return try scene.bakeOnMainActor()
    } catch {
      return fail("cannot run scene '\(S.id)': \(error)", nil)
    }
  }

  static func dump(_ baked: BakedScene, at time: Double) -> String {
    do {
      return try baked.timeline.renderTree(at: time).textDump()
    } catch {
      return fail("cannot evaluate '\(baked.id)' at \(time) s: \(error)", "")
    }
  }

  static func strip(_ baked: BakedScene, times: [Double], scale: CGFloat) -> RGBAImage {
    let gap = 4
    // A time outside the scene is refused, as `assertSnapshot(of:at:)` and the command line refuse it.
    if let outside = times.first(where: { !($0 >= 0 && $0 <= baked.duration + 1e-9) }) {
      return fail("'\(baked.id)' has no frame at \(String(format: "%g", outside)) s: it lasts "
                  + "\(String(format: "%g", baked.duration)) s; give times from 0 to that", RGBAImage(width: 0, height: 0, pixels: []))
    }
    do {
      let options = RenderOptions(scale: scale, background: baked.canvas.background)
      let images = try times.map { RGBAImage(try Rasterizer().render(try baked.timeline.renderTree(at: $0), options: options)) }
      let height = images.map(\.height).max() ?? 0, width = images.map(\.width).reduce(0, +) + gap * max(images.count - 1, 0)
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      var x0 = 0
      for image in images {
        for y in 0..<image.height {
          let row = image.pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)]
          pixels.replaceSubrange((y * width + x0) * 4..<(y * width + x0 + image.width) * 4, with: row)
        }
        x0 += image.width + gap
      }
      return RGBAImage(width: width, height: height, pixels: pixels)
    } catch {
      return fail("cannot render '\(baked.id)': \(error)", RGBAImage(width: 0, height: 0, pixels: []))
    }
  }

  static func fail<T>(_ message: String, _ value: T, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                      line: UInt = #line) -> T {
    recordSnapshotFailure(message, message.contains("has no frame at") ? .timeOutsideScene : .sceneFailed, fileID, filePath, line, 0)
    return value
  }
}
