import Foundation

// MARK: - AnimationError

/// An animation Flipbook cannot run: an unknown key path, a value of the wrong
/// type, bad keyframe timing. The message names where it was added, the layer,
/// the key path and the fix.
public struct AnimationError: Error, CustomStringConvertible, Equatable, Sendable {
  /// `file:line` of the call that added the animation, when known.
  public var location: String
  /// The layer's path (`root > 'card'`), when known.
  public var layerPath: String
  /// The key path of the animation that failed, or empty for a group or transition.
  public var keyPath: String
  /// What is wrong with the animation.
  public var problem: String
  /// What to do about the problem.
  public var fix: String
  /// What iOS accepts and shows nothing for (a key path no property has, a value
  /// of the wrong type): on Core Animation's own layers Flipbook does the same and logs it.
  public var inertOnIOS = false

  /// Creates an error for an animation of a key path, naming where it was added and the layer when known.
  public init(location: String = "", layerPath: String = "", keyPath: String, problem: String, fix: String) {
    (self.location, self.layerPath, self.keyPath, self.problem, self.fix) = (location, layerPath, keyPath, problem, fix)
  }

  /// The error as one message: where the animation was added, the layer, the key path, the problem, and the fix.
  public var description: String {
    var s = ""
    if !location.isEmpty { s += "\(location): " }
    if !layerPath.isEmpty { s += "layer \(layerPath): " }
    // Groups and transitions have no key path: say "animation", not "animation of ''".
    return s + (keyPath.isEmpty ? "animation" : "animation of '\(keyPath)'") + ": \(problem). \(fix)"
  }
}
