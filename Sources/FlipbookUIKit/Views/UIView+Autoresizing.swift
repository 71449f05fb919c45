import Foundation

extension UIView {
  /// `UIView.AutoresizingMask`: which of a view's margins and sizes stretch when
  /// its superview's size changes.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A mask that lets the view's left margin grow or shrink with its superview's width.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// A mask that lets the view's width grow or shrink with its superview's width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// A mask that lets the view's right margin grow or shrink with its superview's width.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// A mask that lets the view's top margin grow or shrink with its superview's height.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// A mask that lets the view's height grow or shrink with its superview's height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// A mask that lets the view's bottom margin grow or shrink with its superview's height.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How the view's frame follows its superview's size (none by default: the frame stays).
  public var autoresizingMask: AutoresizingMask {
    get { autoLayout.autoresizingMask }
    set { autoLayout.autoresizingMask = newValue }
  }

  /// Whether subviews resize by their masks when this view's size changes (default true).
  public var autoresizesSubviews: Bool {
    get { autoLayout.autoresizesSubviews }
    set { autoLayout.autoresizesSubviews = newValue }
  }

  /// Applies each subview's mask after this view's size changed from `oldSize`.
  func resizeSubviews(withOldSize oldSize: CGSize) {
    for view in subviews where !view.autoresizingMask.isEmpty && view.translatesAutoresizingMaskIntoConstraints {
      view.resize(withOldSuperviewSize: oldSize, newSize: bounds.size)
    }
  }

  /// UIKit's rule: on each axis the change in the superview's length is shared
  /// among the flexible parts (leading margin, length, trailing margin) in
  /// proportion to their current lengths, or equally when those are all zero.
  /// Inside an animation block the new frame animates, as on iOS.
  func resize(withOldSuperviewSize old: CGSize, newSize: CGSize) {
    let f = frame
    let (x, w) = Self.share(old.width, newSize.width, lead: f.minX, length: f.width,
                            flexible: (autoresizingMask.contains(.flexibleLeftMargin),
                                       autoresizingMask.contains(.flexibleWidth),
                                       autoresizingMask.contains(.flexibleRightMargin)))
    let (y, h) = Self.share(old.height, newSize.height, lead: f.minY, length: f.height,
                            flexible: (autoresizingMask.contains(.flexibleTopMargin),
                                       autoresizingMask.contains(.flexibleHeight),
                                       autoresizingMask.contains(.flexibleBottomMargin)))
    let resized = CGRect(x: x, y: y, width: w, height: h)
    if resized != f { frame = resized }
  }

  static func share(_ old: CGFloat, _ new: CGFloat, lead: CGFloat, length: CGFloat,
                    flexible: (lead: Bool, length: Bool, trail: Bool)) -> (CGFloat, CGFloat) {
    let delta = new - old
    let trail = old - lead - length
    let parts = [(flexible.lead, lead), (flexible.length, length), (flexible.trail, trail)].filter(\.0).map(\.1)
    guard delta != 0, !parts.isEmpty else { return (lead, length) }
    let total = parts.reduce(0) { $0 + max(0, $1) }
    func portion(_ on: Bool, _ value: CGFloat) -> CGFloat {
      guard on else { return 0 }
      return total > 0 ? delta * max(0, value) / total : delta / CGFloat(parts.count)
    }
    return (lead + portion(flexible.lead, lead), length + portion(flexible.length, length))
  }
}
