import ArgumentParser
import Foundation

/// Which contiguous part of the frames a run renders: `--shard I/N`, 1 ≤ I ≤ N
/// (one-based, as people count parts: 1/4 … 4/4), or `--shard auto`, read from
/// the job array the run is part of.
///
/// - Slurm job arrays: `SLURM_ARRAY_TASK_ID` relative to `SLURM_ARRAY_TASK_MIN`
///   (so `--array=0-3` and `--array=1-4` both give shards 1/4 … 4/4), the count
///   from `SLURM_ARRAY_TASK_COUNT`. The array must be contiguous with step 1
///   (`MAX − MIN + 1 == COUNT`): a stepped or sparse array would leave frames out.
/// - Kubernetes Indexed Jobs: the zero-based `JOB_COMPLETION_INDEX` (shard index + 1)
///   and `FLIPBOOK_SHARD_COUNT`, which the manifest sets to the job's completions
///   (Kubernetes does not tell a pod how many completions there are).
struct Shard: Equatable, CustomStringConvertible {
  var index: Int
  var count: Int

  var description: String { "\(index)/\(count)" }

  static func parse(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Shard {
    if text == "auto" { return try fromEnvironment(environment) }
    let parts = text.split(separator: "/").map { Int($0) }
    guard parts.count == 2, let i = parts[0], let n = parts[1], (1...Limits.shards).contains(n), (1...n).contains(i) else {
      throw ValidationError("write I/N with 1 ≤ I ≤ N ≤ \(Limits.shards) (e.g. 1/4), or auto inside a Slurm array or Kubernetes Indexed Job.")
    }
    return Shard(index: i, count: n)
  }

  static func fromEnvironment(_ env: [String: String]) throws -> Shard {
    func number(_ name: String) throws -> Int? {
      guard let text = env[name] else { return nil }
      // Bounded, so the arithmetic on task ids below cannot overflow.
      guard let n = Int(text.trimmingCharacters(in: .whitespaces)), (0...Int(Int32.max)).contains(n) else {
        throw ValidationError("--shard auto: \(name)='\(text)' is not a whole number from 0 to \(Int32.max).")
      }
      return n
    }
    if let id = try number("SLURM_ARRAY_TASK_ID") {
      guard let count = try number("SLURM_ARRAY_TASK_COUNT"), let min = try number("SLURM_ARRAY_TASK_MIN"),
            let max = try number("SLURM_ARRAY_TASK_MAX") else {
        throw ValidationError("--shard auto: SLURM_ARRAY_TASK_ID is set but not SLURM_ARRAY_TASK_COUNT, _MIN and _MAX; submit with sbatch --array.")
      }
      guard max >= min, max - min + 1 == count else {
        throw ValidationError("--shard auto: the Slurm array \(min)-\(max) has \(count) tasks, not one per index; submit a contiguous array (--array=0-\(count - 1)) without a step.")
      }
      return try checked(index: id - min + 1, count: count, source: "SLURM_ARRAY_TASK_ID=\(id)")
    }
    if let index = try number("JOB_COMPLETION_INDEX") {
      guard let count = try number("FLIPBOOK_SHARD_COUNT") else {
        throw ValidationError("--shard auto: JOB_COMPLETION_INDEX is set but not FLIPBOOK_SHARD_COUNT; set it in the Job's env to its completions.")
      }
      return try checked(index: index + 1, count: count, source: "JOB_COMPLETION_INDEX=\(index)")
    }
    throw ValidationError("--shard auto: neither a Slurm array (SLURM_ARRAY_TASK_ID) nor a Kubernetes Indexed Job (JOB_COMPLETION_INDEX) is running this; give --shard I/N.")
  }

  private static func checked(index: Int, count: Int, source: String) throws -> Shard {
    guard (1...Limits.shards).contains(count), (1...count).contains(index) else {
      throw ValidationError("--shard auto: \(source) gives shard \(index) of \(count), outside 1…\(count) (at most \(Limits.shards) shards).")
    }
    return Shard(index: index, count: count)
  }

  /// The part of `frames` this shard renders: N contiguous, nearly equal parts in order.
  /// (Frame and shard counts are bounded, so the products cannot overflow.)
  func part<T>(of frames: [T]) -> [T] {
    let n = frames.count
    return Array(frames[(n * (index - 1) / count)..<(n * index / count)])
  }
}
