import Foundation
@_exported import FlipbookCoreAnimation

/// UIKit's page control: a row of dots, one per page, the current page's dot in
/// `currentPageIndicatorTintColor`. The dots are subviews centred in the bounds
/// and laid out in `layoutSubviews()`.
///
/// Setting `currentPage` recolours the dots at once ("setting the page value
/// directly will update immediately", UIPageControl.h); inside a caller's
/// animation block the colours cross-fade, because a view's `backgroundColor`
/// animates there. A scene scripts a tap by setting `currentPage` and calling
/// `sendActions(for: .valueChanged)`, which also sends `.primaryActionTriggered`.
///
/// Sources (/work/notes/controls-research.md §4): the colours are Apple's
/// documented defaults ("opaque white" and "a translucent white": on a white
/// background the default control is invisible, as on an iPhone). The geometry
/// is an **estimate** (no measurement was found): 8 pt dots on a 16 pt pitch,
/// 26 pt tall. The iOS 14 platter (`backgroundStyle`), which shows only while
/// the user interacts (or always with `.prominent`), is not drawn.
open class UIPageControl: UIControl {
  /// `UIPageControl.BackgroundStyle` (iOS 14): accepted; no platter is drawn.
  public enum BackgroundStyle: Int, Sendable {
    /// The default style, which shows the background only while the user interacts with the control.
    case automatic
    /// The style that shows a full background whether or not the user interacts with the control.
    case prominent
    /// The style that shows a minimal background whether or not the user interacts with the control.
    case minimal
  }
  /// `UIPageControl.InteractionState` (iOS 14).
  public enum InteractionState: Int, Sendable {
    /// The state when the user isn't interacting with the control.
    case none
    /// The state when the user moves one page at a time, as by tapping beside the current page's dot.
    case discrete
    /// The state when the user scrubs through the pages by dragging along the control.
    case continuous
  }

  /// Dot diameter **[est]**: about 8 pt on iOS 14+ (research §4).
  static let dotDiameter: CGFloat = 8
  /// Centre-to-centre distance of the dots **[est]**: about 16 pt (research §4).
  static let dotPitch: CGFloat = 16
  /// The control's natural height **[est]**: about 26 pt on iOS 14+ (research §4).
  static let naturalHeight: CGFloat = 26
  /// "A translucent white" [doc]; the 0.3 alpha is an estimate (research §4).
  static let defaultPageIndicatorColor = UIColor(white: 1, alpha: 0.3)
  /// "An opaque white" [doc] (research §4).
  static let defaultCurrentPageIndicatorColor = UIColor(white: 1, alpha: 1)

  /// The dot views, in page order.
  private(set) var dots: [UIView] = []
  private var storedCurrentPage = 0

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    NibCoder.finish(self, coder, as: UIPageControl.self)
  }

  /// The number of dots (never negative). Changing it keeps `currentPage` in range.
  open var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      guard numberOfPages != oldValue else { return }
      rebuildDots()
    }
  }

  /// The page whose dot is highlighted, clamped to 0…numberOfPages − 1.
  open var currentPage: Int {
    get { storedCurrentPage }
    set {
      storedCurrentPage = max(0, min(newValue, numberOfPages - 1))
      recolourDots()
    }
  }

  /// Hides the dots when there is only one page (or none).
  open var hidesForSinglePage = false { didSet { updateDotVisibility() } }
  /// Accepted for compatibility (it deferred the redraw after a user's tap).
  open var defersCurrentPageDisplay = false
  /// Colour of the other pages' dots (nil: the default translucent white).
  open var pageIndicatorTintColor: UIColor? = UIPageControl.defaultPageIndicatorColor { didSet { recolourDots() } }
  /// Colour of the current page's dot (nil: the default opaque white).
  open var currentPageIndicatorTintColor: UIColor? = UIPageControl.defaultCurrentPageIndicatorColor {
    didSet { recolourDots() }
  }
  /// Accepted; the platter is not drawn (see the type's documentation).
  open var backgroundStyle: BackgroundStyle = .automatic
  /// Accepted (iOS 14; UIKit's default is true). It only matters for a user's drag.
  open var allowsContinuousInteraction = true
  /// Always `.none`: a rendered scene has no user touching the control.
  open var interactionState: InteractionState { .none }

  /// Redraws the dots for `currentPage` (for code written for `defersCurrentPageDisplay`).
  open func updateCurrentPageDisplay() { recolourDots() }

  /// The size the dots of `pageCount` pages need: `pageCount × 16` wide (a 16 pt
  /// pitch, so 4 pt from the outer dots to the edges) and 26 tall, both estimates.
  /// No pages need no width.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(max(0, pageCount)) * UIPageControl.dotPitch, height: UIPageControl.naturalHeight)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutDots()
  }

  override var primaryActionEvents: UIControl.Event { .valueChanged }

  // MARK: Dots

  /// Dot `index`'s frame for `count` dots, the row centred in the bounds.
  func dotFrame(at index: Int, of count: Int) -> CGRect {
    let b = bounds
    let rowStart = b.midX - CGFloat(count) * UIPageControl.dotPitch / 2
    let centerX = rowStart + (CGFloat(index) + 0.5) * UIPageControl.dotPitch
    let d = UIPageControl.dotDiameter
    return CGRect(x: centerX - d / 2, y: b.midY - d / 2, width: d, height: d)
  }

  private func rebuildDots() {
    let count = numberOfPages
    storedCurrentPage = max(0, min(storedCurrentPage, count - 1))
    // New dots appear in place and in colour, even inside a caller's animation block.
    UIView.performWithoutAnimation {
      while dots.count > count { dots.removeLast().removeFromSuperview() }
      while dots.count < count {
        let dot = UIView(frame: dotFrame(at: dots.count, of: count))
        dot.isUserInteractionEnabled = false
        dot.layer.cornerRadius = UIPageControl.dotDiameter / 2
        dot.backgroundColor = dotColour(at: dots.count)
        dots.append(dot)
        addSubview(dot)
      }
    }
    layoutDots()
    recolourDots()
    updateDotVisibility()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func layoutDots() {
    for (i, dot) in dots.enumerated() {
      let frame = dotFrame(at: i, of: dots.count)
      if dot.frame != frame { dot.frame = frame }
    }
  }

  /// The colour of page `index`'s dot (a nil tint colour means the default).
  func dotColour(at index: Int) -> UIColor {
    index == storedCurrentPage
      ? currentPageIndicatorTintColor ?? UIPageControl.defaultCurrentPageIndicatorColor
      : pageIndicatorTintColor ?? UIPageControl.defaultPageIndicatorColor
  }

  private func recolourDots() {
    for (i, dot) in dots.enumerated() {
      let colour = dotColour(at: i)
      if dot.backgroundColor != colour { dot.backgroundColor = colour }
    }
  }

  private func updateDotVisibility() {
    let hide = hidesForSinglePage && numberOfPages <= 1
    for dot in dots where dot.isHidden != hide { dot.isHidden = hide }
  }
}
