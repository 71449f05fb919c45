import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - UIVisualEffectView

/// Shows a visual effect behind its `contentView`: for a `UIBlurEffect`, what lies
/// behind the view, blurred and recoloured by the style's material, in every
/// frame (the rasterizer captures the picture behind as it draws).
///
/// Add subviews to `contentView`, as UIKit asks; corner radius and `clipsToBounds`
/// on the effect view shape the material. Setting `effect` inside an animation
/// block animates the material in or out, as on iOS.
open class UIVisualEffectView: UIView {
  /// The view to add content to; it fills the effect view.
  public let contentView: UIView

  /// The visual effect the view shows; setting it inside an animation block animates the material in or out.
  open var effect: UIVisualEffect? {
    didSet { showEffect() }
  }

  /// Creates a visual effect view that shows the given effect, or nothing when it is `nil`.
  public init(effect: UIVisualEffect?) {
    contentView = UIView(frame: .zero)
    self.effect = effect
    super.init(frame: .zero)
    setUpContentView()
  }

  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    setUpContentView()
    NibCoder.finish(self, coder, as: UIVisualEffectView.self)
  }

  private func setUpContentView() {
    layer.name = layer.name ?? "UIVisualEffectView"
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    // Made inside an animation block, a view appears with its material, not fading from none.
    UIView.performWithoutAnimation { showEffect() }
  }

  /// The material on the layer; no effect is the identity material (which draws
  /// nothing), so setting an effect in an animation block blurs in from clear.
  private func showEffect() {
    var material: Backdrop?
    traitCollection.performAsCurrent { material = effect?.material }
    layer.backdropMaterial = material ?? .identity
  }

  /// An adaptive material (`.systemMaterial`) takes its dark recipe in dark mode.
  open override func traitColorsDidChange() {
    super.traitColorsDidChange()
    showEffect()
  }
}
