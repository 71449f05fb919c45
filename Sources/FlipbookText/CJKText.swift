import Foundation

/// Chinese, Japanese and Korean text: which Noto Sans CJK face draws it, and
/// which punctuation inside it comes from that face. PingFang, the iOS font,
/// draws the quotes, ellipses and brackets of Chinese text full width; a Latin
/// font listed first would draw them narrow, so punctuation next to a CJK
/// character is drawn from the CJK face too.
extension FontResolver {
  /// Noto Sans CJK JP when the text has kana, KR with hangul, else SC.
  package static func cjkFamily(for text: String) -> String {
    var hasHangul = false
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x3040...0x30FF, 0x31F0...0x31FF: return "Noto Sans CJK JP"
      case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: hasHangul = true
      default: break
      }
    }
    return hasHangul ? "Noto Sans CJK KR" : "Noto Sans CJK SC"
  }

  /// Whether `scalar` is a CJK character (ideograph, kana, hangul, CJK symbol or full-width form).
  package static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2E80...0x2FDF, 0x3000...0x30FF, 0x3100...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
         0xFF00...0xFFEF, 0x20000...0x3FFFF: true
    default: false
    }
  }

  /// UTF-8 byte ranges of the punctuation whose nearest non-space neighbour
  /// (before or after it) is a CJK character.
  package static func cjkPunctuationRanges(in text: String) -> [Range<Int>] {
    let scalars = Array(text.unicodeScalars)
    var offsets: [Int] = []
    var offset = 0
    for s in scalars {
      offsets.append(offset)
      offset += String(s).utf8.count
    }
    func neighbourIsCJK(_ i: Int, step: Int) -> Bool {
      var j = i + step
      while scalars.indices.contains(j) {
        let p = scalars[j].properties
        if p.isWhitespace || isPunctuation(scalars[j]) { j += step; continue }
        return isCJK(scalars[j])
      }
      return false
    }
    var ranges: [Range<Int>] = []
    for (i, s) in scalars.enumerated() where isPunctuation(s) && !isCJK(s) {
      guard neighbourIsCJK(i, step: -1) || neighbourIsCJK(i, step: 1) else { continue }
      let end = offsets[i] + String(s).utf8.count
      if let last = ranges.last, last.upperBound == offsets[i] {
        ranges[ranges.count - 1] = last.lowerBound..<end
      } else {
        ranges.append(offsets[i]..<end)
      }
    }
    return ranges
  }

  private static func isPunctuation(_ s: Unicode.Scalar) -> Bool {
    switch s.properties.generalCategory {
    case .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
         .dashPunctuation, .connectorPunctuation: true
    default: false
    }
  }
}
