import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTestSupport

/// Apple's visual format language, solved by the Auto Layout engine.
@MainActor
@Suite struct VisualFormatTests {
  /// `options` apply to the formats starting "H:" (an alignment must run across the format's axis).
  func layout(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
              count: Int = 2) -> (UIView, [UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let views = (0..<count).map { _ in UIView() }
    for v in views {
      v.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(v)
    }
    var names: [String: Any] = [:]
    for (i, v) in views.enumerated() { names["v\(i)"] = v }
    for format in formats {
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
        withVisualFormat: format, options: format.hasPrefix("H:") ? options : [], metrics: metrics, views: names))
    }
    root.layoutIfNeeded()
    return (root, views)
  }

  @Test func standardSpacesAndFixedWidths() {
    let (_, v) = layout(["H:|-[v0(50)]-[v1]-|", "V:|-10-[v0(40)]", "V:|-10-[v1(40)]"])
    #expect(v[0].frame == CGRect(x: 20, y: 10, width: 50, height: 40))
    #expect(v[1].frame == CGRect(x: 78, y: 10, width: 202, height: 40))
  }

  @Test func flushViewsEqualWidthsAndMetrics() {
    let (_, v) = layout(["H:|-pad-[v0][v1(==v0)]-pad-|", "V:|[v0]|", "V:|[v1]|"], metrics: ["pad": 10])
    #expect(v[0].frame == CGRect(x: 10, y: 0, width: 140, height: 200))
    #expect(v[1].frame == CGRect(x: 150, y: 0, width: 140, height: 200))
  }

  @Test func inequalitiesAndPriorities() {
    let (_, v) = layout(["H:|-(>=30)-[v0(100@750,<=80)]", "V:|[v0(20)]"], count: 1)
    #expect(v[0].frame.width == 80)
    #expect(v[0].frame.minX >= 30)
  }

  @Test func alignmentOptionsLineUpTheViewsAcrossTheAxis() {
    let (_, c) = layout(["V:|-20-[v0(30)]", "V:[v1(10)]", "H:|-[v0(40)]-[v1(60)]"], options: .alignAllCenterY)
    #expect(c[0].frame.minY == 20 && c[1].frame.width == 60, "\(c.map(\.frame))")
    #expect(c[1].frame.midY == c[0].frame.midY)
  }

  @Test func malformedFormatsAreReportedWithTheirPosition() {
    let clock = VirtualClock()
    let result = clock.run { () -> [NSLayoutConstraint] in
      let a = UIView()
      return NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[missing]", metrics: nil, views: ["a": a])
    }
    #expect(result.isEmpty)
    #expect(clock.errors.map { "\($0)" }.contains { $0.contains("no view named 'missing'") })
    let bad = clock.run { () -> [NSLayoutConstraint] in
      let parent = UIView(), a = UIView()
      parent.addSubview(a)
      return NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(>=w)]", metrics: nil, views: ["a": a])
    }
    #expect(bad.isEmpty)
    #expect(clock.errors.map { "\($0)" }.contains { $0.contains("no view named 'w'") }, "\(clock.errors)")
  }

  @Test func unknownMetricsAndStrayCharactersNameTheCharacter() {
    let clock = VirtualClock()
    _ = clock.run {
      NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]*", metrics: nil, views: ["a": UIView()])
    }
    #expect(clock.errors.map { "\($0)" }.contains { $0.contains("at character 8") })
    _ = clock.run {
      NSLayoutConstraint.constraints(withVisualFormat: "V:[a]", options: .alignAllTop, metrics: nil, views: ["a": UIView()])
    }
    #expect(clock.errors.count == 2)
  }
}
