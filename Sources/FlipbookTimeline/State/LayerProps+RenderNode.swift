import Foundation

// MARK: - Resolving a layer state into a render node

extension LayerProps {
  /// The render node for this state with the given (already resolved) sublayers and mask.
  /// `parentSublayerTransform` is the superlayer's `sublayerTransformAboutAnchor`
  /// (identity for the root). Hidden layers are the caller's business.
  package func renderNode(layerPath: @autoclosure () -> String, parentSublayerTransform: CATransform3D,
                          sublayers: [RenderNode], mask: RenderNode?) throws(LayerTreeError) -> RenderNode {
    if let (property, problem) = problems.min(by: { $0.key < $1.key }) {
      throw LayerTreeError(layerPath: layerPath(), property: property, problem: problem,
                           fix: LayerProps.fixes[property] ?? "Assign a value of the documented type.")
    }
    let transform = CATransform3DIsIdentity(parentSublayerTransform)
      ? localToParentOwn : CATransform3DConcat(localToParentOwn, parentSublayerTransform)
    func radius(_ bit: UInt) -> CGSize {
      maskedCorners & bit != 0 ? CGSize(width: cornerRadius, height: cornerRadius) : .zero
    }
    var node = RenderNode(
      name: name, transform: transform, bounds: bounds, opacity: CGFloat(max(0, min(1, opacity))),
      allowsGroupOpacity: allowsGroupOpacity, isDoubleSided: isDoubleSided,
      backgroundColor: backgroundColor,
      cornerRadii: RoundedRectRadii(topLeft: radius(1), topRight: radius(2), bottomRight: radius(8), bottomLeft: radius(4),
                                    isContinuous: cornerCurve == .continuous),
      borderWidth: max(0, borderWidth), borderColor: borderColor, masksToBounds: masksToBounds,
      shadow: resolvedShadow(), contents: resolvedContents(),
      content: try resolvedContent(layerPath: layerPath()), sublayers: sublayers, mask: mask)
    if let backdropMaterial, !backdropMaterial.isEmpty {
      guard let backdrop = Backdrop(components: backdropMaterial) else {
        throw LayerTreeError(layerPath: layerPath(), property: "backdropMaterial",
                             problem: "has \(backdropMaterial.count) numbers, not 8 finite ones",
                             fix: "Set a material through UIVisualEffectView(effect: UIBlurEffect(style:)).")
      }
      // The identity (a material animating in from none) draws nothing.
      if backdrop != .identity { node.backdrop = backdrop }
    }
    return node
  }

  /// What to do instead, for each property whose assigned value can be refused
  /// (values whose Apple type is `Any`, or an option string Flipbook does not know).
  static let fixes: [String: String] = [
    "contents": "Assign a CGImage (for example UIImage(named:)?.cgImage).",
    "colors": "Use CGColor values, e.g. UIColor.red.cgColor.",
    "string": "Assign a String.",
    "font": "Assign a UIFont or a font name String.",
    "contentsGravity": "Use one of \(Contents.Gravity.allCases.map(\.rawValue).joined(separator: ", ")).",
    "magnificationFilter": "Use one of \(Contents.Filter.allCases.map(\.rawValue).joined(separator: ", ")).",
    "minificationFilter": "Use one of \(Contents.Filter.allCases.map(\.rawValue).joined(separator: ", ")).",
    "cornerCurve": "Use .circular or .continuous.",
    "fillRule": "Use .nonZero or .evenOdd.",
    "lineCap": "Use .butt, .round or .square.",
    "lineJoin": "Use .miter, .round or .bevel.",
    "type": "Use .axial, .radial or .conic.",
    "alignmentMode": "Use .natural, .left, .right, .center or .justified.",
    "truncationMode": "Use .none, .start, .end or .middle.",
    "emitterCells": "Assign a CGImage (for example UIImage(named:)?.cgImage) to each cell's contents.",
    "emitterShape": "Use one of \(EmitterShape.allCases.map(\.rawValue).joined(separator: ", ")).",
    "emitterMode": "Use one of \(EmitterMode.allCases.map(\.rawValue).joined(separator: ", ")).",
    "renderMode": "Use one of \(EmitterRenderMode.allCases.map(\.rawValue).joined(separator: ", ")).",
  ]

