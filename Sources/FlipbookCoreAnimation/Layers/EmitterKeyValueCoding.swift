import Foundation
import FlipbookTimeline

// Key-value coding of emitter cells, and the key paths Apple documents on an
// emitter layer: `emitterCells.<name>[.<name>…].<property>` reaches a cell by its
// `name` ("emitterCells.fire.birthRate"), as CAEmitterCell.h describes. (The key-path
// table is immutable; key paths are not Sendable, hence nonisolated(unsafe).)

extension CAEmitterCell {
  nonisolated(unsafe) static let numberKeys: [String: WritableKeyPath<EmitterCellSpec, Double>] = [
    "birthRate": \.birthRate, "lifetime": \.lifetime, "lifetimeRange": \.lifetimeRange,
    "emissionLatitude": \.emissionLatitude, "emissionLongitude": \.emissionLongitude, "emissionRange": \.emissionRange,
    "velocity": \.velocity, "velocityRange": \.velocityRange, "xAcceleration": \.xAcceleration,
    "yAcceleration": \.yAcceleration, "zAcceleration": \.zAcceleration, "scale": \.scale, "scaleRange": \.scaleRange,
    "scaleSpeed": \.scaleSpeed, "spin": \.spin, "spinRange": \.spinRange, "redRange": \.redRange,
    "greenRange": \.greenRange, "blueRange": \.blueRange, "alphaRange": \.alphaRange, "redSpeed": \.redSpeed,
    "greenSpeed": \.greenSpeed, "blueSpeed": \.blueSpeed, "alphaSpeed": \.alphaSpeed,
  ]

  /// Sets a cell property by its key (the numeric ones, `enabled`, `color`, `contents`, `name`), or stores the
  /// value with the cell under any other key.
  public func setValue(_ value: Any?, forKey key: String) {
    if let kp = Self.numberKeys[key], case .number(let n)? = ValueKind.number.convert(value) {
      set(kp, n)
    } else if key == "enabled" || key == "isEnabled", let b = value as? Bool {
      isEnabled = b
    } else if key == "color" || key == "contents" || key == "name" {
      switch key {
      case "color": color = ValueKind.color.convert(value).flatMap { if case .color(let c) = $0 { c } else { nil } }
      case "contents": contents = value
      default: name = value as? String
      }
    } else {
      userValues[key] = value
    }
  }

  /// Returns a cell property by its key (the numeric ones, `enabled`, `color`, `contents`, `name`), or the value
  /// stored under any other key.
  public func value(forKey key: String) -> Any? {
    if let kp = Self.numberKeys[key] { return spec[keyPath: kp] }
    switch key {
    case "enabled", "isEnabled": return isEnabled
    case "color": return color
    case "contents": return contents
    case "name": return name
    default: return userValues[key]
    }
  }
}

extension CAEmitterLayer {
  /// The cell `names` reaches through `emitterCells` by name, nested.
  func cell(named names: ArraySlice<Substring>) -> CAEmitterCell? {
    var cells = emitterCells ?? []
    var found: CAEmitterCell?
    for name in names {
      guard let next = cells.first(where: { $0.name == String(name) }) else { return nil }
      found = next
      cells = next.emitterCells ?? []
    }
    return found
  }

  /// Handles `emitterCells.<names>.<property>`; false for any other key path.
  func setCellValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
    let parts = keyPath.split(separator: ".")
    guard parts.count >= 3, parts[0] == "emitterCells", let key = parts.last else { return false }
    guard let cell = cell(named: parts.dropFirst().dropLast()) else {
      report(AuthoringError(problem: "\(debugPath).setValue(_:forKeyPath: \"\(keyPath)\") names no emitter cell",
                            fix: "Give the cell that name (cell.name = \"…\") before setting values through it."))
      return true
    }
    cell.setValue(value, forKey: String(key))
    return true
  }
}
