import Foundation
import FlipbookCoreAnimation
import FlipbookUIKit

/// What a scene's URLs return, and how long they take (per scene's clock).
final class NetworkState: ClockSlot, @unchecked Sendable {
  enum Source { case file(String), data(Data) }
  var served: [String: Source] = [:]
  var latency = 0.3
  private var tasks = 0

  init() {}

  static var current: NetworkState { VirtualClock.current.slot(NetworkState.self) }

  func nextTask() -> Int {
    tasks += 1
    return tasks
  }

  /// The bytes for `url`, or an error naming it and the fix.
  func answer(for url: URL) -> Result<Data, AuthoringError> {
    let missing = AuthoringError(
      problem: "URLSession asked for \(url.absoluteString), which nothing serves (a scene has no network)",
      fix: "Call VirtualURLSession.serve(\"\(url.absoluteString)\", file: \"…\") in the scene, or put a file named "
        + "'\(url.lastPathComponent)' in one of UIImage.searchPaths (\(UIImage.searchPaths.joined(separator: ", "))).")
    switch served[url.absoluteString] {
    case .data(let data): return .success(data)
    case .file(let name): return read(name).map(Result.success) ?? .failure(missing)
    case nil:
      if url.isFileURL { return read(url.path).map(Result.success) ?? .failure(missing) }
      return url.lastPathComponent.isEmpty ? .failure(missing) : read(url.lastPathComponent).map(Result.success) ?? .failure(missing)
    }
  }

  /// A file's bytes: a path as given, else a name in `UIImage.searchPaths`.
  private func read(_ name: String) -> Data? {
    let paths = name.hasPrefix("/") ? [name] : [name] + UIImage.searchPaths.map { ($0 as NSString).appendingPathComponent(name) }
    for path in paths {
      var isDir: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue,
         let data = FileManager.default.contents(atPath: path) { return data }
    }
    return nil
  }
}
