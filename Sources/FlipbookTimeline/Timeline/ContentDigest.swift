import FlipbookGeometry
import Foundation

// MARK: - Content digest

/// A 64-bit digest of what an `Encodable` value holds, made by encoding it straight
/// into a hash instead of into JSON: the same values give the same digest in every
/// run of the same build, and any changed value, key, count or nesting changes it.
///
/// Every container and every value is one token: its kind, its depth and its key (or
/// index), then the value's bits (strings with their length, numbers bit for bit), so
/// the tokens in encoding order describe the tree. Layer states leave out members at
/// their defaults (`omitsDefaultLayerProperties`), as a decoder would fill them in.
/// Bitmaps go in once each, pixels and size, through a bitmap table. It replaced
/// hashing a baked scene's JSON for a render folder's manifest, which took a fifth of
/// a one-frame render (number formatting and key sorting the digest does not need).
struct ContentDigest {
  /// The running hash: two lanes of xxHash's round, folded at the end.
  final class State {
    private var a: UInt64 = 0x9E37_79B1_85EB_CA87, b: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    func word(_ w: UInt64) {
      let v = a &+ w &* 0xC2B2_AE3D_27D4_EB4F
      a = (v << 31 | v >> 33) &* 0x9E37_79B1_85EB_CA87
      b = ((b ^ w) &* 0x1656_67B1_9E37_79F9) ^ (b >> 29)
    }

    func string(_ s: String) {
      var s = s
      s.withUTF8 { bytes($0) }
    }

    func bytes(_ buffer: UnsafeBufferPointer<UInt8>) {
      word(UInt64(buffer.count))
      var i = 0
      while i + 8 <= buffer.count {
        var w: UInt64 = 0
        for k in 0..<8 { w |= UInt64(buffer[i + k]) << (8 * UInt64(k)) }
        word(w)
        i += 8
      }
      var tail: UInt64 = 0
      for (k, byte) in buffer[i...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(k)) }
      word(tail)
    }

    /// A token's head: what it is, and its place: the length of its path from the top
    /// and the path's last key (or index). Listed in encoding order, these describe the tree.
    func head(_ kind: UInt64, depth: Int, key: CodingKey?) {
      word(kind)
      word(UInt64(depth))
      guard let key else { return word(0) }
      if let i = key.intValue { word(1); word(UInt64(bitPattern: Int64(i))) } else { word(2); string(key.stringValue) }
    }

    var value: UInt64 {
      var h = a ^ (b &* 0x85EB_CA77_C2B2_AE63)
      h ^= h >> 33; h &*= 0xC2B2_AE3D_27D4_EB4F; h ^= h >> 29; h &*= 0x1656_67B1_9E37_79F9; h ^= h >> 32
      return h
    }
  }

  /// Bitmaps hashed once each, by pixels and size, and named by index afterwards.
  final class Bitmaps: BitmapTable {
    let state: State
    private var stored: [Bitmap] = []
    init(_ state: State) { self.state = state }
    func index(of bitmap: Bitmap) -> Int {
      if let i = stored.firstIndex(of: bitmap) { return i }
      stored.append(bitmap)
      state.word(UInt64(bitmap.width))
      state.word(UInt64(bitmap.height))
      bitmap.pixels.withUnsafeBufferPointer { state.bytes($0) }
      return stored.count - 1
    }
    func bitmap(at index: Int) -> Bitmap? { stored.indices.contains(index) ? stored[index] : nil }
  }

  /// The digest of `value` as 16 lowercase hex digits.
  static func of<T: Encodable>(_ value: T) throws -> String {
    let state = State()
    let userInfo: [CodingUserInfoKey: Any] = [.bitmapTable: Bitmaps(state), .omitsDefaultLayerProperties: true]
    try value.encode(to: DigestEncoder(state: state, codingPath: [], userInfo: userInfo))
    let hex = String(state.value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// Token kinds.
enum DigestToken: UInt64 {
  case keyed = 1, unkeyed, null, bool, string, double, float, signed, unsigned
}

/// An index in an unkeyed container, as a key.
struct DigestIndexKey: CodingKey {
  var intValue: Int?
  var stringValue: String { "\(intValue ?? 0)" }
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

struct DigestEncoder: Encoder {
  let state: ContentDigest.State
  var codingPath: [CodingKey]
  var userInfo: [CodingUserInfoKey: Any]

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    state.head(DigestToken.keyed.rawValue, depth: codingPath.count, key: codingPath.last)
    return KeyedEncodingContainer(DigestKeyedContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> UnkeyedEncodingContainer {
    state.head(DigestToken.unkeyed.rawValue, depth: codingPath.count, key: codingPath.last)
    return DigestUnkeyedContainer(encoder: self)
  }

  func singleValueContainer() -> SingleValueEncodingContainer { DigestSingleContainer(encoder: self, key: nil) }

  /// The encoder one level down, under `key`.
  func nested(_ key: CodingKey) -> DigestEncoder { DigestEncoder(state: state, codingPath: codingPath + [key], userInfo: userInfo) }
}
