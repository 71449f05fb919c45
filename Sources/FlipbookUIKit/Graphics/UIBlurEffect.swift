import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - Visual effects

/// The base class of the effects a `UIVisualEffectView` shows.
open class UIVisualEffect: NSObject, @unchecked Sendable {
  /// The material a view with this effect draws behind its content (nil: none).
  var material: Backdrop? { nil }
}

/// A blur of what lies behind the view, in one of iOS's materials.
///
/// The system materials use Core Material's recipes, decoded from iOS's
/// `platformContent*` / `platformChrome*` `.materialrecipe` files
/// (docs/research/ios-look.md §7): blur radius, saturation, brightness and a
/// luminance curve, light and dark. The adaptive styles take the variant of the
/// traits the material is resolved with (the effect view's: dark in dark mode).
///
/// Decision for the iOS 8 styles, whose iOS 13+ recipes are not published:
/// `extraLight` and `prominent` draw the thick material, `light` and `regular`
/// the standard one, `dark` the dark standard one (on iOS 13+ `regular` and
/// `prominent` are documented as adapting like the system materials).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// A style of blur, one of iOS's materials.
  public enum Style: Int, Sendable, CaseIterable {
    /// A style from iOS 8 and 10: `extraLight` and `prominent` draw the thick material, `light` and `regular` the
    /// standard one, and `dark` the dark standard one; `regular` and `prominent` adapt to dark mode.
    case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
    /// A system material that adapts to the interface style, from ultra-thin to standard thickness.
    case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8
    /// A system material that adapts to the interface style, thick or chrome (the look of the system chrome).
    case systemThickMaterial = 9, systemChromeMaterial = 10
    /// A system material that is always light, from ultra-thin to standard thickness.
    case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
    /// A system material that is always light, thick or chrome (the look of the system chrome).
    case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
    /// A system material that is always dark, from ultra-thin to standard thickness.
    case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
    /// A system material that is always dark, thick or chrome (the look of the system chrome).
    case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
  }

  /// The effect's blur style.
  public let style: Style

  /// Creates a blur effect with the given style.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  override var material: Backdrop? {
    Self.recipe(for: style, dark: UITraitCollection.current.userInterfaceStyle == .dark)
  }

  /// Core Material's recipe: (blur radius, saturation, brightness, luminance amount, curve).
  static func recipe(for style: Style, dark inDarkMode: Bool = false) -> Backdrop {
    let (thickness, dark): (Thickness, Bool) = switch style {
    case .extraLight: (.thick, false)
    case .prominent: (.thick, inDarkMode)
    case .light: (.standard, false)
    case .regular: (.standard, inDarkMode)
    case .dark: (.standard, true)
    case .systemUltraThinMaterial: (.ultraThin, inDarkMode)
    case .systemThinMaterial: (.thin, inDarkMode)
    case .systemMaterial: (.standard, inDarkMode)
    case .systemThickMaterial: (.thick, inDarkMode)
    case .systemChromeMaterial: (.chrome, inDarkMode)
    case .systemUltraThinMaterialLight: (.ultraThin, false)
    case .systemThinMaterialLight: (.thin, false)
    case .systemMaterialLight: (.standard, false)
    case .systemThickMaterialLight: (.thick, false)
    case .systemChromeMaterialLight: (.chrome, false)
    case .systemUltraThinMaterialDark: (.ultraThin, true)
    case .systemThinMaterialDark: (.thin, true)
    case .systemMaterialDark: (.standard, true)
    case .systemThickMaterialDark: (.thick, true)
    case .systemChromeMaterialDark: (.chrome, true)
    }
    let r: (CGFloat, CGFloat, CGFloat, CGFloat, [CGFloat]) = switch (thickness, dark) {
    case (.ultraThin, false): (22.5, 1.1, 0.12, 0.5, [0.45, 0.55, 0.65, 0.68])
    case (.thin, false): (30, 1.35, 0.12, 0.6, [0.725, 0.825, 0.76, 0.73])
    case (.standard, false): (30, 1.5, 0.10, 0.75, [0.9, 0.83, 0.925, 0.815])
    case (.thick, false): (45, 1.5, 0.045, 0.88, [0.99, 0.95, 0.98, 0.905])
    case (.chrome, false): (22.5, 1.1, 0.10, 0.75, [0.8, 0.9, 1.1, 0.825])
    case (.ultraThin, true): (22.5, 1.1, 0, 0.5, [0.24, 0.24, 0.3, 0.39])
    case (.thin, true): (30, 1.35, 0, 0.6, [0.2, 0.21, 0.1, 0.15])
    case (.standard, true): (30, 1.5, 0, 0.75, [0.16, 0.26, 0.1, 0.1])
    case (.thick, true): (45, 1.5, 0, 0.88, [0.14, 0.16, 0.1, 0.03])
    case (.chrome, true): (22.5, 2.0, -0.1, 0.75, [0.23, 0.52, 0.27, 0.255])
    }
    return Backdrop(blurRadius: r.0, saturation: r.1, brightness: r.2, luminanceAmount: r.3, luminanceValues: r.4)
  }

  enum Thickness { case ultraThin, thin, standard, thick, chrome }
}

/// Vibrancy for content over a blur. Flipbook draws the content view's colours as
/// they are (iOS blends them with the backdrop; that filter is not reproduced).
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur effect the vibrant content is shown over.
  public let blurEffect: UIBlurEffect
  /// Creates a vibrancy effect for content shown over the given blur effect.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
  /// Creates a vibrancy effect of the given style for content over the given blur effect.
  ///
  /// Flipbook ignores the style, as it draws vibrant content in its own colours.
  public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) { self.init(blurEffect: blurEffect) }
}

/// A style of vibrancy for content over a blur, matching the levels of label, fill and separator colours.
public enum UIVibrancyEffectStyle: Int, Sendable {
  /// A vibrancy style for label text (primary to quaternary), fills (primary to tertiary) or separators.
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
