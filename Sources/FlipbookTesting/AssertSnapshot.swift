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
/// References live next to the test file in `__Snapshots__/<TestFile>/<test>.<name>.png`
/// (name: `t0150` for 0.15 s unless given). Record modes as swift-snapshot-testing:
/// `FLIPBOOK_RECORD=all|missing|failed|never` (default `missing`, `never` when `CI` is set).
/// A failure records an issue (Swift Testing) or calls `XCTFail` (XCTest) with the paths of the
/// reference, actual, diff and side-by-side images. Callable from any thread: the scene
/// builds on the main actor (`bakeOnMainActor`).
@discardableResult
public func assertSnapshot(
  of scene: some Scene, at time: Double, named name: String? = nil, scale: CGFloat = 1,
  comparator: ImageComparator = .exact, tolerance: Tolerance = .none, record: RecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
  let baked: BakedScene
  do {
    baked = try scene.bakeOnMainActor()
  } catch {
    recordSnapshotFailure("cannot run scene '\(type(of: scene).id)': \(error)", fileID, filePath, line, column)
    return nil
  }
  return assertSnapshot(of: baked, at: time, named: name, scale: scale, comparator: comparator, tolerance: tolerance,
                        record: record, snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath,
                        testName: testName, line: line, column: column)
}

/// The same for a scene already baked (bake once, check several times).
@discardableResult
public func assertSnapshot(
  of baked: BakedScene, at time: Double, named name: String? = nil, scale: CGFloat = 1,
  comparator: ImageComparator = .exact, tolerance: Tolerance = .none, record: RecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome? {
  let image: RasterImage
  do {
    image = try Rasterizer().render(try baked.timeline.renderTree(at: time),
                                    options: RenderOptions(scale: scale, background: baked.canvas.background))
  } catch {
    recordSnapshotFailure("cannot render '\(baked.id)' at \(time) s: \(error)", fileID, filePath, line, column)
    return nil
  }
  let testFile = URL(fileURLWithPath: "\(filePath)")
  let folder = snapshotDirectory ?? testFile.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__").appendingPathComponent(testFile.deletingPathExtension().lastPathComponent).path
  let label = name ?? String(format: "t%04d", Int((time * 1000).rounded()))
  let file = "\(sanitize(testName)).\(sanitize(label)).png"
  let checker = SnapshotChecker(comparator: comparator, tolerance: tolerance, record: record ?? .fromEnvironment(),
                                rerecordHint: "re-record with FLIPBOOK_RECORD=failed (or delete \(file)) and run the tests again")
  let outcome = checker.check(RGBAImage(image), referencePath: (folder as NSString).appendingPathComponent(file),
                              name: "\(testFile.deletingPathExtension().lastPathComponent).\(file.dropLast(4))")
  if !outcome.passed { recordSnapshotFailure(outcome.message, fileID, filePath, line, column) }
  return outcome
}

/// `testAlertAppears()` → `testAlertAppears`; anything but letters, digits, `-`, `_` and `.` becomes `_`.
func sanitize(_ s: String) -> String {
  var name = s
  if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
  return String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
}

/// Records a failure where the test runs: an issue under Swift Testing, `XCTFail` under XCTest.
public func recordSnapshotFailure(_ message: String, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
  #if canImport(Testing)
  if Test.current != nil {
    Issue.record(Comment(rawValue: message),
                 sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    return
  }
  #endif
  #if canImport(XCTest)
  XCTFail(message, file: filePath, line: line)
  #else
  FileHandle.standardError.write(Data("snapshot failed: \(message)\n".utf8))
  #endif
}
