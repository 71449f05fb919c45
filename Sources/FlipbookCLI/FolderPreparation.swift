import Flipbook
import Foundation

/// The render folder, made ready on a thread of its own while the workers draw the
/// first frames.
///
/// Opening the folder hashes the baked scene for `frames.json` (`contentDigest()`),
/// checks what the folder holds and writes the manifest: 10–20 ms for alert-ios7,
/// during which both cores used to wait. A frame finished before the folder is
/// ready goes to the consuming thread unwritten (`isReady`), and every thread calls
/// `folder()` before it writes a frame, so `frames.json` still lands before any
/// frame, and a folder that refuses the render (another render's frames, a full
/// disk) stops the run with its own error before anything is written.
final class FolderPreparation: @unchecked Sendable {
  private let condition = NSCondition()
  private var result: Result<RenderFolder, Error>?

  /// Opens the folder on a new thread.
  init(_ open: @escaping @Sendable () throws -> RenderFolder) {
    let thread = Thread { [self] in
      let opened = Result { try open() }
      condition.lock()
      result = opened
      condition.broadcast()
      condition.unlock()
    }
    // The manifest's digest walks the baked scene as deep as a worker's tree goes.
    thread.stackSize = FramePipeline.workerStackSize
    thread.start()
  }

  /// A folder already open.
  init(ready folder: RenderFolder) { result = .success(folder) }

  /// Whether opening the folder has finished (well or not), without waiting.
  var isReady: Bool {
    condition.lock()
    defer { condition.unlock() }
    return result != nil
  }

  /// The open folder, once it is ready; throws what opening it threw.
  func folder() throws -> RenderFolder {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let result { return try result.get() }
      condition.wait()
    }
  }
}
