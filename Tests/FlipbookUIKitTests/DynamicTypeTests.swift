import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTestSupport

/// Dynamic Type: `preferredFont(forTextStyle:)` at each content size, from Apple's
/// HIG table, the canvas's text size, and `UIFontMetrics`.
@MainActor @Suite struct DynamicTypeTests {
  func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
  }

  @Test func textStylesFollowTheHIGTable() {
    #expect(size(.body, .large) == 17 && size(.body, .extraSmall) == 14 && size(.body, .accessibilityExtraExtraExtraLarge) == 53)
    #expect(size(.largeTitle, .extraExtraExtraLarge) == 40 && size(.largeTitle, .accessibilityMedium) == 44)
    #expect(size(.footnote, .small) == 12 && size(.caption2, .extraLarge) == 13)
    #expect(UIFont.preferredFont(forTextStyle: .headline).fontDescriptor.weight == UIFont.Weight.semibold.rawValue)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.small < .large)
  }

  @Test func theCanvasTextSizeIsTheUsersAndFontMetricsScale() {
    let clock = VirtualClock()
    var canvas = Canvas(size: CGSize(width: 375, height: 667))
    canvas.textSize = .extraExtraLarge
    clock.canvas = canvas
    clock.run {
      #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 21)
      #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)
      #expect(UIView().traitCollection.preferredContentSizeCategory == .extraExtraLarge)
      let custom = UIFont(name: "Avenir-Heavy", size: 20) ?? .systemFont(ofSize: 20)
      #expect(abs(UIFontMetrics(forTextStyle: .body).scaledFont(for: custom).pointSize - 20 * 21 / 17) < 1e-9)
      #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 22).pointSize == 22)
      #expect(abs(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10) - 10 * 32 / 28) < 1e-9)
    }
  }
}
