import Foundation
@_exported import FlipbookGeometry

// MARK: - RenderTree

/// A frame, fully resolved: what the rasterizer draws, with no animation objects,
/// no time, no references back to the model. Immutable and `Sendable`, so frames
/// can be handed to worker threads.
public struct RenderTree: Sendable, Equatable {
  /// Canvas size in points.
  public var size: CGSize
  /// Top-level layers; their `transform` maps into canvas points.
  public var layers: [RenderNode]

  /// Creates a frame of the given canvas size from its top-level layers.
  public init(size: CGSize, layers: [RenderNode]) {
    self.size = size
    self.layers = layers
  }
}

// MARK: - RenderNode

/// One layer, resolved. Geometry is in the layer's own coordinate space, where
/// its content fills `bounds`; `transform` maps that space into the parent's
/// (the parent's `sublayerTransform` is already folded in).
public struct RenderNode: Sendable, Equatable {
  /// The layer's `name`, for messages and tree dumps.
  public var name: String?
  /// The transform that maps the layer's coordinate space into its parent's.
  public var transform: CATransform3D
  /// The layer's bounds: the rectangle its content fills, in its own coordinate space.
  public var bounds: CGRect
  /// The layer's opacity, from 0 (transparent) to 1 (opaque).
  public var opacity: CGFloat
  /// When false, opacity multiplies into each sublayer separately instead of the
  /// composited group (`CALayer.allowsGroupOpacity`).
  public var allowsGroupOpacity: Bool
  /// A Boolean value that indicates whether the layer is drawn when its back faces the viewer.
  public var isDoubleSided: Bool
  /// The colour that fills the layer's (rounded) bounds, or nil for none.
  public var backgroundColor: CGColor?
  /// Resolved corner radii (cornerRadius with maskedCorners applied, not yet clamped).
  public var cornerRadii: RoundedRectRadii
  /// The width of the border, drawn inside the bounds.
  public var borderWidth: CGFloat
  /// The colour of the border, or nil for none.
  public var borderColor: CGColor?
  /// A Boolean value that indicates whether the sublayers and contents are clipped to the rounded bounds.
  public var masksToBounds: Bool
  /// The layer's shadow, or nil when it casts none (no colour, or a zero opacity).
  public var shadow: Shadow? {
    get { shadowBox?.value }
    set { shadowBox = newValue.map(Boxed.value) }
  }
  /// The layer's contents image and how it maps onto the bounds, or nil when it has none.
  public var contents: Contents? {
    get { contentsBox?.value }
    set { contentsBox = newValue.map(Boxed.value) }
  }
  /// When set, a blurred, recoloured copy of what lies behind fills the rounded
  /// bounds first (`UIVisualEffectView`'s material).
  public var backdrop: Backdrop? {
    get { backdropBox?.value }
    set { backdropBox = newValue.map(Boxed.value) }
  }
  /// What the layer draws beyond its background, contents and border: a shape, a gradient or text.
  public var content: Content
  // Shadow, contents and backdrop are held in boxes: most layers have neither, and a node is
  // copied several times while a tree is built (824 bytes unboxed, 440 boxed).
  private var shadowBox: Boxed<Shadow>?
  private var contentsBox: Boxed<Contents>?
  private var backdropBox: Boxed<Backdrop>?
  /// Sublayers, back to front (already stably sorted by zPosition).
  public var sublayers: [RenderNode]
  /// When set (with exactly two sublayers), the sublayers are dissolved instead of
  /// painted one over the other: each pixel is (1 − d) · first + d · second (a
  /// cross-dissolve transition).
  public var sublayerDissolve: CGFloat?
  /// Painted by adding its colours to what is below (an emitter's additive render mode).
  public var blendsAdditively = false
  /// A `CATransformLayer`: draws nothing itself; its sublayers are planes in its
  /// parent's 3D space (transforms composed, not flattened), already in depth order.
  /// Its own transform stays identity.
  public var sharesParent3D = false
  // Stored as an array so the struct can contain itself.
  private var maskStorage: [RenderNode]

