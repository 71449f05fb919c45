import Foundation

// MARK: - Attributes (the ones string drawing honours)

extension NSAttributedString.Key {
  /// A `UIFont` (default Helvetica 12, as UIKit's string drawing).
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor` (default black).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A `UIColor` filled behind the text's lines.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// An `NSParagraphStyle`: its alignment, line spacing and line height multiple.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Points added after each character (a number).
  public static let kern = NSAttributedString.Key("NSKern")
  /// An `NSUnderlineStyle` raw value (non-zero draws a single underline).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// An `NSUnderlineStyle` raw value for a line through the text (non-zero draws a single line).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}

/// A set of styles for underlining or striking through text.
///
/// Text layers draw any non-zero style as a single line; `thick` and `double` are not drawn differently.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A single-line style and a thick-line style.
  public static let single = NSUnderlineStyle(rawValue: 0x01), thick = NSUnderlineStyle(rawValue: 0x02)
  /// A double-line style.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// `NSParagraphStyle`: alignment, line spacing and line height multiple are drawn.
open class NSParagraphStyle: TextParagraphConvertible {
  /// The text alignment of the paragraph.
  open internal(set) var alignment: NSTextAlignment = .natural
  /// The distance, in points, added between the paragraph's lines.
  open internal(set) var lineSpacing: CGFloat = 0
  /// The factor the font's natural line height is multiplied by; 0 leaves it unchanged.
  open internal(set) var lineHeightMultiple: CGFloat = 0
  /// The space, in points, added after the paragraph; stored but not drawn in Flipbook.
  open internal(set) var paragraphSpacing: CGFloat = 0
  /// The mode for breaking lines that are too long for the container; stored but ignored when drawing.
  open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// Creates a paragraph style with natural alignment, no extra spacing and word wrapping.
  public init() {}
  /// The default paragraph style, a new instance with natural alignment and no extra spacing.
  public static var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// The paragraph's alignment, line spacing and line height multiple as the renderer's paragraph value.
  ///
  /// Natural alignment gives no alignment, so the label's own alignment stays in force.
  public var textParagraph: TextParagraph {
    // Natural alignment (the default) leaves the label's own alignment in force.
    let align: Text.Alignment? = switch alignment {
    case .left: .left
    case .right: .right
    case .center: .center
    case .justified: .justified
    case .natural: nil
    }
    return TextParagraph(alignment: align, lineSpacing: lineSpacing, lineHeightMultiple: lineHeightMultiple)
  }
}

/// A paragraph style whose attributes you can change.
open class NSMutableParagraphStyle: NSParagraphStyle {
  /// The text alignment of the paragraph.
  override open var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  /// The distance, in points, added between the paragraph's lines.
  override open var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  /// The factor the font's natural line height is multiplied by; 0 leaves it unchanged.
  override open var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
  /// The space, in points, added after the paragraph; stored but not drawn in Flipbook.
  override open var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  /// The mode for breaking lines that are too long for the container; stored but ignored when drawing.
  override open var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
}

/// `NSStringDrawingOptions`: accepted; text is laid out from the rectangle's top-left.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// An option to lay out multiline text from the rectangle's origin; accepted, as Flipbook always does so.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1)
  /// An option to use the font's leading when computing line heights; accepted but ignored.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 2)
  /// An option to measure with glyph image bounds instead of typographic bounds; accepted but ignored.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 8)
  /// An option to truncate the last visible line and add an ellipsis; accepted but ignored.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 32)
}

/// An object that controls string drawing and receives measurement results; accepted but unused in Flipbook.
open class NSStringDrawingContext {
  /// Creates a string drawing context.
  public init() {}
}

// MARK: - Drawing and measuring strings

/// How UIKit's string drawing reads its attributes, and draws: into the current
/// context, laid out by the same text engine that draws labels.
struct StringStyle {
  var font = UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12)
  var color = UIColor.black
  var background: UIColor?
  var alignment = NSTextAlignment.natural

  init(_ attributes: [NSAttributedString.Key: Any]?) {
    guard let attributes else { return }
    if let f = attributes[.font] as? UIFont { font = f }
    if let c = attributes[.foregroundColor] as? UIColor { color = c }
    background = attributes[.backgroundColor] as? UIColor
    if let p = attributes[.paragraphStyle] as? NSParagraphStyle { alignment = p.alignment }
  }

  func size(of string: String, width: CGFloat?) -> CGSize {
    UILabel.measure(string, font: font, wrappingAt: width, lines: 0)
  }

  func draw(_ string: String, in rect: CGRect, wraps: Bool) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    if let background {
      ctx.saveGState()
      ctx.setFillColor(background.cgColor)
      let used = size(of: string, width: wraps ? rect.width : nil)
      ctx.fill(CGRect(origin: rect.origin, size: CGSize(width: wraps ? rect.width : used.width,
                                                         height: min(rect.height, used.height))))
      ctx.restoreGState()
    }
    let align: DrawnText.Alignment = switch alignment {
    case .left: .left
    case .right: .right
    case .center: .center
    case .justified: .justified
    case .natural: .natural
    }
    ctx.draw(DrawnText(string: string, font: font.fontDescriptor, color: color.cgColor, rect: rect, alignment: align,
                       wraps: wraps))
  }

  func draw(_ string: String, at point: CGPoint) {
    draw(string, in: CGRect(origin: point, size: size(of: string, width: nil)), wraps: false)
  }
}

extension NSString {
  /// Draws the string on a single line with its top-left corner at the given point, in the current graphics context.
  ///
  /// Only the font, foreground and background colours and paragraph alignment are honoured.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringStyle(attrs).draw(self as String, at: point)
  }
  /// Draws the string in the given rectangle, wrapped to its width, in the current graphics context.
  ///
  /// Only the font, foreground and background colours and paragraph alignment are honoured.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringStyle(attrs).draw(self as String, in: rect, wraps: true)
  }
  /// Returns the size the string occupies on a single line when drawn with the given attributes.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringStyle(attrs).size(of: self as String, width: nil)
  }
  /// Returns the rectangle the string occupies when wrapped to the given size's width, with its origin at zero.
  ///
  /// The size's height, the options and the context are ignored.
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                           attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
    CGRect(origin: .zero, size: StringStyle(attributes).size(of: self as String, width: size.width))
  }
}

extension String {
  /// Draws the string on a single line with its top-left corner at the given point, in the current graphics context.
  ///
  /// Only the font, foreground and background colours and paragraph alignment are honoured.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringStyle(attrs).draw(self, at: point)
  }
  /// Draws the string in the given rectangle, wrapped to its width, in the current graphics context.
  ///
  /// Only the font, foreground and background colours and paragraph alignment are honoured.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringStyle(attrs).draw(self, in: rect, wraps: true)
  }
  /// Returns the size the string occupies on a single line when drawn with the given attributes.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringStyle(attrs).size(of: self, width: nil)
  }
  /// Returns the rectangle the string occupies when wrapped to the given size's width, with its origin at zero.
  ///
  /// The size's height, the options and the context are ignored.
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                           attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
    CGRect(origin: .zero, size: StringStyle(attributes).size(of: self, width: size.width))
  }
}

/// An attributed string draws in the attributes of its first character (one style
/// a string: runs of other fonts or colours are drawn in the first run's).
extension NSAttributedString {
  private var style: StringStyle {
    StringStyle(length > 0 ? attributes(at: 0, effectiveRange: nil) : nil)
  }
  /// Draws the string on a single line at the given point, in the attributes of its first character.
  public func draw(at point: CGPoint) { style.draw(string, at: point) }
  /// Draws the string in the given rectangle, wrapped to its width, in the attributes of its first character.
  public func draw(in rect: CGRect) { style.draw(string, in: rect, wraps: true) }
  /// Returns the size the string occupies on a single line, measured in the attributes of its first character.
  public func size() -> CGSize { style.size(of: string, width: nil) }
}
