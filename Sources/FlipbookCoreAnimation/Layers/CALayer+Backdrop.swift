import Foundation

// MARK: - Backdrop material

extension CALayer {
  /// The material that blurs and recolours what lies behind this layer (nil: none).
  ///
  /// iOS draws `UIVisualEffectView` with a private `CABackdropLayer`; there is no
  /// public Core Animation API for it, so this is package-level: UIKit's
  /// `UIVisualEffectView` sets it. Inside a `UIView.animate` block it animates
  /// number by number, so `effectView.effect = UIBlurEffect(…)` fades the blur in.
  package var backdropMaterial: Backdrop? {
    get { props.backdropMaterial.flatMap(Backdrop.init(components:)) }
    set { update(\.backdropMaterial, newValue?.components) }
  }
}
