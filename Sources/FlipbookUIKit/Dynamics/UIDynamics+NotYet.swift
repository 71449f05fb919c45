import Foundation

// UIKit Dynamics API that Flipbook does not have yet: declared unavailable, so
// pasted code that uses it fails to compile with a line naming what to use instead.

extension UIAttachmentBehavior {
  /// iOS 9's pin attachment: not in Flipbook yet.
  @available(*, unavailable, message: "pinAttachment is not in Flipbook yet: attach the two items at the pin point with UIAttachmentBehavior(item:offsetFromCenter:attachedTo:offsetFromCenter:) and set length = 0")
  public static func pinAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                   attachmentAnchor point: CGPoint) -> UIAttachmentBehavior { fatalError() }
  /// iOS 9's fixed attachment: not in Flipbook yet.
  @available(*, unavailable, message: "fixedAttachment is not in Flipbook yet: attach the items at two points each with UIAttachmentBehavior(item:offsetFromCenter:attachedTo:offsetFromCenter:), which keeps them from turning apart")
  public static func fixedAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                     attachmentAnchor point: CGPoint) -> UIAttachmentBehavior { fatalError() }
  /// iOS 9's limit (rope) attachment: not in Flipbook yet.
  @available(*, unavailable, message: "limitAttachment is not in Flipbook yet: a UIAttachmentBehavior with frequency and damping gives a slack, springy link")
  public static func limitAttachment(with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                     attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior { fatalError() }
  /// iOS 9's sliding attachment of two items: not in Flipbook yet.
  @available(*, unavailable, message: "slidingAttachment is not in Flipbook yet: attach the items with UIAttachmentBehavior(item:attachedTo:), or move one with UIView.animate")
  public static func slidingAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint,
                                       axisOfTranslation axis: CGVector) -> UIAttachmentBehavior { fatalError() }
  /// iOS 9's sliding attachment: not in Flipbook yet.
  @available(*, unavailable, message: "slidingAttachment is not in Flipbook yet: move the item along its axis with a UISnapBehavior or UIView.animate")
  public static func slidingAttachment(with item: any UIDynamicItem, attachmentAnchor point: CGPoint,
                                       axisOfTranslation axis: CGVector) -> UIAttachmentBehavior { fatalError() }
}

/// iOS 9's item groups: not in Flipbook yet.
@available(*, unavailable, message: "UIDynamicItemGroup is not in Flipbook yet: attach the items to one another with rigid UIAttachmentBehaviors so they move as one")
@MainActor public final class UIDynamicItemGroup {}
