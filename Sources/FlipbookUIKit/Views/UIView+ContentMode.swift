import Foundation
@_exported import FlipbookCoreAnimation

extension UIView {
  /// `UIView.ContentMode`: where a view's content sits in its bounds, which
  /// UIKit implements as the layer's `contentsGravity`.
  public enum ContentMode: Int, Sendable {
    /// A mode that scales the content to fill the bounds, changing its aspect ratio if needed.
    case scaleToFill
    /// A mode that scales the content to fit the bounds, keeping its aspect ratio and leaving the rest clear.
    case scaleAspectFit
    /// A mode that scales the content to fill the bounds, keeping its aspect ratio and cropping what overflows.
    case scaleAspectFill
    /// A mode that redraws the content (`draw(_:)`) when the bounds change size, otherwise drawn as `scaleToFill`.
    case redraw
    /// A mode that centers the content in the bounds at its own size.
    case center
    /// A mode that centers the content along the top edge of the bounds.
    case top
    /// A mode that centers the content along the bottom edge of the bounds.
    case bottom
    /// A mode that centers the content along the left edge of the bounds.
    case left
    /// A mode that centers the content along the right edge of the bounds.
    case right
    /// A mode that places the content in the top-left corner of the bounds.
    case topLeft
    /// A mode that places the content in the top-right corner of the bounds.
    case topRight
    /// A mode that places the content in the bottom-left corner of the bounds.
    case bottomLeft
    /// A mode that places the content in the bottom-right corner of the bounds.
    case bottomRight

    var gravity: CALayerContentsGravity {
      switch self {
      case .scaleToFill, .redraw: .resize
      case .scaleAspectFit: .resizeAspect
      case .scaleAspectFill: .resizeAspectFill
      case .center: .center
      case .top: .top
      case .bottom: .bottom
      case .left: .left
      case .right: .right
      case .topLeft: .topLeft
      case .topRight: .topRight
      case .bottomLeft: .bottomLeft
      case .bottomRight: .bottomRight
      }
    }

    static func from(_ gravity: CALayerContentsGravity, redraw: Bool) -> ContentMode {
      if redraw && gravity == .resize { return .redraw }
      let all: [ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .top, .bottom, .left,
                                .right, .topLeft, .topRight, .bottomLeft, .bottomRight]
      return all.first { $0.gravity == gravity } ?? .scaleToFill
    }
  }
}
