import Flipbook
import FlipbookSnapshotTesting
import Foundation
import PastedScreens
import Testing

/// A card sliding right and fading in over 0.3 s: 60x40 pt.
struct SlidingCard: Scene {
  static let id = "sliding-card"
  static let summary = "a card sliding and fading in"
  var canvas: Canvas { Canvas(size: CGSize(width: 60, height: 40), scale: 1, fps: 30, background: .white) }
  var length: SceneLength { .seconds(0.3) }
  func build() -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
    root.anchorPoint = .zero
    let card = CALayer()
    card.name = "card"
    card.frame = CGRect(x: 30, y: 10, width: 20, height: 20)
    card.backgroundColor = UIColor.systemBlue.cgColor
    card.cornerRadius = 4
    root.addSublayer(card)
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = 10
    slide.toValue = 40
    slide.duration = 0.3
    card.add(slide, forKey: "slide")
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 0.3
    card.add(fade, forKey: "fade")
    return root
  }
}

/// The strategies through swift-snapshot-testing's own `assertSnapshot` and
/// `verifySnapshot`, against references in `__Snapshots__/StrategiesTests/`.
@Suite(.snapshots(record: .missing)) struct StrategiesTests {
  @Test func frameAtATime() {
    assertSnapshot(of: SlidingCard(), as: .frame(at: 0.15))
  }

  @Test func framesSideBySide() {
    assertSnapshot(of: SlidingCard(), as: .frames(at: [0, 0.1, 0.2, 0.3]))
  }

  /// A scene of pasted UIKit code (Flipbook's UIKit product in this build), at scale 2.
  @Test func pastedUIKitScreen() {
    assertSnapshot(of: PastedCard(), as: .frames(at: [0, 0.15, 0.6]))
  }

  @Test func renderTreeAsText() {
    assertSnapshot(of: SlidingCard(), as: .renderTree(at: 0.15))
  }

  /// A time past the scene's end is refused, not recorded.
  @Test func aTimePastTheEndIsRefused() {
    withKnownIssue {
      _ = verifySnapshot(of: SlidingCard(), as: .frame(at: 5), named: "late", record: .never, testName: "late()")
    } matching: { issue in
      issue.comments.contains { "\($0)".contains("has no frame at 5 s") }
    }
  }

  /// Another time against the same reference fails, naming the difference; a
  /// tolerance wide enough lets it pass.
  @Test func aDifferentFrameFails() throws {
    let failure = verifySnapshot(of: SlidingCard(), as: .frame(at: 0.2), named: "1", record: .never,
                                 testName: "frameAtATime()")
    let message = try #require(failure)
    #expect(message.contains("does not match its reference"))
    // The images a failure leaves on Linux, where swift-snapshot-testing drops attachments.
    let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for label in ["reference:", "actual:", "diff:", "side by side (reference | actual | diff):"] {
      let path = try #require(lines.first { $0.hasPrefix(label) }?.dropFirst(label.count), "\(label) missing in \(message)")
        .trimmingCharacters(in: .whitespaces)
      #expect(path.hasSuffix(".png") && FileManager.default.fileExists(atPath: path), "\(label) \(path)")
      #expect(path.contains("aDifferentFrameFails"), "named after the test: \(path)")
    }
    #expect(verifySnapshot(of: SlidingCard(), as: .frame(at: 0.2, tolerance: Tolerance(maxDifferingFraction: 1)),
                           named: "1", record: .never, testName: "frameAtATime()") == nil)
    let tree = verifySnapshot(of: SlidingCard(), as: .renderTree(at: 0.2), named: "1", record: .never,
                              testName: "renderTreeAsText()")
    #expect(tree?.contains("opacity") == true)
  }
}
