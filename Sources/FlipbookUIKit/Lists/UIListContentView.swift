import Foundation

/// The view a `UIListContentConfiguration` makes: its image, text and secondary
/// text laid out inside its margins (horizontal margins at least the cell's),
/// stacked or side by side (`valueCell()`), centred vertically.
open class UIListContentView: UIView, UIContentView {
  private let imageView = UIImageView()
  private let textLabel = UILabel()
  private let secondaryLabel = UILabel()
  private var listConfiguration: UIListContentConfiguration

  /// Creates a list content view that shows the given configuration.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    backgroundColor = nil
    isUserInteractionEnabled = false
    for view in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(view) }
    apply()
  }

  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
  }

  /// The configuration the view shows; setting a configuration that is not a `UIListContentConfiguration` is ignored.
  open var configuration: UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listConfiguration = list
      apply()
    }
  }

  /// Returns a Boolean value that indicates whether the configuration is a `UIListContentConfiguration`.
  public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

  /// Guides that follow the text, secondary text and image (iOS 14), for an app's own
  /// views laid out beside them; nil when that part is empty, as UIKit's.
  public var textLayoutGuide: UILayoutGuide? { textLabel.text == nil ? nil : guide(for: textLabel, \.textGuide) }
  /// A layout guide that follows the secondary text, or `nil` when there is no secondary text.
  public var secondaryTextLayoutGuide: UILayoutGuide? {
    secondaryLabel.text == nil ? nil : guide(for: secondaryLabel, \.secondaryGuide)
  }
  /// A layout guide that follows the image, or `nil` when there is no image.
  public var imageLayoutGuide: UILayoutGuide? { imageView.image == nil ? nil : guide(for: imageView, \.imageGuide) }
  private var textGuide: UILayoutGuide?
  private var secondaryGuide: UILayoutGuide?
  private var imageGuide: UILayoutGuide?

  private func guide(for part: UIView, _ slot: ReferenceWritableKeyPath<UIListContentView, UILayoutGuide?>) -> UILayoutGuide {
    if let existing = self[keyPath: slot] { return existing }
    let guide = UILayoutGuide()
    addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: part.leadingAnchor), guide.trailingAnchor.constraint(equalTo: part.trailingAnchor),
      guide.topAnchor.constraint(equalTo: part.topAnchor), guide.bottomAnchor.constraint(equalTo: part.bottomAnchor),
    ])
    self[keyPath: slot] = guide
    return guide
  }

  /// Where the text starts (for the separator); nil before layout.
  var textLeading: CGFloat? { textLabel.text == nil ? nil : textLabel.frame.minX }

  private func apply() {
    let c = listConfiguration
    style(textLabel, c.textProperties, c.text, c.attributedText)
    style(secondaryLabel, c.secondaryTextProperties, c.secondaryText, c.secondaryAttributedText)
    imageView.image = c.image
    imageView.isHidden = c.image == nil
    if let tint = c.imageProperties.tintColor { imageView.tintColor = tint }
    imageView.layer.cornerRadius = c.imageProperties.cornerRadius
    imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
    setNeedsLayout()
  }

  private func style(_ label: UILabel, _ p: UIListContentConfiguration.TextProperties, _ text: String?,
                     _ attributed: NSAttributedString?) {
    label.font = p.font
    label.textColor = p.resolvedColor()
    label.numberOfLines = p.numberOfLines
    label.lineBreakMode = p.lineBreakMode
    label.textAlignment = p.alignment == .center ? .center : .natural
    if let attributed { label.attributedText = attributed } else {
      label.text = text.map {
        switch p.transform {
        case .none: $0
        case .uppercase: $0.uppercased()
        case .lowercase: $0.lowercased()
        case .capitalized: $0.capitalized
        }
      }
    }
    label.isHidden = label.text?.isEmpty ?? true
  }

  /// The margins in effect: the configuration's, horizontally at least the cell's.
  private var margins: NSDirectionalEdgeInsets {
    var m = listConfiguration.directionalLayoutMargins
    if listConfiguration.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
      let cell = cellMargin
      m.leading = max(m.leading, cell.left)
      m.trailing = max(m.trailing, cell.right)
    }
    return m
  }

  /// The enclosing cell's side margins (16 pt when not in a cell yet).
  private var cellMargin: UIEdgeInsets {
    var view = superview
    while let v = view, !(v is UITableViewCell || v is UICollectionViewCell || v is UITableViewHeaderFooterView
                           || v is UICollectionReusableView) { view = v.superview }
    if let cell = view as? UITableViewCell, cell.hasAccessory { return UIEdgeInsets(top: 0, left: cell.layoutMargins.left, bottom: 0, right: 0) }
    return view?.layoutMargins ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
  }

  private struct Frames { var image, text, secondary: CGRect; var height: CGFloat }

  private func frames(width: CGFloat, height: CGFloat?) -> Frames {
    let c = listConfiguration, m = margins
    var x = m.leading
    let trailing = width - m.trailing
    var imageSize = CGSize.zero
    if let image = c.image {
      imageSize = image.size
      let maxSize = c.imageProperties.maximumSize
      if maxSize.width > 0 { imageSize.width = min(imageSize.width, maxSize.width) }
      if maxSize.height > 0 { imageSize.height = min(imageSize.height, maxSize.height) }
      x += max(imageSize.width, image.isSymbolImage ? 24 : 0) + c.imageToTextPadding
    }
    let room = max(trailing - x, 0)
    func size(_ label: UILabel, _ w: CGFloat) -> CGSize {
      label.isHidden ? .zero : label.sizeThatFits(CGSize(width: max(w, 0), height: .greatestFiniteMagnitude))
    }
    var text = size(textLabel, room), secondary = size(secondaryLabel, room)
    let sideBySide = c.prefersSideBySideTextAndSecondaryText && text.width + secondary.width + c.textToSecondaryTextHorizontalPadding <= room
    let block: CGFloat
    if sideBySide || secondary == .zero || text == .zero {
      block = max(text.height, secondary.height)
    } else {
      block = text.height + c.textToSecondaryTextVerticalPadding + secondary.height
    }
    let content = max(block, imageSize.height)
    let total = height ?? (m.top + content + m.bottom)
    let top = m.top + ((total - m.top - m.bottom - block) / 2).rounded()
    var f = Frames(image: .zero, text: .zero, secondary: .zero, height: total)
    f.image = CGRect(x: m.leading, y: ((total - imageSize.height) / 2).rounded(), width: imageSize.width, height: imageSize.height)
    if sideBySide {
      text.width = min(text.width, room)
      f.text = CGRect(x: x, y: ((total - text.height) / 2).rounded(), width: text.width, height: text.height)
      f.secondary = CGRect(x: trailing - secondary.width, y: ((total - secondary.height) / 2).rounded(),
                           width: secondary.width, height: secondary.height)
    } else {
      f.text = CGRect(x: x, y: top, width: room, height: text.height)
      let y = text == .zero ? top : top + text.height + c.textToSecondaryTextVerticalPadding
      secondary.width = room
      f.secondary = CGRect(x: x, y: y, width: room, height: secondary.height)
    }
    return f
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let f = frames(width: bounds.width, height: bounds.height)
    imageView.frame = f.image
    textLabel.frame = f.text
    secondaryLabel.frame = f.secondary
  }

  /// The height the content needs at `width`.
  func fittingHeight(width: CGFloat) -> CGFloat { frames(width: width, height: nil).height }

  /// Its content's height at its current width (a phone's when it has none yet), for Auto Layout.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight(width: bounds.width > 0 ? bounds.width : 375))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: fittingHeight(width: size.width)) }
}
