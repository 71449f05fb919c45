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

  private struct Entry {
    var capture: [UInt8]
    var result: [UInt8]
  }

  private let lock = NSLock()
  private var entries: [Key: [Entry]] = [:]
  private var order: [(Key, Int)] = []
  private var bytes = 0

  /// Replaces the capture at `pixels` (`key.stride * key.height` bytes) with its
  /// processed result: a stored one when an earlier capture was byte for byte the
  /// same, else `process`'s, which is then stored.
  func process(_ pixels: UnsafeMutableRawBufferPointer, key: Key, _ process: () throws(RenderError) -> Void) throws(RenderError) {
    let found: [UInt8]? = lock.withLock {
      entries[key]?.first { entry in
        entry.capture.count == pixels.count && entry.capture.withUnsafeBytes { stored in
          guard let a = stored.baseAddress, let b = pixels.baseAddress else { return stored.isEmpty }
          return memcmp(a, b, pixels.count) == 0
        }
      }?.result
    }
    if let found {
      found.withUnsafeBytes { pixels.copyMemory(from: $0) }
      return
    }
    let capture = [UInt8](pixels)
    try process()
    let entry = Entry(capture: capture, result: [UInt8](pixels))
    lock.withLock {
      // Another worker may have stored the same capture meanwhile; one copy is enough.
      let list = entries[key, default: []]
      guard !list.contains(where: { $0.capture == capture }) else { return }
      entries[key] = list + [entry]
      order.append((key, capture.count))
      bytes += 2 * capture.count
      while bytes > Self.budget, order.count > 1 {
        let (old, size) = order.removeFirst()
        if var kept = entries[old], !kept.isEmpty {
          kept.removeFirst()
          entries[old] = kept.isEmpty ? nil : kept
        }
        bytes -= 2 * size
      }
    }
  }

  /// How many processed captures are kept for a material with these eight numbers (tests).
  func storedCount(components: [Double]) -> Int {
    lock.withLock { entries.filter { $0.key.numbers.dropFirst().elementsEqual(components) }.reduce(0) { $0 + $1.value.count } }
  }

  /// Empties the cache (tests measure processing with it).
  func removeAll() {
    lock.withLock {
      entries.removeAll()
      order.removeAll()
      bytes = 0
    }
  }
}
