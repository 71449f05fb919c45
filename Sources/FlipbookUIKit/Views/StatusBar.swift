import Foundation

/// iOS's status bar, drawn over a window when the scene's canvas asks for it
/// (`Canvas.showsStatusBar`): dark content (time 9:41, four signal bars, Wi-Fi,
/// a full battery), as Apple's marketing images show it. Its height and the home
/// indicator's inset come from the canvas size (docs/research/ios-look.md §4): 20 pt
/// on a 667 pt tall phone with the time centred; 44–59 pt with the time in the
/// left "ear" beside the notch and 34 pt at the bottom, with the home indicator, on taller phones.
@MainActor
enum StatusBar {
  /// The safe-area insets of `window` when its canvas shows the status bar.
  static func insets(for window: UIWindow) -> UIEdgeInsets? {
    guard let canvas = window.layer.clock?.canvas, canvas.showsStatusBar else { return nil }
    return insets(forHeight: canvas.size.height)
  }

  /// Top and bottom insets of a portrait phone `height` points tall.
  static func insets(forHeight height: CGFloat) -> UIEdgeInsets {
    let top: CGFloat = switch height {
    case ..<800: 20
    case 812: 44
    case 896: 48
    case 844, 926: 47
    case 852, 932: 59
    default: 50
    }
    return UIEdgeInsets(top: top, left: 0, bottom: height < 800 ? 0 : 34, right: 0)
  }

  /// The status bar's view for a window `width` wide, with `top` points of height.
  static func makeView(width: CGFloat, top: CGFloat) -> UIView {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: width, height: top))
    bar.layer.name = "status bar"
    bar.isUserInteractionEnabled = false
    bar.layer.zPosition = 10_000  // above every other window content, as UIKit's status bar window is
    let classic = top <= 20
    let mid = classic ? top / 2 : top * 0.55
    let time = UILabel()
    time.text = "9:41"
    time.font = .systemFont(ofSize: classic ? 12 : 17, weight: .semibold)
    time.textAlignment = .center
    let timeWidth: CGFloat = classic ? 60 : 70
    time.frame = CGRect(x: classic ? (width - timeWidth) / 2 : width * 0.18 - timeWidth / 2, y: mid - 11,
                        width: timeWidth, height: 22)
    bar.addSubview(time)
    // Right side (classic: left side for signal and Wi-Fi, right for the battery).
    let scale: CGFloat = classic ? 0.8 : 1
    // On notched phones the signal, Wi-Fi and battery (about 70 pt) are centred in
    // the right "ear", mirroring the time (clear of the notch and the Dynamic Island).
    let rightGroup = 0.82 * width - 35
    let batteryX = classic ? width - 6 - 27 * scale : rightGroup + 43
    bar.layer.addSublayer(battery(at: CGPoint(x: batteryX, y: mid - 6.5 * scale), scale: scale))
    let signalX = classic ? 6 : rightGroup
    bar.layer.addSublayer(signal(at: CGPoint(x: signalX, y: mid + 5.5 * scale), scale: scale))
    bar.layer.addSublayer(wifi(center: CGPoint(x: signalX + (classic ? 30 : 27) * scale, y: mid + 5 * scale), scale: scale))
    return bar
  }

  /// Four bars rising left to right, 3 pt wide, 1.5 pt apart, bottoms at `origin.y`.
  private static func signal(at origin: CGPoint, scale: CGFloat) -> CAShapeLayer {
    let path = CGMutablePath()
    for i in 0..<4 {
      let h = (4 + 2.7 * CGFloat(i)) * scale
      path.addRoundedRect(in: CGRect(x: origin.x + CGFloat(i) * 4.5 * scale, y: origin.y - h, width: 3 * scale, height: h),
                          cornerWidth: scale, cornerHeight: scale)
    }
    let layer = CAShapeLayer()
    layer.path = path
    layer.fillColor = UIColor.black.cgColor
    return layer
  }

  /// Three arcs and a dot, a quarter turn wide, opening upwards from `center`.
  private static func wifi(center: CGPoint, scale: CGFloat) -> CAShapeLayer {
    let path = CGMutablePath()
    for r in [3.0, 6.5, 10.0] as [CGFloat] {
      let start = -CGFloat.pi * 3 / 4
      path.move(to: CGPoint(x: center.x + r * scale * cos(start), y: center.y + r * scale * sin(start)))
      path.addArc(center: center, radius: r * scale, startAngle: start, endAngle: -.pi / 4, clockwise: false)
    }
    let layer = CAShapeLayer()
    layer.path = path
    layer.strokeColor = UIColor.black.cgColor
    layer.fillColor = nil
    layer.lineWidth = 2 * scale
    layer.lineCap = .round
    return layer
  }

  /// A 25x12 pt rounded outline, full, with the terminal nub on its right.
  private static func battery(at origin: CGPoint, scale: CGFloat) -> CALayer {
    let layer = CALayer()
    layer.frame = CGRect(x: origin.x, y: origin.y, width: 27 * scale, height: 13 * scale)
    let body = CAShapeLayer()
    body.path = CGPath(roundedRect: CGRect(x: 0.5, y: 0.5, width: 24 * scale, height: 12 * scale),
                       cornerWidth: 3.5 * scale, cornerHeight: 3.5 * scale, transform: nil)
    body.strokeColor = UIColor(white: 0, alpha: 0.4).cgColor
    body.fillColor = nil
    body.lineWidth = 1
    let fill = CAShapeLayer()
    fill.path = CGPath(roundedRect: CGRect(x: 2.5 * scale, y: 2.5 * scale, width: 20 * scale, height: 8 * scale),
                       cornerWidth: 1.5 * scale, cornerHeight: 1.5 * scale, transform: nil)
    fill.fillColor = UIColor.black.cgColor
    let nub = CAShapeLayer()
    nub.path = CGPath(roundedRect: CGRect(x: 25.5 * scale, y: 4.5 * scale, width: 1.5 * scale, height: 4 * scale),
                      cornerWidth: 0.7 * scale, cornerHeight: 0.7 * scale, transform: nil)
    nub.fillColor = UIColor(white: 0, alpha: 0.4).cgColor
    for part in [body, fill, nub] { layer.addSublayer(part) }
    return layer
  }
}

