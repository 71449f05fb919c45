import Foundation
@_exported import FlipbookCoreAnimation
import FlipbookText

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  /// An alignment of the text along its left edge.
  case left
  /// An alignment that centers the text.
  case center
  /// An alignment of the text along its right edge.
  case right
  /// An alignment that stretches each full line to both edges; the last line uses natural alignment.
  case justified
  /// An alignment that follows the text's writing direction: left for left-to-right scripts.
  case natural
}

/// `NSLineBreakMode`: how a label wraps and where it truncates.
public enum NSLineBreakMode: Int, Sendable {
  /// A mode that wraps at word boundaries, unless a word is too long for a line.
  case byWordWrapping
  /// A mode that wraps before the first character that does not fit; Flipbook's label draws it as word wrapping.
  case byCharWrapping
  /// A mode that draws lines only up to the container's edge, clipping what does not fit.
  case byClipping
  /// A mode that fits a line by showing its end and replacing missing text at its start with an ellipsis.
  case byTruncatingHead
  /// A mode that fits a line by showing its start and replacing missing text at its end with an ellipsis.
  case byTruncatingTail
  /// A mode that fits a line by showing its start and end and replacing missing text in the middle with an ellipsis.
  case byTruncatingMiddle
}

/// `UIBaselineAdjustment`: where a one-line label's text goes when it shrinks to fit.
public enum UIBaselineAdjustment: Int, Sendable {
  /// The baseline stays where the full-size text's would be; the text shrinks toward it (the default).
  case alignBaselines
  /// The shrunk text is centred in the label's bounds.
  case alignCenters
  /// The shrunk text's top stays where the full-size text's would be.
  case none
}

