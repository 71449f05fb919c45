import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookUIKit
import FlipbookTestSupport

/// `UILabel.shadowColor` and `shadowOffset`: UIKit draws the text again in the
/// shadow colour at the offset, under the text and unblurred (Apple's UILabel
/// documentation); nil colour, the default, draws none; the offset defaults to (0, −1).
/// `highlightedTextColor` and `isHighlighted`: the text is drawn in the highlighted
/// colour while highlighted, when that colour is set.
@MainActor
@Suite struct LabelShadowAndHighlightTests {
  /// A white 120 × 100 view with a black bold "I" of 60 pt at its top left, its
  /// shadow set by `style`; rendered at scale 1.
  func rendered(_ style: (UILabel) -> Void) throws -> RasterImage {
    let clock = VirtualClock()
    let root = clock.run { () -> UIView in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
      root.backgroundColor = .white
      let label = UILabel(frame: CGRect(x: 20, y: 10, width: 80, height: 70))
      label.text = "I"
      label.font = .systemFont(ofSize: 60, weight: .bold)
      label.textColor = .black
      style(label)
      root.addSubview(label)
      return root
    }
    return try render(root.layer, scale: 1)
  }

  /// The stem's middle column and its lowest black row.
  func stem(_ image: RasterImage) -> (x: Int, bottom: Int)? {
    let dark = { (x: Int, y: Int) in image.pixel(x: x, y: y).r < 60 && image.pixel(x: x, y: y).b < 60 }
    let columns = (0..<image.width).filter { x in (0..<image.height).contains { dark(x, $0) } }
    guard let first = columns.first, let last = columns.last else { return nil }
    let x = (first + last) / 2
    guard let bottom = (0..<image.height).last(where: { dark(x, $0) }) else { return nil }
    return (x, bottom)
  }

  @Test func theDefaultsDrawNoShadow() throws {
    let label = UILabel()
    #expect(label.shadowColor == nil)
    #expect(label.shadowOffset == CGSize(width: 0, height: -1))
    let image = try rendered { _ in }
    let s = try #require(stem(image))
    let below = image.pixel(x: s.x, y: s.bottom + 3)
    #expect(below.r > 240 && below.g > 240 && below.b > 240)
  }

  @Test func aShadowIsTheTextAgainAtTheOffsetUnblurred() throws {
    let plain = try rendered { _ in }
    let image = try rendered {
      $0.shadowColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      $0.shadowOffset = CGSize(width: 0, height: 6)
    }
    let s = try #require(stem(image))
    #expect(stem(plain)?.bottom == s.bottom)  // the text itself has not moved
    // Under the stem's foot, within the 6 points of the offset (past the row the
    // text's own antialiased edge still covers): red, fully (no blur).
    for y in (s.bottom + 2)...(s.bottom + 5) {
      let p = image.pixel(x: s.x, y: y)
      #expect(p.r > 240 && p.g < 20 && p.b < 20, "y \(y): \(p)")
    }
    // Past the offset: white again, at once.
    let past = image.pixel(x: s.x, y: s.bottom + 8)
    #expect(past.r > 240 && past.g > 240 && past.b > 240)
    // The text is drawn over its shadow: the stem stays black.
    let onStem = image.pixel(x: s.x, y: s.bottom - 2)
    #expect(onStem.r < 60 && onStem.g < 60)
  }

  @Test func aHighlightedLabelDrawsInItsHighlightedColour() throws {
    func stemColour(_ style: @escaping (UILabel) -> Void) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
      let plain = try rendered { _ in }
      let s = try #require(stem(plain))
      return try rendered(style).pixel(x: s.x, y: s.bottom - 4)
    }
    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let highlighted = try stemColour { $0.highlightedTextColor = red; $0.isHighlighted = true }
    #expect(highlighted.r > 240 && highlighted.g < 20 && highlighted.b < 20, "\(highlighted)")
    // Not highlighted, or highlighted without a colour: the text colour (black).
    for style: (UILabel) -> Void in [{ $0.highlightedTextColor = red }, { $0.isHighlighted = true }] {
      let p = try stemColour(style)
      #expect(p.r < 40 && p.g < 40 && p.b < 40, "\(p)")
    }
  }

  @Test func aXIBLabelsShadowIsRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("label-shadow-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
      <label opaque="NO" text="Title" baselineAdjustment="alignCenters" id="lbl"><rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
      <color key="shadowColor" white="0.0" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
      <color key="highlightedColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      <size key="shadowOffset" width="1" height="2"/></label></objects></document>
      """
    try Data(xib.utf8).write(to: folder.appendingPathComponent("Shadowed.xib"))
    let clock = VirtualClock()
    let label = clock.run {
      UINib(nibName: "Shadowed", bundle: Bundle(path: folder.path)).instantiate(withOwner: nil).first as? UILabel
    }
    #expect(label?.shadowOffset == CGSize(width: 1, height: 2))
    #expect(label?.baselineAdjustment == .alignCenters)
    #expect(label?.shadowColor?.cgColor.alpha == 0.5)
    #expect(label?.highlightedTextColor?.cgColor.components.map { $0.map { Double($0) } } == [0, 0, 1, 1])
    #expect(clock.errors.isEmpty, "\(clock.errors)")
  }
}
