import Foundation

// MARK: - Reuse cache

/// Made pixels kept for later frames and shared by every worker thread: the one
/// store behind backing stores, processed backdrops and 3D planes.
///
/// An entry is filed under a `Key` and carries a witness of what it was made from
/// (a drawing, a capture's bytes, a layer's render node); a lookup names the key
/// and says which witness it accepts, so a hit is exactly what making the value
/// again would give. Output therefore does not depend on which frames a worker
/// rendered before. Entries stored first go first once their bytes pass `budget`.
final class ReuseCache<Key: Hashable, Witness, Value>: @unchecked Sendable {
  private struct Entry {
    var witness: Witness
    var value: Value
    var bytes: Int
  }

  /// Bytes kept at most (the newest entry is kept even when it alone is larger).
  let budget: Int
  private let lock = NSLock()
  private var entries: [Key: [Entry]] = [:]
  private var order: [Key] = []
  private var bytes = 0

  /// An empty cache that keeps at most `budget` bytes.
  init(budget: Int) {
    self.budget = budget
  }

  /// The value filed under `key` whose witness `accepts`, if one is kept.
  func value(for key: Key, accepting accepts: (Witness) -> Bool) -> Value? {
    lock.withLock { entries[key]?.first { accepts($0.witness) }?.value }
  }

  /// The value filed under `key` whose witness `accepts`, made by `make` (and kept)
  /// when none is. `make` runs outside the lock, so workers make different values at once.
  func value<E: Error>(for key: Key, accepting accepts: (Witness) -> Bool,
                       make: () throws(E) -> (value: Value, witness: Witness, bytes: Int)) throws(E) -> Value {
    if let kept = value(for: key, accepting: accepts) { return kept }
    let made = try make()
    lock.withLock {
      var list = entries[key, default: []]
      // Another worker may have made the same value meanwhile; one copy is enough.
      guard !list.contains(where: { accepts($0.witness) }) else { return }
      list.append(Entry(witness: made.witness, value: made.value, bytes: made.bytes))
      entries[key] = list
      order.append(key)
      bytes += made.bytes
      while bytes > budget, order.count > 1 {
        let old = order.removeFirst()
        guard var kept = entries[old], !kept.isEmpty else { continue }
        bytes -= kept.removeFirst().bytes
        entries[old] = kept.isEmpty ? nil : kept
      }
    }
    return made.value
  }

  /// How many values are kept whose key and witness `match` (tests).
  func count(where match: (Key, Witness) -> Bool) -> Int {
    lock.withLock { entries.reduce(0) { sum, list in sum + list.value.filter { match(list.key, $0.witness) }.count } }
  }

  /// Empties the cache (tests measure making values with it).
  func removeAll() {
    lock.withLock {
      entries.removeAll()
      order.removeAll()
      bytes = 0
    }
  }
}
