import Flipbook
import Foundation

/// A sign-in form laid out with the visual format language, as pre-anchor apps
/// wrote it; a wrong password slides an error banner in by animating a
/// constraint's constant with `layoutIfNeeded()`.
final class SignInController: UIViewController {
  let banner = UILabel()
  var bannerTop: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let email = field(), password = field()
    let button = UIButton(configuration: .filled())
    button.configuration?.title = "Sign In"
    banner.text = "Wrong password"
    banner.textAlignment = .center
    banner.textColor = .white
    banner.backgroundColor = .systemRed
    banner.layer.cornerRadius = 10
    banner.clipsToBounds = true
    let views: [String: Any] = ["email": email, "password": password, "button": button, "banner": banner]
    // In a fixed order: a dictionary's order changes from run to run.
    for v in [email, password, button, banner] {
      v.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(v)
    }
    let metrics = ["side": 24, "gap": 12, "field": 48]
    var constraints = ["H:|-side-[email]-side-|", "H:|-side-[password]-side-|", "H:|-side-[button]-side-|",
                       "H:|-side-[banner]-side-|", "V:|-200-[email(field)]-gap-[password(==email)]-24-[button(50)]",
                       "V:[banner(44)]"].flatMap {
      NSLayoutConstraint.constraints(withVisualFormat: $0, options: [], metrics: metrics, views: views)
    }
    let top = banner.bottomAnchor.constraint(equalTo: view.topAnchor, constant: -10)
    constraints.append(top)
    bannerTop = top
    NSLayoutConstraint.activate(constraints)
  }

  private func field() -> UIView {
    let field = UIView()
    field.backgroundColor = .systemGray6
    field.layer.cornerRadius = 10
    return field
  }

  func showError() {
    bannerTop?.constant = 140
    UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0) {
      self.view.layoutIfNeeded()
    }
  }
}

public struct VisualFormatForm: Scene {
  public static let id = "vfl-form"
  public static let summary = "Visual format language layout; an error banner slides in by animating a constraint"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  public func build() -> CALayer {
    let controller = SignInController()
    let w = window(root: controller)
    SceneScheduler.main.asyncAfter(delay: 0.3) { controller.showError() }
    return w.layer
  }
}

/// A "live" badge drawn as a flip-book of images: `UIImageView.animationImages`
/// at UIKit's default 1/30 s a frame, stopped after two loops.
public struct ImageFrames: Scene {
  public static let id = "image-frames"
  public static let summary = "UIImageView animationImages: eight generated frames of a pulse, played and stopped"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  /// Frame i: a red disc whose radius grows and fades, drawn at 2x.
  static func frame(_ i: Int) -> UIImage {
    let side = 120, center = 59.5
    let radius = 20 + Double(i) * 5, alpha = 1 - Double(i) / 9
    let bitmap = Bitmap(width: side, height: side, pixels: (0..<(side * side)).flatMap { p -> [UInt8] in
      let x = Double(p % side) - center, y = Double(p / side) - center
      let coverage = max(0, min(1, radius - (x * x + y * y).squareRoot() + 0.5)) * alpha
      let a = UInt8((coverage * 255).rounded())
      // Premultiplied BGRA (Bitmap's layout) of systemRed (255, 59, 48).
      return [UInt8((Double(a) * 48 / 255).rounded()), UInt8((Double(a) * 59 / 255).rounded()), a, a]
    })
    return UIImage(cgImage: CGImage(bitmap: bitmap), scale: 2)
  }

  public func build() -> CALayer {
    let w = Scenes.makeWindow()
    Scenes.caption("UIImageView.animationImages: 8 frames at 1/30 s, two loops, then the still image", in: w)
    let imageView = UIImageView(image: Self.frame(0))
    imageView.center = CGPoint(x: 187.5, y: 333.5)
    imageView.animationImages = (0..<8).map(Self.frame)
    imageView.animationRepeatCount = 2
    w.addSubview(imageView)
    SceneScheduler.main.asyncAfter(delay: 0.2) { imageView.startAnimating() }
    return w.layer
  }
}
