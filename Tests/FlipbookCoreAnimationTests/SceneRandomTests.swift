import Foundation
import Testing
@testable import FlipbookCoreAnimation

/// App code's `random` draws from the scene's generator: the same on every run
/// (each clock starts the sequence again), different draw to draw.
@Suite struct SceneRandomTests {
  func draws() -> [Double] {
    let clock = VirtualClock()
    return clock.run {
      var out: [Double] = []
      for _ in 0..<4 {
        out.append(Double(CGFloat.random(in: 0...100)))
        out.append(Double.random(in: -1..<1))
        out.append(Double(Int.random(in: 0...1_000_000)))
        let x: CGFloat = .random(in: 10..<20)
        out.append(Double(x))
      }
      out.append(Double([1, 2, 3, 4, 5].shuffled().reduce(0) { $0 * 10 + $1 }))
      out.append(Double([7, 8, 9].randomElement() ?? 0))
      out.append(Bool.random() ? 1 : 0)
      return out
    }
  }

  @Test func theSameOnEveryRunAndDifferentDrawToDraw() {
    let first = draws(), second = draws()
    #expect(first == second)
    #expect(Set(first[0..<16]).count == 16)
    #expect(first[0] >= 0 && first[0] <= 100 && first[1] >= -1 && first[1] < 1)
  }

  @Test func theGeneratorIsSplitMix64FromAFixedSeed() {
    let clock = VirtualClock()
    let value = clock.run { () -> UInt64 in
      var g = SceneRandomNumberGenerator()
      return g.next()
    }
    // SplitMix64's first output for the seed 0x243F6A8885A308D3 (the digits of π),
    // computed apart (Python, 64-bit wrapping arithmetic).
    #expect(value == 0x2CB0_F69F_4ABE_A221)
  }
}
