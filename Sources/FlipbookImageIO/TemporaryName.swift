import Foundation

/// Flipbook's temporary files: `.NAME.flipbook-HOST-PID-N.tmp` beside the file they
/// become. The host and process id tell whether the run that wrote one is still
/// alive, so a later run can remove what a killed run left without touching a
/// live one's (on this machine or, in a shared folder, on another).
public enum TemporaryName {
  private static let counter = Counter()

  /// This machine's name as it appears in temporary names (letters, digits, '.', '_').
  public static let host: String = {
    var buffer = [CChar](repeating: 0, count: 256)
    let name = gethostname(&buffer, buffer.count) == 0
      ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    let cleaned = String(name.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "_" }.prefix(64))
    return cleaned.isEmpty ? "host" : cleaned
  }()

  /// A fresh temporary name for `name` in this process.
  public static func make(for name: String) -> String {
    ".\(name).flipbook-\(host)-\(getpid())-\(counter.next()).tmp"
  }

  /// The host and process that wrote the temporary file `name`, or nil when `name` is not one of Flipbook's.
  public static func owner(of name: String) -> (host: String, pid: pid_t)? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp"), let range = name.range(of: ".flipbook-", options: .backwards) else { return nil }
    let fields = name[range.upperBound...].dropLast(4).split(separator: "-")
    guard fields.count == 3, let pid = pid_t(fields[1]), pid > 0, UInt64(fields[2]) != nil else { return nil }
    return (String(fields[0]), pid)
  }

  /// Removes Flipbook's temporary files in `folder` written on this machine by a
  /// process that is no longer running (a run killed without a chance to clean
  /// up). Another machine's are left alone: whether its run lives cannot be told here.
  @discardableResult
  public static func removeStale(in folder: String) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var removed = 0
    for name in names {
      guard let (writer, pid) = owner(of: name), writer == host, pid != getpid(), !isRunning(pid) else { continue }
      if unlink((folder as NSString).appendingPathComponent(name)) == 0 { removed += 1 }
    }
    return removed
  }

  /// Whether a process with this id exists (a zombie or one of another user counts).
  static func isRunning(_ pid: pid_t) -> Bool { kill(pid, 0) == 0 || errno == EPERM }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0
    func next() -> UInt64 { lock.withLock { value += 1; return value } }
  }
}
