import Foundation
@_exported import FlipbookCoreAnimation

/// UIKit's progress bar (iOS 13+ look): a rounded systemFill track with a
/// tint-coloured fill from the leading edge.
///
/// The track and the fill are subviews, so setting `progress` inside a caller's
/// `UIView.animate` block animates with that block.
///
/// Sources (see the controls research notes): the colours are Flutter's
/// `CupertinoLinearActivityIndicator` (systemFill track, activeBlue fill); the
/// 8 pt smallest fill was measured on iOS (jeong9216.tistory.com/742). The
/// 4 pt height is an estimate: iOS 7–12 drew 2 pt; Flutter's copy of the modern
/// bar is 4.5 pt.
open class UIProgressView: UIView {
  /// `UIProgressView.Style`.
  public enum Style: Int, Sendable {
    /// The standard bar, fully rounded.
    case `default`
    /// The bar used in a toolbar: square ends.
    case bar
  }

  /// The bar's height (estimate, see the type's note).
  static var barHeight: CGFloat { 4 }
  /// How long `setProgress(_:animated: true)` takes. Estimate: Apple does not
  /// publish it; 0.25 s ease-in-out is UIKit's standard animation.
  static var progressDuration: TimeInterval { 0.25 }

  /// The grey track (the whole bar).
  let trackView = UIView()
  /// The coloured part, `progress` of the width.
  let fillView = UIView()
  private var storedProgress: Float = 0

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpParts()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpParts()
    NibCoder.finish(self, coder, as: UIProgressView.self)
  }

  /// A bar of `style`, 4 pt tall and zero wide (size it with a frame or constraints).
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIProgressView.barHeight))
    progressViewStyle = style
  }

  /// The style of the progress bar: the rounded `default` or the square-ended `bar`.
  open var progressViewStyle: Style = .default {
    didSet { UIView.performWithoutAnimation { layoutParts() } }
  }

  // MARK: Progress

  /// From 0 to 1 (values outside are clamped). Setting it marks the view for
  /// layout, where the fill takes its new width (so `layoutIfNeeded()` in an
  /// animation block animates it); it does not call `setProgress(_:animated:)`,
  /// which subclasses override and often call it from.
  open var progress: Float {
    get { storedProgress }
    set {
      storedProgress = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
      setNeedsLayout()
    }
  }

  /// Sets the progress; with `animated` the fill grows or shrinks over 0.25 s
  /// ease-in-out (an estimate, see `progressDuration`), from where it is on screen.
  open func setProgress(_ progress: Float, animated: Bool) {
    storedProgress = progress.isNaN ? 0 : min(max(progress, 0), 1)
    if animated {
      UIView.animate(withDuration: UIProgressView.progressDuration, delay: 0,
                     options: [.curveEaseInOut, .beginFromCurrentState],
                     animations: { self.fillView.frame = self.fillFrame })
    } else {
      fillView.frame = fillFrame
    }
  }

  // MARK: Colours

  /// The fill's colour; nil (the default) is the view's `tintColor` (systemBlue).
  open var progressTintColor: UIColor? { didSet { applyColors() } }
  /// The track's colour; nil (the default) is systemFill `rgba(120,120,128,0.20)`.
  open var trackTintColor: UIColor? { didSet { applyColors() } }
  /// Accepted for source compatibility; images are not drawn.
  open var progressImage: UIImage?
  /// Accepted for source compatibility; images are not drawn.
  open var trackImage: UIImage?

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    applyColors()
  }

  private func applyColors() {
    trackView.backgroundColor = trackTintColor ?? .systemFill
    fillView.backgroundColor = progressTintColor ?? tintColor
  }

  // MARK: Size

  /// No natural width; the bar's height.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.barHeight)
  }

  /// The current width at the bar's height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: bounds.width, height: UIProgressView.barHeight)
  }

  // MARK: Parts

  private func setUpParts() {
    addSubview(trackView)
    addSubview(fillView)
    UIView.performWithoutAnimation {
      applyColors()
      layoutParts()
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  private func layoutParts() {
    // .default is a capsule, fill included; .bar has square ends.
    let radius = progressViewStyle == .default ? bounds.height / 2 : 0
    trackView.frame = bounds
    trackView.layer.cornerRadius = radius
    fillView.layer.cornerRadius = radius
    fillView.frame = fillFrame
  }

  /// The smallest fill drawn for a progress above 0 (measured on iOS: progress
  /// of 1–8 % all draw 8 pt in `.default`, 5.33 pt in `.bar`).
  var minimumFillWidth: CGFloat { progressViewStyle == .bar ? 16.0 / 3.0 : 8 }

  /// The fill: `progress` of the width from the leading (left) edge, at least
  /// `minimumFillWidth` when above 0, never wider than the bar.
  var fillFrame: CGRect {
    let width = bounds.width
    var fill = CGFloat(storedProgress) * width
    if storedProgress > 0 { fill = max(fill, minimumFillWidth) }
    fill = max(0, min(fill, width))
    return CGRect(x: bounds.minX, y: bounds.minY, width: fill, height: bounds.height)
  }
}
