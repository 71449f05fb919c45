import Foundation

/// UIKit's pull-to-refresh control. Set as a scroll view's `refreshControl`, it
/// sits above the content; as a finger pulls the content down, its spinner draws
/// itself in spoke by spoke, and past the threshold it starts refreshing: the
/// spinner turns, `.valueChanged` is sent (the app's refresh), and the content
/// rests 60 pt lower until `endRefreshing()` slides it back over 0.3 s.
///
/// Estimates (Apple publishes none; from screen recordings of iOS 17 Mail and
/// Settings): the 60 pt height of the refreshing control, and the threshold, a
/// pull showing 110 pt beyond the top.
open class UIRefreshControl: UIControl {
  static let height: CGFloat = 60
  static let threshold: CGFloat = 110

  let spinner = UIActivityIndicatorView(style: .medium)
  private let titleLabel = UILabel()
  /// A Boolean value that indicates whether a refresh is in progress, from `beginRefreshing()` to `endRefreshing()`.
  open private(set) var isRefreshing = false
  /// The title shown below the spinner.
  ///
  /// Flipbook draws only the title's characters, in 13-point secondary label color; its attributes are ignored.
  open var attributedTitle: NSAttributedString? {
    didSet { titleLabel.text = attributedTitle?.string; setNeedsLayout() }
  }
  weak var scrollView: UIScrollView?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    spinner.hidesWhenStopped = false
    spinner.showSpokes(fraction: 0)
    addSubview(spinner)
    titleLabel.font = .systemFont(ofSize: 13)
    titleLabel.textColor = .secondaryLabel
    titleLabel.textAlignment = .center
    addSubview(titleLabel)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The spinner is grey unless the control's own tint is set (not inherited, as on iOS).
  open override var tintColor: UIColor! { didSet { spinner.color = tintColor } }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let hasTitle = !(titleLabel.text ?? "").isEmpty
    spinner.center = CGPoint(x: bounds.midX, y: bounds.maxY - Self.height / 2 - (hasTitle ? 8 : 0))
    titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 4, width: bounds.width, height: 16)
  }

  /// The 60 pt the content rests lower while refreshing (applied when the finger lifts).
  private var holdsInset = false

  /// Follows the scroll view's offset: the control fills the space pulled open.
  func scrolled() {
    guard let scrollView else { return }
    let base = scrollView.adjustedContentInset.top - (holdsInset ? Self.height : 0)
    let pulled = max(-scrollView.contentOffset.y - base, 0)
    let h = max(pulled, Self.height)
    frame = CGRect(x: 0, y: -h, width: scrollView.bounds.width, height: h)
    guard !isRefreshing else { return }
    spinner.showSpokes(fraction: pulled / Self.threshold)
    if pulled >= Self.threshold && scrollView.isDragging {
      beginRefreshing()
      sendActions(for: .valueChanged)
    }
  }

  /// Starts the spinner and keeps the content 60 pt lower (called by a pull, or by code).
  open func beginRefreshing() {
    guard !isRefreshing, let scrollView else { return }
    isRefreshing = true
    spinner.restoreSpokes()
    spinner.startAnimating()
    if !scrollView.isDragging { holdInset() }
  }

  /// A finger lifted: a refresh it started now keeps the content lower (the bounce settles there).
  func dragEnded() { if isRefreshing { holdInset() } }

  private func holdInset() {
    guard !holdsInset, let scrollView else { return }
    holdsInset = true
    scrollView.contentInset.top += Self.height
  }

  /// Stops the spinner and slides the content back up over 0.3 s.
  open func endRefreshing() {
    guard isRefreshing, let scrollView else { return }
    isRefreshing = false
    guard holdsInset else { return spinner.stopAnimating() }
    holdsInset = false
    UIView.animate(withDuration: 0.3, delay: 0, options: [.beginFromCurrentState], animations: {
      scrollView.contentInset.top -= Self.height
      if scrollView.contentOffset.y < -scrollView.adjustedContentInset.top {
        scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
      }
      self.spinner.alpha = 0
    }, completion: { _ in
      self.spinner.stopAnimating()
      self.spinner.alpha = 1
      self.spinner.showSpokes(fraction: 0)
    })
  }
}
