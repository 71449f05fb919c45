import Foundation
import Testing
import Flipbook

/// `ChildExit` replaces `Process.waitUntilExit()` (which notices the end in 50 ms
/// steps on Linux): it must still return only once the child has ended, with its
/// status set, and return again when asked twice. A lost end would hang the wait,
/// so the suite has a time limit.
@Suite(.timeLimit(.minutes(1))) struct ChildExitTests {
  @Test func waitingReturnsOnceTheChildHasEndedWithItsStatus() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "sleep 0.2; exit 3"]
    let exit = try process.runNoticingExit()
    exit.wait()
    #expect(!process.isRunning)
    #expect(process.terminationStatus == 3)
    exit.wait()  // a second wait does not block
    #expect(process.terminationStatus == 3)
  }

  @Test func aChildThatEndedBeforeTheWaitIsNoticed() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    let exit = try process.runNoticingExit()
    usleep(100_000)
    exit.wait()
    #expect(process.terminationStatus == 0)
  }
}
