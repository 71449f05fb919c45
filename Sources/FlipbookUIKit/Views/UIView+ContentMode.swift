import Foundation
@_exported import FlipbookCoreAnimation

extension UIView {
  /// `UIView.ContentMode`: where a view's content sits in its bounds, which
  /// UIKit implements as the layer's `contentsGravity`.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

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
