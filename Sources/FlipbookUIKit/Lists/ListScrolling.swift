import Foundation

extension UIScrollView {
  /// A list's first layout in a window starts it at the top of its adjusted
  /// inset (under a navigation bar, the first row shows below the bar), as
  /// UIKit moves a table's or collection view's offset when the safe area first
  /// applies. True when it moved the offset (the move laid the list out).
  @discardableResult
  func adoptInitialOffset(done: Bool, mark: () -> Void) -> Bool {
    guard !done, window != nil else { return false }
    mark()
    let top = adjustedContentInset.top
    guard contentOffset == .zero, top != 0 else { return false }
    contentOffset = CGPoint(x: 0, y: -top)
    return true
  }
}
