import Flipbook
import Foundation

/// SIGINT, SIGTERM and SIGHUP: stop ffmpeg, remove every temporary and partial
/// file, say what is kept, and exit 128 + the signal (130, 143, 129), as shells do.
/// Finished frames stay: each was renamed into place whole, so `--resume` can
/// finish the render.
enum Interruption {
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
  /// What the running command adds to the message (render: how to resume). Set
  /// once before the work starts.
  nonisolated(unsafe) static var hint = ""

  static func install() {
    guard sources.isEmpty else { return }
    for (signal, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")] {
      Foundation.signal(signal, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
      source.setEventHandler { stop(signal: signal, name: name) }
      source.resume()
      sources.append(source)
    }
  }

  private static func stop(signal: Int32, name: String) {
    let removed = UnfinishedWork.shared.stop()
    let files = removed == 1 ? "1 unfinished file" : "\(removed) unfinished files"
    let message = "\nflipbook: stopped by \(name); removed \(files).\(hint.isEmpty ? "" : " " + hint)\n"
    // write(2), not FileHandle: standard error may be a closed pipe by now (a `| tee` stopped by the same signal).
    _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    _exit(128 + signal)
  }
}