  /// The mask layer, in this layer's coordinate space; its alpha multiplies the content.
  public var mask: RenderNode? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
  }

  /// Creates a node from a layer's resolved properties, its sublayers and its mask.
  public init(
    name: String? = nil, transform: CATransform3D = CATransform3DIdentity, bounds: CGRect,
    opacity: CGFloat = 1, allowsGroupOpacity: Bool = true, isDoubleSided: Bool = true,
    backgroundColor: CGColor? = nil, cornerRadii: RoundedRectRadii = .init(uniformX: 0, y: 0),
    borderWidth: CGFloat = 0, borderColor: CGColor? = nil, masksToBounds: Bool = false,
    shadow: Shadow? = nil, contents: Contents? = nil, content: Content = .none,
    sublayers: [RenderNode] = [], mask: RenderNode? = nil
  ) {
    self.name = name
    self.transform = transform
    self.bounds = bounds
    self.opacity = opacity
    self.allowsGroupOpacity = allowsGroupOpacity
    self.isDoubleSided = isDoubleSided
    self.backgroundColor = backgroundColor
    self.cornerRadii = cornerRadii
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.masksToBounds = masksToBounds
    self.shadowBox = shadow.map(Boxed.value)
    self.contentsBox = contents.map(Boxed.value)
    self.content = content
    self.sublayers = sublayers
    self.maskStorage = mask.map { [$0] } ?? []
  }

  /// The layer's drawing kind beyond background, contents and border.
  /// Indirect: the payloads are large, and a node is copied several times as a tree is built.
  public indirect enum Content: Sendable, Equatable {
    /// Nothing beyond background, contents and border (a plain layer).
    case none
    /// A shape layer's path, filled and stroked.
    case shape(Shape)
    /// A gradient layer's colours, filling the rounded bounds.
    case gradient(Gradient)
    /// A text layer's string, laid out in the bounds.
    case text(Text)
  }
}

/// A value kept on the heap (an indirect enum boxes its payload), shared by copies.
private indirect enum Boxed<Value: Sendable & Equatable>: Sendable, Equatable {
  case value(Value)
  var value: Value { switch self { case .value(let v): v } }
}

// MARK: - Shadow

/// A layer's drop shadow, resolved from its `shadowColor`, `shadowOpacity`, `shadowOffset` and `shadowRadius`.
public struct Shadow: Sendable, Equatable {
  /// Colour with `shadowOpacity` already multiplied into alpha.
  public var color: CGColor
  /// Offset in the layer's coordinate space (points).
  public var offset: CGSize
  /// Gaussian standard deviation in points (`shadowRadius`).
  public var radius: CGFloat
  /// When set, the shadow's shape (nonzero fill) instead of the layer's alpha.
  public var path: PathData?

  /// Creates a shadow of the given colour, offset, blur radius and optional shape.
  public init(color: CGColor, offset: CGSize, radius: CGFloat, path: PathData? = nil) {
    self.color = color
    self.offset = offset
    self.radius = radius
    self.path = path
  }
}

// MARK: - Contents

/// A layer's contents image (its backing store) and how it maps onto the bounds.
public struct Contents: Sendable, Equatable {
  /// Pixels, or a recorded drawing the rasterizer turns into pixels at its size.
  public var image: ImageSource
  /// Multiplies the image's colours (a replicator's `instanceColor`), applied to its pixels.
  public var colorFactors: ColorFactors?
  /// Pixels per point of the image (`contentsScale`).
  public var scale: CGFloat
  /// How the image is placed in the bounds (`contentsGravity`).
  public var gravity: Gravity
  /// Unit rectangle of the image to show (`contentsRect`).
  public var rect: CGRect
  /// Unit rectangle of the stretchable centre (`contentsCenter`).
  public var center: CGRect
  /// The filter used when the image is drawn larger than its pixels (`magnificationFilter`).
  public var magnificationFilter: Filter
  /// The filter used when the image is drawn smaller than its pixels (`minificationFilter`).
  public var minificationFilter: Filter
  /// While a `contents` animation runs: the other image, blended in.
  public var crossFade: CrossFade?

