import UIKit

// Swift 5-era code: an NSObject helper with a closure-initialised stored property,
// a view with a lazily made shape layer that reads self, a CAAnimationDelegate extension.
class RingController: NSObject {
  let percentageLabel: UILabel = {
    let label = UILabel()
    label.text = "0%"
    label.textAlignment = .center
    label.font = UIFont.boldSystemFont(ofSize: 20)
    return label
  }()
}

class PulseRing: UIView {
  var finishedCount = 0

  fileprivate lazy var shapeLayer: CAShapeLayer = {
    let shape = CAShapeLayer()
    shape.position = self.center
    let circle = UIBezierPath(arcCenter: .zero, radius: 40, startAngle: -CGFloat.pi / 2,
                              endAngle: 3 * CGFloat.pi / 2, clockwise: true)
    shape.path = circle.cgPath
    shape.strokeColor = UIColor.systemRed.cgColor
    shape.fillColor = UIColor.clear.cgColor
    shape.lineWidth = 8
    shape.lineCap = kCALineCapRound
    shape.strokeEnd = 0
    return shape
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(shapeLayer)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func fill() {
    let stroke = CABasicAnimation(keyPath: "strokeEnd")
    stroke.toValue = 1
    stroke.duration = 0.8
    stroke.fillMode = kCAFillModeForwards
    stroke.isRemovedOnCompletion = false
    stroke.delegate = self
    shapeLayer.add(stroke, forKey: "fill")
  }
}

extension PulseRing: CAAnimationDelegate {
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    finishedCount += 1
    UIView.animate(withDuration: 0.3) { self.alpha = 0.5 }
  }
}
