import Foundation
@_exported import FlipbookCoreAnimation

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

/// A view that draws a string: a `UIView` backed by a `CATextLayer`.
open class UILabel: UIView {
  open override class var layerClass: AnyClass { CATextLayer.self }

  /// The text layer (nil only when a subclass backs the label with another class).
  private var textLayer: CATextLayer? { layer as? CATextLayer }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpText()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpText()
  }

  private func setUpText() {
    textLayer?.contentsScale = 2
    apply()
  }

  open var text: String? { didSet { apply() } }
  open var font: UIFont = .systemFont(ofSize: 17) { didSet { apply() } }
  open var textColor: UIColor = .black { didSet { apply() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { apply() } }
  /// 1 draws one line (truncated at the end); 0 wraps as many lines as fit.
  open var numberOfLines = 1 { didSet { apply() } }

  private func apply() {
    guard let textLayer else { return }
    textLayer.string = text
    textLayer.font = font
    textLayer.fontSize = font.pointSize
    textLayer.foregroundColor = textColor.cgColor
    textLayer.alignmentMode = switch textAlignment {
    case .left: .left
    case .center: .center
    case .right: .right
    case .justified: .justified
    case .natural: .natural
    }
    textLayer.isWrapped = numberOfLines != 1
    textLayer.truncationMode = numberOfLines == 1 ? .end : .none
  }
}
