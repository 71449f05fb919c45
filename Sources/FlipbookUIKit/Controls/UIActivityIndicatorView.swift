import Foundation
@_exported import FlipbookCoreAnimation

/// UIKit's spinner (iOS 14+ look): 8 rounded spokes round a centre, the bright
/// head stepping clockwise one spoke every 1/8 s, one turn a second, with a
/// fading trail behind it.
///
/// Sources (see the controls research notes): the 20 × 20 and 37 × 37 sizes are
/// from markmeretzky.com's UIKit notes; the spoke count, shape, colour `#3C3C44`,
/// alphas ("extracted from the native component") and stepwise 1 s turn are
/// Flutter's `CupertinoActivityIndicator` (`activity_indicator.dart`, rebuilt for
/// iOS 14 in flutter/flutter#60179). The `.large` spokes are Flutter's medium
/// proportions scaled to a radius of 18.5 (an estimate). The short start-up
/// animation iOS 14 plays when spinning begins is not modelled.
open class UIActivityIndicatorView: UIView {
  /// `UIActivityIndicatorView.Style`, with UIKit's raw values. The pre-iOS 13
  /// styles draw as `.medium` / `.large` in their old colours.
  public enum Style: Int, Sendable {
    /// The large white style of iOS 12 and earlier, drawn as `.large` in white.
    case whiteLarge = 0
    /// The white style of iOS 12 and earlier, drawn as `.medium` in white.
    case white = 1
    /// The gray style of iOS 12 and earlier, drawn as `.medium`.
    case gray = 2
    /// The default medium-sized indicator, 20 points across.
    case medium = 100
    /// The large indicator, 37 points across.
    case large = 101

    var isLarge: Bool { self == .large || self == .whiteLarge }
    /// The view's side, and the distance from the centre to a spoke's tip.
    var side: CGFloat { isLarge ? 37 : 20 }
    var radius: CGFloat { side / 2 }
  }

  /// The opacity of each spoke from the head back (Flutter's
  /// `[147,122,97,72,47,47,47,47]/255`).
  static var spokeAlphas: [Float] { [0.58, 0.48, 0.38, 0.28, 0.18, 0.18, 0.18, 0.18] }
  /// The key the spin animation is added under.
  static var spinKey: String { "flipbook.spin" }

  /// Holds the spokes and turns (the view's own transform stays the caller's).
  let spokeContainer = CALayer()
  private var spokes: [CALayer] = []
  private var ownColor: UIColor?
  /// Whether the spokes are turning (between `startAnimating()` and `stopAnimating()`).
  open private(set) var isAnimating = false

