import Foundation
@_exported import FlipbookCoreAnimation

/// UIKit's scroll view delegate. Every method has a default that does nothing.
/// Flipbook calls `scrollViewDidScroll(_:)` when the content offset changes,
/// `scrollViewDidEndScrollingAnimation(_:)` when an animated scroll ends, and
/// the dragging and deceleration calls when a `Hand` script drags the view, in
/// UIKit's order. Zooming is not supported: its calls are never made.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                 targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
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
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// `UIScrollView.ContentInsetAdjustmentBehavior` (accepted; there is no safe area to add).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }

  /// `UIScrollView.IndicatorStyle`: `.white` draws white indicators, the others black.
  public enum IndicatorStyle: Int, Sendable {
    case `default`, black, white
  }

  /// `UIScrollView.KeyboardDismissMode` (accepted; there is no keyboard).
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }
}

/// The pre-Swift-4.2 names of the deceleration rates.
public let UIScrollViewDecelerationRateNormal = UIScrollView.DecelerationRate.normal
public let UIScrollViewDecelerationRateFast = UIScrollView.DecelerationRate.fast