/// A view that draws a string, laid out as UIKit lays it out: the text block
/// centred vertically in the bounds (a `CATextLayer` sublayer sized to the text
/// it shows, which Flipbook keeps placed), measured with the engine that draws
/// it, so `sizeToFit()` and Auto Layout size the label to its text as UIKit does.
/// As on iOS, a label whose bounds animate redraws its text at the new layout at
/// once rather than stretching it.
open class UILabel: UIView {
  private let textLayer = CATextLayer()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpText()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpText()
    NibCoder.finish(self, coder, as: UILabel.self)
  }

  private func setUpText() {
    // Drawn at the screen's scale, as UIKit draws a label (set without the
    // implicit animation a standalone layer's change would run).
    CATransaction.withoutActions { textLayer.contentsScale = UIScreen.main.scale }
    layer.addSublayer(textLayer)
    apply()
  }

  /// The text the label displays; setting it replaces any attributed text.
  open var text: String? {
    didSet {
      if !settingAttributedText { attributedStorage = nil }
      textChanged()
    }
  }
  /// Styled text: its fonts, colours, kerning, underlines and paragraph style are
  /// drawn over the label's own font and colour. Setting `text` replaces it.
  open var attributedText: NSAttributedString? {
    get { attributedStorage ?? text.map { NSAttributedString(string: $0) } }
    set {
      attributedStorage = newValue?.copy() as? NSAttributedString
      settingAttributedText = true
      text = newValue?.string
      settingAttributedText = false
    }
  }
  private var attributedStorage: NSAttributedString?
  private var settingAttributedText = false
  // Implicitly unwrapped, as Apple declares them (subclasses override them so); nil resets the default.
  /// The font of the text (the 17 pt system font by default); setting `nil` restores the default.
  open var font: UIFont! = .systemFont(ofSize: 17) {
    didSet { if font == nil { font = .systemFont(ofSize: 17) } else { textChanged() } }
  }
  /// UIKit's default is `.label`: black in light mode, white in dark.
  open var textColor: UIColor! = .label {
    didSet { if textColor == nil { textColor = .label } else { apply() } }
  }
  /// The alignment of the text's lines (`natural` by default).
  open var textAlignment: NSTextAlignment = .natural { didSet { apply() } }
  /// 1 draws one line (truncated at the end); 0 wraps as many lines as fit.
  open var numberOfLines = 1 { didSet { textChanged() } }
  /// Where a line that does not fit is cut (tail by default, as in UIKit).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { apply() } }
  /// The width a multi-line label wraps at for `intrinsicContentSize`; 0 means its
  /// current width (UIKit's automatic behaviour since iOS 8).
  open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textChanged() } }
  /// Shrinks the font (down to `minimumScaleFactor` of its size) until the text
  /// fits: one line in the width, several in the bounds (Apple's
  /// `adjustsFontSizeToFitWidth`; a factor of 0, the default, means no shrinking).
  open var adjustsFontSizeToFitWidth = false { didSet { apply() } }
  /// The smallest fraction of the font's size the text may shrink to when `adjustsFontSizeToFitWidth` is on.
  open var minimumScaleFactor: CGFloat = 0 { didSet { apply() } }
  /// Where one line of shrunk text goes: on the full-size text's baseline by default.
  open var baselineAdjustment = UIBaselineAdjustment.alignBaselines { didSet { apply() } }
  /// `UIContentSizeCategoryAdjusting`: a scene's text size is fixed for its whole run
  /// (`Canvas.textSize`), and a text-style font is made at it, so there is nothing to follow.
  open var adjustsFontForContentSizeCategory = false
  /// The colour of the text while `isHighlighted`; nil (the default) keeps `textColor`.
  open var highlightedTextColor: UIColor? { didSet { apply() } }
  /// Whether the text is drawn in `highlightedTextColor` (when that is set), as a
  /// subclass's pressed state; false by default.
  open var isHighlighted = false { didSet { apply() } }
  /// The colour of the text's shadow; nil (the default) draws none. As UIKit draws it:
  /// the text again, in this colour at `shadowOffset`, under the text and unblurred.
  open var shadowColor: UIColor? { didSet { apply() } }
  /// Where the text's shadow falls, in points; (0, −1), one point above the text, by default.
  open var shadowOffset = CGSize(width: 0, height: -1) { didSet { apply() } }
  /// The font the text layer draws (`font`, or the one `adjustsFontSizeToFitWidth` chose).
  private var shownFont: UIFont?

  private func textChanged() {
    apply()
    invalidateIntrinsicContentSize()
  }

  /// Shows the label's properties on its text layer. The text layer is not a
  /// view's layer, so its changes are made without Core Animation's implicit animations.
  private func apply() { CATransaction.withoutActions(applyToTextLayer) }
  open override func traitColorsDidChange() {
    super.traitColorsDidChange()
    apply()
  }

  private func applyToTextLayer() {
    textLayer.string = attributedStorage ?? text
    let shown = fittedFont()
    shownFont = shown
    textLayer.font = shown
    textLayer.fontSize = shown.pointSize
    let color: UIColor = isHighlighted ? highlightedTextColor ?? textColor : textColor
    textLayer.foregroundColor = color.resolvedColor(with: traitCollection).cgColor
    // UILabel's text shadow is the text layer's shadow at radius 0: the glyphs' coverage
    // in the colour, offset, and drawn beneath them (Apple: "no blurring").
    // Without one the text layer keeps its default (and invisible) shadow.
    if let shadowColor {
      textLayer.shadowColor = shadowColor.resolvedColor(with: traitCollection).cgColor
      textLayer.shadowOffset = shadowOffset
      textLayer.shadowRadius = 0
    }
    textLayer.shadowOpacity = shadowColor == nil ? 0 : 1
    textLayer.alignmentMode = switch textAlignment {
    case .left: .left
    case .center: .center
    case .right: .right
    case .justified: .justified
    case .natural: .natural
    }
    textLayer.isWrapped = numberOfLines != 1
    textLayer.truncationMode = switch lineBreakMode {
    case .byWordWrapping, .byCharWrapping: numberOfLines == 1 ? .end : .none
    case .byClipping: .none
    case .byTruncatingHead: .start
    case .byTruncatingMiddle: .middle
    case .byTruncatingTail: .end
    }
    placeText()
  }

  /// The font drawn: `font`, or a smaller one when `adjustsFontSizeToFitWidth`
  /// shrinks it (one line: by width / natural width; several: the largest size,
  /// to 1/64 of the range, whose wrapped lines fit the bounds).
  private func fittedFont() -> UIFont {
    guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1,
          let text, !text.isEmpty, bounds.width > 0 else { return font }
    let lines = max(0, numberOfLines)
    func fits(_ scale: CGFloat) -> Bool {
      let size = UILabel.measure(text, font: font.withSize(font.pointSize * scale),
                                 wrappingAt: numberOfLines == 1 ? nil : bounds.width, lines: lines)
      return numberOfLines == 1 ? size.width <= bounds.width : size.height <= bounds.height
        && UILabel.measure(text, font: font.withSize(font.pointSize * scale), wrappingAt: bounds.width, lines: 0).height
          <= size.height + 0.01
    }
    if fits(1) { return font }
    if numberOfLines == 1 {
      let natural = UILabel.measure(text, font: font, wrappingAt: nil, lines: 1).width
      return font.withSize(font.pointSize * max(minimumScaleFactor, min(1, bounds.width / max(natural, 1))))
    }
    var (low, high) = (minimumScaleFactor, CGFloat(1))
    for _ in 0..<6 {
      let mid = (low + high) / 2
      if fits(mid) { low = mid } else { high = mid }
    }
    return font.withSize(font.pointSize * low)
  }

  // MARK: Layout

  // The text is placed whenever the size changes, not only in the next layout
  // pass, so a label drawn straight away (`renderImage`) shows its text.
  /// The label's frame; setting it places the text again at once, as `bounds` does.
  open override var frame: CGRect { didSet { sizeChanged(from: oldValue.width) } }
  /// The label's bounds; setting it places the text again at once, re-measuring a label that wraps at its width.
  open override var bounds: CGRect { didSet { sizeChanged(from: oldValue.width) } }

  /// Re-places the text; a multi-line label that wraps at its own width measures
  /// again at the new width (as UIKit re-measures it at the width Auto Layout solved).
  private func sizeChanged(from oldWidth: CGFloat) {
    if adjustsFontSizeToFitWidth { apply() }
    CATransaction.withoutActions(placeText)
    if bounds.width != oldWidth, numberOfLines != 1, preferredMaxLayoutWidth <= 0 { invalidateIntrinsicContentSize() }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    CATransaction.withoutActions(placeText)
  }

  /// The text layer spans the width and is as tall as the lines it shows (at most
  /// the bounds), centred vertically on the pixel grid: UIKit's
  /// `drawText(in:)` centres `textRect(forBounds:limitedToNumberOfLines:)`.
  /// One line shrunk to fit keeps the full-size line's baseline (`baselineAdjustment`,
  /// Apple's `UIBaselineAdjustment`: "the position of the baseline remains fixed at its
  /// initial location"), or its top, or is centred.
  private func placeText() {
    let bounds = self.bounds
    let shown = shownFont ?? font
    let lines = textSize(wrappingAt: numberOfLines == 1 ? nil : bounds.width, font: shown)
    let height = min(bounds.height, lines.height)
    var y = (bounds.height - height) / 2
    if numberOfLines == 1, let full = font, let shown, shown.pointSize < full.pointSize, baselineAdjustment != .alignCenters {
      let fullTop = (bounds.height - min(bounds.height, textSize(wrappingAt: nil).height)) / 2
      y = baselineAdjustment == .none ? fullTop : fullTop + full.ascender - shown.ascender
    }
    y = UIScreen.main.pixelAligned(y)
    let frame = CGRect(x: bounds.minX, y: bounds.minY + y, width: bounds.width, height: height)
    if textLayer.frame != frame { textLayer.frame = frame }
  }

  // MARK: Size

  /// The text's size: one line at its natural width, or wrapped at
  /// `preferredMaxLayoutWidth` (else the current width) for a multi-line label.
  open override var intrinsicContentSize: CGSize {
    let wrapWidth = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
    return textSize(wrappingAt: numberOfLines == 1 || wrapWidth <= 0 ? nil : wrapWidth)
  }

  /// A single-line label's full text width whatever `size` says (as UIKit);
  /// a multi-line label wraps at `size.width` and stops at `numberOfLines`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let limited = numberOfLines != 1 && size.width.isFinite && size.width > 0
    return textSize(wrappingAt: limited ? size.width : nil)
  }

  /// The measured text, rounded up to the screen's pixel grid as UIKit rounds it.
  private func textSize(wrappingAt width: CGFloat?, font drawn: UIFont? = nil) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    return UILabel.measure(text, font: drawn ?? font, wrappingAt: width, lines: max(0, numberOfLines),
                           attributes: attributedStorage)
  }

  /// How big `text` draws in `font` (wrapped at `width`, at most `lines`; 0 is
  /// unlimited; styled by `attributes`, an attributed string of that text),
  /// rounded up to the screen's pixel grid: what labels and the controls that
  /// draw titles measure with.
  nonisolated static func measure(_ text: String, font: UIFont, wrappingAt width: CGFloat?, lines: Int,
                                  attributes: NSAttributedString? = nil) -> CGSize {
    let (runs, paragraph) = attributes.map(AttributedRuns.read) ?? ([], nil)
    let size = TextMetrics.size(of: text, font: font.fontDescriptor, maxWidth: width, lines: lines, runs: runs, paragraph: paragraph)
    let screen = UIScreen.main
    return CGSize(width: screen.pixelAligned(size.width, .up), height: screen.pixelAligned(size.height, .up))
  }
}