  /// Creates a stopped activity indicator of the given style, sized to it.
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
    setUpSpokes()
  }

  /// A `.medium` spinner in `frame` (the spokes are centred in it).
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    setUpSpokes()
  }

  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    setUpSpokes()
    NibCoder.finish(self, coder, as: UIActivityIndicatorView.self)
  }

  /// The basic appearance of the activity indicator, which sets its size and default color.
  open var style: Style {
    didSet {
      invalidateIntrinsicContentSize()
      layoutSpokes()
      applyColor()
    }
  }

  /// The pre-iOS 13 name of `style`.
  open var activityIndicatorViewStyle: Style {
    get { style }
    set { style = newValue }
  }

  /// The spokes' colour. Reset to nil (or never set) it is the style's:
  /// `#3C3C44` (60,60,68, Flutter: "Extracted from iOS 13.2 Beta") for `.medium`,
  /// `.large` and `.gray` (the grey style, which `.medium` replaced), white for
  /// `.white` and `.whiteLarge`.
  open var color: UIColor! {
    get { ownColor ?? defaultColor }
    set {
      ownColor = newValue
      applyColor()
    }
  }

  private var defaultColor: UIColor {
    switch style {
    case .white, .whiteLarge: .white
    case .gray, .medium, .large: UIColor(red: 60 / 255, green: 60 / 255, blue: 68 / 255, alpha: 1)
    }
  }

  /// Whether the view hides itself while stopped (true by default, as in UIKit).
  open var hidesWhenStopped = true {
    didSet { updateHidden() }
  }

  // MARK: Spinning

  /// Starts the clockwise stepping; the view shows itself. Calling it again
  /// while spinning changes nothing.
  open func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    updateHidden()
    // One value per spoke position, each held for 1/8 of a second: discrete
    // mode with n + 1 keyTimes shows value i from keyTimes[i] to keyTimes[i + 1].
    let steps = UIActivityIndicatorView.spokeAlphas.count
    let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
    spin.values = (0..<steps).map { Double($0) * 2 * Double.pi / Double(steps) }
    spin.keyTimes = (0...steps).map { NSNumber(value: Double($0) / Double(steps)) }
    spin.calculationMode = .discrete
    spin.duration = 1
    spin.repeatCount = .infinity
    spokeContainer.add(spin, forKey: UIActivityIndicatorView.spinKey)
  }

  /// Stops the spinning (the spokes go back to their resting place); the view
  /// hides itself if `hidesWhenStopped`.
  open func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    spokeContainer.removeAnimation(forKey: UIActivityIndicatorView.spinKey)
    updateHidden()
  }

  private func updateHidden() {
    let hidden = hidesWhenStopped && !isAnimating
    if isHidden != hidden { isHidden = hidden }
  }

  // MARK: Size

  open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  // MARK: Spokes

  /// Internal layers change at once (no implicit animations).
  private static func noActions() -> [String: CAAction] {
    let keys = ["position", "bounds", "transform", "backgroundColor", "opacity", "cornerRadius", "hidden"]
    var actions: [String: CAAction] = [:]
    for key in keys { actions[key] = NSNull() }
    return actions
  }

  private func setUpSpokes() {
    spokeContainer.actions = UIActivityIndicatorView.noActions()
    for _ in UIActivityIndicatorView.spokeAlphas {
      let spoke = CALayer()
      spoke.actions = UIActivityIndicatorView.noActions()
      spokeContainer.addSublayer(spoke)
      spokes.append(spoke)
    }
    layer.addSublayer(spokeContainer)
    layoutSpokes()
    applyColor()
    updateHidden()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutSpokes()
  }

  /// Spoke i points at i × 45° clockwise from 12 o'clock: a capsule from r/3 to
  /// r out from the centre, r/5 wide. The head rests at 12 o'clock; the trail
  /// fades anticlockwise behind it.
  private func layoutSpokes() {
    let r = style.radius
    spokeContainer.bounds = CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r)
    spokeContainer.position = CGPoint(x: bounds.midX, y: bounds.midY)
    let width = r / 5, inner = r / 3
    let length = r - inner, middle = (r + inner) / 2
    let alphas = UIActivityIndicatorView.spokeAlphas
    for (i, spoke) in spokes.enumerated() {
      let angle = Double(i) * 2 * Double.pi / Double(spokes.count)
      spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
      spoke.cornerRadius = width / 2
      spoke.position = CGPoint(x: r + middle * CGFloat(sin(angle)), y: r - middle * CGFloat(cos(angle)))
      spoke.transform = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
      spoke.opacity = alphas[(spokes.count - i) % spokes.count]
    }
  }

  /// Shows the first `fraction` of the spokes, clockwise from 12 o'clock, each at
  /// the trail's resting alpha: the spinner drawing itself in as a refresh control is pulled.
  func showSpokes(fraction: CGFloat) {
    let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    let shown = Int((clamped * CGFloat(spokes.count)).rounded(.down))
    for (i, spoke) in spokes.enumerated() { spoke.opacity = i < shown ? 0.38 : 0 }
  }

  /// Back to the spinning look (each spoke at its trail alpha).
  func restoreSpokes() { layoutSpokes() }

  private func applyColor() {
    let cgColor = (ownColor ?? defaultColor).cgColor
    for spoke in spokes { spoke.backgroundColor = cgColor }
  }
}
