import Foundation

/// UIKit's slider (iOS 13+ look): a 4 pt rounded track, tint-coloured up to
/// the thumb and systemFill after it, and a 28 pt white thumb with a soft
/// shadow; 31 pt tall. A finger on the thumb drags it (the track itself does not
/// jump, as on iOS), sending `.valueChanged` at each move (`isContinuous`) or on lift.
///
/// Sources: the 28 pt thumb, its shadows and the track colours are Flutter's
/// `CupertinoSlider` / `CupertinoThumbPainter` (measured from iOS); the 4 pt
/// track and 31 pt height are estimates from screenshots of iOS 17.
open class UISlider: UIControl {
  static let thumbSize: CGFloat = 28
  static let trackHeight: CGFloat = 4
  static let height: CGFloat = 31

  let minimumTrack = UIView()
  let maximumTrack = UIView()
  let thumb = UIView()
  private var storedValue: Float = 0

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
    NibCoder.finish(self, coder, as: UISlider.self)
  }

  private func setUp() {
    if frame.height == 0 { frame.size.height = Self.height }
    for track in [maximumTrack, minimumTrack] {
      track.layer.cornerRadius = Self.trackHeight / 2
      track.isUserInteractionEnabled = false
      addSubview(track)
    }
    thumb.bounds = CGRect(x: 0, y: 0, width: Self.thumbSize, height: Self.thumbSize)
    thumb.layer.cornerRadius = Self.thumbSize / 2
    thumb.layer.shadowColor = UIColor.black.cgColor
    thumb.layer.shadowOpacity = 0.15
    thumb.layer.shadowRadius = 4
    thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
    thumb.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
    thumb.layer.borderWidth = 0.5
    thumb.isUserInteractionEnabled = false
    addSubview(thumb)
    applyColours()
    placeParts()
  }

  /// The value at the slider's leading end, 0 by default; changing it clamps `value` again.
  open var minimumValue: Float = 0 { didSet { value = storedValue } }
  /// The value at the slider's trailing end, 1 by default; changing it clamps `value` again.
  open var maximumValue: Float = 1 { didSet { value = storedValue } }
  /// Clamped to the range; inside an animation block the thumb and the fill move with the block.
  open var value: Float {
    get { storedValue }
    set {
      storedValue = min(max(newValue, minimumValue), max(minimumValue, maximumValue))
      placeParts()
    }
  }
  /// Sets the slider's value, moving the thumb over 0.25 seconds with ease-in-out timing when `animated` is true.
  open func setValue(_ value: Float, animated: Bool) {
    guard animated else { return self.value = value }
    UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) { self.value = value }
  }
  /// A Boolean value that indicates whether a drag sends `.valueChanged` at each move, rather than once on lift.
  open var isContinuous = true
  /// The color of the track before the thumb, or `nil` for the tint color.
  open var minimumTrackTintColor: UIColor? { didSet { applyColours() } }
  /// The color of the track after the thumb, or `nil` for the system fill color.
  open var maximumTrackTintColor: UIColor? { didSet { applyColours() } }
  /// The color of the thumb, or `nil` for white.
  open var thumbTintColor: UIColor? { didSet { applyColours() } }

  open override func tintColorDidChange() { applyColours() }
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(size.width, Self.thumbSize), height: Self.height) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    placeParts()
  }

  private func applyColours() {
    minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
    maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
    thumb.backgroundColor = thumbTintColor ?? .white
  }

  private var fraction: CGFloat {
    let range = maximumValue - minimumValue
    return range > 0 ? CGFloat((storedValue - minimumValue) / range) : 0
  }

  private func placeParts() {
    let b = bounds, r = Self.thumbSize / 2
    let x = r + (b.width - 2 * r) * fraction
    let y = b.midY - Self.trackHeight / 2
    maximumTrack.frame = CGRect(x: 0, y: y, width: b.width, height: Self.trackHeight)
    minimumTrack.frame = CGRect(x: 0, y: y, width: max(x, 0), height: Self.trackHeight)
    thumb.center = CGPoint(x: x, y: b.midY)
  }

  // MARK: Tracking

  private var lastX: CGFloat = 0

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let p = touch.location(in: self)
    lastX = p.x
    return thumb.frame.insetBy(dx: -10, dy: -10).contains(p)
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let x = touch.location(in: self).x
    let travel = bounds.width - Self.thumbSize
    if travel > 0 {
      value += Float((x - lastX) / travel) * (maximumValue - minimumValue)
      if isContinuous { sendActions(for: .valueChanged) }
    }
    lastX = x
    return true
  }

  /// Ends a drag of the thumb, sending `.valueChanged` now if the slider isn't continuous.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if !isContinuous { sendActions(for: .valueChanged) }
  }

  override var primaryActionEvents: UIControl.Event { .valueChanged }
}
