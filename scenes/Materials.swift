import Flipbook
import Foundation

/// UIVisualEffectView with UIBlurEffect: the five system materials side by side
/// over coloured stripes and text, a material card that slides across them
/// (blurring whatever it passes over, frame by frame), and a view whose
/// `effect` is set inside an animation block, so its blur fades in.
public struct MaterialsScene: Scene {
  public static let id = "materials"
  public static let summary = "UIVisualEffectView: system materials over stripes, a sliding blur card, effect animated in"
  public init() {}
  public var canvas: Canvas { Canvas(size: CGSize(width: 360, height: 520), scale: 2, fps: 30, background: .white) }
  public var length: SceneLength { .untilIdle(hold: 0.2) }

  public func build() -> CALayer {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 520))
    root.backgroundColor = .white
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple, .black]
    for (i, color) in colors.enumerated() {
      let stripe = UIView(frame: CGRect(x: CGFloat(i) * 45, y: 0, width: 45, height: 520))
      stripe.backgroundColor = color
      root.addSubview(stripe)
    }
    let headline = UILabel(frame: CGRect(x: 0, y: 20, width: 360, height: 60))
    headline.text = "Materials"
    headline.font = .systemFont(ofSize: 48, weight: .heavy)
    headline.textColor = .white
    headline.textAlignment = .center
    root.addSubview(headline)

    let styles: [(UIBlurEffect.Style, String)] = [
      (.systemUltraThinMaterial, "Ultra thin"), (.systemThinMaterial, "Thin"), (.systemMaterial, "Material"),
      (.systemThickMaterial, "Thick"), (.systemChromeMaterial, "Chrome"),
    ]
    for (i, (style, name)) in styles.enumerated() {
      let panel = UIVisualEffectView(effect: UIBlurEffect(style: style))
      panel.frame = CGRect(x: 16, y: 100 + CGFloat(i) * 56, width: 328, height: 44)
      panel.layer.cornerRadius = 12
      panel.clipsToBounds = true
      let label = UILabel(frame: panel.bounds.insetBy(dx: 16, dy: 0))
      label.text = name
      label.font = .preferredFont(forTextStyle: .headline)
      panel.contentView.addSubview(label)
      root.addSubview(panel)
    }

    let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
    card.frame = CGRect(x: -140, y: 390, width: 140, height: 48)
    card.layer.cornerRadius = 24
    card.clipsToBounds = true
    let cardLabel = UILabel(frame: card.bounds)
    cardLabel.text = "Sliding"
    cardLabel.textColor = .white
    cardLabel.textAlignment = .center
    cardLabel.font = .preferredFont(forTextStyle: .headline)
    card.contentView.addSubview(cardLabel)
    root.addSubview(card)

    let fading = UIVisualEffectView(effect: nil)
    fading.frame = CGRect(x: 16, y: 452, width: 328, height: 52)
    fading.layer.cornerRadius = 14
    fading.clipsToBounds = true
    root.addSubview(fading)

    UIView.animate(withDuration: 1.2, delay: 0.1, options: [.curveEaseInOut], animations: {
      card.frame.origin.x = 360
    })
    UIView.animate(withDuration: 0.6, delay: 0.3, options: [], animations: {
      fading.effect = UIBlurEffect(style: .systemThickMaterial)
    })
    return root.layer
  }
}
