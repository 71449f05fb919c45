import Foundation

/// TextKit's text container as `UITextView.textContainer` exposes it: the 5 pt
/// padding at both ends of each line (`lineFragmentPadding = 0` lines text up
/// with a label beside it), the line limit and how the last line breaks.
/// Setting them lays the text view out again.
public final class NSTextContainer {
  /// The empty space at the start and end of each line of text, in points (5 by default).
  public var lineFragmentPadding: CGFloat = 5 { didSet { onChange?() } }
  /// The maximum number of lines the container holds, or 0 for no limit.
  public var maximumNumberOfLines = 0 { didSet { onChange?() } }
  /// The way the container breaks the last line that fits when the text is longer than its line limit.
  public var lineBreakMode = NSLineBreakMode.byWordWrapping { didSet { onChange?() } }
  /// The size of the container's bounding rectangle.
  ///
  /// Stored for source compatibility; Flipbook's `UITextView` lays text out to its own bounds and does not read it.
  public var size = CGSize(width: 10_000_000, height: 10_000_000)
  /// A Boolean value that indicates whether the container's width follows its text view's width.
  ///
  /// Stored for source compatibility; Flipbook's `UITextView` always fits text to its width and does not read it.
  public var widthTracksTextView = true
  /// A Boolean value that indicates whether the container's height follows its text view's height.
  ///
  /// Stored for source compatibility; Flipbook's `UITextView` does not read it.
  public var heightTracksTextView = false
  /// Called when a property that changes the layout is set (the text view lays out again).
  var onChange: (() -> Void)?

  /// Creates a text container with the default, effectively unbounded, size.
  public init() {}
  /// Creates a text container with the given size.
  public init(size: CGSize) { self.size = size }
}