  private func resolvedShadow() -> Shadow? {
    guard shadowOpacity > 0, let color = shadowColor, color.alpha > 0 else { return nil }
    var c = color
    c.alpha *= CGFloat(min(1, shadowOpacity))
    return Shadow(color: c, offset: shadowOffset, radius: max(0, shadowRadius), path: shadowPath)
  }

  private func resolvedContents() -> Contents? {
    // Fading from or to no image: the image there is drawn, fading against nothing.
    var fade = contentsFade.map { Contents.CrossFade(other: $0.other?.source, weight: CGFloat($0.weight)) }
    var image = contents
    if image == nil, let other = contentsFade?.other {
      image = other
      fade = Contents.CrossFade(other: nil, weight: 1 - CGFloat(contentsFade?.weight ?? 0))
    }
    guard let image else { return nil }
    return Contents(image: image.source, scale: contentsScale > 0 ? contentsScale : 1, gravity: contentsGravity,
                    rect: contentsRect, center: contentsCenter,
                    magnificationFilter: magnificationFilter, minificationFilter: minificationFilter, crossFade: fade)
  }

  private func resolvedContent(layerPath: @autoclosure () -> String) throws(LayerTreeError) -> RenderNode.Content {
    switch kind {
    case .layer, .replicator, .emitter, .transformLayer: return .none
    case .shape:
      guard let path, !path.isEmpty else { return .none }
      return .shape(Shape(
        path: path, fillColor: fillColor, evenOddFill: fillRule == .evenOdd, strokeColor: strokeColor,
        lineWidth: max(0, lineWidth), lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
        dashPattern: (lineDashPattern ?? []).map { CGFloat($0) }, dashPhase: lineDashPhase,
        strokeStart: strokeStart, strokeEnd: strokeEnd))
    case .gradient:
      guard let colors, !colors.isEmpty else { return .none }
      var stops: [CGFloat]
      // Locations that do not pair one to one with the colours are ignored and the
      // stops spread evenly, as keyTimes that do not fit are (iOS draws such a
      // layer; it never refuses it).
      if let locations, locations.count == colors.count {
        stops = locations.map { CGFloat($0) }
      } else {
        stops = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
      }
      // Core Animation tolerates decreasing locations; keep them monotonic so stops stay ordered.
      for i in 1..<max(1, stops.count) { stops[i] = max(stops[i], stops[i - 1]) }
      return .gradient(Gradient(kind: gradientType, colors: colors,
                                locations: stops, startPoint: startPoint, endPoint: endPoint))
    case .text:
      guard let string, !string.isEmpty else { return .none }
      // CATextLayer's font size is fontSize, whatever size the font was made with.
      let resolvedFont = (font ?? .textLayerDefault(size: fontSize)).withSize(fontSize)
      for run in textRuns {
        if let problem = run.problem(in: string) {
          throw LayerTreeError(layerPath: layerPath(), property: "textRuns", problem: "a run \(problem)",
                               fix: "Give runs as UTF-8 byte ranges of the string on character boundaries (set the string from an NSAttributedString).")
        }
      }
      if let p = textParagraph, !(abs(p.lineSpacing) <= 10_000 && abs(p.lineHeightMultiple) <= 100) {
        throw LayerTreeError(layerPath: layerPath(), property: "textParagraph", problem: "has line spacing \(p.lineSpacing) × \(p.lineHeightMultiple)",
                             fix: "Use finite paragraph line spacing and line height multiple.")
      }
      return .text(Text(string: string, font: resolvedFont, color: foregroundColor ?? .white,
                        alignment: textParagraph?.alignment ?? alignmentMode, isWrapped: isWrapped, truncation: truncationMode,
                        backingScale: contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1,
                        runs: textRuns, paragraph: textParagraph))
    }
  }
}
