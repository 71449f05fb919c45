import Foundation

/// The random numbers of the scene running on the current clock: SplitMix64
/// (Steele, Lea and Flood, 2014) from a fixed seed per clock, so a scene that
/// scatters confetti with `CGFloat.random(in:)` draws the same confetti on every
/// run, job and shard, as Flipbook's output must be. Each new clock (each bake of a
/// scene) starts the sequence again.
public struct SceneRandomNumberGenerator: RandomNumberGenerator {
  /// The generator of the current clock.
  public init() {}

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    let clock = VirtualClock.current
    clock.randomState &+= 0x9E37_79B9_7F4A_7C15
    var z = clock.randomState
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

// The standard library's `random` members draw from the system's generator, which
// differs on every run. These overloads on the concrete types (which Swift prefers
// to the generic ones) draw from the scene's instead, so pasted code is unchanged.

extension CGFloat {
  /// A random value in `range`, from the scene's random numbers.
  public static func random(in range: Range<CGFloat>) -> CGFloat { var g = SceneRandomNumberGenerator(); return random(in: range, using: &g) }
  /// A random value in `range`, from the scene's random numbers.
  public static func random(in range: ClosedRange<CGFloat>) -> CGFloat { var g = SceneRandomNumberGenerator(); return random(in: range, using: &g) }
}

extension Double {
  /// A random value in `range`, from the scene's random numbers.
  public static func random(in range: Range<Double>) -> Double { var g = SceneRandomNumberGenerator(); return random(in: range, using: &g) }
  /// A random value in `range`, from the scene's random numbers.
  public static func random(in range: ClosedRange<Double>) -> Double { var g = SceneRandomNumberGenerator(); return random(in: range, using: &g) }
}

extension Float {
  /// A random value in `range`, from the scene's random numbers.
  public static func random(in range: Range<Float>) -> Float { var g = SceneRandomNumberGenerator(); return random(in: range, using: &g) }
  /// A random value in `range`, from the scene's random numbers.
  public static func random(in range: ClosedRange<Float>) -> Float { var g = SceneRandomNumberGenerator(); return random(in: range, using: &g) }
}

extension Int {
  /// A random value in `range`, from the scene's random numbers.
  public static func random(in range: Range<Int>) -> Int { var g = SceneRandomNumberGenerator(); return random(in: range, using: &g) }
  /// A random value in `range`, from the scene's random numbers.
  public static func random(in range: ClosedRange<Int>) -> Int { var g = SceneRandomNumberGenerator(); return random(in: range, using: &g) }
}

extension UInt32 {
  /// A random value in `range`, from the scene's random numbers.
  public static func random(in range: Range<UInt32>) -> UInt32 { var g = SceneRandomNumberGenerator(); return random(in: range, using: &g) }
  /// A random value in `range`, from the scene's random numbers.
  public static func random(in range: ClosedRange<UInt32>) -> UInt32 { var g = SceneRandomNumberGenerator(); return random(in: range, using: &g) }
}

extension Bool {
  /// A random Boolean, from the scene's random numbers.
  public static func random() -> Bool { var g = SceneRandomNumberGenerator(); return random(using: &g) }
}

extension Array {
  /// A random element, from the scene's random numbers; nil when empty.
  public func randomElement() -> Element? { var g = SceneRandomNumberGenerator(); return randomElement(using: &g) }
  /// The elements in a random order, from the scene's random numbers.
  public func shuffled() -> [Element] { var g = SceneRandomNumberGenerator(); return shuffled(using: &g) }
  /// Puts the elements in a random order, from the scene's random numbers.
  public mutating func shuffle() { var g = SceneRandomNumberGenerator(); shuffle(using: &g) }
}

extension Range where Bound == Int {
  /// A random element, from the scene's random numbers; nil when empty.
  public func randomElement() -> Int? { var g = SceneRandomNumberGenerator(); return randomElement(using: &g) }
}

extension ClosedRange where Bound == Int {
  /// A random element, from the scene's random numbers.
  public func randomElement() -> Int? { var g = SceneRandomNumberGenerator(); return randomElement(using: &g) }
}

/// `arc4random()` from the scene's random numbers: the adaptation plugin renames
/// pasted calls of the C library's function to this one.
public func _sceneArc4random() -> UInt32 { var g = SceneRandomNumberGenerator(); return UInt32(truncatingIfNeeded: g.next()) }

/// `arc4random_uniform(_:)` from the scene's random numbers (0 ..< `upperBound`, or 0):
/// the adaptation plugin renames pasted calls of the C library's function to this one.
public func _sceneArc4random_uniform(_ upperBound: UInt32) -> UInt32 {
  guard upperBound > 0 else { return 0 }
  return UInt32.random(in: 0..<upperBound)
}
