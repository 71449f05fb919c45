import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookUIKit
import FlipbookTestSupport
import FlipbookText

/// UILabel measures its text with the engine that draws it: `sizeToFit()`,
/// `sizeThatFits(_:)` and `intrinsicContentSize` as UIKit defines them, rounded up
/// to the screen's pixels (2x outside a scene).
@MainActor
@Suite struct LabelSizeTests {
  /// The system font's lines are SF Pro's: 17 pt → 20.287 pt (UIKit's
  /// `lineHeight`), 20.5 pt on a 2x pixel grid.
  static let lineHeight17: CGFloat = 20.5

  func label(_ text: String?, lines: Int = 1) -> UILabel {
    let label = UILabel()
    label.text = text
    label.numberOfLines = lines
    return label
  }

  @Test func oneLineIsTheTextsNaturalSizeOnThePixelGrid() {
    let size = label("Hello, world").intrinsicContentSize
    #expect(abs(size.height - Self.lineHeight17) < 0.01)
    #expect(size.width > 90 && size.width < 110)
    #expect((size.width * 2).rounded() == size.width * 2)
    let longer = label("Hello, world!!").intrinsicContentSize
    #expect(longer.width > size.width)
  }

  @Test(arguments: [(CGFloat(34), UIFont.Weight.bold), (28, .bold), (20, .semibold), (17, .regular)])
  func aLineInItsOwnWidthIsNotTruncated(size: CGFloat, weight: UIFont.Weight) {
    // Pango tests the fit before trimming the tracking after the last glyph: a
    // 34 pt bold "Settings" (130.86 pt) was cut to "Settin…" in a 131 pt label.
    let font = UIFont.systemFont(ofSize: size, weight: weight).fontDescriptor
    for text in ["Settings", "General", "Notifications"] {
      let natural = TextMetrics.size(of: text, font: font)
      let fitted = TextMetrics.size(of: text, font: font, maxWidth: natural.width.rounded(.up), lines: 1)
      #expect(fitted == natural, "\(text) at \(size) pt")
    }
  }

  @Test func aLabelSetUpBesideFreshLayersLeavesThemUnanimated() throws {
    // A custom view's initialiser configures standalone shape layers around a label
    // (the progress ring): the label's own changes must not commit them early, or
    // the rest of their set-up would animate from Core Animation's defaults.
    let clock = VirtualClock()
    let ring = clock.run { () -> CAShapeLayer in
      let ring = CAShapeLayer()
      let label = UILabel()
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      label.font = .boldSystemFont(ofSize: 34)
      label.text = "0%"
      view.addSubview(label)
      ring.fillColor = UIColor.clear.cgColor
      ring.lineWidth = 14
      view.layer.addSublayer(ring)
      return ring
    }
    clock.advance(to: 0.1)
    #expect(ring.animationKeys() == nil && ring.presentation()?.lineWidth == 14)
  }

  @Test func emptyTextHasNoSize() {
    #expect(label(nil).intrinsicContentSize == .zero)
    #expect(label("").sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
  }

  @Test func aSingleLineLabelIgnoresTheWidthItIsOffered() {
    let l = label("A sentence longer than fifty points")
    #expect(l.sizeThatFits(CGSize(width: 50, height: 10)) == l.intrinsicContentSize)
  }

  @Test func multiLineWrapsAtTheWidthAndStopsAtNumberOfLines() {
    let text = "The quick brown fox jumps over the lazy dog and keeps running down the road"
    let unlimited = label(text, lines: 0).sizeThatFits(CGSize(width: 120, height: 1000))
    #expect(unlimited.width <= 120)
    let lineCount = (unlimited.height / 20.287).rounded()
    #expect(lineCount >= 5)
    let two = label(text, lines: 2).sizeThatFits(CGSize(width: 120, height: 1000))
    #expect(abs(two.height - 41) < 0.01)  // 2 × 20.287, up to the 2x grid
  }

