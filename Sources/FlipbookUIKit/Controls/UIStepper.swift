import Foundation

/// UIKit's stepper (iOS 13+ look): a 94 × 32 pt rounded grey pill split in two,
/// "−" on the left and "+" on the right, the pressed half darkening while held.
/// A tap on a half steps `value` by `stepValue` (wrapping if `wraps`) and sends
/// `.valueChanged`; a half at its limit is dimmed and does nothing.
///
/// Sources: the 94 × 32 size and 8 pt corners are UIKit's (Apple's sizes as
/// logged by `sizeToFit`, iOS 13–17); the fill (tertiarySystemFill), the
/// darker pressed fill and the glyph strokes are estimates from screenshots.
open class UIStepper: UIControl {
  static let size = CGSize(width: 94, height: 32)
  private let halves = [UIView(), UIView()]
  private let divider = UIView()
  private let glyphs = [CAShapeLayer(), CAShapeLayer()]
  private var pressedHalf: Int?

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
    NibCoder.finish(self, coder, as: UIStepper.self)
  }

  private func setUp() {
    layer.cornerRadius = 8
    layer.cornerCurve = .continuous
    clipsToBounds = true
    for (i, half) in halves.enumerated() {
      half.frame = CGRect(x: CGFloat(i) * Self.size.width / 2, y: 0, width: Self.size.width / 2, height: Self.size.height)
      half.isUserInteractionEnabled = false
      addSubview(half)
      let glyph = glyphs[i], path = UIBezierPath()
      path.move(to: CGPoint(x: 16.5, y: 16))
      path.addLine(to: CGPoint(x: 30.5, y: 16))
      if i == 1 {
        path.move(to: CGPoint(x: 23.5, y: 9))
        path.addLine(to: CGPoint(x: 23.5, y: 23))
      }
      glyph.path = path.cgPath
      glyph.lineWidth = 2
      glyph.lineCap = .round
      half.layer.addSublayer(glyph)
    }
    divider.frame = CGRect(x: Self.size.width / 2 - 0.5, y: 8, width: 1, height: 16)
    divider.backgroundColor = .opaqueSeparator
    addSubview(divider)
    refresh()
  }

  /// The stepper's numeric value, 0 by default, kept between `minimumValue` and `maximumValue`.
  open var value: Double = 0 { didSet { value = min(max(value, minimumValue), maximumValue); refresh() } }
  /// The lowest possible value, 0 by default.
  open var minimumValue: Double = 0 { didSet { value = max(value, minimumValue) } }
  /// The highest possible value, 100 by default.
  open var maximumValue: Double = 100 { didSet { value = min(value, maximumValue) } }
  /// The amount a tap on "+" or "−" adds to or subtracts from the value, 1 by default.
  open var stepValue: Double = 1
  /// A Boolean value that indicates whether stepping past one limit wraps the value around to the other.
  open var wraps = false
  /// A Boolean value that indicates whether holding a half steps the value repeatedly.
  ///
  /// Accepted for source compatibility; in Flipbook a press steps once, when the finger lifts.
  open var autorepeat = true
  /// A Boolean value that indicates whether value changes are sent during a held press rather than when it ends.
  ///
  /// Flipbook steps once per press and sends `.valueChanged` at once, whatever this says.
  open var isContinuous = true

  open override var intrinsicContentSize: CGSize { Self.size }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  private func canStep(_ half: Int) -> Bool {
    wraps || (half == 0 ? value > minimumValue : value < maximumValue)
  }

  private func refresh() {
    for (i, half) in halves.enumerated() {
      half.backgroundColor = pressedHalf == i ? .systemFill : .tertiarySystemFill
      glyphs[i].strokeColor = (canStep(i) && isEnabled ? UIColor.label : UIColor.tertiaryLabel).cgColor
    }
  }

  open override func stateDidChange() { refresh() }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    pressedHalf = touch.location(in: self).x < bounds.midX ? 0 : 1
    refresh()
    return true
  }

  /// Ends a press: steps the value on the pressed half if the finger lifts inside, and sends `.valueChanged`.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    defer { pressedHalf = nil; refresh() }
    guard let half = pressedHalf, isTouchInside, canStep(half) else { return }
    var next = value + (half == 0 ? -stepValue : stepValue)
    if wraps { next = next > maximumValue ? minimumValue : next < minimumValue ? maximumValue : next }
    value = next
    sendActions(for: .valueChanged)
  }

  /// Cancels a press, un-highlighting the pressed half without changing the value.
  open override func cancelTracking(with event: UIEvent?) {
    pressedHalf = nil
    refresh()
  }

  override var primaryActionEvents: UIControl.Event { .valueChanged }
}
