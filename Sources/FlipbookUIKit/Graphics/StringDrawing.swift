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
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}

public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01), thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// `NSParagraphStyle`: alignment, line spacing and line height multiple are drawn.
open class NSParagraphStyle: TextParagraphConvertible {
  open internal(set) var alignment: NSTextAlignment = .natural
  open internal(set) var lineSpacing: CGFloat = 0
  open internal(set) var lineHeightMultiple: CGFloat = 0
  open internal(set) var paragraphSpacing: CGFloat = 0
  open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  public init() {}
  public static var `default`: NSParagraphStyle { NSParagraphStyle() }

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

open class NSMutableParagraphStyle: NSParagraphStyle {
  override open var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  override open var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  override open var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
  override open var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  override open var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
}

/// `NSStringDrawingOptions`: accepted; text is laid out from the rectangle's top-left.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1)
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 2)
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 8)
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 32)
}

open class NSStringDrawingContext {
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
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringStyle(attrs).draw(self as String, at: point)
  }
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringStyle(attrs).draw(self as String, in: rect, wraps: true)
  }
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringStyle(attrs).size(of: self as String, width: nil)
  }
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                           attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
    CGRect(origin: .zero, size: StringStyle(attributes).size(of: self as String, width: size.width))
  }
}

extension String {
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringStyle(attrs).draw(self, at: point)
  }
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringStyle(attrs).draw(self, in: rect, wraps: true)
  }
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringStyle(attrs).size(of: self, width: nil)
  }
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
  public func draw(at point: CGPoint) { style.draw(string, at: point) }
  public func draw(in rect: CGRect) { style.draw(string, in: rect, wraps: true) }
  public func size() -> CGSize { style.size(of: string, width: nil) }
}
