import Foundation

/// The last lines a child process wrote to its standard error, read as they
/// come (through a pipe, so nothing is left in the temporary folder).
final class MessageTail: @unchecked Sendable {
  let pipe = Pipe()
  private let lock = NSLock()
  private var text = ""
  private var received = 0
  private let done = DispatchSemaphore(value: 0)
  private var reading = false  // touched by the encoder's thread only

  func startReading() {
    reading = true
    let handle = pipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        lock.withLock {
          text += String(decoding: chunk, as: UTF8.self)
          received += chunk.count
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

  /// How many characters have arrived (kept or not): grows while the child talks.
  var length: Int { lock.withLock { received } }

  /// Everything kept (the last 4–8 KB).
  var messages: String { lock.withLock { text } }

  /// The last six lines, joined on one line.
  func tail() -> String {
    let lines = lock.withLock { text }.split(whereSeparator: \.isNewline).suffix(6)
    return lines.isEmpty ? "(ffmpeg printed no message)" : lines.joined(separator: " | ")
  }
}

/// Writes all of `data` to the non-blocking descriptor `fd`, waiting at most
/// `timeout` seconds for the reader to take each part. Returns false when the
/// reader took nothing for that long; throws when the pipe is closed.
func writeAll(_ data: Data, to fd: Int32, timeout: Double) throws -> Bool {
  try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) throws -> Bool in
    guard let base = buffer.baseAddress else { return true }
    var offset = 0
    let millis = Int32(max(1, min(Double(Int32.max), (timeout * 1000).rounded(.up))))
    while offset < buffer.count {
      let n = write(fd, base + offset, buffer.count - offset)
      if n > 0 {
        offset += n
      } else if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        var waiting = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        let ready = poll(&waiting, 1, millis)
        if ready == 0 { return false }
        if ready < 0 && errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      } else if n < 0 && errno == EINTR {
        continue
      } else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPIPE)
      }
    }
    return true
  }
}

/// Quoting for a POSIX shell and for ffmpeg's concat lists, which read quotes the same way.
public enum Quoting {
  /// `text` in single quotes, each `'` inside written `'\''`.
  public static func singleQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
