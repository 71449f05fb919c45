import UIKit
import Testing
import FlipbookTestSupport

// Subclasses as Xcode writes them: `override init(frame:)` with the required
// `init?(coder:)` stub, `override class var layerClass: AnyClass`, the hierarchy
// callbacks, CALayer and CAAnimation subclasses with their own initialisers.

/// A spinner view backed by a shape layer, as pasted from an iOS project.
final class RingView: UIView {
  var events: [String] = []
  let dot = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))

  override class var layerClass: AnyClass { CAShapeLayer.self }
  var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

  override init(frame: CGRect) {
    super.init(frame: frame)
    shapeLayer.fillColor = nil
    shapeLayer.strokeColor = UIColor.systemBlue.cgColor
    shapeLayer.lineWidth = 4
    dot.backgroundColor = .systemRed
    addSubview(dot)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 40, height: 40)) }

  override func layoutSubviews() {
    super.layoutSubviews()
    shapeLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
    dot.center = CGPoint(x: bounds.midX, y: bounds.midY)
  }

  override func willMove(toSuperview newSuperview: UIView?) { events.append("willMove(toSuperview:)") }
  override func didMoveToSuperview() { events.append("didMoveToSuperview") }
  override func willMove(toWindow newWindow: UIWindow?) { events.append("willMove(toWindow:)") }
  override func didMoveToWindow() { events.append(window == nil ? "didMoveToWindow nil" : "didMoveToWindow") }
}

/// A CALayer subclass with its own designated initialiser, as in Apple's documentation.
final class PulseLayer: CALayer {
  var radius: CGFloat = 10

  init(radius: CGFloat) {
    self.radius = radius
    super.init()
    bounds = CGRect(x: 0, y: 0, width: radius * 2, height: radius * 2)
    cornerRadius = radius
  }

  override init() { super.init() }

  override init(layer: Any) {
    if let other = layer as? PulseLayer { radius = other.radius }
    super.init(layer: layer)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A CABasicAnimation subclass with a convenience of its own.
final class FadeAnimation: CABasicAnimation {
  override init() {
    super.init()
    keyPath = "opacity"
  }

  convenience init(from: Float, to: Float) {
    self.init()
    fromValue = from
    toValue = to
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class CardController: UIViewController {
  let color: UIColor
  init(color: UIColor) {
    self.color = color
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = color
  }
  override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
}

@MainActor @Suite struct SubclassPasteTests {
  @Test func viewSubclassGetsItsLayerClassAndLifecycleInUIKitsOrder() throws {
    let clock = VirtualClock()
    let (ring, window) = clock.run { () -> (RingView, UIWindow) in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let ring = RingView()
      window.addSubview(ring)
      ring.layoutIfNeeded()
      return (ring, window)
    }
    #expect(ring.layer is CAShapeLayer && ring.shapeLayer.lineWidth == 4)
    #expect(ring.events == ["willMove(toSuperview:)", "didMoveToSuperview", "willMove(toWindow:)", "didMoveToWindow"])
    #expect(ring.window === window && ring.dot.window === window)
    ring.events = []
    clock.run { ring.removeFromSuperview() }
    #expect(ring.events == ["willMove(toSuperview:)", "willMove(toWindow:)", "didMoveToWindow nil", "didMoveToSuperview"])
    #expect(clock.errors.isEmpty)
  }

  @Test func layerAndAnimationSubclassesRender() throws {
    let clock = VirtualClock()
    let root = clock.run { () -> CALayer in
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
      root.anchorPoint = .zero
      let pulse = PulseLayer(radius: 20)
      pulse.position = CGPoint(x: 50, y: 50)
      pulse.backgroundColor = UIColor.systemGreen.cgColor
      root.addSublayer(pulse)
      let fade = FadeAnimation(from: 0, to: 1)
      fade.duration = 1
      pulse.add(fade, forKey: "fade")
      return root
    }
    let timeline = clock.bake(root: root, size: CGSize(width: 100, height: 100))
    let halfway = try timeline.renderTree(at: 0.5).layers.first?.sublayers.first
    #expect(abs(Double(halfway?.opacity ?? 0) - 0.5) < 1e-6)
    #expect(halfway?.bounds.width == 40)
    #expect(clock.errors.isEmpty)
  }

  @Test func controllerSubclassWithItsOwnInitialiser() {
    let clock = VirtualClock()
    let controller = clock.run { CardController(color: .systemOrange) }
    #expect(controller.view.backgroundColor?.cgColor == UIColor.systemOrange.cgColor)
    #expect(UINavigationController().viewControllers.isEmpty)
  }

  /// A layer class of the scene's own cannot be created through `layerClass` on
  /// Linux: the bake reports it, naming the replacement, instead of drawing less.
  @Test func ownLayerClassIsReportedNotSilentlyReplaced() {
    final class PulseView: UIView {
      override class var layerClass: AnyClass { PulseLayer.self }
    }
    let clock = VirtualClock()
    let view = clock.run { PulseView(frame: .zero) }
    #expect(type(of: view.layer) == CALayer.self)
    let message = clock.errors.map { "\($0)" }.joined()
    #expect(message.contains("PulseLayer") && message.contains("addSublayer"))
  }

  @Test func presentationOfOwnLayerSubclassNamesTheReplacement() {
    let clock = VirtualClock()
    let pulse = clock.run { PulseLayer(radius: 5) }
    #expect(pulse.presentation() == nil)
    #expect(pulse.presentationCopy().bounds.width == 10)
    #expect(clock.errors.map { "\($0)" }.joined().contains("presentationCopy()"))
  }
}
