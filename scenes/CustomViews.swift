import Flipbook
import Foundation

/// A progress ring as apps write it: a custom view with `init(frame:)`, shape
/// layers set up once, `strokeEnd` animated from the last value on each update.
final class ProgressRingView: UIView {
  private let track = CAShapeLayer()
  private let ring = CAShapeLayer()
  private let label = UILabel()
  private(set) var progress: CGFloat = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    for layer in [track, ring] {
      layer.fillColor = UIColor.clear.cgColor
      layer.lineWidth = 14
      layer.lineCap = .round
      self.layer.addSublayer(layer)
    }
    track.strokeColor = UIColor.systemGray5.cgColor
    ring.strokeColor = UIColor.systemPink.cgColor
    ring.strokeEnd = 0
    label.font = .boldSystemFont(ofSize: 34)
    label.textAlignment = .center
    label.text = "0%"
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let radius = min(bounds.width, bounds.height) / 2 - 7
    let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                            startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
    for layer in [track, ring] {
      layer.frame = bounds
      layer.path = path.cgPath
    }
    label.sizeToFit()
    label.center = CGPoint(x: bounds.midX, y: bounds.midY)
  }

  func setProgress(_ value: CGFloat, animated: Bool) {
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = progress
    animation.toValue = value
    animation.duration = animated ? 0.45 : 0
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    ring.strokeEnd = value
    ring.add(animation, forKey: "progress")
    progress = value
    label.text = "\(Int((value * 100).rounded()))%"
    setNeedsLayout()
  }
}

public struct ProgressRing: Scene {
  public static let id = "progress-ring"
  public static let summary = "A custom view (init(frame:), layoutSubviews) whose ring fills from scheduled updates"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }

  public func build() -> CALayer {
    let w = Scenes.makeWindow()
    let ring = ProgressRingView(frame: CGRect(x: 87.5, y: 213, width: 200, height: 200))
    w.addSubview(ring)
    for (i, value) in [CGFloat(0.3), 0.65, 1].enumerated() {
      SceneScheduler.main.asyncAfter(delay: 0.2 + 0.6 * Double(i)) { ring.setProgress(value, animated: true) }
    }
    return w.layer
  }
}

/// A card whose parts follow it by autoresizing masks as it grows to full width
/// and back (the rotation-era layout many older apps still use).
public struct AutoresizeCard: Scene {
  public static let id = "autoresize-card"
  public static let summary = "autoresizingMask: header, centred badge and footer follow a card resized in an animation block"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  public func build() -> CALayer {
    let w = Scenes.makeWindow()
    let card = UIView(frame: CGRect(x: 67.5, y: 200, width: 240, height: 200))
    card.backgroundColor = .systemGray6
    card.layer.cornerRadius = 16
    card.clipsToBounds = true
    w.addSubview(card)
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
    header.backgroundColor = .systemBlue
    header.autoresizingMask = [.flexibleWidth]
    let badge = UIView(frame: CGRect(x: 95, y: 75, width: 50, height: 50))
    badge.backgroundColor = .systemOrange
    badge.layer.cornerRadius = 25
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
    let footer = UIView(frame: CGRect(x: 16, y: 160, width: 208, height: 28))
    footer.backgroundColor = .systemGray3
    footer.layer.cornerRadius = 8
    footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    for part in [header, badge, footer] { card.addSubview(part) }
    SceneScheduler.main.asyncAfter(delay: 0.3) {
      UIView.animate(withDuration: 0.6, delay: 0, options: .curveEaseInOut) {
        card.frame = CGRect(x: 16, y: 140, width: 343, height: 320)
      }
    }
    SceneScheduler.main.asyncAfter(delay: 1.3) {
      UIView.animate(withDuration: 0.6) { card.frame = CGRect(x: 67.5, y: 200, width: 240, height: 200) }
    }
    return w.layer
  }
}
