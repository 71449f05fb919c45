import Flipbook
import Foundation

// Code as apps write it (issue 12): Auto Layout in a view controller, a
// constraint animated with layoutIfNeeded(), a custom view that sizes its
// layers in layoutSubviews().

/// A card whose height constraint grows with a spring, the idiom
/// `constraint.constant = …; UIView.animate { self.view.layoutIfNeeded() }`;
/// the button pinned under the card rides along.
final class ExpandingCardController: UIViewController {
  private let card = UIView()
  private let button = UIView()
  private var cardHeight: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(white: 0.95, alpha: 1)
    card.backgroundColor = .white
    card.layer.cornerRadius = 14
    card.layer.shadowOpacity = 0.12
    card.layer.shadowRadius = 10
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    card.layer.name = "card"
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 12
    button.layer.name = "button"
    let title = UILabel()
    title.text = "Constraint animation"
    title.font = .boldSystemFont(ofSize: 20)
    for v in [card, button, title] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
    view.addSubview(card)
    view.addSubview(button)
    card.addSubview(title)

    cardHeight = card.heightAnchor.constraint(equalToConstant: 120)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 80),
      cardHeight,
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
      title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -20),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 20),
      title.heightAnchor.constraint(equalToConstant: 28),
      button.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 24),
      button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      button.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.6),
      button.heightAnchor.constraint(equalToConstant: 50),
    ])
  }

  func toggle(expanded: Bool) {
    cardHeight.constant = expanded ? 320 : 120
    UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                   options: [], animations: { self.view.layoutIfNeeded() })
  }
}

public struct ConstraintExpand: Scene {
  public static let id = "constraint-expand"
  public static let summary = "Auto Layout: a card's height constraint animated with layoutIfNeeded() in a spring block; "
    + "the button pinned below follows"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  public func build() -> CALayer {
    let controller = ExpandingCardController()
    let w = window(root: controller)
    SceneScheduler.main.asyncAfter(delay: 0.3) { controller.toggle(expanded: true) }
    SceneScheduler.main.asyncAfter(delay: 1.3) { controller.toggle(expanded: false) }
    return w.layer
  }
}

/// A loading spinner as custom views make one: an arc layer sized in
/// `layoutSubviews()`, spun by an infinite rotation added when the view
/// reaches a window, centred by constraints.
final class SpinnerView: UIView {
  private let arc = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    arc.strokeColor = UIColor.systemBlue.cgColor
    arc.fillColor = UIColor.clear.cgColor
    arc.lineWidth = 4
    arc.lineCap = .round
    arc.strokeEnd = 0.75
    layer.addSublayer(arc)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }

  override func layoutSubviews() {
    super.layoutSubviews()
    arc.frame = bounds
    arc.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window != nil else { return }
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0
    spin.toValue = CGFloat.pi * 2
    spin.duration = 0.8
    spin.repeatCount = .infinity
    layer.add(spin, forKey: "spin")
  }
}

public struct SpinnerLayout: Scene {
  public static let id = "spinner-layout"
  public static let summary = "a custom spinner view: arc sized in layoutSubviews(), centred by Auto Layout "
    + "with its intrinsic size, spinning from didMoveToWindow()"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .seconds(1.5) }

  public func build() -> CALayer {
    let w = Scenes.makeWindow()
    Scenes.caption("SpinnerView · 44x44 intrinsic size\ncentred by anchors · arc sized in layoutSubviews()", in: w)
    let spinner = SpinnerView(frame: .zero)
    spinner.translatesAutoresizingMaskIntoConstraints = false
    w.addSubview(spinner)
    NSLayoutConstraint.activate([
      spinner.centerXAnchor.constraint(equalTo: w.centerXAnchor),
      spinner.centerYAnchor.constraint(equalTo: w.centerYAnchor),
    ])
    return w.layer
  }
}
