import Foundation

// MARK: - PropertyAnimation

/// How a layer property animates (Apple's "Animatable" notes and the action search).
public enum PropertyAnimation: Sendable, Equatable {
  /// Interpolates, and a change on a standalone layer gets an implicit animation.
  case implicit
  /// Interpolates under an explicit animation only (`path`, `shadowPath`).
  case explicitOnly
  /// Animates by switching at the halfway point (Booleans, option strings); no implicit animation.
  case discrete
  /// Not animatable.
  case none
}

// MARK: - LayerProperty

/// One layer property, described once: where it lives in `LayerProps`, its
/// Apple name (the key path animations and actions use), what kind of value it
/// takes, how it animates, and how its value converts to and from `AnimValue`.
/// Its default is the initial value `LayerProps` gives it. Sub-paths
/// (`position.x`, `transform.rotation.z`) follow from the kind.
public struct LayerProperty<Value: Sendable>: Sendable {
  /// The property's place in a layer state.
  public let keyPath: WritableKeyPath<LayerProps, Value> & Sendable
  /// The property's Apple name, the key path animations and actions use (`opacity`, `shadowOffset`).
  public let name: String
  /// The kind of value the property takes, which decides how it interpolates and which sub-paths it has.
  public let kind: ValueKind
  /// How the property animates.
  public let animation: PropertyAnimation
  let wrap: @Sendable (Value) -> AnimValue
  let unwrap: @Sendable (AnimValue) -> Value?

  /// Creates a property from its place in a layer state, name, kind, animation, and `AnimValue` conversions.
  public init(_ keyPath: WritableKeyPath<LayerProps, Value> & Sendable, _ name: String, _ kind: ValueKind,
              _ animation: PropertyAnimation, wrap: @escaping @Sendable (Value) -> AnimValue,
              unwrap: @escaping @Sendable (AnimValue) -> Value?) {
    (self.keyPath, self.name, self.kind, self.animation, self.wrap, self.unwrap) = (keyPath, name, kind, animation, wrap, unwrap)
  }

  /// The value a new layer has.
  public var defaultValue: Value { LayerProps()[keyPath: keyPath] }

}

extension LayerProperty where Value: Equatable & Codable {
  /// The type-erased entry the registry lists.
  public var erased: AnyLayerProperty { AnyLayerProperty(self) }
}

// MARK: - AnyLayerProperty

/// A `LayerProperty` of any value type, as the registry lists it.
public struct AnyLayerProperty: Sendable {
  /// The property's Apple name, the key path animations and actions use.
  public let name: String
  /// The kind of value the property takes.
  public let kind: ValueKind
  /// How the property animates.
  public let animation: PropertyAnimation
  /// The property's place in a layer state.
  public let keyPath: PartialKeyPath<LayerProps> & Sendable
  /// Reads the property as an animation value.
  public let get: @Sendable (LayerProps) -> AnimValue
  /// Writes an animation value of the property's kind (other kinds are ignored).
  public let set: @Sendable (inout LayerProps, AnimValue) -> Void
  /// Encodes the property of a state, or nothing when it holds the value it has in
  /// the second state (a digest leaves out what is at its default).
  let encode: @Sendable (LayerProps, LayerProps?, inout KeyedEncodingContainer<PropertyCodingKey>) throws -> Void
  let decode: @Sendable (inout LayerProps, KeyedDecodingContainer<PropertyCodingKey>) throws -> Void

  init<Value: Equatable & Codable>(_ p: LayerProperty<Value>) {
    let kp = p.keyPath, wrap = p.wrap, unwrap = p.unwrap, key = PropertyCodingKey(p.name)
    (name, kind, animation, keyPath) = (p.name, p.kind, p.animation, kp)
    if let offset = MemoryLayout<LayerProps>.offset(of: kp) {
      // A stored property: read and write it at its offset. Key-path application
      // goes through the runtime (and its metadata caches) on every call, and
      // animations read and write properties for every layer every frame.
      get = { props in wrap(withUnsafeBytes(of: props) { $0.load(fromByteOffset: offset, as: Value.self) }) }
      set = { props, value in
        guard let v = unwrap(value) else { return }
        withUnsafeMutableBytes(of: &props) { bytes in
          bytes.baseAddress.map { $0.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee = v }
        }
      }
    } else {
      get = { wrap($0[keyPath: kp]) }
      set = { props, value in if let v = unwrap(value) { props[keyPath: kp] = v } }
    }
    let read: @Sendable (LayerProps) -> Value
    if let offset = MemoryLayout<LayerProps>.offset(of: kp) {
      read = { props in withUnsafeBytes(of: props) { $0.load(fromByteOffset: offset, as: Value.self) } }
    } else {
      read = { $0[keyPath: kp] }
    }
    encode = { props, unless, container in
      let value = read(props)
      if let unless, read(unless) == value { return }
      try container.encode(value, forKey: key)
    }
    decode = { props, container in
      if let v = try container.decodeIfPresent(Value.self, forKey: key) { props[keyPath: kp] = v }
    }
  }

  /// Whether a change gets an implicit animation (`CALayer.defaultAction(forKey:)`).
  public var hasImplicitAnimation: Bool { animation == .implicit }
}

/// JSON keys of a layer state: the registry's names.
public struct PropertyCodingKey: CodingKey, Sendable {
  public var stringValue: String
  public var intValue: Int? { nil }
  /// Creates the JSON key for a property's name.
  public init(_ name: String) { stringValue = name }
  public init?(stringValue: String) { self.stringValue = stringValue }
  public init?(intValue: Int) { nil }
}

// MARK: - Typed constructors by kind

extension LayerProperty where Value: Equatable & Codable {
  static func of(_ kp: WritableKeyPath<LayerProps, Value> & Sendable, _ name: String, _ kind: ValueKind,
                 _ animation: PropertyAnimation, _ wrap: @escaping @Sendable (Value) -> AnimValue,
                 _ unwrap: @escaping @Sendable (AnimValue) -> Value?) -> AnyLayerProperty {
    LayerProperty(kp, name, kind, animation, wrap: wrap, unwrap: unwrap).erased
  }
}

extension LayerProperty where Value: BinaryFloatingPoint & Codable {
  static func number(_ kp: WritableKeyPath<LayerProps, Value> & Sendable, _ name: String,
                     _ animation: PropertyAnimation = .implicit) -> AnyLayerProperty {
    of(kp, name, .number, animation, { .number(Double($0)) }, { $0.scalar.map { Value($0) } })
  }
}

extension LayerProperty where Value: RawRepresentable & Equatable & Codable, Value.RawValue == String {
  /// An option stored as a typed enum; it animates as its Apple string.
  static func option(_ kp: WritableKeyPath<LayerProps, Value> & Sendable, _ name: String,
                     _ animation: PropertyAnimation = .none) -> AnyLayerProperty {
    of(kp, name, .string, animation, { .string($0.rawValue) }, { if case .string(let s?) = $0 { Value(rawValue: s) } else { nil } })
  }
}
