import Foundation
@_exported import FlipbookCoreAnimation

/// UIKit's scroll view delegate. Every method has a default that does nothing.
/// Flipbook calls `scrollViewDidScroll(_:)` when the content offset changes,
/// `scrollViewDidEndScrollingAnimation(_:)` when an animated scroll ends, and
/// the dragging and deceleration calls when a `Hand` script drags the view, in
/// UIKit's order. Zooming is not supported: its calls are never made.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// Tells the delegate that the user or code scrolled the content, whenever the content offset changes.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Tells the delegate that a scrolling animation, such as `setContentOffset(_:animated:)` starts, has ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// Tells the delegate that the scroll view is about to start scrolling the content for a drag.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Tells the delegate that the drag is ending, with the release velocity in points per millisecond and the offset
  /// where the content will come to rest, which the delegate may change.
  func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                 targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// Tells the delegate that the drag ended, and whether the content will go on moving (decelerate) afterwards.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Tells the delegate that the content is starting to decelerate after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Tells the delegate that the content has come to rest after decelerating.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// Asks the delegate whether a tap on the status bar should scroll the content to the top; Flipbook never asks.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// Tells the delegate that the content scrolled to the top after a status bar tap; Flipbook never calls it.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// Tells the delegate that the adjusted content inset changed; Flipbook never calls it.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  /// Asks the delegate for the view to scale when zooming; Flipbook doesn't zoom, so it never asks.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Tells the delegate that the zoom scale changed; Flipbook doesn't zoom, so it never calls it.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing by default.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing by default.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Does nothing by default.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing by default, leaving the target content offset as it is.
  public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
  /// Does nothing by default.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing by default.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing by default.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Returns `true` by default.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing by default.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Does nothing by default.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  /// Returns `nil` by default, so the scroll view doesn't zoom.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Does nothing by default.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}

extension UIScrollView {
  /// `UIScrollView.DecelerationRate`: the fraction of its velocity a flick keeps
  /// each millisecond. `.normal` 0.998 (the default), `.fast` 0.99 (values from
  /// pub.dev `IOSUIScrollViewDecelerationRate`; the default from Apple's
  /// documentation; research §7). As on iOS 18, any other value is snapped to
  /// one of the two (≥ 0.994 is `.normal`).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The default deceleration rate, which keeps 0.998 of the velocity each millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// A fast deceleration rate, which keeps 0.99 of the velocity each millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// `UIScrollView.ContentInsetAdjustmentBehavior` (accepted; there is no safe area to add).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// A behavior like `scrollableAxes` that also adjusts the insets of any scroll view in a navigation controller.
    case automatic
    /// A behavior that adjusts the insets only when the content scrolls vertically (or always bounces vertically).
    case scrollableAxes
    /// A behavior that never adjusts the insets.
    case never
    /// A behavior that always adds the safe area's top and bottom insets to the content insets.
    case always
  }

  /// `UIScrollView.IndicatorStyle`: `.white` draws white indicators, the others black.
  public enum IndicatorStyle: Int, Sendable {
    /// The default style: black indicators at 35% opacity.
    case `default`
    /// A style of black indicators at 35% opacity, for light backgrounds.
    case black
    /// A style of white indicators at 35% opacity, for dark backgrounds.
    case white
  }

  /// `UIScrollView.KeyboardDismissMode` (accepted; there is no keyboard).
  public enum KeyboardDismissMode: Int, Sendable {
    /// A mode that doesn't dismiss the keyboard when the user drags.
    case none
    /// A mode that dismisses the keyboard when a drag begins.
    case onDrag
    /// A mode in which the keyboard follows the dragging touch and can be pulled down to dismiss it.
    case interactive
    /// A mode that dismisses the keyboard and its accessory view when a drag begins.
    case onDragWithAccessory
    /// A mode in which the keyboard and its accessory view follow the dragging touch and can be pulled away.
    case interactiveWithAccessory
  }
}

/// The pre-Swift-4.2 names of the deceleration rates.
public let UIScrollViewDecelerationRateNormal = UIScrollView.DecelerationRate.normal
/// The pre-Swift 4.2 name of `UIScrollView.DecelerationRate.fast`.
public let UIScrollViewDecelerationRateFast = UIScrollView.DecelerationRate.fast