  @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
    let l = label("The quick brown fox jumps over the lazy dog", lines: 0)
    let oneLine = l.intrinsicContentSize
    l.preferredMaxLayoutWidth = 100
    let wrapped = l.intrinsicContentSize
    #expect(wrapped.width <= 100 && wrapped.height > oneLine.height * 2)
  }

  @Test func sizeToFitKeepsTheOriginAndLargerFontsGrow() {
    let l = label("Title")
    l.frame = CGRect(x: 10, y: 20, width: 300, height: 300)
    l.sizeToFit()
    #expect(l.frame.origin == CGPoint(x: 10, y: 20))
    #expect(abs(l.frame.height - Self.lineHeight17) < 0.01)
    l.font = .systemFont(ofSize: 34)
    l.sizeToFit()
    #expect(abs(l.frame.height - 41) < 0.01)  // 34 × 1.1934 = 40.57, up to the 2x grid
  }

  @Test func autoLayoutSizesALabelToItsTextAndFollowsTextChanges() {
    let clock = VirtualClock()
    let (root, l) = clock.run {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let l = label("Short")
      l.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(l)
      NSLayoutConstraint.activate([
        l.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        l.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      ])
      root.layoutIfNeeded()
      return (root, l)
    }
    #expect(l.frame.size == l.intrinsicContentSize)
    let before = l.frame.width
    clock.run {
      l.text = "A much longer text"
      root.layoutIfNeeded()
    }
    #expect(l.frame.width > before && l.frame.size == l.intrinsicContentSize)
  }

  @Test func aMultiLineLabelPinnedBySidesIsMeasuredAtTheSolvedWidth() {
    let clock = VirtualClock()
    let l = clock.run { () -> UILabel in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 667))
      let l = label("A label long enough to need three or four lines in this column", lines: 0)
      l.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(l)
      NSLayoutConstraint.activate([
        l.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        l.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        l.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      return l
    }
    let oneLine = label("A").intrinsicContentSize.height
    #expect(l.frame.width == 200)
    #expect(l.frame.height > 2 * oneLine && l.frame.height == l.sizeThatFits(CGSize(width: 200, height: 1e6)).height)
  }

  /// What `sizeToFit()` measured holds what is drawn: no ink outside the frame.
  @Test func theDrawnTextFitsTheMeasuredFrame() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    root.backgroundColor = .white
    let l = label("Measured gj")
    l.frame.origin = CGPoint(x: 20, y: 20)
    l.sizeToFit()
    root.addSubview(l)
    l.clipsToBounds = false
    let image = try root.layer.renderImage(size: root.bounds.size)
    let frame = l.frame.insetBy(dx: -0.5, dy: -0.5)
    var inkInside = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        guard p.r < 200 else { continue }
        let point = CGPoint(x: (CGFloat(x) + 0.5) / 2, y: (CGFloat(y) + 0.5) / 2)
        #expect(frame.contains(point), "ink at \(point) outside \(l.frame)")
        inkInside += 1
      }
    }
    #expect(inkInside > 100)
  }
}

/// UIKit centres a label's text block vertically in its bounds.
@MainActor
@Suite struct LabelPlacementTests {
  /// Rows of ink (at 2x) in a rendered label of `height` points.
  func inkRows(height: CGFloat, lines: Int = 1, text: String = "Centred") throws -> ClosedRange<CGFloat>? {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: height))
    root.backgroundColor = .white
    let label = UILabel(frame: root.bounds)
    label.numberOfLines = lines
    label.text = text
    root.addSubview(label)
    let image = try root.layer.renderImage(size: root.bounds.size)
    var rows: [Int] = []
    for y in 0..<image.height where (0..<image.width).contains(where: { image.pixel(x: $0, y: y).r < 160 }) {
      rows.append(y)
    }
    guard let first = rows.first, let last = rows.last else { return nil }
    return CGFloat(first) / 2...CGFloat(last + 1) / 2
  }

  @Test func oneLineSitsInTheMiddle() throws {
    let ink = try #require(try inkRows(height: 100))
    // The 20 pt line box spans 40…60; its ink (cap height to baseline) sits inside it.
    #expect(ink.lowerBound >= 40 && ink.upperBound <= 60)
    #expect(ink.lowerBound > 42)
  }

  @Test func twoLinesAreCentredAsABlock() throws {
    let ink = try #require(try inkRows(height: 100, lines: 0, text: "First line of text and the second"))
    #expect(ink.lowerBound >= 30 && ink.upperBound <= 70)
    #expect(ink.upperBound - ink.lowerBound > 25)
  }

  @Test func textTallerThanTheBoundsStartsAtTheTop() throws {
    let ink = try #require(try inkRows(height: 30, lines: 0, text: "One two three four five six seven eight nine ten eleven"))
    #expect(ink.lowerBound >= 0 && ink.upperBound <= 30)
  }
}

