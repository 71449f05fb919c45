import Flipbook
import Testing
import FlipbookTestSupport

@Suite struct TimingFunctionTests {
  // Semantics doc §2.3 (timing_functions.py), tolerance 1e-4 as §2.2 asks.
  static let table: [(CAMediaTimingFunctionName, [Double])] = [
    (.linear, [0.1000, 0.2500, 0.5000, 0.6700, 0.7500, 0.9000]),
    (.easeIn, [0.0170, 0.0935, 0.3154, 0.5159, 0.6219, 0.8394]),
    (.easeOut, [0.1606, 0.3781, 0.6846, 0.8466, 0.9065, 0.9830]),
    (.easeInEaseOut, [0.0197, 0.1292, 0.5000, 0.7728, 0.8708, 0.9803]),
    (.default, [0.0948, 0.4085, 0.8024, 0.9265, 0.9605, 0.9943]),
  ]

  @Test(arguments: table)
  func namedCurvesMatchTheDocTable(name: CAMediaTimingFunctionName, values: [Double]) {
    let f = CAMediaTimingFunction(name: name)
    for (x, want) in zip([0.1, 0.25, 0.5, 0.67, 0.75, 0.9], values) {
      #expect(abs(f.evaluate(at: x) - want) < 1e-4, "\(name.rawValue) at \(x)")
    }
  }

  // Apple's own _solveForInput: at x = 0.67, recorded in GNUstep's test (doc §2.3).
  @Test func appleValuesAtTwoThirds() {
    #expect(abs(CAMediaTimingFunction(name: .default).evaluate(at: 0.67) - 0.926527) < 1e-5)
    #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: 0.67) - 0.772850) < 1e-5)
    #expect(abs(CAMediaTimingFunction(controlPoints: 0.1, 1, 1, 0.2).evaluate(at: 0.67) - 0.589449) < 1e-5)
  }

  @Test func endpointsAndControlPoints() {
    let f = CAMediaTimingFunction(controlPoints: 0.3, 0.2, 0.7, 0.9)
    #expect(f.evaluate(at: 0) == 0 && f.evaluate(at: 1) == 1)
    #expect(f.evaluate(at: -1) == 0 && f.evaluate(at: 2) == 1)
    var values: [Float] = [9, 9]
    f.getControlPoint(at: 0, values: &values); #expect(values == [0, 0])
    f.getControlPoint(at: 2, values: &values); #expect(values == [0.7, 0.9])
    f.getControlPoint(at: 3, values: &values); #expect(values == [1, 1])
    #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
  }
}
