import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// iOS 15's `async` loading: `let (data, response) = try await URLSession.shared.data(from: url)`
// resumes the task when the virtual answer arrives (`latency` later, on the scene's
// clock); cancelling the task cancels the load with `URLError(.cancelled)`, as on iOS.
extension VirtualURLSession {
  /// Loads the contents of a URL and returns its data and response once the virtual answer arrives.
  ///
  /// The delegate is accepted for source compatibility and ignored; the answer comes `latency` later on the scene's
  /// virtual clock.
  public func data(from url: URL, delegate: AnyObject? = nil) async throws -> (Data, URLResponse) {
    try await data(for: URLRequest(url: url), delegate: delegate)
  }

  /// Loads the data for a URL request and returns its data and response once the virtual answer arrives.
  ///
  /// The delegate is accepted for source compatibility and ignored; cancelling the task throws `URLError(.cancelled)`.
  public func data(for request: URLRequest, delegate: AnyObject? = nil) async throws -> (Data, URLResponse) {
    let load = PendingLoad()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (done: CheckedContinuation<(Data, URLResponse), any Error>) in
        let task = dataTask(with: request) { data, response, error in
          if let data, let response { done.resume(returning: (data, response)) }
          else { done.resume(throwing: error ?? URLError(.unknown)) }
        }
        load.start(task)
      }
    } onCancel: {
      load.cancel()
    }
  }
}

/// The data task behind one `async` load, for cancellation from another context.
private final class PendingLoad: @unchecked Sendable {
  private let lock = NSLock()
  private var task: VirtualURLSessionDataTask?
  private var cancelled = false

  func start(_ task: VirtualURLSessionDataTask) {
    let cancelledFirst = lock.withLock { () -> Bool in
      self.task = task
      return cancelled
    }
    task.resume()
    if cancelledFirst { task.cancel() }
  }

  func cancel() {
    let task = lock.withLock { () -> VirtualURLSessionDataTask? in
      cancelled = true
      return self.task
    }
    task?.cancel()
  }
}
