import Flipbook
import UIKit

// Code as pasted from an app: `import UIKit` is Flipbook's UIKit product, in the
// same build as swift-snapshot-testing (whose `canImport(UIKit)` then answers yes).
final class CardView: UIView {
  let title = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemIndigo
    layer.cornerRadius = 14
    title.text = "Hello"
    title.textColor = .white
    title.font = .boldSystemFont(ofSize: 20)
    title.textAlignment = .center
    title.frame = bounds
    addSubview(title)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The card pops in with a spring: the scene the tests snapshot.
public struct PastedCard: Scene {
  public static let id = "pasted-card"
  public static let summary = "a pasted UIView subclass springs in"
  public init() {}
  public var canvas: Canvas { Canvas(size: CGSize(width: 160, height: 120), scale: 2, fps: 30, background: .white) }
  public var length: SceneLength { .seconds(0.6) }

  public func build() -> CALayer {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
    let card = CardView(frame: CGRect(x: 20, y: 30, width: 120, height: 60))
    card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    card.alpha = 0
    window.addSubview(card)
    UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
                   animations: {
                     card.transform = .identity
                     card.alpha = 1
                   })
    return window.layer
  }
}
