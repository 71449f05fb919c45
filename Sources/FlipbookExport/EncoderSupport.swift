import Foundation

/// The last lines a child process wrote to its standard error, read as they
/// come (through a pipe, so nothing is left in the temporary folder).
final class MessageTail: @unchecked Sendable {
  let pipe = Pipe()
  private let lock = NSLock()
  private var text = ""
  private let done = DispatchSemaphore(value: 0)
  private var reading = false

  func startReading() {
    reading = true
    let handle = pipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        lock.withLock {
          text += String(decoding: chunk, as: UTF8.self)
          if text.count > 8192 { text = String(text.suffix(4096)) }
        }
      }
      done.signal()
    }
  }

  /// Waits until the child closed its end (it exited), at most two seconds.
  func waitForEnd() {
    guard reading else { return }
    reading = false
    _ = done.wait(timeout: .now() + 2)
  }

  /// The last six lines, joined on one line.
  func tail() -> String {
    let lines = lock.withLock { text }.split(whereSeparator: \.isNewline).suffix(6)
    return lines.isEmpty ? "(ffmpeg printed no message)" : lines.joined(separator: " | ")
  }
}

/// Kills a child process that has been inside one `begin()`…`end()` span (a write
/// or the final wait) for longer than `timeout` seconds.
final class Watchdog: @unchecked Sendable {
  let timeout: Double
  private let lock = NSLock()
  private var pid: pid_t = 0
  private var since: DispatchTime?
  private var timer: DispatchSourceTimer?
  private(set) var fired = false

  init(timeout: Double) { self.timeout = timeout }

  func start(_ pid: pid_t) {
    guard timeout.isFinite, timeout > 0 else { return }
    self.pid = pid
    let timer = DispatchSource.makeTimerSource(queue: .global())
    let period = min(1, timeout / 4)
    timer.schedule(deadline: .now() + period, repeating: period)
    timer.setEventHandler { [weak self] in self?.check() }
    timer.resume()
    self.timer = timer
  }

  func begin() { lock.withLock { since = .now() } }
  func end() { lock.withLock { since = nil } }

  func stop() {
    timer?.cancel()
    timer = nil
  }

  private func check() {
    lock.withLock {
      guard let since, !fired, Double(DispatchTime.now().uptimeNanoseconds - since.uptimeNanoseconds) / 1e9 > timeout else { return }
      fired = true
      kill(pid, SIGKILL)
    }
  }
}
