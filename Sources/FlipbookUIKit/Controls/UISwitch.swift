import Foundation
@_exported import FlipbookCoreAnimation

/// UIKit's on/off switch (iOS 13+ look: a capsule track and a white thumb that
/// slides across while the track's colour cross-fades).
///
/// It is always 51 × 31 pt: `init(frame:)` keeps the frame's origin and ignores
/// its size, as Apple documents ("the size components of this rectangle are
/// ignored"). The track and the thumb are subviews, so setting `isOn` inside a
/// caller's `UIView.animate` block animates with that block.
///
/// Sources (see the controls research notes): the 51 × 31 size and the colours are
/// from Flutter's `CupertinoSwitch` (`switch.dart`, "eyeballed from an iOS
/// simulator running iOS version 17.5") and Ionic's iOS toggle; the thumb's
/// shadow is Flutter's `_kSwitchBoxShadows`.
open class UISwitch: UIControl {
  /// The one size a switch has.
  static var switchSize: CGSize { CGSize(width: 51, height: 31) }
  /// The thumb's diameter and its inset from the track's edge. Estimate: Flutter
  /// draws a 28 pt thumb 1.5 pt in, Ionic 27 pt 2 pt in; 27 + a 0.5 pt ring draws
  /// about 28 pt, between the two.
  static var thumbDiameter: CGFloat { 27 }
  static var thumbInset: CGFloat { 2 }
  /// How long `setOn(_:animated: true)` takes. Estimate: Apple does not publish
  /// it; Flutter's measured copy moves the thumb in 200 ms with an ease curve,
  /// Ionic in 300 ms.
  static var toggleDuration: TimeInterval { 0.25 }
  /// How much a disabled switch is dimmed. Estimate: UIKit dims disabled
  /// switches; the exact alpha is not documented.
  static var disabledAlpha: CGFloat { 0.5 }

  /// The capsule behind the thumb (it also holds the thumb, so dimming it dims both).
  let trackView = UIView()
  /// The white knob.
  let thumbView = UIView()
  private var on = false
  /// A finger is down on the switch: the thumb stretches 7 pt toward the middle
  /// (Flutter's `_kThumbExtensionFactor`, copied from iOS) and settles on release.
  private var pressed = false
  static var pressStretch: CGFloat { 7 }

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
    setUpParts()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame = CGRect(origin: frame.origin, size: UISwitch.switchSize)
    setUpParts()
    NibCoder.finish(self, coder, as: UISwitch.self)
  }

  // MARK: State

  /// Setting it is `setOn(_:animated: false)`: it sends no `.valueChanged`, and
  /// inside a caller's animation block it moves with that block.
  open var isOn: Bool {
    get { on }
    set { setOn(newValue, animated: false) }
  }

  /// Changes the state; with `animated` the thumb slides and the track colour
  /// cross-fades over 0.25 s ease-in-out (an estimate, see `toggleDuration`).
  /// As in UIKit, a change made in code sends no `.valueChanged`: call
  /// `sendActions(for: .valueChanged)` to script a user's toggle.
  open func setOn(_ on: Bool, animated: Bool) {
    self.on = on
    if animated {
      UIView.animate(withDuration: UISwitch.toggleDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                     animations: { self.applyState() })
    } else {
      applyState()
    }
  }

  /// The track's colour when on; nil (the default) is systemGreen `#34C759`, the
  /// colour Flutter falls back to "in accordance to native iOS behavior".
  open var onTintColor: UIColor? { didSet { applyState() } }
  /// The thumb's colour; nil (the default) is white.
  open var thumbTintColor: UIColor? { didSet { applyState() } }
  /// The track's colour when off: secondarySystemFill `rgba(120,120,128,0.16)`
  /// (Flutter's `inactiveTrackColor` default), about `#E9E9EB` over white.
  static var offTrackColor: UIColor { .secondarySystemFill }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    press(true)
    return super.beginTracking(touch, with: event)
  }

  /// Cancels a press, shrinking the stretched thumb back over 0.2 seconds without changing the switch's state.
  open override func cancelTracking(with event: UIEvent?) {
    super.cancelTracking(with: event)
    press(false)
  }

  private func press(_ down: Bool) {
    pressed = down
    UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut, .beginFromCurrentState, .allowUserInteraction]) {
      self.thumbView.frame = self.thumbFrame
    }
  }

  /// A tap (a touch lifted inside) toggles it with its animation and sends
  /// `.valueChanged`, as a user's tap does on iOS.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    pressed = false
    guard isTouchInside else { return press(false) }
    setOn(!isOn, animated: true)
    sendActions(for: .valueChanged)
  }

  /// A switch's value change also triggers its primary action.
  override var primaryActionEvents: UIControl.Event { .valueChanged }

  open override func stateDidChange() {
    super.stateDidChange()
    trackView.alpha = isEnabled ? 1 : UISwitch.disabledAlpha
  }

  // MARK: Size

  open override var intrinsicContentSize: CGSize { UISwitch.switchSize }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.switchSize }

  // MARK: Parts

  private func setUpParts() {
    let thumbLayer = thumbView.layer
    thumbLayer.cornerRadius = UISwitch.thumbDiameter / 2
    // Flutter's main thumb shadow `0 3 8 rgba(0,0,0,0.15)`: a CSS blur of 8 is a
    // Core Animation shadowRadius of about 4. Its second, faint shadow
    // (`0 3 1 rgba(0,0,0,0.06)`) is left out: one layer draws one shadow.
    thumbLayer.shadowColor = UIColor.black.cgColor
    thumbLayer.shadowOpacity = 0.15
    thumbLayer.shadowOffset = CGSize(width: 0, height: 3)
    thumbLayer.shadowRadius = 4
    // The hairline ring round the thumb (Flutter's `thumb_painter.dart`, `#0000000A`).
    thumbLayer.borderWidth = 0.5
    thumbLayer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
    trackView.layer.cornerRadius = UISwitch.switchSize.height / 2
    trackView.addSubview(thumbView)
    addSubview(trackView)
    UIView.performWithoutAnimation {
      layoutParts()
      applyState()
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  /// The track at the switch's top-left corner, at its one size.
  private func layoutParts() {
    trackView.frame = CGRect(origin: bounds.origin, size: UISwitch.switchSize)
    thumbView.frame = thumbFrame
  }

  /// The thumb against the left end when off, the right end when on (in the track's space).
  var thumbFrame: CGRect {
    let size = UISwitch.switchSize, d = UISwitch.thumbDiameter, inset = UISwitch.thumbInset
    let width = d + (pressed ? UISwitch.pressStretch : 0)
    let x = on ? size.width - inset - width : inset
    return CGRect(x: x, y: inset, width: width, height: d)
  }

  /// Puts the thumb and the track colour where the state says (animated if
  /// called inside an animation block).
  private func applyState() {
    thumbView.frame = thumbFrame
    thumbView.backgroundColor = thumbTintColor ?? .white
    trackView.backgroundColor = on ? (onTintColor ?? .systemGreen) : UISwitch.offTrackColor
  }
}
