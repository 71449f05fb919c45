import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// What went wrong with a snapshot: Swift Testing's headline names it
/// ("Expectation failed: snapshotMatchesItsReference"), the comment under it says why.
public enum SnapshotFailure: Sendable {
  /// A failure in which the image does not match its reference (`snapshotMatchesItsReference`).
  case mismatch
  /// A failure in which there is no reference yet: just recorded, or not recordable here (`snapshotHasAReference`).
  case noReference
  /// A failure in which the time asked for lies outside the scene's length (`snapshotTimeIsInsideTheScene`).
  case timeOutsideScene
  /// A failure in which another call site checks the same reference file in this run (`snapshotNameIsUnique`).
  case nameTaken
  /// A failure in which the scene could not be run or rendered (`sceneRunsAndRenders`).
  case sceneFailed
}

/// The reference files assertions used in this run, and by which call (file:line:column):
/// a second call site naming the same file is refused. The same call again (a loop,
/// a repeated test) may check its own file again.
final class ReferenceClaims: @unchecked Sendable {
  static let shared = ReferenceClaims()
  private let lock = NSLock()
  private var owners: [String: String] = [:]

  /// nil when `path` is free or already `caller`'s; else the call that claimed it.
  func claim(_ path: String, by caller: String) -> String? {
    lock.withLock {
      if let owner = owners[path], owner != caller { return owner }
      owners[path] = caller
      return nil
    }
  }
}

/// The running test's name, for the artifacts of a failure (nil outside Swift Testing).
public func currentTestName() -> String? {
  #if canImport(Testing)
  return Test.current.map { sanitize($0.name) }
  #else
  return nil
  #endif
}

/// Records a failure where the test runs: an issue under Swift Testing (an expectation
/// named after what failed, with `message` as its comment), `XCTFail` under XCTest.
public func recordSnapshotFailure(_ message: String, _ kind: SnapshotFailure = .mismatch, _ fileID: StaticString,
                                  _ filePath: StaticString, _ line: UInt, _ column: UInt) {
  #if canImport(Testing)
  if Test.current != nil {
    // Swift Testing requires a line and column from 1.
    let at = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: max(1, Int(line)), column: max(1, Int(column)))
    let why = Comment(rawValue: message)
    let (snapshotMatchesItsReference, snapshotHasAReference, snapshotTimeIsInsideTheScene, snapshotNameIsUnique,
         sceneRunsAndRenders) = (kind != .mismatch, kind != .noReference, kind != .timeOutsideScene, kind != .nameTaken,
                                 kind != .sceneFailed)
    #expect(snapshotMatchesItsReference, why, sourceLocation: at)
    #expect(snapshotHasAReference, why, sourceLocation: at)
    #expect(snapshotTimeIsInsideTheScene, why, sourceLocation: at)
    #expect(snapshotNameIsUnique, why, sourceLocation: at)
    #expect(sceneRunsAndRenders, why, sourceLocation: at)
    return
  }
  #endif
  #if canImport(XCTest)
  XCTFail(message, file: filePath, line: line)
  #else
  FileHandle.standardError.write(Data("snapshot failed: \(message)\n".utf8))
  #endif
}