  /// Creates contents that show an image with the given scale, gravity, rectangles, filters and cross-fade.
  public init(image: ImageSource, scale: CGFloat = 1, gravity: Gravity = .resize,
              rect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
              center: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
              magnificationFilter: Filter = .linear, minificationFilter: Filter = .linear, crossFade: CrossFade? = nil) {
    self.crossFade = crossFade
    self.image = image
    self.scale = scale
    self.gravity = gravity
    self.rect = rect
    self.center = center
    self.magnificationFilter = magnificationFilter
    self.minificationFilter = minificationFilter
  }

  /// A cross-fade between this image and `other` (nil: no image), both laid out by the
  /// same gravity, rect and centre: each pixel is (1 − weight) · this + weight · other,
  /// so the midpoint is exactly half of each and opaque images stay opaque.
  public struct CrossFade: Sendable, Equatable {
    /// The image blended in, or nil to fade against nothing.
    public var other: ImageSource?
    /// How much of `other` shows, from 0 (none) to 1 (only `other`).
    public var weight: CGFloat
    /// Creates a cross-fade towards `other` with the given weight.
    public init(other: ImageSource?, weight: CGFloat) { (self.other, self.weight) = (other, weight) }
  }

  /// A way of placing the image in the bounds, with Core Animation's `contentsGravity` names.
  public enum Gravity: String, Sendable, Codable, CaseIterable {
    /// A gravity that centres the image at its natural size.
    case center
    /// A gravity that places the image at its natural size, centred along the top edge.
    case top
    /// A gravity that places the image at its natural size, centred along the bottom edge.
    case bottom
    /// A gravity that places the image at its natural size, centred along the left edge.
    case left
    /// A gravity that places the image at its natural size, centred along the right edge.
    case right
    /// A gravity that places the image at its natural size in the top-left corner.
    case topLeft
    /// A gravity that places the image at its natural size in the top-right corner.
    case topRight
    /// A gravity that places the image at its natural size in the bottom-left corner.
    case bottomLeft
    /// A gravity that places the image at its natural size in the bottom-right corner.
    case bottomRight
    /// A gravity that stretches the image to fill the bounds.
    case resize
    /// A gravity that scales the image to fit inside the bounds, keeping its aspect ratio, centred.
    case resizeAspect
    /// A gravity that scales the image to fill the bounds, keeping its aspect ratio, centred (overflowing).
    case resizeAspectFill
  }

  /// A filter for sampling the image when it is drawn at another size, with Core Animation's names.
  public enum Filter: String, Sendable, Codable, CaseIterable {
    /// A filter that interpolates between neighbouring pixels.
    case linear
    /// A filter that takes the nearest pixel, keeping hard pixel edges.
    case nearest
    /// A filter that interpolates through mipmaps when minifying.
    ///
    /// Flipbook draws it as `linear`.
    case trilinear
  }

  /// Where the (contentsRect-cropped) image lands in a layer of `bounds`, per
  /// `contentsGravity` in iOS's y-down space: `top` is the visual top.
  ///
  /// Core Animation's header says "top" means maximum Y, which in a flipped iOS
  /// layer would be the visual bottom; the semantics doc marks that uncertain.
  /// We follow what iOS users see and expect (kCAGravityTop at the top of the
  /// screen), the UIKit `contentMode` meaning.
  public func destinationRect(in bounds: CGRect) -> CGRect {
    let cropW = CGFloat(image.width) * rect.width, cropH = CGFloat(image.height) * rect.height
    let size = CGSize(width: cropW / scale, height: cropH / scale)
    let b = bounds
    switch gravity {
    case .resize: return b
    case .resizeAspect, .resizeAspectFill:
      guard size.width > 0, size.height > 0 else { return b }
      let sx = b.width / size.width, sy = b.height / size.height
      let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
      let w = size.width * s, h = size.height * s
      return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
    default:
      let w = size.width, h = size.height
      let x: CGFloat
      switch gravity {
      case .left, .topLeft, .bottomLeft: x = b.minX
      case .right, .topRight, .bottomRight: x = b.maxX - w
      default: x = b.midX - w / 2
      }
      let y: CGFloat
      switch gravity {
      case .top, .topLeft, .topRight: y = b.minY
      case .bottom, .bottomLeft, .bottomRight: y = b.maxY - h
      default: y = b.midY - h / 2
      }
      return CGRect(x: x, y: y, width: w, height: h)
    }
  }
}
