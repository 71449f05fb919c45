import Foundation
import FlipbookTimeline

// MARK: - JNWSpringAnimation

/// jwilling's JNWSpringAnimation, exactly as the library behaves (doc §5.7): a
/// keyframe animation whose values are its damped cosine sampled every 1 ms until
/// settled. `duration` is read-only (samples × 1 ms). No velocity.
open class JNWSpringAnimation: CAKeyframeAnimation {
  /// Default 300.
  open var stiffness: CGFloat = 300
  /// Default 30; values ≤ 0 are replaced by 1, as the library does.
  open var damping: CGFloat = 30 {
    didSet { if damping <= 0 { damping = 1 } }
  }
  /// Default 5.
  open var mass: CGFloat = 5
  /// The value the spring starts from: a number, point, size, rectangle, `CGAffineTransform` or `CATransform3D`.
  open var fromValue: Any?
  /// The value the spring settles at, of the same type as `fromValue`.
  open var toValue: Any?

  package override class func makeBuiltIn() -> CAAnimation { JNWSpringAnimation() }

  /// `+[JNWSpringAnimation animationWithKeyPath:]`.
  open class func animation(withKeyPath path: String?) -> JNWSpringAnimation {
    let a = JNWSpringAnimation()
    a.keyPath = path
    return a
  }

  open override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let o = other as? JNWSpringAnimation else { return }
    stiffness = o.stiffness; damping = o.damping; mass = o.mass; fromValue = o.fromValue; toValue = o.toValue
  }

  /// The key paths the library supports (its header).
  static let supportedKeyPaths: Set<String> = [
    "position", "position.x", "position.y", "cornerRadius", "shadowRadius", "bounds", "bounds.size",
    "transform.translation.x", "transform.translation.y", "transform.translation.z",
    "transform.rotation.x", "transform.rotation.y", "transform.rotation.z",
    "transform.scale.x", "transform.scale.y", "transform.scale.z", "transform.translation", "transform.scale",
    "transform",
  ]

  /// Read-only: the number of samples × 1 ms. Setting it is ignored, as in the library.
  open override var duration: CFTimeInterval {
    get { Double(sampledComponents().count) * Double(Float(0.001)) }
    set {}
  }

  /// The last sampling and the numbers it was made from: a slow spring has thousands
  /// of samples, and adding the animation read them several times (its duration, its
  /// values, their count), nearly half of alert-ios7's bake (a render of one frame went
  /// from 79 to 55 ms).
  private var samplesMade: (inputs: [Double], rows: [[Double]])?

  /// The spring's components every 1 ms until settled (none when the values are missing or unlike).
  private func sampledComponents() -> [[Double]] {
    guard let from = JNWSpringAnimation.components(fromValue), let to = JNWSpringAnimation.components(toValue),
          from.count == to.count else { return [] }
    let inputs = from + to + [damping, mass, stiffness].map { Double($0) }
    if let made = samplesMade, made.inputs == inputs { return made.rows }
    let rows = JNWSpring.samples(from: from, to: to, damping: Double(damping), mass: Double(mass), stiffness: Double(stiffness))
    samplesMade = (inputs, rows)
    return rows
  }

  /// The sampled components as keyframe values of the key path's type.
  func sampleValues() -> [Any] {
    sampledComponents().map { JNWSpringAnimation.rebuild($0, like: fromValue) }
  }

  override func keyframeValues() -> [Any]? { sampleValues() }

  override func makeSpec(defaultDuration: Double) throws(AnimationError) -> AnimationSpec {
    let path = keyPath ?? "nil"
    guard JNWSpringAnimation.supportedKeyPaths.contains(path) else {
      throw AnimationError(keyPath: path, problem: "JNWSpringAnimation does not support this key path",
                           fix: "Use one of \(JNWSpringAnimation.supportedKeyPaths.sorted().joined(separator: ", ")).")
    }
    guard let from = JNWSpringAnimation.components(fromValue), let to = JNWSpringAnimation.components(toValue) else {
      throw AnimationError(keyPath: path, problem: "fromValue and toValue must both be set to a number, CGPoint, CGSize, CGRect, CGAffineTransform or CATransform3D (got \(ValueKind.describe(fromValue)) and \(ValueKind.describe(toValue)))",
                           fix: "Set both, of the same type.")
    }
    guard from.count == to.count else {
      throw AnimationError(keyPath: path, problem: "fromValue and toValue are of different types",
                           fix: "Give both values the same type.")
    }
    if sampledComponents().isEmpty {
      throw AnimationError(keyPath: path, problem: "fromValue and toValue are both zero, so the spring has no keyframes (the library produces an empty animation)",
                           fix: "Animate between different values.")
    }
    // No keyTimes, linear, no timing function: the samples are spread evenly over the duration.
    return try super.makeSpec(defaultDuration: defaultDuration).lasting(duration)
  }

  static func components(_ v: Any?) -> [Double]? {
    switch v {
    case let n as NSNumber: [n.doubleValue]
    case let d as Double: [d]
    case let d as CGFloat: [Double(d)]
    case let d as Float: [Double(d)]
    case let d as Int: [Double(d)]
    case let p as CGPoint: [p.x, p.y].map { Double($0) }
    case let s as CGSize: [s.width, s.height].map { Double($0) }
    case let r as CGRect: [r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0) }
    case let a as CGAffineTransform: [a.a, a.b, a.c, a.d, a.tx, a.ty].map { Double($0) }
    case let m as CATransform3D: m.flatten
    default: nil
    }
  }

  static func rebuild(_ c: [Double], like v: Any?) -> Any {
    switch v {
    case is CGPoint: CGPoint(x: c[0], y: c[1])
    case is CGSize: CGSize(width: c[0], height: c[1])
    case is CGRect: CGRect(x: c[0], y: c[1], width: c[2], height: c[3])
    case is CGAffineTransform: CATransform3DMakeAffineTransform(CGAffineTransform(a: c[0], b: c[1], c: c[2], d: c[3], tx: c[4], ty: c[5]))
    case is CATransform3D: CATransform3D(flat: c)
    default: c[0]
    }
  }
}
