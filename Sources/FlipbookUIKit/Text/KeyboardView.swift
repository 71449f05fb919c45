import Foundation

/// The iOS keyboard, light, letters layout, drawn by Flipbook (estimates from
/// iOS 17 screenshots, Apple publishes no metrics): a 44 pt suggestions bar,
/// then four rows of 42 pt keys 12 pt apart, 6 pt between keys and 3 pt from the
/// edges; white letter keys and grey function keys with 5 pt corners and a 1 pt
/// darker shadow under each; lowercase letters in the 22.5 pt system font; the
/// return key blue for Go, Search, Send, Join, Route and Done. A typed letter
/// shows its key's magnified pop-up for 0.1 s, as iOS does under the finger.
final class KeyboardView: UIView {
  static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
  // Light and dark keyboards (dark: sampled from iOS 17 screenshots of the dark keyboard).
  static let background = UIColor.pair(0xD1D4D9, 0x2B2B2D)
  static let functionKey = UIColor.pair(0xABB1BA, 0x464649)
  static let letterKey = UIColor.pair(0xFFFFFF, 0x6C6C6E)
  static let keyShadow = UIColor.pair(0x898A8D, 0x000000)

  var returnKeyType: UIReturnKeyType = .default { didSet { if oldValue != returnKeyType { build() } } }
  private(set) var keyFrames: [Character: CGRect] = [:]

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = Self.background
    build()
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  private var returnTitle: String {
    switch returnKeyType {
    case .go: "go"
    case .google, .yahoo, .search: "search"
    case .join: "join"
    case .next: "next"
    case .route: "route"
    case .send: "send"
    case .done: "done"
    case .emergencyCall: "emergency"
    case .continue: "continue"
    case .default: "return"
    }
  }

  private var returnIsBlue: Bool { [.go, .google, .yahoo, .search, .join, .route, .send, .done].contains(returnKeyType) }

  private func build() {
    for v in subviews { v.removeFromSuperview() }
    keyFrames = [:]
    let w = bounds.width, gap: CGFloat = 6, side: CGFloat = 3, h: CGFloat = 42
    let key = (w - 2 * side - 9 * gap) / 10
    for x in [w / 3, 2 * w / 3] {
      let line = UIView(frame: CGRect(x: x, y: 10, width: 1 / UIScreen.main.scale, height: 24))
      line.backgroundColor = UIColor(white: 0, alpha: 0.15)
      addSubview(line)
    }
    func y(_ row: Int) -> CGFloat { 44 + 8 + CGFloat(row) * (h + 12) }
    for (r, letters) in Self.rows.enumerated() {
      let count = CGFloat(letters.count)
      var x = (w - (count * key + (count - 1) * gap)) / 2
      for ch in letters {
        let frame = CGRect(x: x, y: y(r), width: key, height: h)
        keyFrames[ch] = frame
        addKey(frame, title: String(ch), size: 22.5, color: Self.letterKey)
        x += key + gap
      }
    }
    let wide = (w - 2 * side - 7 * key - 8 * gap) / 2
    addKey(CGRect(x: side, y: y(2), width: wide, height: h), glyph: Self.shiftPath(), color: Self.functionKey)
    let delete = CGRect(x: w - side - wide, y: y(2), width: wide, height: h)
    keyFrames["\u{8}"] = delete
    addKey(delete, glyph: Self.deletePath(), color: Self.functionKey)
    let left = 2 * key + gap, right = 2.5 * key + 1.5 * gap
    addKey(CGRect(x: side, y: y(3), width: left, height: h), title: "123", size: 16, color: Self.functionKey)
    let space = CGRect(x: side + left + gap, y: y(3), width: w - 2 * side - left - right - 2 * gap, height: h)
    keyFrames[" "] = space
    addKey(space, title: "space", size: 16, color: Self.letterKey)
    let ret = CGRect(x: w - side - right, y: y(3), width: right, height: h)
    keyFrames["\n"] = ret
    addKey(ret, title: returnTitle, size: 16, color: returnIsBlue ? .systemBlue : Self.functionKey,
           textColor: returnIsBlue ? .white : .label)
  }

