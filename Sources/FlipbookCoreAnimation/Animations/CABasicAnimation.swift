import Foundation
import FlipbookTimeline

// MARK: - CABasicAnimation

/// Interpolates between two values (the seven from/to/by cases of doc §3.1).
open class CABasicAnimation: CAPropertyAnimation {
  /// The value the interpolation starts from, or `nil` to derive it from the other values or the current value.
  open var fromValue: Any?
  /// The value the interpolation ends at, or `nil` to derive it from the other values or the current value.
  open var toValue: Any?
  /// The value added to the start value to give the end value, or `nil` for no relative interpolation.
  open var byValue: Any?

  package override class func makeBuiltIn() -> CAAnimation { CABasicAnimation() }

  open override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let o = other as? CABasicAnimation else { return }
    fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue
  }

  func endpoints() throws(AnimationError) -> (String, ValueFunction?, AnimValue?, AnimValue?, AnimValue?) {
    let (keyPath, kind, vf) = try checkedKeyPath()
    let from = try optional(fromValue, "fromValue", keyPath, kind)
    let to = try optional(toValue, "toValue", keyPath, kind)
    let by = try optional(byValue, "byValue", keyPath, kind)
    return (keyPath, vf, from, to, by)
  }

  override func makeSpec(defaultDuration: Double) throws(AnimationError) -> AnimationSpec {
    let (keyPath, vf, from, to, by) = try endpoints()
    return try propertyAnimation(keyPath, vf, .basic(from: from, to: to, by: by), defaultDuration: defaultDuration)
  }
}
