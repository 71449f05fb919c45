import Foundation
import FlipbookTimeline


// MARK: - CATransition

public struct CATransitionType: RawRepresentable, Hashable, Sendable, Codable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = Self(rawValue: "fade")
  public static let moveIn = Self(rawValue: "moveIn")
  public static let push = Self(rawValue: "push")
  public static let reveal = Self(rawValue: "reveal")
  /// UIKit's flip (private on iOS, named as Core Animation names it).
  public static let oglFlip = Self(rawValue: "oglFlip")
  /// UIKit's page curls (private on iOS).
  public static let pageCurl = Self(rawValue: "pageCurl")
  public static let pageUnCurl = Self(rawValue: "pageUnCurl")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable, Codable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = Self(rawValue: "fromRight")
  public static let fromLeft = Self(rawValue: "fromLeft")
  public static let fromTop = Self(rawValue: "fromTop")
  public static let fromBottom = Self(rawValue: "fromBottom")
}

public let kCATransition = "transition"
public let kCATransitionFade = CATransitionType.fade
public let kCATransitionMoveIn = CATransitionType.moveIn
public let kCATransitionPush = CATransitionType.push
public let kCATransitionReveal = CATransitionType.reveal
public let kCATransitionFromRight = CATransitionSubtype.fromRight
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
public let kCATransitionFromTop = CATransitionSubtype.fromTop
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

/// Animates the change of a layer's subtree made in the same transaction: the
/// appearance before the change and after it are both drawn and composited by
/// the effect (doc §7). Added to a layer it is stored under `transition`
/// whatever key is given, as on Apple platforms.
open class CATransition: CAAnimation {
  /// Default `.fade`.
  open var type = CATransitionType.fade
  open var subtype: CATransitionSubtype?
  open var startProgress: Float = 0
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
