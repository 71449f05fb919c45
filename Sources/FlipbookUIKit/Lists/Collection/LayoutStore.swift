import Foundation

/// A prepared layout's attributes, found by key or by rectangle (binary search
/// on the scroll axis over the elements sorted by where they start, with the
/// longest element bounding the search), so a 10,000-item grid answers
/// `layoutAttributesForElements(in:)` for the visible rectangle in
/// logarithmic time plus what it returns.
@MainActor
struct LayoutStore {
  private(set) var sorted: [UICollectionViewLayoutAttributes] = []
  private(set) var byKey: [ElementKey: UICollectionViewLayoutAttributes] = [:]
  var sectionEnds: [Int: CGFloat] = [:]
  var vertical = true
  private var longest: CGFloat = 0

  mutating func add(_ a: UICollectionViewLayoutAttributes) {
    sorted.append(a)
    byKey[a.key] = a
  }

  mutating func finish() {
    let vertical = self.vertical
    sorted.sort { vertical ? $0.frame.minY < $1.frame.minY : $0.frame.minX < $1.frame.minX }
    longest = sorted.map { vertical ? $0.frame.height : $0.frame.width }.max() ?? 0
  }

  private func start(_ a: UICollectionViewLayoutAttributes) -> CGFloat { vertical ? a.frame.minY : a.frame.minX }

  func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    let lo = (vertical ? rect.minY : rect.minX) - longest, hi = vertical ? rect.maxY : rect.maxX
    var low = 0, high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if start(sorted[mid]) < lo { low = mid + 1 } else { high = mid }
    }
    var out: [UICollectionViewLayoutAttributes] = []
    var i = low
    while i < sorted.count && start(sorted[i]) < hi {
      if sorted[i].frame.intersects(rect) { out.append(sorted[i]) }
      i += 1
    }
    return out
  }
}
