import Foundation

// MARK: - Content digest containers

/// One value's token: its kind, depth and key, then its bits. Every primitive of
/// the three containers goes through here.
struct DigestSingleContainer: SingleValueEncodingContainer {
  let encoder: DigestEncoder
  /// The key the value sits under (nil for a single-value container's own value).
  let key: CodingKey?
  var codingPath: [CodingKey] { encoder.codingPath }

  /// A keyed or indexed value sits one level below its container; a single value is the encoder's own.
  private func head(_ kind: DigestToken) {
    if let key { encoder.state.head(kind.rawValue, depth: codingPath.count + 1, key: key) }
    else { encoder.state.head(kind.rawValue, depth: codingPath.count, key: codingPath.last) }
  }

  func encodeNil() { head(.null) }
  func encode(_ value: Bool) { head(.bool); encoder.state.word(value ? 1 : 0) }
  func encode(_ value: String) { head(.string); encoder.state.string(value) }
  func encode(_ value: Double) { head(.double); encoder.state.word(value.bitPattern) }
  func encode(_ value: Float) { head(.float); encoder.state.word(UInt64(value.bitPattern)) }
  func encode(_ value: Int) { signed(Int64(value)) }
  func encode(_ value: Int8) { signed(Int64(value)) }
  func encode(_ value: Int16) { signed(Int64(value)) }
  func encode(_ value: Int32) { signed(Int64(value)) }
  func encode(_ value: Int64) { signed(value) }
  func encode(_ value: UInt) { unsigned(UInt64(value)) }
  func encode(_ value: UInt8) { unsigned(UInt64(value)) }
  func encode(_ value: UInt16) { unsigned(UInt64(value)) }
  func encode(_ value: UInt32) { unsigned(UInt64(value)) }
  func encode(_ value: UInt64) { unsigned(value) }
  func encode<T: Encodable>(_ value: T) throws {
    // A nested value encodes one level down, under this key (its containers say what it is).
    try value.encode(to: key.map { encoder.nested($0) } ?? encoder)
  }

  private func signed(_ value: Int64) { head(.signed); encoder.state.word(UInt64(bitPattern: value)) }
  private func unsigned(_ value: UInt64) { head(.unsigned); encoder.state.word(value) }
}

struct DigestKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: DigestEncoder
  var codingPath: [CodingKey] { encoder.codingPath }

  private func at(_ key: Key) -> DigestSingleContainer { DigestSingleContainer(encoder: encoder, key: key) }

  mutating func encodeNil(forKey key: Key) { at(key).encodeNil() }
  mutating func encode(_ value: Bool, forKey key: Key) { at(key).encode(value) }
  mutating func encode(_ value: String, forKey key: Key) { at(key).encode(value) }
  mutating func encode(_ value: Double, forKey key: Key) { at(key).encode(value) }
  mutating func encode(_ value: Float, forKey key: Key) { at(key).encode(value) }
  mutating func encode(_ value: Int, forKey key: Key) { at(key).encode(value) }
  mutating func encode(_ value: Int8, forKey key: Key) { at(key).encode(value) }
  mutating func encode(_ value: Int16, forKey key: Key) { at(key).encode(value) }
  mutating func encode(_ value: Int32, forKey key: Key) { at(key).encode(value) }
  mutating func encode(_ value: Int64, forKey key: Key) { at(key).encode(value) }
  mutating func encode(_ value: UInt, forKey key: Key) { at(key).encode(value) }
  mutating func encode(_ value: UInt8, forKey key: Key) { at(key).encode(value) }
  mutating func encode(_ value: UInt16, forKey key: Key) { at(key).encode(value) }
  mutating func encode(_ value: UInt32, forKey key: Key) { at(key).encode(value) }
  mutating func encode(_ value: UInt64, forKey key: Key) { at(key).encode(value) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try at(key).encode(value) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                      forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
    encoder.nested(key).container(keyedBy: keyType)
  }
  mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer { encoder.nested(key).unkeyedContainer() }
  mutating func superEncoder() -> Encoder { encoder.nested(DigestIndexKey(-1)) }
  mutating func superEncoder(forKey key: Key) -> Encoder { encoder.nested(key) }
}

struct DigestUnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: DigestEncoder
  var codingPath: [CodingKey] { encoder.codingPath }
  private(set) var count = 0

  init(encoder: DigestEncoder) { self.encoder = encoder }

  /// The next element's slot.
  private mutating func next() -> DigestSingleContainer {
    defer { count += 1 }
    return DigestSingleContainer(encoder: encoder, key: DigestIndexKey(count))
  }

  mutating func encodeNil() { next().encodeNil() }
  mutating func encode(_ value: Bool) { next().encode(value) }
  mutating func encode(_ value: String) { next().encode(value) }
  mutating func encode(_ value: Double) { next().encode(value) }
  mutating func encode(_ value: Float) { next().encode(value) }
  mutating func encode(_ value: Int) { next().encode(value) }
  mutating func encode(_ value: Int8) { next().encode(value) }
  mutating func encode(_ value: Int16) { next().encode(value) }
  mutating func encode(_ value: Int32) { next().encode(value) }
  mutating func encode(_ value: Int64) { next().encode(value) }
  mutating func encode(_ value: UInt) { next().encode(value) }
  mutating func encode(_ value: UInt8) { next().encode(value) }
  mutating func encode(_ value: UInt16) { next().encode(value) }
  mutating func encode(_ value: UInt32) { next().encode(value) }
  mutating func encode(_ value: UInt64) { next().encode(value) }
  mutating func encode<T: Encodable>(_ value: T) throws { try next().encode(value) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    defer { count += 1 }
    return encoder.nested(DigestIndexKey(count)).container(keyedBy: keyType)
  }
  mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
    defer { count += 1 }
    return encoder.nested(DigestIndexKey(count)).unkeyedContainer()
  }
  mutating func superEncoder() -> Encoder {
    defer { count += 1 }
    return encoder.nested(DigestIndexKey(count))
  }
}
