import Foundation
import FlipbookTimeline


// MARK: - CATransition

/// A kind of transition effect.
public struct CATransitionType: RawRepresentable, Hashable, Sendable, Codable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A transition that cross-fades the old content into the new.
  public static let fade = Self(rawValue: "fade")
  /// A transition that slides the new content in over the old.
  public static let moveIn = Self(rawValue: "moveIn")
  /// A transition that pushes the old content out as the new slides in.
  public static let push = Self(rawValue: "push")
  /// A transition that slides the old content out, revealing the new underneath.
  public static let reveal = Self(rawValue: "reveal")
  /// UIKit's flip (private on iOS, named as Core Animation names it).
  public static let oglFlip = Self(rawValue: "oglFlip")
  /// UIKit's page curls (private on iOS).
  public static let pageCurl = Self(rawValue: "pageCurl")
  /// A transition that uncurls a page back down over the content, the reverse of `pageCurl`.
  public static let pageUnCurl = Self(rawValue: "pageUnCurl")
}

/// A direction a transition moves in.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable, Codable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A direction that moves from the right edge.
  public static let fromRight = Self(rawValue: "fromRight")
  /// A direction that moves from the left edge.
  public static let fromLeft = Self(rawValue: "fromLeft")
  /// A direction that moves from the top edge.
  public static let fromTop = Self(rawValue: "fromTop")
  /// A direction that moves from the bottom edge.
  public static let fromBottom = Self(rawValue: "fromBottom")
}

/// The key a transition is stored under on its layer, whatever key it was added with.
public let kCATransition = "transition"
/// The fade transition type; the legacy name of `CATransitionType.fade`.
public let kCATransitionFade = CATransitionType.fade
/// The move-in transition type; the legacy name of `CATransitionType.moveIn`.
public let kCATransitionMoveIn = CATransitionType.moveIn
/// The push transition type; the legacy name of `CATransitionType.push`.
public let kCATransitionPush = CATransitionType.push
/// The reveal transition type; the legacy name of `CATransitionType.reveal`.
public let kCATransitionReveal = CATransitionType.reveal
/// The from-right transition subtype; the legacy name of `CATransitionSubtype.fromRight`.
public let kCATransitionFromRight = CATransitionSubtype.fromRight
/// The from-left transition subtype; the legacy name of `CATransitionSubtype.fromLeft`.
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
/// The from-top transition subtype; the legacy name of `CATransitionSubtype.fromTop`.
public let kCATransitionFromTop = CATransitionSubtype.fromTop
/// The from-bottom transition subtype; the legacy name of `CATransitionSubtype.fromBottom`.
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

/// Animates the change of a layer's subtree made in the same transaction: the
/// appearance before the change and after it are both drawn and composited by
/// the effect (doc §7). Added to a layer it is stored under `transition`
/// whatever key is given, as on Apple platforms.
open class CATransition: CAAnimation {
  /// Default `.fade`.
  open var type = CATransitionType.fade
  /// The direction the transition moves in, or `nil` (the default), which moves from the left.
  open var subtype: CATransitionSubtype?
  /// The fraction of the transition, from 0 to 1, at which it starts; 0 by default.
  open var startProgress: Float = 0
  /// The fraction of the transition, from 0 to 1, at which it ends; 1 by default.
  open var endProgress: Float = 1

  package override class func makeBuiltIn() -> CAAnimation { CATransition() }

  open override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let o = other as? CATransition else { return }
    type = o.type; subtype = o.subtype; startProgress = o.startProgress; endProgress = o.endProgress
  }

  override func makeSpec(defaultDuration: Double) throws(AnimationError) -> AnimationSpec {
    // Core Animation's private types (oglFlip, pageCurl, pageUnCurl) work when named, as UIKit's transitions do.
    guard let kind = TransitionSpec.Kind(rawValue: type.rawValue) else {
      throw AnimationError(keyPath: kCATransition, problem: "unknown transition type '\(type.rawValue)'",
                           fix: "Use .fade, .moveIn, .push or .reveal.")
    }
    var direction = TransitionSpec.Direction.fromLeft
    if let subtype {
      guard let d = TransitionSpec.Direction(rawValue: subtype.rawValue) else {
        throw AnimationError(keyPath: kCATransition, problem: "unknown transition subtype '\(subtype.rawValue)'",
                             fix: "Use .fromLeft, .fromRight, .fromTop or .fromBottom.")
      }
      direction = d
    }
    let spec = try TransitionSpec(kind: kind, direction: direction, startProgress: Double(startProgress),
                                  endProgress: Double(endProgress))
    return try AnimationSpec(timing: resolvedTiming(defaultDuration: defaultDuration),
                             removedOnCompletion: isRemovedOnCompletion, body: .transition(spec))
  }
}
