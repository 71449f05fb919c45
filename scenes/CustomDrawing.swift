import Flipbook
import Foundation

// Custom drawing as apps write it: a view that draws itself in draw(_:) and
// redraws when its value changes, a card drawn once with a gradient and a
// shadow, and an avatar made with UIGraphicsImageRenderer.

/// A progress ring drawn in `draw(_:)`: `progress` calls `setNeedsDisplay()`, a
/// display link moves it, and each frame shows the store drawn at that commit.
final class DrawnProgressView: UIView {
  var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    contentMode = .redraw
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = min(bounds.width, bounds.height) / 2 - 10
    let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    track.lineWidth = 12
    UIColor.systemGray5.setStroke()
    track.stroke()

    let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                           endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
    arc.lineWidth = 12
    arc.lineCapStyle = .round
    UIColor.systemBlue.setStroke()
    if progress > 0 { arc.stroke() }

    let text = "\(Int((progress * 100).rounded()))%" as NSString
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.label]
    let size = text.size(withAttributes: attributes)
    text.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
  }
}

/// A download card drawn once: a rounded gradient face casting a soft shadow.
final class DrawnCardView: UIView {
  override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    // Room for the shadow: what is drawn outside the bounds is cut off, as on iOS.
    let card = bounds.inset(by: UIEdgeInsets(top: 8, left: 24, bottom: 28, right: 24))
    let shape = UIBezierPath(roundedRect: card, cornerRadius: 16)
    ctx.saveGState()
    ctx.setShadow(offset: CGSize(width: 0, height: 6), blur: 12, color: UIColor.black.withAlphaComponent(0.25).cgColor)
    UIColor.white.setFill()
    shape.fill()
    ctx.restoreGState()

    ctx.saveGState()
    shape.addClip()
    let colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor] as CFArray
    if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
      ctx.drawLinearGradient(gradient, start: CGPoint(x: card.minX, y: card.minY), end: CGPoint(x: card.maxX, y: card.maxY),
                             options: [])
    }
    ctx.restoreGState()
    let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.white]
    ("Flipbook.mov" as NSString).draw(at: CGPoint(x: card.minX + 20, y: card.minY + 20), withAttributes: title)
    let detail: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14),
                                                 .foregroundColor: UIColor.white.withAlphaComponent(0.8)]
    ("Downloading · 48 MB" as NSString).draw(at: CGPoint(x: card.minX + 20, y: card.minY + 50), withAttributes: detail)
  }
}

public struct CustomDrawnProgress: Scene {
  public static let id = "custom-drawn-progress"
  public static let summary = "draw(_:) redrawn on setNeedsDisplay: a progress ring, a gradient card with a shadow, a rendered avatar"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .seconds(2.2) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("draw(_:) · setNeedsDisplay() from a CADisplayLink · UIGraphicsImageRenderer avatar", in: window)
    let card = DrawnCardView(frame: CGRect(x: 0, y: 96, width: 375, height: 156))
    card.layer.name = "card"
    card.backgroundColor = .clear
    window.addSubview(card)

    let avatar = UIImageView(image: Self.avatar(initials: "FB", diameter: 44))
    avatar.layer.name = "avatar"
    avatar.frame.origin = CGPoint(x: 287, y: 120)
    window.addSubview(avatar)

    let ring = DrawnProgressView(frame: CGRect(x: 87, y: 300, width: 200, height: 200))
    ring.layer.name = "ring"
    window.addSubview(ring)
    let link = CADisplayLink { link in
      let t = min(1, link.timestamp / 2)
      ring.progress = t * t * (3 - 2 * t)
      if t >= 1 { link.invalidate() }
    }
    link.add(to: .main, forMode: .common)
    return window.layer
  }

  /// A circle with initials, drawn by an image renderer at the screen's scale.
  static func avatar(initials: String, diameter: CGFloat) -> UIImage {
    let size = CGSize(width: diameter, height: diameter)
    return UIGraphicsImageRenderer(size: size).image { ctx in
      UIColor.systemOrange.setFill()
      ctx.cgContext.fillEllipse(in: CGRect(origin: .zero, size: size))
      let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.white]
      let text = initials as NSString
      let textSize = text.size(withAttributes: attributes)
      text.draw(at: CGPoint(x: (diameter - textSize.width) / 2, y: (diameter - textSize.height) / 2), withAttributes: attributes)
    }
  }
}
