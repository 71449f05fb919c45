import Foundation

/// UIKit's `IndexPath` members for lists (Apple's UIKit overlay adds them;
/// Foundation on Linux has only the general index path): a table's rows and a
/// collection view's items are the second index, the section the first.
extension IndexPath {
  /// Creates an index path for the given row in the given section of a table view.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// Creates an index path for the given item in the given section of a collection view.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// The section (the first index; 0 for an empty path, where UIKit would trap).
  public var section: Int {
    get { count > 0 ? self[0] : 0 }
    set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
  }

  /// The row in a table (the second index; 0 for a shorter path, where UIKit would trap).
  public var row: Int {
    get { count > 1 ? self[1] : 0 }
    set { self = IndexPath(indexes: [section, newValue]) }
  }

  /// The item in a collection view (the same index as `row`).
  public var item: Int {
    get { row }
    set { row = newValue }
  }
}
