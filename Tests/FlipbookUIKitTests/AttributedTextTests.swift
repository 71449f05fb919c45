import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookText
import FlipbookTestSupport

/// `UILabel.attributedText` and `CATextLayer.string` as an NSAttributedString.
@MainActor
@Suite struct AttributedTextTests {
  func styled() -> NSAttributedString {
    let text = NSMutableAttributedString(string: "Plain ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    text.append(NSAttributedString(string: "Bold red", attributes: [
      .font: UIFont.systemFont(ofSize: 17, weight: .bold), .foregroundColor: UIColor.systemRed]))
    text.append(NSAttributedString(string: " wide", attributes: [.kern: 4, .underlineStyle: NSUnderlineStyle.single.rawValue]))
    return text
  }

  @Test func runsAreUTF8RangesWithTheirAttributes() {
    let text = NSMutableAttributedString(string: "日本 ok")
    text.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 0, length: 2))
    text.addAttribute(.kern, value: 2.5, range: NSRange(location: 3, length: 2))
    let (runs, _) = AttributedRuns.read(text)
    // "日本" is 6 bytes of UTF-8 (2 UTF-16 units); " ok" starts at byte 6.
    #expect(runs == [TextRun(start: 0, end: 6, color: UIColor.systemBlue.cgColor), TextRun(start: 7, end: 9, kern: 2.5)])
  }

  @Test func kerningAndABiggerRunChangeTheMeasuredSize() {
    let font = UIFont.systemFont(ofSize: 17)
    let plain = UILabel.measure("Hello", font: font, wrappingAt: nil, lines: 1)
    let kerned = UILabel.measure("Hello", font: font, wrappingAt: nil, lines: 1,
                                 attributes: NSAttributedString(string: "Hello", attributes: [.kern: 3]))
    // 3 pt between each two of the 5 characters. (iOS also adds it after the last
    // one; Pango's letter spacing does not, so a kerned line measures one kern narrower.)
    #expect(abs(kerned.width - plain.width - 12) <= 0.5)
    let big = NSMutableAttributedString(string: "Hello")
    big.addAttribute(.font, value: UIFont.systemFont(ofSize: 34), range: NSRange(location: 0, length: 1))
    #expect(UILabel.measure("Hello", font: font, wrappingAt: nil, lines: 1, attributes: big).height > plain.height + 15)
  }

  @Test func aLabelDrawsItsRunsAndSettingTextReplacesThem() throws {
    let clock = VirtualClock()
    let (root, label) = clock.run { () -> (UIView, UILabel) in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 260, height: 80))
      root.backgroundColor = .white
      let label = UILabel(frame: CGRect(x: 10, y: 0, width: 240, height: 40))
      label.attributedText = styled()
      root.addSubview(label)
      let lines = UILabel(frame: CGRect(x: 10, y: 40, width: 240, height: 40))
      let style = NSMutableParagraphStyle()
      style.alignment = .center
      lines.attributedText = NSAttributedString(string: "Centred by its paragraph style",
                                                attributes: [.paragraphStyle: style, .strikethroughStyle: 1,
                                                             .foregroundColor: UIColor.systemBlue])
      root.addSubview(lines)
      return (root, label)
    }
    #expect(label.text == "Plain Bold red wide" && label.attributedText?.string == label.text)
    let image = try render(root.layer, scale: 2)
    try assertMatchesReference(image, named: "attributed")
    // The red run is red.
    let reds = (0..<image.width).filter { x in
      (0..<80).contains { y in let p = image.pixel(x: x, y: y); return p.r > 220 && p.g < 90 && p.b < 90 }
    }
    #expect(!reds.isEmpty)
    clock.run { label.text = "Plain again" }
    #expect(try root.layer.renderTree(size: root.bounds.size).textDump().contains("Plain again"))
    #expect(label.attributedText?.string == "Plain again")
    if case .text(let t)? = try root.layer.renderTree(size: root.bounds.size).layers.first?.sublayers.first?.sublayers.first?.content {
      #expect(t.runs.isEmpty)
    }
  }

  @Test func aRunOutsideTheStringIsReportedWithTheLayer() {
    var props = LayerProps(kind: .text)
    props.string = "héllo"
    props.textRuns = [TextRun(start: 2, end: 4)]  // byte 2 is inside "é"
    #expect(throws: LayerTreeError.self) {
      try props.renderNode(layerPath: "root.text", parentSublayerTransform: CATransform3DIdentity, sublayers: [], mask: nil)
    }
    props.textRuns = [TextRun(start: 0, end: 40)]
    #expect(throws: LayerTreeError.self) {
      try props.renderNode(layerPath: "root.text", parentSublayerTransform: CATransform3DIdentity, sublayers: [], mask: nil)
    }
  }

  @Test func outOfRangeNumbersAreDroppedNotTrapped() {
    let text = NSMutableAttributedString(string: "abc")
    text.addAttribute(.kern, value: Double.nan, range: NSRange(location: 0, length: 1))
    text.addAttribute(.kern, value: 1e30, range: NSRange(location: 1, length: 1))
    text.addAttribute(.font, value: UIFont.systemFont(ofSize: 1e12), range: NSRange(location: 2, length: 1))
    #expect(AttributedRuns.read(text).runs.isEmpty)
    #expect(UILabel.measure("abc", font: .systemFont(ofSize: 17), wrappingAt: nil, lines: 1, attributes: text).width > 0)
  }
}
