import Foundation

extension UIView {
  /// The size the view's constraints give it, as close to `targetSize` as they allow
  /// (UIKit's `systemLayoutSizeFitting(_:)`: both axes at `fittingSizeLevel`).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                            verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it with each axis held to `targetSize`
  /// at the given priority: `.required` width and `.fittingSizeLevel` height is
  /// how a self-sizing cell is measured. A view without constraints inside it
  /// answers its `sizeThatFits(_:)`, as UIKit falls back to it.
  public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                    withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                    verticalFittingPriority: UILayoutPriority) -> CGSize {
    guard hasConstraintsInside else { return sizeThatFits(targetSize) }
    updateConstraintsIfNeeded()
    return AutoLayoutPass(root: self, state: (layer.clock ?? VirtualClock.current).uiKit).fittingSize(
      targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  /// Whether any constraint lives in this view's subtree.
  var hasConstraintsInside: Bool {
    !constraints.isEmpty || subviews.contains { $0.hasConstraintsInside }
  }
}
