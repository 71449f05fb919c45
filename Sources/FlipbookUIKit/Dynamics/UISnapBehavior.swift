import Foundation
internal import FlipbookDynamics

/// Snaps an item to a point with a spring that settles, turning it upright as it goes.
///
/// Apple documents only the range of `damping` (0 most oscillation, 1 least,
/// 0.5 by default). Flipbook's spring (a decision, no published source): 3 Hz,
/// with damping ratio 0.1 + 0.9 × `damping` (0.55 by default: a settle of about
/// 0.4 s with one small overshoot, as a snap looks on an iPhone).
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
  private let item: any UIDynamicItem
  /// Where the item's centre settles, in the reference view's coordinates.
  open var snapPoint: CGPoint { didSet { changed() } }
  /// 0 (most oscillation) to 1 (least); 0.5 by default.
  open var damping: CGFloat = 0.5 { didSet { changed() } }

  /// The spring's frequency, in Hz.
  static let frequency = 3.0

  /// Snaps `item` to `point`.
  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  override var dynamicItems: [any UIDynamicItem] { [item] }

  override func contribute(to request: DynamicsRequest) {
    let body = request.body(item)
    let ratio = 0.1 + 0.9 * min(max(Double(damping), 0), 1)
    request.links.append(Link(body: body, otherPoint: snapPoint.vec, length: 0, frequency: Self.frequency, damping: ratio))
    request.angleSprings.append(AngleSpring(body: body, angle: 0, frequency: Self.frequency, damping: ratio))
  }
}

/// Attaches an item to an anchor point or to another item, rigidly (the
/// default, `frequency` 0) or as a spring of `frequency` Hz and `damping` ratio.
/// `length` starts as the distance between the two ends when made.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// What the item is attached to.
  public enum AttachmentType: Int, Sendable {
    /// Another item.
    case items
    /// An anchor point.
    case anchor
  }
  /// The attached items (one, or two).
  public let items: [any UIDynamicItem]
  /// An anchor point or another item.
  public let attachedBehaviorType: AttachmentType
  /// The anchor point, in the reference view's coordinates (an `.anchor` attachment).
  open var anchorPoint: CGPoint { didSet { changed() } }
  /// The distance kept between the ends, in points.
  open var length: CGFloat { didSet { changed() } }
  /// The spring's damping ratio.
  open var damping: CGFloat = 0 { didSet { changed() } }
  /// The spring's frequency, in Hz; 0 (the default) for a rigid attachment.
  open var frequency: CGFloat = 0 { didSet { changed() } }
  /// Resistance to turning about the attachment point (accepted; Flipbook's attachments do not resist turning).
  open var frictionTorque: CGFloat = 0
  /// The range a sliding or limit attachment allows (accepted: Flipbook has neither yet).
  open var attachmentRange = UIFloatRange.infinite
  private let offsets: (UIOffset, UIOffset)

  /// Attaches `item`'s centre to `point`.
  public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches the point `offset` from `item`'s centre to `point`.
  public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
    (items, attachedBehaviorType, anchorPoint, offsets) = ([item], .anchor, point, (offset, .zero))
    length = hypot(item.center.x + offset.horizontal - point.x, item.center.y + offset.vertical - point.y)
    super.init()
  }

  /// Attaches the centres of two items.
  public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches a point of one item to a point of another, each `offset` from its centre.
  public init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
              attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) {
    (items, attachedBehaviorType, anchorPoint, offsets) = ([item1, item2], .items, .zero, (offset1, offset2))
    length = hypot(item1.center.x + offset1.horizontal - item2.center.x - offset2.horizontal,
                   item1.center.y + offset1.vertical - item2.center.y - offset2.vertical)
    super.init()
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  override func contribute(to request: DynamicsRequest) {
    guard let first = items.first else { return }
    let body = request.body(first)
    let offset = Vec(Double(offsets.0.horizontal), Double(offsets.0.vertical))
    var link = Link(body: body, offset: offset, otherPoint: anchorPoint.vec, length: Double(length),
                    frequency: Double(frequency), damping: Double(damping))
    if attachedBehaviorType == .items, items.count > 1 {
      link.otherBody = request.body(items[1])
      link.otherPoint = Vec(Double(offsets.1.horizontal), Double(offsets.1.vertical))
    }
    request.links.append(link)
  }
}

/// A range of floating-point values (iOS 9), as attachment ranges give it.
public struct UIFloatRange: Hashable, Sendable {
  /// The lower bound.
  public var minimum: CGFloat
  /// The upper bound.
  public var maximum: CGFloat
  /// A range from `minimum` to `maximum`.
  public init(minimum: CGFloat, maximum: CGFloat) { (self.minimum, self.maximum) = (minimum, maximum) }
  /// The empty range at zero.
  public static let zero = UIFloatRange(minimum: 0, maximum: 0)
  /// The range of every value.
  public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
  /// Whether the range is infinite.
  public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
  /// Whether two ranges are the same.
  public func isEqual(to other: UIFloatRange) -> Bool { self == other }
}
