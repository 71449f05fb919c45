import Flipbook
import Foundation

/// What `contentsScale` does to text, as on an iPhone: a CATextLayer made in code
/// keeps Core Animation's default scale of 1 and looks soft on a @2x screen; set
/// to the screen's scale it is sharp; and a layer scaled up magnifies its
/// backing store instead of drawing its text again.
public struct TextSharpness: Scene {
  public static let id = "text-contents-scale"
  public static let summary = "CATextLayer at contentsScale 1 (soft on @2x) and at the screen's scale (sharp); scaling up magnifies the store"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .seconds(2) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("CATextLayer.contentsScale 1 (Core Animation's default) vs UIScreen.main.scale · transform.scale 1 → 2 magnifies the backing store",
                   in: window)
    let rows: [(String, CGFloat, CGFloat)] = [("contentsScale = 1", 1, 130), ("contentsScale = UIScreen.main.scale", UIScreen.main.scale, 230)]
    for (title, scale, y) in rows {
      let note = UILabel(frame: CGRect(x: 24, y: y, width: 327, height: 20))
      note.text = title
      note.font = .systemFont(ofSize: 13)
      note.textColor = .secondaryLabel
      window.addSubview(note)
      let text = Self.textLayer("Sharp or soft?", scale: scale)
      text.name = "text@\(Int(scale))x"
      text.frame = CGRect(x: 24, y: y + 24, width: 327, height: 44)
      window.layer.addSublayer(text)
    }

    let note = UILabel(frame: CGRect(x: 24, y: 330, width: 327, height: 20))
    note.text = "contentsScale = UIScreen.main.scale, scaled up"
    note.font = .systemFont(ofSize: 13)
    note.textColor = .secondaryLabel
    window.addSubview(note)
    let grown = Self.textLayer("Magnified", scale: UIScreen.main.scale)
    grown.name = "magnified"
    grown.frame = CGRect(x: 24, y: 360, width: 160, height: 44)
    grown.anchorPoint = CGPoint(x: 0, y: 0)
    grown.position = CGPoint(x: 24, y: 360)
    window.layer.addSublayer(grown)
    let grow = CABasicAnimation(keyPath: "transform.scale")
    grow.fromValue = 1
    grow.toValue = 2
    grow.duration = 1.5
    grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    grow.fillMode = .forwards
    grow.isRemovedOnCompletion = false
    grown.add(grow, forKey: "grow")
    return window.layer
  }

  static func textLayer(_ string: String, scale: CGFloat) -> CATextLayer {
    let text = CATextLayer()
    text.string = string
    text.font = UIFont.systemFont(ofSize: 28, weight: .semibold)
    text.fontSize = 28
    text.foregroundColor = UIColor.label.cgColor
    // A standalone layer's contentsScale change would animate (it is animatable); set it at once.
    text.actions = ["contentsScale": NSNull()]
    text.contentsScale = scale
    return text
  }
}
