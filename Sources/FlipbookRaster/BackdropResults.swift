import Foundation

// MARK: - Processed backdrops

/// Blurred, recoloured backdrop captures, kept so a material over a picture that
/// did not change is not blurred again on the next frame (as Core Animation
/// reuses a backdrop layer's output while nothing behind it changes).
///
/// An entry is found by its reduced capture's size and the material's numbers,
/// then confirmed by comparing every byte of the capture with the stored one, so
/// a hit returns exactly what processing the capture again would. Output does not
/// depend on which frames a worker rendered before. Least recently stored entries
/// go first past `budget` bytes.
final class BackdropResults: @unchecked Sendable {
  static let shared = BackdropResults()
  /// Bytes of captures and results kept (a reduced full-screen capture is about 250 KB).
  static let budget = 32 << 20

  /// What, besides the capture's bytes, decides the result.
  struct Key: Hashable {
    var width: Int, height: Int, stride: Int
    /// The blur's sigma in reduced pixels, then the material's eight numbers.
    var numbers: [Double]
  }

  private let cache = ReuseCache<Key, [UInt8], [UInt8]>(budget: BackdropResults.budget)

  /// Replaces the capture at `pixels` (`key.stride * key.height` bytes) with its
  /// processed result: a stored one when an earlier capture was byte for byte the
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

  /// How many processed captures are kept for a material with these eight numbers (tests).
  func storedCount(components: [Double]) -> Int {
    cache.count { key, _ in key.numbers.dropFirst().elementsEqual(components) }
  }

  /// Empties the cache (tests measure processing with it).
  func removeAll() {
    cache.removeAll()
  }
}
