import Foundation
@_exported import FlipbookCoreAnimation

/// A view that shows an image as its layer's contents, as UIKit does: the image's
/// scale is the layer's `contentsScale`, `contentMode` its `contentsGravity`.
/// `animationImages` play as a discrete keyframe animation of `contents`, UIKit's
/// own implementation, so the frames land at exact virtual times.
open class UIImageView: UIView {
  /// Apple: "the default value is 1/30th of a second" per image when `animationDuration` is 0.
  static let defaultFrameDuration: TimeInterval = 1.0 / 30
  static let animationKey = "UIImageViewAnimation"

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
    NibCoder.finish(self, coder, as: UIImageView.self)
  }

  /// A view the size of `image` (UIKit's `init(image:)`).
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    showCurrentImage()  // Observers do not run for a class's own properties in its initialisers.
  }

  /// Creates an image view the size of the image, showing it, with an image to show while highlighted.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
    showCurrentImage()
  }

  /// The image the view shows, as its layer's contents; a template image is drawn in the tint color.
  open var image: UIImage? { didSet { showCurrentImage(); invalidateIntrinsicContentSize() } }
  /// The image the view shows while `isHighlighted` is true.
  open var highlightedImage: UIImage? { didSet { showCurrentImage() } }
  /// Shows `highlightedImage` (when there is one) instead of `image`.
  open var isHighlighted = false { didSet { showCurrentImage() } }
  /// Applied to symbol images it shows (their size, weight and scale), as UIKit's.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet { showCurrentImage(); invalidateIntrinsicContentSize() }
  }

  /// The image as shown: the preferred symbol configuration applied to a symbol.
  private var configuredImage: UIImage? {
    guard let image, let configuration = preferredSymbolConfiguration, image.isSymbolImage else { return image }
    return image.applyingSymbolConfiguration(configuration) ?? image
  }

  /// A template image (a symbol, or `.alwaysTemplate`) is drawn as a mask of the tint.
  private func showCurrentImage() {
    var shown = (isHighlighted ? highlightedImage : nil) ?? configuredImage
    if let template = shown, template.drawsAsTemplate { shown = template.withTintColor(tintColor) }
    layer.contents = shown?.cgImage
    if let shown { layer.contentsScale = shown.scale }
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    if ((isHighlighted ? highlightedImage : nil) ?? image)?.drawsAsTemplate == true { showCurrentImage() }
  }

  /// The image's size in points (none without an image).
  open override var intrinsicContentSize: CGSize {
    guard let image = configuredImage else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    return image.size
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { configuredImage?.size ?? .zero }

  // MARK: Frame animation

  /// The images `startAnimating()` plays in turn, as a discrete keyframe animation on the virtual clock.
  open var animationImages: [UIImage]?
  /// The images `startAnimating()` plays when the view is highlighted.
  open var highlightedAnimationImages: [UIImage]?
  /// Seconds for one pass through the images; 0 means 1/30 s an image.
  open var animationDuration: TimeInterval = 0
  /// Passes to play; 0 repeats for ever (a scene then needs an explicit length).
  open var animationRepeatCount = 0
  /// A Boolean value that indicates whether the images are animating, from `startAnimating()` to `stopAnimating()`.
  ///
  /// Unlike UIKit's, it stays true after a finite `animationRepeatCount` has played, until `stopAnimating()`.
  open private(set) var isAnimating = false

  /// Plays `animationImages` (or the highlighted set while highlighted) from now.
  open func startAnimating() {
    let frames = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages ?? []
    guard !frames.isEmpty else { return }
    let animation = CAKeyframeAnimation(keyPath: "contents")
    animation.values = frames.map { $0.cgImage as Any }
    animation.calculationMode = .discrete
    animation.duration = animationDuration > 0 ? animationDuration : Double(frames.count) * Self.defaultFrameDuration
    animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
    animation.isRemovedOnCompletion = true
    if let scale = frames.first?.scale { layer.contentsScale = scale }
    layer.add(animation, forKey: Self.animationKey)
    isAnimating = true
  }

  /// Stops the frames and shows `image` again.
  open func stopAnimating() {
    layer.removeAnimation(forKey: Self.animationKey)
    isAnimating = false
  }
}
