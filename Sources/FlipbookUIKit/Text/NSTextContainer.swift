import Foundation

/// TextKit's text container as `UITextView.textContainer` exposes it: the 5 pt
/// padding at both ends of each line (`lineFragmentPadding = 0` lines text up
/// with a label beside it), the line limit and how the last line breaks.
/// Setting them lays the text view out again.
public final class NSTextContainer {
  public var lineFragmentPadding: CGFloat = 5 { didSet { onChange?() } }
  public var maximumNumberOfLines = 0 { didSet { onChange?() } }
  public var lineBreakMode = NSLineBreakMode.byWordWrapping { didSet { onChange?() } }
  public var size = CGSize(width: 10_000_000, height: 10_000_000)
  public var widthTracksTextView = true
  public var heightTracksTextView = false
  /// Called when a property that changes the layout is set (the text view lays out again).
  var onChange: (() -> Void)?

  public init() {}
  public init(size: CGSize) { self.size = size }
}
