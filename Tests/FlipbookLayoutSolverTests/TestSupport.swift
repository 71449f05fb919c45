import FlipbookLayoutSolver

/// Whether two doubles agree to within `tolerance`.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// A tiny deterministic pseudo-random generator (64-bit LCG) so the
/// randomised tests are reproducible.
struct TestRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state = state &* 6364136223846793005 &+ 1442695040888963407
    return state >> 33
  }

  /// A value in `0..<bound`.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// An integer-valued double in `range`.
  mutating func double(in range: ClosedRange<Int>) -> Double {
    Double(range.lowerBound + below(range.upperBound - range.lowerBound + 1))
  }
}

/// The horizontal anchors of one view, like UIKit's `leading`/`width`/`trailing`.
struct HorizontalFrame {
  let left: LayoutVariable
  let width: LayoutVariable
  let right: LayoutVariable

  init(_ name: String) {
    left = LayoutVariable("\(name).left")
    width = LayoutVariable("\(name).width")
    right = LayoutVariable("\(name).right")
  }

  /// `right == left + width`, the relation UIKit maintains for every frame.
  var definition: LayoutConstraint {
    LayoutConstraint(right, .equal, left + width, label: "\(left.name) + width == right")
  }
}