extension StatusBar {
  /// The home indicator of a phone without a home button: a 134x5 pt black pill,
  /// centred 8 pt above the bottom edge.
  static func makeHomeIndicator(width: CGFloat, height: CGFloat) -> UIView {
    let pill = UIView(frame: CGRect(x: (width - 134) / 2, y: height - 8 - 5, width: 134, height: 5))
    pill.layer.name = "home indicator"
    pill.backgroundColor = .black
    pill.layer.cornerRadius = 2.5
    pill.isUserInteractionEnabled = false
    pill.layer.zPosition = 10_000
    return pill
  }
}

extension StatusBar {
  /// Draws the bar's content (time, signal, Wi-Fi, battery) in `colour`, each part keeping its alpha.
  static func colour(_ bar: UIView, _ colour: UIColor) {
    func tinted(_ c: CGColor?) -> CGColor? { c.map { colour.withAlphaComponent(CGFloat($0.alpha)).cgColor } }
    var layers = [bar.layer]
    while let layer = layers.popLast() {
      if let shape = layer as? CAShapeLayer {
        shape.fillColor = tinted(shape.fillColor)
        shape.strokeColor = tinted(shape.strokeColor)
      }
      layers.append(contentsOf: layer.sublayers ?? [])
    }
    for case let label as UILabel in bar.subviews { label.textColor = colour }
  }
}

extension UIWindow {
  /// Adds the status bar (and the home indicator where the phone has one) when
  /// the canvas shows it (once per window).
  func addStatusBarIfShown() {
    guard let insets = StatusBar.insets(for: self), !subviews.contains(where: { $0.layer.name == "status bar" }) else { return }
    UIView.performWithoutAnimation {
      addSubview(StatusBar.makeView(width: bounds.width, top: insets.top))
      if insets.bottom > 0 { addSubview(StatusBar.makeHomeIndicator(width: bounds.width, height: bounds.height)) }
    }
  }
}
