import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookText
import FlipbookTestSupport

/// The system font as iOS names and measures it, drawn with the open fonts
/// closest to SF Pro and PingFang (docs/research/ios-look.md §1): Inter (its
/// Display cut from 20 pt) in real weights, Noto Sans CJK for Chinese, Japanese
/// and Korean, SF's tracking and line height.
@MainActor @Suite struct SystemFontTests {
  func face(_ font: UIFont, _ text: String = "A", at character: Unicode.Scalar = "A") -> (family: String, weight: Int)? {
    TextMetrics.resolvedFace(of: font.fontDescriptor, text: text, character: character)
  }

  @Test func theSystemFontDrawsInInterWithRealWeights() throws {
    #expect(face(.systemFont(ofSize: 17))?.family == "Inter")
    #expect(face(.systemFont(ofSize: 34))?.family == "Inter Display")
    let weights: [(UIFont.Weight, Int)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400),
                                           (.medium, 500), (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900)]
    for (weight, css) in weights {
      let resolved = try #require(face(.systemFont(ofSize: 17, weight: weight)))
      #expect(resolved.family == "Inter" && resolved.weight == css, "\(weight.rawValue)")
    }
    #expect(face(.boldSystemFont(ofSize: 17))?.weight == 700)
  }

  @Test func fontNamesCarryTheirWeightAndSlant() {
    let cases: [(String, CGFloat, Bool)] = [
      ("Avenir-Heavy", 0.56, false), ("Helvetica-BoldOblique", 0.4, true), (".SFUI-Semibold", 0.3, false),
      ("HelveticaNeue-UltraLight", -0.8, false), ("Georgia-Italic", 0, true), ("Helvetica", 0, false),
      ("AvenirNext-DemiBold", 0.3, false), ("Futura-Light", -0.4, false), ("", 0, false),
    ]
    for (name, weight, italic) in cases {
      let font = FontDescriptor(name: name, size: 17)
      #expect(font.weight == weight && font.isItalic == italic, "\(name)")
    }
    #expect(FontDescriptor.textLayerDefault(size: 20) == FontDescriptor(name: "Helvetica", size: 20))
  }

  @Test func chineseJapaneseAndKoreanFallBackToNotoSansCJK() {
    #expect(face(.systemFont(ofSize: 17), "删除照片", at: "删")?.family == "Noto Sans CJK SC")
    #expect(face(.systemFont(ofSize: 17), "写真を削除", at: "写")?.family == "Noto Sans CJK JP")
    #expect(face(.systemFont(ofSize: 17), "사진 삭제", at: "사")?.family == "Noto Sans CJK KR")
    // Latin inside Chinese text stays in Inter, as SF draws it beside PingFang.
    #expect(face(.systemFont(ofSize: 17), "删除 iPhone 照片", at: "i")?.family == "Inter")
  }

  @Test func punctuationBesideCJKComesFromTheCJKFont() {
    let text = "“你好”…世界! Hello, “world”"
    let ranges = FontResolver.cjkPunctuationRanges(in: text)
    let marked = ranges.map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) }
    #expect(marked == ["“", "”…", "!"])
  }

  @Test func textStylesHaveIOSDefaultSizes() {
    let sizes: [(UIFont.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20),
                                                (.headline, 17), (.body, 17), (.callout, 16), (.subheadline, 15),
                                                (.footnote, 13), (.caption1, 12), (.caption2, 11)]
    for (style, size) in sizes { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
    #expect(face(.preferredFont(forTextStyle: .headline))?.weight == 600)
  }

  @Test func metricsAndTrackingAreSFPros() {
    let body = UIFont.systemFont(ofSize: 17)
    #expect(abs(body.lineHeight - 20.287109375) < 1e-9)
    #expect(abs(body.ascender - 16.1865234375) < 1e-9)
    #expect(abs(body.descender + 4.1005859375) < 1e-9)
    // HIG tracking: −26/1000 em at 17 pt, 0 at 12, +14 at 28; none for other fonts.
    #expect(abs(FontResolver.tracking(for: body.fontDescriptor) + 0.442) < 1e-9)
    #expect(FontResolver.tracking(for: UIFont.systemFont(ofSize: 12).fontDescriptor) == 0)
    #expect(abs(FontResolver.tracking(for: UIFont.systemFont(ofSize: 28).fontDescriptor) - 0.392) < 1e-9)
    #expect(FontResolver.tracking(for: UIFont(name: "Avenir-Heavy", size: 17)!.fontDescriptor) == 0)
    // Tracking tightens a line: between each pair of the 8 letters (Pango spaces
    // graphemes, not the end of the line), so 7 × 0.442 pt narrower than Inter's own spacing.
    let tracked = TextMetrics.size(of: "Settings", font: body.fontDescriptor).width
    let untracked = TextMetrics.size(of: "Settings", font: FontDescriptor(name: "Inter", size: 17)).width
    #expect(abs((untracked - tracked) - 7 * 0.442) < 0.05)
  }

  @Test func monospacedDigitsHaveEqualWidths() {
    let font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular).fontDescriptor
    #expect(TextMetrics.size(of: "111", font: font).width == TextMetrics.size(of: "888", font: font).width)
    let proportional = UIFont.systemFont(ofSize: 17).fontDescriptor
    #expect(TextMetrics.size(of: "111", font: proportional).width < TextMetrics.size(of: "888", font: proportional).width)
  }

  /// An emoji in a label draws from Noto Color Emoji (fonts-noto-color-emoji, installed
  /// by make setup), in colour, as Apple Color Emoji draws it on iOS, not as a hex box.
  @Test func emojiDrawInColour() throws {
    #expect(face(.systemFont(ofSize: 17), "Done 🎉", at: "🎉")?.family == "Noto Color Emoji")
    let clock = VirtualClock()
    let layer = clock.run { () -> CALayer in
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      label.font = .systemFont(ofSize: 30)
      label.text = "🍊"
      return label.layer
    }
    let image = try render(layer, scale: 2, background: .white)
    var orange = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        if p.r > 200 && p.g > 80 && p.g < 190 && p.b < 80 { orange += 1 }
      }
    }
    #expect(orange > 400, "orange pixels: \(orange)")
  }
}

/// Colour emoji in every text path (Noto Color Emoji through Cairo's colour-font
/// support), measured with the text around them.
@MainActor @Suite struct EmojiTests {
  @Test func anEmojiInALabelDrawsInColourAndIsMeasured() throws {
    let root = makeRoot(CGSize(width: 120, height: 60))
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    label.font = .systemFont(ofSize: 30)
    label.text = "🍎💩"
    root.addSublayer(label.layer)
    let image = try render(root, scale: 2)
    // An apple is red: somewhere in the glyph the red channel dominates, which a
    // monochrome fallback box (grey outline, hex digits) never does.
    var red = 0
    for y in 20..<100 { for x in 20..<220 {
      let p = image.pixel(x: x, y: y)
      if p.r > 180 && p.g < 90 && p.b < 90 { red += 1 }
    } }
    #expect(red > 200, "\(red) red pixels")
    let width = label.sizeThatFits(CGSize(width: 1000, height: 100)).width
    #expect(width > 50 && width < 90, "an emoji is about one em wide: \(width)")
    #expect(TextMetrics.resolvedFace(of: label.font.fontDescriptor, text: "🍎", character: "🍎")?.family == "Noto Color Emoji")
  }
}
