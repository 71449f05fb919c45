// What the pasted controllers and views report, in order, for the tests to check
// UIKit's call order (not pasted: the samples' own instrumentation).
public enum Trace {
  nonisolated(unsafe) public static var lines: [String] = []
  public static func log(_ line: String) { lines.append(line) }
}
