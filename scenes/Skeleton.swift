import Flipbook
import Foundation

/// A loading skeleton with the shimmer apps use: grey placeholder rows, and a
/// light band sweeping across them — a CAGradientLayer whose `locations` animate
/// from [−1, −0.5, 0] to [1, 1.5, 2], masked by the rows.
public struct ShimmerSkeleton: Scene {
  public static let id = "shimmer-skeleton"
  public static let summary = "Shimmer skeleton: CAGradientLayer locations animated across placeholder rows (mask)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  // Not a whole number of sweeps, so the middle and end frames catch the band mid-way.
  public var length: SceneLength { .seconds(2) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("CABasicAnimation(keyPath: \"locations\") [−1, −0.5, 0] → [1, 1.5, 2] · 1.2 s, repeating · mask: the rows",
                   in: window)
    let shimmer = CAGradientLayer()
    shimmer.name = "shimmer"
    shimmer.frame = CGRect(x: 0, y: 110, width: window.bounds.width, height: 360)
    let base = UIColor.systemGray5.cgColor, light = UIColor(white: 0.985, alpha: 1).cgColor
    shimmer.colors = [base, light, base]
    shimmer.locations = [-1, -0.5, 0]
    shimmer.startPoint = CGPoint(x: 0, y: 0.5)
    shimmer.endPoint = CGPoint(x: 1, y: 0.5)

    // The placeholders: an avatar and two text lines per row, three rows.
    let rows = CALayer()
    rows.frame = shimmer.bounds
    for row in 0..<3 {
      let y = CGFloat(row) * 120 + 20
      let avatar = CALayer()
      avatar.frame = CGRect(x: 20, y: y, width: 64, height: 64)
      avatar.cornerRadius = 32
      let title = CALayer()
      title.frame = CGRect(x: 100, y: y + 8, width: 200, height: 18)
      let subtitle = CALayer()
      subtitle.frame = CGRect(x: 100, y: y + 38, width: 140, height: 14)
      for placeholder in [avatar, title, subtitle] {
        placeholder.backgroundColor = UIColor.black.cgColor
        if placeholder !== avatar { placeholder.cornerRadius = 6 }
        rows.addSublayer(placeholder)
      }
    }
    shimmer.mask = rows
    window.layer.addSublayer(shimmer)

    let sweep = CABasicAnimation(keyPath: "locations")
    sweep.fromValue = [-1.0, -0.5, 0.0]
    sweep.toValue = [1.0, 1.5, 2.0]
    sweep.duration = 1.2
    sweep.repeatCount = .infinity
    shimmer.add(sweep, forKey: "shimmer")
    return window.layer
  }
}

/// Marching ants round a selection (the dash phase animated by one pattern length,
/// repeating) and a ring that draws itself (strokeEnd 0 → 1).
public struct MarchingAnts: Scene {
  public static let id = "marching-ants"
  public static let summary = "CAShapeLayer: lineDashPhase animated (marching ants) and strokeEnd drawing a ring"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .seconds(2) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("top: lineDashPattern [8, 6], lineDashPhase 0 → 14 every 0.5 s · bottom: strokeEnd 0 → 1, ease in-out", in: window)
    let selection = CAShapeLayer()
    selection.name = "selection"
    selection.frame = CGRect(x: 40, y: 120, width: 295, height: 180)
    selection.path = UIBezierPath(roundedRect: selection.bounds, cornerRadius: 12).cgPath
    selection.fillColor = UIColor.systemBlue.withAlphaComponent(0.08).cgColor
    selection.strokeColor = UIColor.systemBlue.cgColor
    selection.lineWidth = 2
    selection.lineDashPattern = [8, 6]
    window.layer.addSublayer(selection)
    let march = CABasicAnimation(keyPath: "lineDashPhase")
    march.fromValue = 0
    march.toValue = 14
    march.duration = 0.5
    march.repeatCount = .infinity
    selection.add(march, forKey: "march")

    let ring = CAShapeLayer()
    ring.name = "ring"
    ring.frame = CGRect(x: 127, y: 380, width: 120, height: 120)
    ring.path = UIBezierPath(ovalIn: ring.bounds.insetBy(dx: 6, dy: 6)).cgPath
    ring.fillColor = nil
    ring.strokeColor = UIColor.systemGreen.cgColor
    ring.lineWidth = 12
    ring.lineCap = .round
    window.layer.addSublayer(ring)
    let draw = CABasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = 1.5
    draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    ring.add(draw, forKey: "draw")
    return window.layer
  }
}
