import Flipbook
import Foundation

/// A 3D card carousel: six cards around a ring inside a CATransformLayer, in a
/// container whose sublayerTransform gives perspective; the ring turns once. The
/// cards stay in 3D (not flattened into the ring's plane) and the nearer cards
/// cover the farther ones as the ring turns.
public struct TransformCarousel: Scene {
  public static let id = "transform-carousel"
  public static let summary = "CATransformLayer carousel: six cards in 3D with perspective, turning, drawn back to front"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .seconds(4) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("CATransformLayer · 6 cards rotated 60° apart, 190 pt out · sublayerTransform.m34 = −1/700 · transform.rotation.y 0 → 2π",
                   in: window)
    let stage = CALayer()
    stage.frame = CGRect(x: 0, y: 150, width: window.bounds.width, height: 400)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 700
    stage.sublayerTransform = perspective
    window.layer.addSublayer(stage)

    let ring = CATransformLayer()
    ring.name = "ring"
    ring.frame = stage.bounds
    stage.addSublayer(ring)
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
    for (i, color) in colors.enumerated() {
      let card = CALayer()
      card.name = "card\(i + 1)"
      card.bounds = CGRect(x: 0, y: 0, width: 150, height: 210)
      card.position = CGPoint(x: ring.bounds.midX, y: ring.bounds.midY)
      card.backgroundColor = color.cgColor
      card.cornerRadius = 16
      card.borderWidth = 2
      card.borderColor = UIColor(white: 1, alpha: 0.6).cgColor
      var t = CATransform3DMakeRotation(CGFloat(i) * .pi / 3, 0, 1, 0)
      t = CATransform3DTranslate(t, 0, 0, 190)
      card.transform = t
      let number = CATextLayer()
      number.string = "\(i + 1)"
      number.fontSize = 64
      number.font = UIFont.boldSystemFont(ofSize: 64)
      number.alignmentMode = .center
      number.foregroundColor = UIColor.white.cgColor
      number.contentsScale = 2
      number.frame = CGRect(x: 0, y: 66, width: 150, height: 80)
      card.addSublayer(number)
      ring.addSublayer(card)
    }
    let turn = CABasicAnimation(keyPath: "transform.rotation.y")
    turn.fromValue = 0
    turn.toValue = 2 * CGFloat.pi
    turn.duration = 4
    ring.add(turn, forKey: "turn")
    return window.layer
  }
}