  private func addKey(_ frame: CGRect, title: String? = nil, glyph: UIBezierPath? = nil, size: CGFloat = 16,
                      color: UIColor, textColor: UIColor = .label) {
    let key = UIView(frame: frame)
    key.backgroundColor = color
    key.layer.cornerRadius = 5
    key.layer.shadowColor = Self.keyShadow.cgColor
    key.layer.shadowOpacity = 1
    key.layer.shadowRadius = 0
    key.layer.shadowOffset = CGSize(width: 0, height: 1)
    if let title {
      let label = UILabel(frame: key.bounds.offsetBy(dx: 0, dy: size > 20 ? -1.5 : 0))
      label.text = title
      label.font = .systemFont(ofSize: size)
      label.textColor = textColor
      label.textAlignment = .center
      key.addSubview(label)
    }
    if let glyph {
      let shape = CAShapeLayer()
      shape.path = glyph.cgPath
      shape.fillColor = nil
      shape.strokeColor = UIColor.label.cgColor
      shape.lineWidth = 1.5
      shape.lineJoin = .round
      shape.position = CGPoint(x: frame.width / 2 - 11, y: frame.height / 2 - 11)
      key.layer.addSublayer(shape)
    }
    addSubview(key)
  }

  /// An outlined up arrow in a 22 pt box.
  static func shiftPath() -> UIBezierPath {
    let p = UIBezierPath()
    p.move(to: CGPoint(x: 11, y: 3))
    for point in [(20, 12), (15, 12), (15, 19), (7, 19), (7, 12), (2, 12)] { p.addLine(to: CGPoint(x: point.0, y: point.1)) }
    p.close()
    return p
  }

  /// A left-pointing key outline with a cross, in a 22 pt box.
  static func deletePath() -> UIBezierPath {
    let p = UIBezierPath()
    p.move(to: CGPoint(x: 1, y: 11))
    for point in [(7, 4), (21, 4), (21, 18), (7, 18)] { p.addLine(to: CGPoint(x: point.0, y: point.1)) }
    p.close()
    p.move(to: CGPoint(x: 11, y: 8))
    p.addLine(to: CGPoint(x: 17, y: 14))
    p.move(to: CGPoint(x: 17, y: 8))
    p.addLine(to: CGPoint(x: 11, y: 14))
    return p
  }

  /// Shows `character`'s key pressed: a letter pops up magnified above its key;
  /// space, return and delete darken. Returns the key's centre in window points.
  @discardableResult
  func press(_ character: Character) -> CGPoint? {
    let lower = Character(character.lowercased())
    guard let frame = keyFrames[lower] else { return nil }
    let popup = UIView()
    if Self.rows.joined().contains(lower) {
      // Kept on the keyboard at the edges, as iOS shifts the pop-ups of q, p and a, l inward.
      let x = min(max(frame.minX - 8, 1), bounds.width - frame.width - 17)
      popup.frame = CGRect(x: x, y: frame.minY - 58, width: frame.width + 16, height: frame.height + 58)
      popup.backgroundColor = Self.letterKey
      popup.layer.cornerRadius = 8
      popup.layer.shadowColor = UIColor.black.cgColor
      popup.layer.shadowOpacity = 0.3
      popup.layer.shadowRadius = 2
      popup.layer.shadowOffset = CGSize(width: 0, height: 1)
      let label = UILabel(frame: CGRect(x: 0, y: 4, width: popup.bounds.width, height: 50))
      label.text = String(character)
      label.font = .systemFont(ofSize: 34)
      label.textAlignment = .center
      popup.addSubview(label)
    } else {
      popup.frame = frame
      popup.backgroundColor = UIColor(white: 0, alpha: 0.12)
      popup.layer.cornerRadius = 5
    }
    addSubview(popup)
    EventState.current.after(0.1) { popup.removeFromSuperview() }
    return convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
  }
}
