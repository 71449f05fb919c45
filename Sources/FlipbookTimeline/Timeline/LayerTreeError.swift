import Foundation

// MARK: - LayerTreeError

/// A layer holds a value the renderer cannot draw; the message names the layer,
/// the property and what to do instead.
public struct LayerTreeError: Error, CustomStringConvertible, Equatable, Sendable {
  public init(layerPath: String, property: String, problem: String, fix: String) {
    (self.layerPath, self.property, self.problem, self.fix) = (layerPath, property, problem, fix)
  }

  /// Where the layer sits, e.g. `root > 'card' > CALayer[2]`.
  public var layerPath: String
  public var property: String
  public var problem: String
  public var fix: String

  public var description: String {
    "layer \(layerPath): \(property): \(problem). \(fix)"
  }
}
