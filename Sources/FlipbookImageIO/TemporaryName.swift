import Foundation

/// Flipbook's temporary files: `.NAME.flipbook-PID-N.tmp` beside the file they
/// become. The process id tells whether the run that wrote one is still alive,
/// so a later run can remove what a killed run left without touching a live one's.
public enum TemporaryName {
  private static let counter = Counter()

  /// A fresh temporary name for `name` in this process.
  public static func make(for name: String) -> String {
    ".\(name).flipbook-\(getpid())-\(counter.next()).tmp"
  }

  /// The process that wrote the temporary file `name`, or nil when `name` is not one of Flipbook's.
  public static func owner(of name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp"), let range = name.range(of: ".flipbook-", options: .backwards) else { return nil }
    let fields = name[range.upperBound...].dropLast(4).split(separator: "-")
    guard fields.count == 2, let pid = pid_t(fields[0]), pid > 0, UInt64(fields[1]) != nil else { return nil }
    return pid
  }

  /// Removes Flipbook's temporary files in `folder` whose writer is no longer
  /// running (a run killed without a chance to clean up). Returns how many.
  @discardableResult
  public static func removeStale(in folder: String) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var removed = 0
    for name in names {
      guard let pid = owner(of: name), pid != getpid(), !isRunning(pid) else { continue }
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
