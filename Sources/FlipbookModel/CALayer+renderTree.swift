import Foundation
import FlipbookRenderTree

// MARK: - LayerTreeError

/// A layer holds a value the renderer cannot draw; the message names the layer,
/// the property and what to do instead.
public struct LayerTreeError: Error, CustomStringConvertible, Equatable {
  /// Where the layer sits, e.g. `root > 'card' > CALayer[2]`.
  public var layerPath: String
  public var property: String
  public var problem: String
  public var fix: String

  public var description: String {
    "layer \(layerPath): \(property): \(problem). \(fix)"
  }
}

extension CALayer {
  /// Resolves this layer tree, as the model describes it now, into a render tree
  /// for a canvas of `size` points. The root layer's position is in canvas points.
  public func renderTree(size: CGSize) throws(LayerTreeError) -> RenderTree {
    RenderTree(size: size, layers: try renderNode(isRoot: true).map { [$0] } ?? [])
  }

  /// The render node of this layer and its subtree, or nil when hidden.
  package func renderNode(isRoot: Bool = false) throws(LayerTreeError) -> RenderNode? {
    if isHidden { return nil }
    var transform = localToParentOwn
    if !isRoot, let parent = superlayer {
      transform = CATransform3DConcat(transform, parent.sublayerTransformAboutAnchor)
    }
    var children: [RenderNode] = []
    for layer in sublayersInDrawingOrder {
      if let node = try layer.renderNode() { children.append(node) }
    }
    func radius(_ corner: CACornerMask) -> CGSize {
      maskedCorners.contains(corner) ? CGSize(width: cornerRadius, height: cornerRadius) : .zero
    }
    var node = RenderNode(
      name: name, transform: transform, bounds: bounds, opacity: CGFloat(max(0, min(1, opacity))),
      allowsGroupOpacity: allowsGroupOpacity, isDoubleSided: isDoubleSided,
      backgroundColor: backgroundColor,
      cornerRadii: RoundedRectRadii(topLeft: radius(.layerMinXMinYCorner), topRight: radius(.layerMaxXMinYCorner),
                                    bottomRight: radius(.layerMaxXMaxYCorner), bottomLeft: radius(.layerMinXMaxYCorner)),
      borderWidth: max(0, borderWidth), borderColor: borderColor, masksToBounds: masksToBounds,
      shadow: resolvedShadow(), contents: try resolvedContents(), content: try resolvedContent(),
      sublayers: children)
    if let mask {
      // The mask lives in this layer's space; a hidden mask hides everything, as on Apple platforms.
      node.mask = try mask.renderNode(isRoot: true)
        ?? RenderNode(transform: CATransform3DIdentity, bounds: .zero)
    }
    return node
  }

  private func resolvedShadow() -> Shadow? {
    guard shadowOpacity > 0, let color = shadowColor, color.alpha > 0 else { return nil }
    var c = color
    c.alpha *= CGFloat(min(1, shadowOpacity))
    return Shadow(color: c, offset: shadowOffset, radius: max(0, shadowRadius), path: shadowPath?.data)
  }

