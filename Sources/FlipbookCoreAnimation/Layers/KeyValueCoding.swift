import Foundation
import FlipbookTimeline

// MARK: - Key-value coding on layers and animations
//
// Apple: "CAAnimation and CALayer are key-value coding compliant container
// classes: you can set values for arbitrary keys." A layer's animatable key paths
// (`transform.rotation.z`, `position.x`, `bounds.size.width`) set the model as the
// property would (with its implicit animation); any other key is stored with the
// object. Animations keep their keys through the copy `add(_:forKey:)` makes, so a
// delegate can tell them apart (`anim.value(forKey: "name")`).

extension CALayer {
  /// Sets the value at the key path: an animatable property's as its setter would (with its implicit animation),
  /// an emitter cell's through `emitterCells.<name>.<property>`, or else a value stored with the layer.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    if let emitter = self as? CAEmitterLayer, emitter.setCellValue(value, forKeyPath: keyPath) { return }
    guard let accessor = KeyPaths.accessor(keyPath) else {
      userValues[keyPath] = value
      return
    }
    guard let converted = accessor.kind.convert(value) else {
      report(AuthoringError(
        problem: "\(debugPath).setValue(\(ValueKind.describe(value)), forKeyPath: \"\(keyPath)\") is not \(accessor.kind.swiftName)",
        fix: "Pass \(accessor.kind.swiftName) for '\(keyPath)'."))
      return
    }
    updateValue(converted, forKeyPath: keyPath)
  }

  /// Returns the value at the key path: an animatable property's model value, an emitter cell's through
  /// `emitterCells.<name>.<property>`, or else the value stored with the layer.
  public func value(forKeyPath keyPath: String) -> Any? {
    if let emitter = self as? CAEmitterLayer, keyPath.hasPrefix("emitterCells."),
       let key = keyPath.split(separator: ".").last,
       let cell = emitter.cell(named: keyPath.split(separator: ".").dropFirst().dropLast()) {
      return cell.value(forKey: String(key))
    }
    guard let accessor = KeyPaths.accessor(keyPath) else { return userValues[keyPath] }
    return accessor.get(props).anyValue
  }

  /// Sets the value for the key, as `setValue(_:forKeyPath:)` does.
  public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }
  /// Returns the value for the key, as `value(forKeyPath:)` does.
  public func value(forKey key: String) -> Any? { value(forKeyPath: key) }
}

extension CAAnimation {
  /// Stores a value under the key with the animation, where the copy `add(_:forKey:)` makes keeps it.
  ///
  /// Only stored values are set by key: a key such as `duration` does not set the property.
  public func setValue(_ value: Any?, forKey key: String) { userValues[key] = value }
  /// Returns the value stored under the key with `setValue(_:forKey:)`, or `nil`; properties are not read by key.
  public func value(forKey key: String) -> Any? { userValues[key] }
}
