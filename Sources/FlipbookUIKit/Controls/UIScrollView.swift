import Foundation
@_exported import FlipbookCoreAnimation

/// UIKit's scroll view: as on iOS, `contentOffset` is the bounds' origin, so the
/// subviews (the content) move up and left as it grows. A `Hand` script drags
/// and flings it with iOS's physics (UIScrollView+Dragging.swift, ScrollPhysics.swift):
/// rubber-banding past the edges, deceleration at `decelerationRate`, the bounce
/// back, paging, the 0.15 s content-touch delay, the delegate's dragging and
/// deceleration calls in UIKit's order, and scroll indicators while it moves.
/// Like UIKit, it clips its content (`clipsToBounds`).
///
/// `setContentOffset(_:animated: true)` moves the content over 0.3 s, ease-in-out,
/// one step per display frame, as UIKit drives it with its own display link
/// (`_smoothScrollDisplayLink`), not a Core Animation animation. The duration and
/// curve are an **estimate**: UIKit documents neither (research §7).
///
/// The delegate's `scrollViewDidScroll(_:)` is called whenever `contentOffset`
/// (the bounds' origin) changes: on every frame of a drag, a deceleration or an
/// animated scroll. `scrollViewDidEndScrollingAnimation(_:)` is called when an
/// animated `setContentOffset` or `scrollRectToVisible` ends.
///
/// `frameLayoutGuide` and `contentLayoutGuide` work as on iOS 11 and later:
/// constraints to the content guide set `contentSize`. Not provided: zooming,
/// `refreshControl`, and the pre-iOS 11 reading of constraints between a scroll
/// view's own edges and its content as content constraints (use the guides).
open class UIScrollView: UIView {
  /// The animated scroll's duration **[est]** (see the type's documentation).
  static let scrollAnimationDuration: TimeInterval = 0.3

  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    _ = interaction
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
    _ = interaction
    NibCoder.finish(self, coder, as: UIScrollView.self)
  }

  /// Dragging, deceleration and indicators (UIScrollView+Dragging.swift).
  lazy var interaction = ScrollInteraction(self)
  /// The pan gesture recognizer that drags the content.
  open var panGestureRecognizer: UIPanGestureRecognizer { interaction.pan }
  /// Pull to refresh (UIRefreshControl.swift): the control sits above the content.
  open var refreshControl: UIRefreshControl? {
    didSet {
      oldValue?.removeFromSuperview()
      guard let control = refreshControl else { return }
      control.scrollView = self
      insertSubview(control, at: 0)
      control.scrolled()
    }
  }
  /// Zooming is not supported, so there is no pinch recognizer.
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }
  /// Whether the content gets touches that begin in it (UIKit's default: yes).
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
  /// Whether a drag may take a touch the content already has: not from an
  /// enabled control (UIKit's default), from anything else yes.
  open func touchesShouldCancel(in view: UIView) -> Bool { !((view as? UIControl)?.isEnabled ?? false) }

  /// The delegate told of scrolling, dragging and deceleration.
  open weak var delegate: UIScrollViewDelegate?

  /// The scroll view's frame for Auto Layout: content pinned to it does not scroll.
  open var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame, \.scrollFrameGuide) }
  /// The content area for Auto Layout: constraints to it set `contentSize`.
  open var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent, \.scrollContentGuide) }

  // MARK: Content

  /// The size of the content; it limits `scrollRectToVisible(_:animated:)` (code may set any offset).
  open var contentSize: CGSize = .zero
  /// Extra room around the content (it limits `scrollRectToVisible` as UIKit's does).
  open var contentInset: UIEdgeInsets = .zero
  /// `contentInset` plus the safe area's top and bottom (status bar, navigation
  /// and tab bars), as `contentInsetAdjustmentBehavior` says. (UIKit also moves a
  /// scroll view's first offset to the adjusted top; Flipbook keeps the offset given.)
  open var adjustedContentInset: UIEdgeInsets {
    let adds = switch contentInsetAdjustmentBehavior {
    case .never: false
    case .scrollableAxes: contentSize.height > bounds.height || alwaysBounceVertical
    case .automatic: contentSize.height > bounds.height || alwaysBounceVertical || isInNavigationController
    case .always: true
    }
    guard adds else { return contentInset }
    let safe = safeAreaInsets
    var inset = contentInset
    (inset.top, inset.bottom) = (inset.top + safe.top, inset.bottom + safe.bottom)
    return inset
  }
  /// The behavior that decides whether the safe area's top and bottom insets are added to `adjustedContentInset`.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// A Boolean value that indicates whether the scroll indicators' insets follow the safe area.
  ///
  /// Accepted for source compatibility; Flipbook always insets the indicators by `adjustedContentInset`.
  open var automaticallyAdjustsScrollIndicatorInsets = true

  /// Where the content's origin is shown: the bounds' origin (not clamped, as in UIKit).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      var b = bounds
      b.origin = newValue
      bounds = b
    }
  }

  /// Setting the bounds to a new origin scrolls (and tells the delegate).
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let oldOrigin = super.bounds.origin
      super.bounds = newValue
      guard newValue.origin != oldOrigin else { return }
      // Views pinned to the frame guide stay put while the content scrolls.
      if autoLayout.scrollFrameGuide != nil { autoLayoutInputChanged(force: true) }
      interaction.indicators?.update()
      refreshControl?.scrolled()
      delegate?.scrollViewDidScroll(self)
      scrolledUnderBars()
    }
  }

  /// Moves the content to `contentOffset`: at once, or over 0.3 s ease-in-out
  /// (an estimate), stepped at every display frame as UIKit's display link steps
  /// it, so `scrollViewDidScroll(_:)` is called on each frame and a table lays out
  /// the rows it passes. A new offset set without animation stops an animated
  /// scroll, as in UIKit. Animating to the current offset does nothing.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard animated else {
      stopScrollAnimation()
      self.contentOffset = contentOffset
      return
    }
    guard contentOffset != self.contentOffset else { return }
    interaction.animateScroll(to: contentOffset, duration: UIScrollView.scrollAnimationDuration)
  }

  /// Stops an animated scroll in flight.
  func stopScrollAnimation() { interaction.stopScrollAnimation() }

  /// Scrolls the least distance that shows `rect` (in the content's coordinates):
  /// on each axis, to its near edge if it starts before the visible area or does
  /// not fit, to its far edge if it ends after; then kept within the content
  /// (contentSize and contentInset), as UIKit does.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let r = rect.standardized
    let size = bounds.size
    let inset = adjustedContentInset
    func offset(_ lo: CGFloat, _ hi: CGFloat, current: CGFloat, length: CGFloat, min low: CGFloat, max high: CGFloat)
      -> CGFloat {
      var value = current
      if lo < current || hi - lo > length {
        value = lo
      } else if hi > current + length {
        value = hi - length
      }
      return Swift.min(Swift.max(value, low), Swift.max(low, high))
    }
    let current = contentOffset
    let x = offset(r.minX, r.maxX, current: current.x, length: size.width,
                   min: -inset.left, max: contentSize.width + inset.right - size.width)
    let y = offset(r.minY, r.maxY, current: current.y, length: size.height,
                   min: -inset.top, max: contentSize.height + inset.bottom - size.height)
    setContentOffset(CGPoint(x: x, y: y), animated: animated)
  }

  // MARK: Settings of a user's drag

  /// A Boolean value that indicates whether the user can drag the content; offsets set in code move it either way.
  open var isScrollEnabled = true
  /// A released drag settles on a page (a multiple of the bounds' size); offsets
  /// set in code are not snapped (nor are they on iOS).
  open var isPagingEnabled = false
  /// A Boolean value that indicates whether a drag can pull the content past its edges, to spring back on release.
  ///
  /// Flipbook checks it only while dragging: a flick that reaches an edge still overshoots and springs back.
  open var bounces = true
  /// A Boolean value that indicates whether zooming bounces past the scale limits; Flipbook doesn't zoom.
  open var bouncesZoom = true
  /// A Boolean value that indicates whether the content can be dragged vertically even when it fits the bounds.
  open var alwaysBounceVertical = false
  /// A Boolean value that indicates whether the content can be dragged horizontally even when it fits the bounds.
  open var alwaysBounceHorizontal = false
  /// A Boolean value that indicates whether a drag that starts along one axis (within 20° of it) stays on it.
  open var isDirectionalLockEnabled = false
  /// A Boolean value that indicates whether a tap on the status bar scrolls to the top; Flipbook has no such tap.
  open var scrollsToTop = true
  /// A Boolean value that indicates whether the scroll view waits briefly before passing a touch to the content.
  open var delaysContentTouches = true
  /// A Boolean value that indicates whether a drag can take a touch that the content is already tracking.
  open var canCancelContentTouches = true
  /// The rate at which the content slows down after the user lifts a finger from a flick.
  open var decelerationRate: DecelerationRate = .normal
  /// How a drag dismisses the keyboard.
  ///
  /// Accepted for source compatibility; a drag doesn't dismiss the keyboard in Flipbook.
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// The smallest scale the content can be zoomed to; Flipbook doesn't zoom.
  open var minimumZoomScale: CGFloat = 1
  /// The largest scale the content can be zoomed to; Flipbook doesn't zoom.
  open var maximumZoomScale: CGFloat = 1
  /// A Boolean value that indicates whether the vertical scroll indicator is shown while the content scrolls.
  open var showsVerticalScrollIndicator = true
  /// A Boolean value that indicates whether the horizontal scroll indicator is shown while the content scrolls.
  open var showsHorizontalScrollIndicator = true
  /// The style of the scroll indicators, which sets their color.
  open var indicatorStyle: IndicatorStyle = .default
  /// The insets of both scroll indicators from the edges of the scroll view.
  ///
  /// Accepted for source compatibility; Flipbook insets the indicators by `adjustedContentInset` only.
  open var scrollIndicatorInsets: UIEdgeInsets = .zero
  /// The insets of the vertical scroll indicator; accepted for source compatibility but not applied.
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// The insets of the horizontal scroll indicator; accepted for source compatibility but not applied.
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Shows the indicators, then fades them as after a scroll.
  open func flashScrollIndicators() {
    interaction.showIndicators()
    interaction.hideIndicators()
  }

  /// Whether a finger is on the content (the pan has it).
  open var isTracking: Bool { !panGestureRecognizer.trackedTouches.isEmpty }
  /// A Boolean value that indicates whether the user is dragging the content.
  open var isDragging: Bool { interaction.isDragging }
  /// A Boolean value that indicates whether the content is still moving after the user lifted their finger.
  open var isDecelerating: Bool { interaction.isDecelerating }
  /// A Boolean value that indicates whether the content is zooming; always `false`, as Flipbook doesn't zoom.
  open var isZooming: Bool { false }
}
