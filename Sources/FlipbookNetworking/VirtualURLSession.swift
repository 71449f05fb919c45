import FlipbookCoreAnimation
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSession` on the scene's virtual clock, serving local files: a scene has no
/// network, and its frames must not depend on one. A URL is answered, after
/// `latency` seconds of virtual time, by what `serve(_:file:)` or `serve(_:data:)`
/// named for it, by a `file://` URL's file, or by a file of the same name in
/// `UIImage.searchPaths`; a URL with nothing behind it fails the scene, naming it.
/// Files that import UIKit get it as `URLSession` (the guide, "Pasting iOS code").
public final class VirtualURLSession: @unchecked Sendable {
  /// The shared session, with the default configuration.
  public static let shared = VirtualURLSession(configuration: .default)
  /// The configuration the session was created with; kept for the API, it does not change how URLs are answered.
  public let configuration: URLSessionConfiguration

  /// Creates a session with the given configuration.
  public init(configuration: URLSessionConfiguration) { self.configuration = configuration }

  /// Delegates are kept for the signature; the completion-handler calls are what Flipbook runs.
  public convenience init(configuration: URLSessionConfiguration, delegate: AnyObject?, delegateQueue queue: VirtualOperationQueue?) {
    self.init(configuration: configuration)
  }

  /// Creates a task that loads the contents of a URL and calls the handler when the virtual answer arrives.
  public func dataTask(with url: URL,
                       completionHandler: @escaping @Sendable (Data?, URLResponse?, Error?) -> Void) -> VirtualURLSessionDataTask {
    dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
  }

  /// Creates a task that loads the data for a URL request and calls the handler when the virtual answer arrives.
  ///
  /// The task starts suspended; call `resume()` to schedule its completion on the scene's clock.
  public func dataTask(with request: URLRequest,
                       completionHandler: @escaping @Sendable (Data?, URLResponse?, Error?) -> Void) -> VirtualURLSessionDataTask {
    VirtualURLSessionDataTask(request: request, completion: completionHandler)
  }

  /// Serves `file` (a path, or a name found in `UIImage.searchPaths`) for `url` in the running scene.
  public static func serve(_ url: String, file: String) { NetworkState.current.served[url] = .file(file) }
  /// Serves `data` for `url` in the running scene.
  public static func serve(_ url: String, data: Data) { NetworkState.current.served[url] = .data(data) }
  /// Virtual seconds between `resume()` and the completion (default 0.3; per scene).
  public static var latency: Double {
    get { NetworkState.current.latency }
    set { NetworkState.current.latency = max(0, newValue.isFinite ? newValue : 0) }
  }
}

/// A data task: `resume()` schedules its completion on the scene's clock.
public final class VirtualURLSessionDataTask: @unchecked Sendable {
  /// A state of a data task, from `suspended` (a new task) to `completed`.
  public enum State: Int, Sendable {
    /// A state in which the task is waiting for its answer on the scene's clock.
    case running
    /// A state in which the task has not been resumed yet.
    case suspended
    /// A state in which the task has been cancelled; a running one completes with `URLError(.cancelled)`.
    case canceling
    /// A state in which the task has delivered its answer or its cancellation to the completion handler.
    case completed
  }
  /// The request the task was created with.
  public let originalRequest: URLRequest?
  /// The request the task is currently handling; here always the same as `originalRequest`, as nothing redirects.
  public var currentRequest: URLRequest? { originalRequest }
  /// The task's current state; a new task starts `suspended`.
  public private(set) var state = State.suspended
  /// A number that identifies the task uniquely within its scene.
  public let taskIdentifier: Int
  private let completion: @Sendable (Data?, URLResponse?, Error?) -> Void

  init(request: URLRequest, completion: @escaping @Sendable (Data?, URLResponse?, Error?) -> Void) {
    originalRequest = request
    self.completion = completion
    taskIdentifier = NetworkState.current.nextTask()
  }

  /// Starts the task, scheduling its completion `latency` seconds later on the scene's virtual clock.
  ///
  /// A URL with nothing served behind it fails the scene, and the handler hears `URLError(.fileDoesNotExist)`.
  public func resume() {
    guard state == .suspended, let url = originalRequest?.url else { return }
    state = .running
    let network = NetworkState.current
    let answer = network.answer(for: url)
    VirtualClock.current.schedule(after: network.latency) { [self] in
      guard state == .running else { return }
      state = .completed
      switch answer {
      case .success(let data):
        let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1",
                                       headerFields: ["Content-Length": "\(data.count)"])
        completion(data, response, nil)
      case .failure(let error):
        VirtualClock.current.report(error)
        completion(nil, nil, URLError(.fileDoesNotExist))
      }
    }
  }

  /// Cancels a task not yet answered: its completion hears `URLError(.cancelled)`, as on iOS.
  public func cancel() {
    guard state == .running || state == .suspended else { return }
    let wasRunning = state == .running
    state = .canceling
    guard wasRunning else { return }
    VirtualClock.current.schedule(after: 0) { [self] in
      state = .completed
      completion(nil, nil, URLError(.cancelled))
    }
  }

  /// Accepted for source compatibility; does nothing, so a running task still completes on schedule.
  public func suspend() {}
}
