import UIKit

// Code as an iOS app writes it in Xcode's Swift 6 language mode, where UIKit's
// views and controllers are @MainActor: `DispatchQueue.main.async { self… }`
// inside a view, a @MainActor helper called from an override, a timer block
// that re-enters the main actor with `MainActor.assumeIsolated`, a nonisolated
// CAAnimationDelegate method, constants at file scope. Compiled in Swift 6
// mode (Package.swift), beside PastedSamples' Swift 5 code.

/// The hex initialiser nearly every app adds.
extension UIColor {
  convenience init(hex: UInt32, alpha: CGFloat = 1) {
    self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
              blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }
}

public let toastBackground = UIColor(hex: 0x1C1C1E, alpha: 0.85)
let toastFont = UIFont.systemFont(ofSize: 15, weight: .semibold)

/// A toast that fades in, counts three ticks, and hides itself after a delay.
public final class ToastView: UIView {
  public private(set) var events: [String] = []
  public private(set) var ticks = 0
  public private(set) var frames = 0
  private let label = UILabel()
  private var link: CADisplayLink?
  private var loading: Task<Void, Never>?
  private var hideWork: DispatchWorkItem?
  private var ticker: Timer?

  override public init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = toastBackground
    layer.cornerRadius = 12
    label.font = toastFont
    label.textColor = .white
    label.textAlignment = .center
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
    alpha = 0
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public func show(_ text: String, for seconds: TimeInterval) {
    label.text = text
    UIView.animate(withDuration: 0.25) { self.alpha = 1 }
    DispatchQueue.main.async { self.events.append("shown at \(CACurrentMediaTime())") }
    let work = DispatchWorkItem { [weak self] in self?.hide() }
    hideWork = work
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: work)
    ticker = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] timer in
      MainActor.assumeIsolated {
        guard let self else { return timer.invalidate() }
        self.ticks += 1
        if self.ticks == 3 { timer.invalidate() }
      }
    }
    link = CADisplayLink { [weak self] link in
      guard let self else { return }
      self.frames += 1
      if self.frames == 5 { link.invalidate() }
    }
    link?.add(to: .main, forMode: .common)
  }

  func hide() {
    loading?.cancel()
    UIView.animate(withDuration: 0.25, animations: { self.alpha = 0 }) { _ in
      self.events.append("hidden at \(CACurrentMediaTime())")
    }
  }
}

/// A @MainActor helper at file scope, as Swift 6 code factors view code out.
@MainActor func addPulse(to view: UIView, delegate: CAAnimationDelegate) {
  let pulse = CABasicAnimation(keyPath: "transform.scale")
  pulse.fromValue = 1
  pulse.toValue = 1.1
  pulse.duration = 0.2
  pulse.autoreverses = true
  pulse.delegate = delegate
  view.layer.add(pulse, forKey: "pulse")
}

/// The controller that shows the toast.
public final class ToastController: UIViewController {
  public let toast = ToastView(frame: CGRect(x: 40, y: 80, width: 240, height: 48))
  public private(set) var pulseStops: [Bool] = []
  public private(set) var animatorEnd: UIViewAnimatingPosition?

  override public func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(toast)
    addPulse(to: toast, delegate: self)
  }

  override public func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    toast.show("Saved", for: 1)
    let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { self.toast.transform = CGAffineTransform(translationX: 0, y: 20) }
    animator.addCompletion { position in self.animatorEnd = position }
    animator.startAnimation(afterDelay: 0.2)
  }
}

extension ToastController: CAAnimationDelegate {
  nonisolated public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    MainActor.assumeIsolated { pulseStops.append(flag) }
  }
}

/// The scene a Swift 6 package declares for these views.
public struct ToastScene: Scene {
  public static let id = "pasted-swift6-toast"
  public static let summary = "a toast written in Swift 6 mode: dispatch, timers and a delegate on the main actor"
  public init() {}
  public var canvas: Canvas { Canvas(size: CGSize(width: 320, height: 200), scale: 1, fps: 30) }
  public var length: SceneLength { .untilIdle(hold: 0) }
  @MainActor public static var controller: ToastController?

  public func build() -> CALayer {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let controller = ToastController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    Self.controller = controller
    return window.layer
  }
}
