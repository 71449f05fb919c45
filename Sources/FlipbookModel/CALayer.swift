import Foundation
@_exported import FlipbookGeometry
import FlipbookRenderTree

// MARK: - CALayer

/// Core Animation's layer, with Apple's property names, defaults and geometry.
///
/// Like UIKit's, the authoring API is single-threaded: build and mutate layers on
/// one thread; what crosses threads is the immutable `RenderTree` made from them.
open class CALayer: CustomStringConvertible {
  // MARK: Geometry

  /// The layer's own coordinate space: content fills this rectangle. Its origin
  /// does not move the layer; it shifts the sublayers (scrolling).
  open var bounds = CGRect.zero
  /// Where the anchor point sits in the superlayer's coordinate space.
  open var position = CGPoint.zero
  /// Orders siblings (higher is nearer the viewer) and translates along z.
  open var zPosition: CGFloat = 0
  /// Unit-square point of the bounds that `position` refers to and transforms act about.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  open var anchorPointZ: CGFloat = 0
  open var transform = CATransform3DIdentity
  /// Applied to the sublayers, about this layer's anchor point.
  open var sublayerTransform = CATransform3DIdentity
  /// Pixels per point of `contents`.
  open var contentsScale: CGFloat = 1

  // MARK: Appearance

  open var isHidden = false
  open var isDoubleSided = true
  open var opacity: Float = 1
  open var allowsGroupOpacity = true
  open var backgroundColor: CGColor?
  open var cornerRadius: CGFloat = 0
  open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                          .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
  open var cornerCurve: CALayerCornerCurve = .circular
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor? = .black
  open var masksToBounds = false
  /// A layer whose alpha masks this one, in this layer's coordinate space.
  open var mask: CALayer? {
    didSet {
      oldValue?.maskOwner = nil
      mask?.removeFromSuperlayer()
      mask?.maskOwner = self
    }
  }
  open var shadowColor: CGColor? = .black
  open var shadowOpacity: Float = 0
  /// Default (0, −3): upwards on iOS.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// Gaussian standard deviation of the blur, in points.
  open var shadowRadius: CGFloat = 3
  open var shadowPath: CGPath?

  // MARK: Contents

  /// A `CGImage` (or a `UIImage`, accepted for convenience).
  open var contents: Any?
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  open var contentsGravity: CALayerContentsGravity = .resize
  open var magnificationFilter: CALayerContentsFilter = .linear
  open var minificationFilter: CALayerContentsFilter = .linear

  open var name: String?

  // MARK: Hierarchy

  public private(set) weak var superlayer: CALayer?
  fileprivate weak var maskOwner: CALayer?
  private var sublayerStorage: [CALayer] = []

  /// The sublayers in insertion order (nil when there are none, as on Apple platforms).
  /// Setting it replaces them all.
  open var sublayers: [CALayer]? {
    get { sublayerStorage.isEmpty ? nil : sublayerStorage }
    set {
      for layer in sublayerStorage { layer.superlayer = nil }
      sublayerStorage = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  public init() {}

  /// Copies every property of `layer` (not its sublayers or superlayer), as Core
  /// Animation does when it makes a presentation layer.
  public required init(layer: Any) {
    guard let other = layer as? CALayer else { return }
    bounds = other.bounds; position = other.position; zPosition = other.zPosition
    anchorPoint = other.anchorPoint; anchorPointZ = other.anchorPointZ
    transform = other.transform; sublayerTransform = other.sublayerTransform
    contentsScale = other.contentsScale; isHidden = other.isHidden; isDoubleSided = other.isDoubleSided
    opacity = other.opacity; allowsGroupOpacity = other.allowsGroupOpacity
    backgroundColor = other.backgroundColor; cornerRadius = other.cornerRadius
    maskedCorners = other.maskedCorners; cornerCurve = other.cornerCurve
    borderWidth = other.borderWidth; borderColor = other.borderColor; masksToBounds = other.masksToBounds
    shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity; shadowOffset = other.shadowOffset
    shadowRadius = other.shadowRadius; shadowPath = other.shadowPath
    contents = other.contents; contentsRect = other.contentsRect; contentsCenter = other.contentsCenter
    contentsGravity = other.contentsGravity; magnificationFilter = other.magnificationFilter
    minificationFilter = other.minificationFilter; name = other.name
  }

  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayerStorage.count))
  }

  /// Inserts at `idx` (clamped to the end), removing the layer from any previous superlayer.
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    precondition(layer !== self, "CALayer: a layer cannot be its own sublayer")
    var index = Int(idx)
    if layer.superlayer === self, let old = sublayerStorage.firstIndex(where: { $0 === layer }) {
      sublayerStorage.remove(at: old)
      if old < index { index -= 1 }
    } else {
      layer.removeFromSuperlayer()
    }
    if let owner = layer.maskOwner { owner.mask = nil }
    index = min(max(index, 0), sublayerStorage.count)
    sublayerStorage.insert(layer, at: index)
    layer.superlayer = self
  }

  /// Inserts above `sibling`; with a nil or foreign sibling, at the top.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    if let sibling, let i = sublayerStorage.firstIndex(where: { $0 === sibling }) {
      // insertSublayer(_:at:) accounts for the layer's own removal when it moves.
      insertSublayer(layer, at: UInt32(i + 1))
    } else {
      addSublayer(layer)
    }
  }

  /// Inserts below `sibling`; with a nil or foreign sibling, at the bottom.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    if let sibling, let i = sublayerStorage.firstIndex(where: { $0 === sibling }) {
      insertSublayer(layer, at: UInt32(i))
    } else {
      insertSublayer(layer, at: 0)
    }
  }

  /// Puts `newLayer` where `oldLayer` was; nothing happens if `oldLayer` is not a sublayer.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let i = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
    if oldLayer === newLayer { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(i))
  }

  open func removeFromSuperlayer() {
    if let parent = superlayer {
      parent.sublayerStorage.removeAll { $0 === self }
      superlayer = nil
    }
    if let owner = maskOwner { owner.mask = nil }
  }

  /// Sublayers in drawing order: a stable sort by zPosition (ties keep insertion order).
  package var sublayersInDrawingOrder: [CALayer] {
    sublayerStorage.enumerated()
      .sorted { $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset }
      .map(\.element)
  }

  package var allSublayers: [CALayer] { sublayerStorage }

  open var description: String {
    "<\(type(of: self))\(name.map { " '\($0)'" } ?? "") frame=\(frame)>"
  }

  /// A short path naming this layer for messages: `root > card > 'title'`.
  public var debugPath: String {
    var parts: [String] = []
    var layer: CALayer? = self
    while let l = layer {
      let index = l.superlayer?.sublayerStorage.firstIndex { $0 === l }
      parts.append(l.name.map { "'\($0)'" } ?? "\(type(of: l))\(index.map { "[\($0)]" } ?? "")")
      layer = l.superlayer
    }
    return parts.reversed().joined(separator: " > ")
  }
}
