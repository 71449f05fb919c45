// The command line's own scaling: `flipbook render alert-ios7 --fps 240` with one
// job and two, whole processes (baking, writing files and the manifest included),
// and beside it what two cores give whole processes on this machine: two one-job
// renders at once, as the C baseline's forked workers run.
import Flipbook
import Foundation

struct CLIScaling {
  /// 2 jobs over 1 job: the median of the rounds' ratios.
  var ratio: Double
  /// Two one-job renders at once over one alone (frames per second of both together).
  var twoProcesses: Double
  /// Medians of the rounds, in seconds.
  var oneJob: Double, twoJobs: Double, pair: Double
  /// The same command drawing one still instead (`--time 0`): process start, parsing,
  /// baking, one frame and exit, what no number of jobs shortens. Median, in seconds.
  var oneStill: Double
  /// The best 2-job ratio a render can have when only `oneStill` is serial and the
  /// rest splits perfectly over two cores: the median of the rounds' bounds.
  var ceiling: Double

  func print(rounds: Int) {
    Swift.print(String(format: "CLI: flipbook render alert-ios7 --fps 240: 1 job %.2f s, 2 jobs %.2f s, x%.2f "
                       + "(whole processes, medians of %d rounds)", oneJob, twoJobs, ratio, rounds))
    Swift.print(String(format: "CLI: two 1-job renders at once (as the C baseline's forked workers): %.2f s, "
                       + "x%.2f the frames/s of one alone", pair, twoProcesses))
    Swift.print(String(format: "CLI: one still (--time 0) takes %.0f ms (start, parsing, baking, one frame, exit); were only that "
                       + "serial, 2 jobs would reach at most x%.2f", oneStill * 1000, ceiling))
  }
}

/// Whole `flipbook render alert-ios7 --fps 240` processes in rounds (one job, two
/// jobs, two one-job processes at once); nil when the release `flipbook` is missing.
///
/// Every run renders into a new folder, and the folders go only after the last round,
/// as a user's first render of a scene writes into a new folder. Deleting the last run's
/// 662 frames before each run measured ext4 instead: it walks every inode freed in the
/// last minute on each file it creates, under the folder's lock, so the two workers
/// queued behind thousands of freed inodes (12% of a 2-job run's time in
/// `recently_deleted`, and the ratio fell from about x1.9 to x1.6).
func cliScaling(rounds: Int) throws -> CLIScaling? {
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("flipbook").path
  guard FileManager.default.isExecutableFile(atPath: binary) else { return nil }
  let parent = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-cli-\(getpid())").path
  try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: parent) }
  var runs = 0
  /// Starts a render with `jobs` into a folder of its own.
  func start(jobs: Int, still: Bool = false) throws -> (Process, ChildExit) {
    runs += 1
    let folder = (parent as NSString).appendingPathComponent("run\(runs)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["render", "alert-ios7", "--fps", "240", "--jobs", "\(jobs)", "-o", folder, "--quiet"]
      + (still ? ["--time", "0"] : [])
    return (process, try process.runNoticingExit())
  }
  /// Seconds until every one of the renders (one per entry of `jobs`, started together) has ended.
  func seconds(_ jobs: [Int], still: Bool = false) throws -> Double {
    let begin = now()
    let processes = try jobs.map { try start(jobs: $0, still: still) }
    // Not `waitUntilExit()`: on Linux it notices the end in 50 ms steps, which made a
    // 0.57 s render read 0.61 or 0.66 and the ratio of the two runs meaningless.
    for (process, exit) in processes {
      exit.wait()
      guard process.terminationStatus == 0 else { throw BaselineError(description: "\(binary) render failed") }
    }
    return now() - begin
  }
  var one: [Double] = [], two: [Double] = [], pair: [Double] = [], stills: [Double] = []
  for _ in 0..<rounds {
    one.append(try seconds([1]))
    two.append(try seconds([2]))
    pair.append(try seconds([1, 1]))
    stills.append(try seconds([1], still: true))
  }
  // Amdahl's bound: the still's time stays serial, the rest of the 1-job render halves.
  let ceilings = zip(one, stills).map { one, serial in one / (serial + (one - serial) / 2) }
  return CLIScaling(ratio: median(zip(one, two).map { $0 / $1 }), twoProcesses: median(zip(one, pair).map { 2 * $0 / $1 }),
                    oneJob: median(one), twoJobs: median(two), pair: median(pair), oneStill: median(stills),
                    ceiling: median(ceilings))
}
