import Foundation

// MARK: - LayerTreeError

/// A layer holds a value the renderer cannot draw; the message names the layer,
/// the property and what to do instead.
public struct LayerTreeError: Error, CustomStringConvertible, Equatable, Sendable {
  /// Creates an error for a layer's property with the problem and the fix to suggest.
  public init(layerPath: String, property: String, problem: String, fix: String) {
    (self.layerPath, self.property, self.problem, self.fix) = (layerPath, property, problem, fix)
  }

  /// Where the layer sits, e.g. `root > 'card' > CALayer[2]`.
  public var layerPath: String
  /// The name of the property whose value cannot be drawn.
  public var property: String
  /// What is wrong with the value.
  public var problem: String
  /// What to do instead.
  public var fix: String

  /// A message that names the layer and the property, then says what is wrong and what to do.
  public var description: String {
    "layer \(layerPath): \(property): \(problem). \(fix)"
  }
}
