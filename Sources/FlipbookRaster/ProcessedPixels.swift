import Foundation

// MARK: - Processed pixels

/// Pixels processed in place (a backdrop capture blurred and recoloured, a shadow's
/// mask blurred), kept so that what did not change is not processed again on the next
/// frame: a material over a still picture, the shadow of a layer that did not move
/// (as Core Animation reuses a backdrop's output and a shadow while nothing changes).
///
/// An entry is found by its size and the numbers of the processing, then confirmed by
/// comparing every byte of the input with the stored one, so a hit returns exactly what
/// processing the input again would. Output does not depend on which frames a worker
/// rendered before. Least recently stored entries go first past the budget.
final class ProcessedPixels: @unchecked Sendable {
  /// Backdrop captures, blurred and recoloured by their material.
  static let backdrops = ProcessedPixels(budget: 32 << 20)
  /// Shadow masks (8-bit alpha), blurred.
  static let shadowMasks = ProcessedPixels(budget: 32 << 20)

  /// What, besides the input's bytes, decides the result.
  struct Key: Hashable {
    var width: Int, height: Int, stride: Int
    /// The processing's numbers: a backdrop's blur sigma in reduced pixels then its
    /// material's eight numbers; a shadow's blur sigma.
    var numbers: [Double]
  }

  private let cache: ReuseCache<Key, [UInt8], [UInt8]>

  /// An empty store that keeps at most `budget` bytes of inputs and results.
  init(budget: Int) {
    cache = ReuseCache(budget: budget)
  }

  /// Replaces the input at `pixels` (`key.stride * key.height` bytes) with its
  /// processed result: a stored one when an earlier input was byte for byte the
  /// same, else `process`'s, which is then stored.
  func process(_ pixels: UnsafeMutableRawBufferPointer, key: Key, _ process: () throws(RenderError) -> Void) throws(RenderError) {
    let capture = UnsafeRawBufferPointer(pixels)
    let result = try cache.value(for: key, accepting: { Self.equal($0, capture) }) { () throws(RenderError) in
      let stored = [UInt8](capture)
      try process()
      return ([UInt8](pixels), stored, 2 * stored.count)
    }
    result.withUnsafeBytes { pixels.copyMemory(from: $0) }
  }

  private static func equal(_ stored: [UInt8], _ capture: UnsafeRawBufferPointer) -> Bool {
    stored.count == capture.count && stored.withUnsafeBytes { kept in
      guard let a = kept.baseAddress, let b = capture.baseAddress else { return kept.isEmpty }
      return memcmp(a, b, capture.count) == 0
    }
  }

  /// How many results are kept whose numbers `match` (tests).
  func storedCount(where match: ([Double]) -> Bool) -> Int {
    cache.count { key, _ in match(key.numbers) }
  }

  /// Empties the cache (tests measure processing with it).
  func removeAll() {
    cache.removeAll()
  }
}