/// `adjustsFontSizeToFitWidth` with `minimumScaleFactor` (Apple's documentation;
/// docs/research/ios-look.md §2): one line shrinks by width / natural width, no
/// further than the factor; a factor of 0 does not shrink.
@MainActor @Suite struct LabelFitTests {
  func drawnSize(_ label: UILabel) -> CGFloat? {
    (label.layer.sublayers?.first as? CATextLayer).map(\.fontSize)
  }

  @Test func aLongLineShrinksToTheWidthButNotBelowTheFactor() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    label.text = "A title too long to fit in a hundred points"
    let natural = label.intrinsicContentSize.width
    label.adjustsFontSizeToFitWidth = true
    #expect(drawnSize(label) == 17)  // factor 0: no shrinking
    label.minimumScaleFactor = 0.1
    let fitted = try #require(drawnSize(label))
    #expect(abs(fitted - 17 * 100 / natural) < 0.3)
    label.minimumScaleFactor = 0.8
    #expect(drawnSize(label) == 17 * 0.8)
    // The intrinsic size stays the font's, as UIKit's does.
    #expect(label.intrinsicContentSize.width == natural)
  }

  /// Apple's `UIBaselineAdjustment`: by default the shrunk line keeps the full-size
  /// line's baseline; `.alignCenters` centres it, `.none` keeps its top.
  @Test func aShrunkLineKeepsItsBaselineByDefault() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    label.text = "A title too long to fit in a hundred points"
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    #expect(label.baselineAdjustment == .alignBaselines)
    let text = try #require(label.layer.sublayers?.first as? CATextLayer)
    let shrunk = UIFont.systemFont(ofSize: text.fontSize), full = UIFont.systemFont(ofSize: 17)
    #expect(shrunk.pointSize < 14)
    let fullTop = (40 - UILabel.measure(label.text ?? "", font: full, wrappingAt: nil, lines: 1).height) / 2
    // The baselines meet: the shrunk line's top is lower by the difference of the ascenders.
    #expect(abs(text.frame.minY - (fullTop + full.ascender - shrunk.ascender)) <= 0.5)
    label.baselineAdjustment = .alignCenters
    #expect(abs(text.frame.midY - 20) <= 0.5)
    label.baselineAdjustment = .none
    #expect(abs(text.frame.minY - fullTop) <= 0.5)
    // A line that fits is centred whatever the adjustment.
    label.text = "Short"
    label.baselineAdjustment = .alignBaselines
    #expect(abs(text.frame.midY - 20) <= 0.5)
  }

  @Test func severalLinesShrinkUntilTheyFitTheBounds() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    label.numberOfLines = 2
    label.text = "The quick brown fox jumps over the lazy dog"
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    let size = try #require(drawnSize(label))
    #expect(size < 17 && size >= 8.5)
    let shrunk = UIFont.systemFont(ofSize: size)
    let wrapped = TextMetrics.size(of: label.text ?? "", font: shrunk.fontDescriptor, maxWidth: 120)
    #expect(wrapped.height <= 44.5)
  }
}
