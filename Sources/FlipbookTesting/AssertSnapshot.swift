import Flipbook
@_exported import FlipbookSnapshot
import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Snapshot tests of animation frames, for Swift Testing and XCTest alike.
///
/// ```swift
/// @Test func alertAppears() {
///   assertSnapshot(of: AlertIOS7(), at: 0.15)
/// }
/// ```
///
/// References live next to the test file in `__Snapshots__/<TestFile>/<test>.<name>.png`;
/// the name is the scene's id and the time unless given (`alert-ios7.t0150` for 0.15 s,
/// `alert-ios7@3x.t0150` at another scale than 2), so two scenes checked at one time in
/// one test never share a file, and one file named by two calls in a run is refused.
/// Scale 2 by default, as `flipbook check` (an iPhone's; the two routes record the
/// same references). A time outside the scene is refused. Record modes as swift-snapshot-testing:
/// `FLIPBOOK_RECORD=all|missing|failed|never` (default `missing`, `never` when `CI` is set).
/// A failure records an issue (Swift Testing) or calls `XCTFail` (XCTest) with the paths of the
/// reference, actual, diff and side-by-side images. Callable from any thread: the scene
/// builds on the main actor (`bakeOnMainActor`).
@discardableResult
public func assertSnapshot(
  of scene: some Scene, at time: Double, named name: String? = nil, scale: CGFloat = 2,
  comparator: ImageComparator = .exact, tolerance: Tolerance = .none, record: RecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
  let baked: BakedScene
  do {
    baked = try scene.bakeOnMainActor()
  } catch {
    recordSnapshotFailure("cannot run scene '\(type(of: scene).id)': \(error)", .sceneFailed, fileID, filePath, line, column)
    return nil
  }
  return assertSnapshot(of: baked, at: time, named: name, scale: scale, comparator: comparator, tolerance: tolerance,
                        record: record, snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath,
                        testName: testName, line: line, column: column)
}

/// The same for a scene already baked (bake once, check several times).
@discardableResult
public func assertSnapshot(
  of baked: BakedScene, at time: Double, named name: String? = nil, scale: CGFloat = 2,
  comparator: ImageComparator = .exact, tolerance: Tolerance = .none, record: RecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
  guard time.isFinite, time >= 0, time <= baked.duration + 1e-9 else {
    let length = String(format: "%g", baked.duration)
    recordSnapshotFailure("'\(baked.id)' has no frame at \(String(format: "%g", time)) s: it lasts \(length) s; give a time from 0 to \(length)",
                          .timeOutsideScene, fileID, filePath, line, column)
    return nil
  }
  let image: RasterImage
  do {
    image = try Rasterizer().render(try baked.timeline.renderTree(at: time),
                                    options: RenderOptions(scale: scale, background: baked.canvas.background))
  } catch {
    recordSnapshotFailure("cannot render '\(baked.id)' at \(time) s: \(error)", .sceneFailed, fileID, filePath, line, column)
    return nil
  }
  let testFile = URL(fileURLWithPath: "\(filePath)")
  let folder = snapshotDirectory ?? testFile.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__").appendingPathComponent(testFile.deletingPathExtension().lastPathComponent).path
  let scaleMark = scale == 2 ? "" : "@\(String(format: "%g", Double(scale)))x"
  let label = name ?? baked.id + scaleMark + String(format: ".t%04d", Int((time * 1000).rounded()))
  let file = "\(sanitize(testName)).\(sanitize(label)).png"
  let referencePath = (folder as NSString).appendingPathComponent(file)
  if let other = ReferenceClaims.shared.claim(referencePath, by: "\(fileID):\(line):\(column)") {
    recordSnapshotFailure("\(file) is already checked by the snapshot at \(other) in this run: two snapshots would share one "
                          + "reference; give one of them its own name (named: \"…\")", .nameTaken, fileID, filePath, line, column)
    return nil
  }
  let checker = SnapshotChecker(comparator: comparator, tolerance: tolerance, record: record ?? .fromEnvironment(),
                                rerecordHint: "re-record with FLIPBOOK_RECORD=failed (or delete \(file)) and run the tests again")
  let outcome = checker.check(RGBAImage(image), referencePath: referencePath,
                              name: "\(testFile.deletingPathExtension().lastPathComponent).\(file.dropLast(4))")
  if !outcome.passed {
    // Recorded now, or missing where nothing may be recorded (CI): no reference to match yet.
    let noReference = outcome.status == .recorded || (outcome.result == nil && !FileManager.default.fileExists(atPath: referencePath))
    recordSnapshotFailure(outcome.message, noReference ? .noReference : .mismatch, fileID, filePath, line, column)
  }
  return outcome
}

/// `testAlertAppears()` → `testAlertAppears`; anything but letters, digits, `-`, `_`, `.` and `@` becomes `_`.
func sanitize(_ s: String) -> String {
  var name = s
  if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
  return String(name.map { $0.isLetter || $0.isNumber || "-_.@".contains($0) ? $0 : "_" })
}

