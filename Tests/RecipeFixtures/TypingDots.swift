import Foundation
import UIKit

/// Three dots that pulse one after another, started with asyncAfter from a file
/// that imports Foundation beside UIKit (the shape of many chat typing indicators).
final class TypingDots: UIView {
  private var dots: [UIView] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    for i in 0..<3 {
      let dot = UIView(frame: CGRect(x: CGFloat(i) * 20, y: 0, width: 12, height: 12))
      dot.backgroundColor = .darkGray
      dot.layer.cornerRadius = 6
      addSubview(dot)
      dots.append(dot)
    }
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  func startAnimating() {
    for (i, dot) in dots.enumerated() {
      let delay = Double(i) * 0.15
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 1.6
        pulse.duration = 0.3
        pulse.autoreverses = true
        pulse.repeatDuration = .infinity
        dot.layer.add(pulse, forKey: "pulse")
      }
    }
  }
}