  private func resolvedContents() throws(LayerTreeError) -> Contents? {
    guard let contents else { return nil }
    let bitmap: Bitmap
    switch contents {
    case let image as CGImage: bitmap = image.bitmap
    case let image as UIImage:
      guard let cg = image.cgImage else { return nil }
      bitmap = cg.bitmap
    default:
      throw LayerTreeError(layerPath: debugPath, property: "contents",
                           problem: "holds a \(type(of: contents)), not an image",
                           fix: "Assign a CGImage (for example UIImage(named:)?.cgImage).")
    }
    guard let gravity = Contents.Gravity(rawValue: contentsGravity.rawValue) else {
      throw LayerTreeError(layerPath: debugPath, property: "contentsGravity",
                           problem: "unknown gravity '\(contentsGravity.rawValue)'",
                           fix: "Use one of \(Contents.Gravity.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    func filter(_ f: CALayerContentsFilter) -> Contents.Filter { Contents.Filter(rawValue: f.rawValue) ?? .linear }
    return Contents(bitmap: bitmap, scale: contentsScale > 0 ? contentsScale : 1, gravity: gravity,
                    rect: contentsRect, center: contentsCenter,
                    magnificationFilter: filter(magnificationFilter), minificationFilter: filter(minificationFilter))
  }


  private func resolvedContent() throws(LayerTreeError) -> RenderNode.Content {
    switch self {
    case let shape as CAShapeLayer: return shape.shapeContent()
    case let gradient as CAGradientLayer: return try gradient.gradientContent()
    case let text as CATextLayer: return try text.textContent()
    default: return .none
    }
  }
}

extension CAShapeLayer {
  func shapeContent() -> RenderNode.Content {
    guard let path, !path.isEmpty else { return .none }
    return .shape(Shape(
      path: path.data, fillColor: fillColor, evenOddFill: fillRule == .evenOdd, strokeColor: strokeColor,
      lineWidth: max(0, lineWidth), lineCap: Shape.LineCap(rawValue: lineCap.rawValue) ?? .butt,
      lineJoin: Shape.LineJoin(rawValue: lineJoin.rawValue) ?? .miter, miterLimit: miterLimit,
      dashPattern: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }, dashPhase: lineDashPhase,
      strokeStart: strokeStart, strokeEnd: strokeEnd))
  }
}

extension CAGradientLayer {
  func gradientContent() throws(LayerTreeError) -> RenderNode.Content {
    guard let colors, !colors.isEmpty else { return .none }
    var resolved: [CGColor] = []
    for (i, value) in colors.enumerated() {
      switch value {
      case let c as CGColor: resolved.append(c)
      case let c as UIColor: resolved.append(c.cgColor)
      default:
        throw LayerTreeError(layerPath: debugPath, property: "colors[\(i)]",
                             problem: "holds a \(Swift.type(of: value)), not a colour",
                             fix: "Use CGColor values, e.g. UIColor.red.cgColor.")
      }
    }
    var stops: [CGFloat]
    if let locations {
      guard locations.count == resolved.count else {
        throw LayerTreeError(layerPath: debugPath, property: "locations",
                             problem: "has \(locations.count) entries for \(resolved.count) colours",
                             fix: "Give one location per colour, or set locations to nil to spread them evenly.")
      }
      stops = locations.map { CGFloat($0.doubleValue) }
    } else {
      stops = resolved.count == 1 ? [0] : (0..<resolved.count).map { CGFloat($0) / CGFloat(resolved.count - 1) }
    }
    // Core Animation tolerates decreasing locations; keep them monotonic so stops stay ordered.
    for i in 1..<max(1, stops.count) { stops[i] = max(stops[i], stops[i - 1]) }
    let kind = Gradient.Kind(rawValue: type.rawValue) ?? .axial
    return .gradient(Gradient(kind: kind, colors: resolved, locations: stops, startPoint: startPoint, endPoint: endPoint))
  }
}

extension CATextLayer {
  func textContent() throws(LayerTreeError) -> RenderNode.Content {
    let text: String
    switch string {
    case nil: return .none
    case let s as String: text = s
    case let s as NSAttributedString: text = s.string
    case let s as Substring: text = String(s)
    case let .some(other):
      throw LayerTreeError(layerPath: debugPath, property: "string",
                           problem: "holds a \(type(of: other)), not a string",
                           fix: "Assign a String.")
    }
    guard !text.isEmpty else { return .none }
    let resolvedFont: UIFont
    switch font {
    case nil: resolvedFont = UIFont(name: "Helvetica", size: fontSize)!
    case let f as UIFont: resolvedFont = f
    case let name as String: resolvedFont = UIFont(name: name.isEmpty ? "Helvetica" : name, size: fontSize)!
    case let .some(other):
      throw LayerTreeError(layerPath: debugPath, property: "font",
                           problem: "holds a \(type(of: other)), not a font",
                           fix: "Assign a UIFont or a font name String.")
    }
    return .text(Text(
      string: text, fontFamilies: resolvedFont.families, fontSize: fontSize, bold: resolvedFont.isBold,
      italic: resolvedFont.isItalic, color: foregroundColor ?? .white,
      alignment: Text.Alignment(rawValue: alignmentMode.rawValue) ?? .natural, isWrapped: isWrapped,
      truncation: Text.Truncation(rawValue: truncationMode.rawValue) ?? .none))
  }
}
