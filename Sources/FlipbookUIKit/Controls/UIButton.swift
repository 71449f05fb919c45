import Foundation
@_exported import FlipbookCoreAnimation

/// UIKit's button: a title label and an image view, per-state titles, colours and
/// images, and actions run for a tap (`sendActions(for: .touchUpInside)`).
///
/// Defaults (iOS 17; the research and its sources are in the issue note): a
/// `.system` button's title is 15 pt system in the tint colour, laid out with
/// 6 pt above and below the title (so 30 pt tall); while highlighted the
/// title fades to 20 % (an estimate: Apple does not publish it). A `.custom`
/// button's title is white. Buttons with a `configuration` draw its style
/// (UIButton+Configuration.swift).
open class UIButton: UIControl {
  /// A button type, which sets the button's default appearance.
  public enum ButtonType: Int, Sendable {
    /// A standard button type: `custom`, `system`, or one of the icon buttons `detailDisclosure`, `infoLight`,
    /// `infoDark`, `contactAdd` and `close`, which Flipbook draws as `custom` buttons without their icons.
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    /// The rounded-rectangle type of iOS 6 and earlier, now the same as `system`.
    public static let roundedRect = ButtonType.system
  }

  /// The button's type, set when it is created.
  public internal(set) var buttonType: ButtonType = .custom
  /// The label showing the current title (always present in Flipbook).
  public let titleLabel: UILabel? = UILabel()
  /// The image view showing the current image.
  public let imageView: UIImageView? = UIImageView()

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private let backgroundImageView = UIImageView()
  /// Configuration-driven drawing (UIButton+Configuration.swift).
  var configurationStorage: Configuration?
  /// A closure that updates the button's configuration, run each time the button's state or content changes.
  open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }
  /// True while the handler runs: the `configuration` it sets is applied, not handed back to it.
  private var runningUpdateHandler = false

  /// Deprecated in iOS 15 but everywhere in real code: padding around the content.
  open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentChanged() } }
  /// The insets that move and resize the title label's frame within the laid-out content.
  open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
  /// The insets that move and resize the image view's frame within the laid-out content.
  open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpParts()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpParts()
    NibCoder.finish(self, coder, as: UIButton.self)
  }

  /// A button of `buttonType` with a zero frame (UIKit's `init(type:)`).
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    refresh()
  }

  /// Creates a button of the given type that runs the action when tapped, and shows the action's title and image.
  public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { adoptPrimaryAction(primaryAction) }
  }

  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    buttonType = .system
    refresh()
    if let primaryAction { adoptPrimaryAction(primaryAction) }
  }

  /// UIKit's `systemButton(with:target:action:)` needs a selector; this is the closure form.
  public static func systemButton(with image: UIImage, primaryAction: UIAction?) -> UIButton {
    let button = UIButton(type: .system, primaryAction: primaryAction)
    button.setImage(image, for: .normal)
    return button
  }

  /// A primary action also gives the button its title and image (as UIKit).
  private func adoptPrimaryAction(_ action: UIAction) {
    addAction(action, for: .primaryActionTriggered)
    if !action.title.isEmpty { setTitle(action.title, for: .normal) }
    if let image = action.image { setImage(image, for: .normal) }
  }

  private func setUpParts() {
    for part in [backgroundImageView, imageView, titleLabel].compactMap({ $0 }) { addSubview(part) }
    titleLabel?.font = .systemFont(ofSize: 15)
    titleLabel?.textAlignment = .center
    refresh()
  }

  override var primaryActionEvents: Event { .touchUpInside }

  // MARK: Per-state content

  /// Sets the title to show when the button is in the given state.
  open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; contentChanged() }
  /// Sets the color of the title when the button is in the given state.
  open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color; refresh() }
  /// Sets the image to show when the button is in the given state.
  open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; contentChanged() }
  /// Sets the background image, stretched to the button's bounds, for the given state.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state.rawValue] = image
    refresh()
  }

  /// The value for `state`, falling back to `.normal` as UIKit does.
  private func lookup<T>(_ table: [UInt: T], _ state: State) -> T? { table[state.rawValue] ?? table[0] }
  /// Returns the title for the given state, falling back to the normal state's.
  open func title(for state: State) -> String? { lookup(titles, state) }
  /// Returns the title color for the given state, falling back to the normal state's, then to the type's default.
  open func titleColor(for state: State) -> UIColor? { lookup(titleColors, state) ?? defaultTitleColor(for: state) }
  /// Returns the image for the given state, falling back to the normal state's.
  open func image(for state: State) -> UIImage? { lookup(images, state) }
  /// Returns the background image for the given state, falling back to the normal state's.
  open func backgroundImage(for state: State) -> UIImage? { lookup(backgroundImages, state) }
  /// The title for the button's current state.
  open var currentTitle: String? { title(for: state) }
  /// The title color for the button's current state.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
  /// The image for the button's current state.
  open var currentImage: UIImage? { image(for: state) }

  private func defaultTitleColor(for state: State) -> UIColor? {
    guard buttonType == .system else { return .white }
    if state.contains(.disabled) { return .systemGray3 }
    return tintColor
  }

  open override func stateDidChange() { refresh() }
  open override func tintColorDidChange() { refresh() }

  private func contentChanged() {
    refresh()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// Shows the current state's content (or the configuration's).
  func refresh() {
    if let handler = configurationUpdateHandler, !runningUpdateHandler {
      runningUpdateHandler = true
      handler(self)
      runningUpdateHandler = false
    }
    if let configuration = configurationStorage { return apply(configuration) }
    titleLabel?.text = currentTitle
    titleLabel?.textColor = currentTitleColor
    titleLabel?.alpha = buttonType == .system && isHighlighted ? 0.2 : 1
    imageView?.image = currentImage
    imageView?.alpha = titleLabel?.alpha ?? 1
    backgroundImageView.image = backgroundImage(for: state)
    setNeedsLayout()
  }

  // MARK: Layout

  /// The image and title side by side (image first), centred in the bounds less
  /// the content insets, each moved by its own edge insets.
  open override func layoutSubviews() {
    super.layoutSubviews()
    applyCornerRadius()
    backgroundImageView.frame = bounds
    let (imageSize, titleSize, gap) = contentParts()
    let box = bounds.inset(by: contentInsets)
    let width = imageSize.width + gap + titleSize.width
    var x = box.midX - width / 2
    imageView?.frame = CGRect(x: x, y: box.midY - imageSize.height / 2, width: imageSize.width,
                              height: imageSize.height).inset(by: imageEdgeInsets)
    x += imageSize.width + gap
    titleLabel?.frame = CGRect(x: x, y: box.midY - titleSize.height / 2, width: titleSize.width,
                               height: titleSize.height).inset(by: titleEdgeInsets)
  }

  /// The content's natural size plus its insets; an empty system button is 30×34 (UIKit's).
  open override var intrinsicContentSize: CGSize {
    let (imageSize, titleSize, gap) = contentParts()
    if imageSize == .zero && titleSize == .zero && configurationStorage == nil { return CGSize(width: 30, height: 34) }
    let insets = contentInsets
    return CGSize(width: imageSize.width + gap + titleSize.width + insets.left + insets.right,
                  height: max(imageSize.height, titleSize.height) + insets.top + insets.bottom)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  private func contentParts() -> (image: CGSize, title: CGSize, gap: CGFloat) {
    let imageSize = imageView?.image?.size ?? .zero
    let titleSize = titleLabel?.intrinsicContentSize ?? .zero
    let gap = imageSize != .zero && titleSize != .zero ? (configurationStorage?.imagePadding ?? 0) : 0
    return (imageSize, titleSize, gap)
  }

  /// `contentEdgeInsets`, the configuration's insets, or a system button's 6 pt above and below its title.
  private var contentInsets: UIEdgeInsets {
    if let configuration = configurationStorage { return configuration.resolvedInsets }
    if contentEdgeInsets != .zero || buttonType != .system || titleLabel?.text == nil { return contentEdgeInsets }
    return UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
  }
}
