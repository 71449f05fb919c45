import ArgumentParser
import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCLI
import FlipbookScenes
import FlipbookTestSupport

@Suite struct ParsingTests {
  @Test func frameRanges() throws {
    #expect(try Parsing.frames("0-3", count: 10) == [0, 1, 2, 3])
    #expect(try Parsing.frames("5", count: 10) == [5])
    #expect(try Parsing.frames("0,2,4-5", count: 10) == [0, 2, 4, 5])
    for bad in ["3-1", "a", "1-", "0-10", "-1", ""] {
      #expect(throws: ValidationError.self, "\(bad)") { try Parsing.frames(bad, count: 10) }
    }
    do { _ = try Parsing.frames("0-99", count: 10) } catch { #expect("\(error)".contains("frames 0-9")) }
  }

  /// Values arrive typed from swift-argument-parser: parsed once, never re-read from strings in `run`.
  @Test func optionsAreParsedOnceIntoTheirTypes() throws {
    let render = try FlipbookCLI.Render.parse(["alert-ios7", "--shard", "2/4", "--frames", "0-3,7", "--size", "640x480",
                                               "--crop", "0,10,100,50", "--background", "#ff0000"])
    #expect(render.shard == Shard(index: 2, count: 4))
    #expect(render.frames?.value == [0...3, 7...7] && render.frames?.text == "0-3,7")
    #expect(render.scene.size.map { [$0.value.width, $0.value.height] } == [640, 480])
    #expect(render.scene.crop?.value == CGRect(x: 0, y: 10, width: 100, height: 50))
    #expect(render.scene.background?.value == CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
    let window = try FlipbookCLI.Render.parse(["alert-ios7", "--from", "250ms"]).window
    #expect(window.from?.value == 0.25 && window.from?.text == "250ms")
    let still = try FlipbookCLI.Render.parse(["alert-ios7", "--time", "1.5s"])
    #expect(still.time?.value == 1.5)
    let check = try FlipbookCLI.Check.parse(["alert-ios7", "--times", "0,150ms,1", "--record", "failed", "--compare", "deltae94"])
    #expect(check.times?.value == [0, 0.15, 1] && check.record == .failed && check.compare == .deltae94)
    #expect(throws: (any Error).self) { try FlipbookCLI.Render.parse(["alert-ios7", "--time", "soon"]) }
  }

  @Test func shardsSplitContiguouslyAndCoverEverything() throws {
    #expect(try Shard.parse("2/4", environment: [:]) == Shard(index: 2, count: 4))
    for bad in ["0/2", "3/2", "1/0", "x", "1-2", "1/2/3"] {
      #expect(throws: ValidationError.self, "\(bad)") { try Shard.parse(bad, environment: [:]) }
    }
    let frames = Array(0..<23)
    for n in 1...5 {
      let parts = (1...n).map { Shard(index: $0, count: n).part(of: frames) }
      #expect(parts.flatMap { $0 } == frames)
      #expect(parts.map(\.count).max()! - parts.map(\.count).min()! <= 1)
    }
  }

  /// Slurm's array ids count from the array's MIN (0- or 1-based arrays give the
  /// same shards); Kubernetes' completion index is 0-based; shards are 1-based.
  @Test func shardAutoReadsSlurmAndKubernetes() throws {
    func slurm(_ id: Int, _ min: Int, _ max: Int, _ count: Int) -> [String: String] {
      ["SLURM_ARRAY_TASK_ID": "\(id)", "SLURM_ARRAY_TASK_MIN": "\(min)", "SLURM_ARRAY_TASK_MAX": "\(max)",
       "SLURM_ARRAY_TASK_COUNT": "\(count)"]
    }
    #expect(try Shard.parse("auto", environment: slurm(0, 0, 3, 4)) == Shard(index: 1, count: 4))
    #expect(try Shard.parse("auto", environment: slurm(4, 1, 4, 4)) == Shard(index: 4, count: 4))
    #expect(try Shard.parse("auto", environment: ["JOB_COMPLETION_INDEX": "2", "FLIPBOOK_SHARD_COUNT": "3"])
            == Shard(index: 3, count: 3))
    let failures: [([String: String], String)] = [
      ([:], "neither a Slurm array"),
      (slurm(2, 0, 6, 4), "contiguous array"),                          // --array=0-6:2
      (["SLURM_ARRAY_TASK_ID": "1"], "SLURM_ARRAY_TASK_COUNT"),
      (["JOB_COMPLETION_INDEX": "0"], "FLIPBOOK_SHARD_COUNT"),
      (["JOB_COMPLETION_INDEX": "3", "FLIPBOOK_SHARD_COUNT": "3"], "shard 4 of 3"),
      (["JOB_COMPLETION_INDEX": "x", "FLIPBOOK_SHARD_COUNT": "3"], "not a whole number"),
    ]
    for (env, message) in failures {
      do {
        _ = try Shard.parse("auto", environment: env)
        Issue.record("accepted \(env)")
      } catch {
        #expect("\(error)".contains(message), "\(error)")
      }
    }
  }

  @Test func timesAndColours() throws {
    #expect(try Parsing.time("1.5") == 1.5)
    #expect(try Parsing.time("1.5s") == 1.5)
    #expect(try Parsing.time("250ms") == 0.25)
    #expect(throws: ValidationError.self) { try Parsing.time("-1") }
    #expect(throws: ValidationError.self) { try Parsing.time("soon") }
    #expect(try Parsing.color("transparent") == nil)
    #expect(try Parsing.color("white") == .white)
    #expect(try Parsing.color("#ff000080") == CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    #expect(try Parsing.color("#0f0") == CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
    #expect(throws: ValidationError.self) { try Parsing.color("#12345") }
  }

  @Test func suggestionsForMistypedIds() {
    let ids = Scenes.all.map { $0.id }
    #expect(Parsing.suggestions(for: "alert-ios", among: ids).first == "alert-ios7")
    #expect(Parsing.suggestions(for: "basic-colour", among: ids).first == "basic-color")
    #expect(Parsing.suggestions(for: "zzzzzzzzzz", among: ids).isEmpty)
  }

  @Test func commandLineValidation() {
    #expect(flipbook("render", "tiny", "--scale", "0")?.contains("--scale must be a positive number") == true)
    #expect(flipbook("render", "tiny", "--jobs", "0")?.contains("--jobs must be between 1 and 256") == true)
    #expect(flipbook("render", "tiny", "--png", "huge")?.contains("'huge' is invalid for '--png <png>'. Please provide one of 'fast' and 'small'") == true)
    #expect(flipbook("render", "tiny", "--time", "1", "--frames", "0-1")?.contains("cannot be combined") == true)
    #expect(flipbook("render", "tiny", "--background", "chartreuse-ish")?.contains("is not a colour") == true)
    #expect(flipbook("video", "tiny", "-o", "x.avi")?.contains("unknown video format") == true)
    #expect(flipbook("sheet", "tiny", "-o", "x.png", "--count", "0")?.contains("--count must be between") == true)
  }
}
