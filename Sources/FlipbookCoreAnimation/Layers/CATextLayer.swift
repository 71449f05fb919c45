import Foundation
import FlipbookTimeline

// MARK: - CATextLayer

/// Draws a string laid out in its bounds (by Pango when rasterized).
open class CATextLayer: CALayer {
  open override class var layerKind: LayerProps.Kind { .text }

  /// A `String`, or an `NSAttributedString` whose fonts, colours, kerning,
  /// underlines and paragraph style are drawn (AttributedRuns).
  open var string: Any? {
    get { attributedString ?? props.string }
    set {
      attributedString = (newValue as? NSAttributedString)?.copy() as? NSAttributedString
      let (runs, paragraph) = attributedString.map(AttributedRuns.read) ?? ([], nil)
      update(\.textRuns, runs)
      update(\.textParagraph, paragraph)
      switch newValue {
      case nil: update(\.string, String?.none)
      case let s as String: update(\.string, s)
      case let s as NSAttributedString: update(\.string, s.string)
      case let s as Substring: update(\.string, String(s))
      case let .some(other): update(\.string, String??.none, problem: "holds a \(Swift.type(of: other)), not a string")
      }
    }
  }
  private var attributedString: NSAttributedString?
  /// A font (`UIFont`, or anything that converts) or a font name `String`; its
  /// size is ignored in favour of `fontSize`, as on Apple platforms. Reading it
  /// gives the font's name.
  open var font: Any? {
    get { props.font?.name }
    set {
      switch newValue {
      case nil: update(\.font, FontDescriptor?.none)
      case let f as FontDescriptorConvertible: update(\.font, f.fontDescriptor)
      case let name as String:
        update(\.font, FontDescriptor(name: name.isEmpty ? "Helvetica" : name, size: fontSize))
      case let .some(other): update(\.font, FontDescriptor??.none, problem: "holds a \(Swift.type(of: other)), not a font")
      }
    }
  }
  /// Default 36, as on Apple platforms.
  open var fontSize: CGFloat { get { props.fontSize } set { update(\.fontSize, newValue) } }
  /// Default opaque white, as on Apple platforms.
  open var foregroundColor: CGColor? {
    get { props.foregroundColor } set { update(\.foregroundColor, newValue) }
  }
  /// A Boolean value that determines whether the text wraps to fit the layer's bounds; `false` by default.
  open var isWrapped: Bool { get { props.isWrapped } set { update(\.isWrapped, newValue) } }
  /// How the text is aligned within the layer's bounds; `.natural` by default.
  open var alignmentMode: CATextLayerAlignmentMode {
    get { CATextLayerAlignmentMode(rawValue: props.alignmentMode.rawValue) }
    set { updateOption(\.alignmentMode, newValue.rawValue) }
  }
  /// How text that does not fit the layer's bounds is truncated; `.none` by default.
  open var truncationMode: CATextLayerTruncationMode {
    get { CATextLayerTruncationMode(rawValue: props.truncationMode.rawValue) }
    set { updateOption(\.truncationMode, newValue.rawValue) }
  }

  package override class func makeBuiltIn(copying layer: CALayer?) -> CALayer {
    layer.map { CATextLayer(layer: $0) } ?? CATextLayer()
  }
}
