import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTestSupport

/// Dark mode: dynamic colours with iOS's dark values (Apple's HIG tables), the
/// canvas's appearance, overrides on views and controllers, and the callbacks a
/// style change makes.
@MainActor @Suite(.serialized) struct DarkModeTests {
  let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)

  func hex(_ color: UIColor, _ traits: UITraitCollection) -> String {
    let c = color.resolvedColor(with: traits).cgColor
    return String(format: "%02X%02X%02X@%.2f", Int((c.red * 255).rounded()), Int((c.green * 255).rounded()),
                  Int((c.blue * 255).rounded()), Double(c.alpha))
  }

  /// The colour a label's text is drawn in (its text layer's).
  func drawnColor(_ label: UILabel) -> CGColor? {
    ([label.layer] + (label.layer.sublayers ?? [])).compactMap { $0 as? CATextLayer }.first?.foregroundColor
  }

  @Test func systemColoursHaveTheirDarkValues() {
    #expect(hex(.label, light) == "000000@1.00" && hex(.label, dark) == "FFFFFF@1.00")
    #expect(hex(.systemBackground, dark) == "000000@1.00")
    #expect(hex(.secondarySystemGroupedBackground, dark) == "1C1C1E@1.00")
    #expect(hex(.secondaryLabel, dark) == "EBEBF5@0.60")
    #expect(hex(.separator, dark) == "545458@0.60")
    #expect(hex(.systemBlue, dark) == "0A84FF@1.00" && hex(.systemBlue, light) == "007AFF@1.00")
    #expect(hex(.systemRed, dark) == "FF453A@1.00")
    #expect(hex(.systemGray6, dark) == "1C1C1E@1.00")
    #expect(hex(UIColor.systemBlue.withAlphaComponent(0.5), dark) == "0A84FF@0.50")
    // Fixed colours stay what they are.
    #expect(hex(.white, dark) == "FFFFFF@1.00")
  }

  @Test func aProviderColourResolvesPerStyle() {
    let brand = UIColor { $0.userInterfaceStyle == .dark ? .orange : .purple }
    #expect(brand.resolvedColor(with: dark) == .orange && brand.resolvedColor(with: light) == .purple)
    var drawn: CGColor?
    dark.performAsCurrent { drawn = brand.cgColor }
    #expect(drawn == UIColor.orange.cgColor)
  }

  @Test func aDarkCanvasDrawsDarkAndAnOverrideSwitchesASubtree() {
    let clock = VirtualClock()
    clock.canvas = Canvas(size: CGSize(width: 100, height: 100), appearance: .dark)
    final class Probe: UIView {
      var changes: [UIUserInterfaceStyle?] = []
      override func traitCollectionDidChange(_ previous: UITraitCollection?) { changes.append(previous?.userInterfaceStyle) }
    }
    clock.run {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      root.backgroundColor = .systemBackground
      let child = Probe(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      child.backgroundColor = .secondarySystemBackground
      let label = UILabel()
      root.addSubview(child)
      child.addSubview(label)
      #expect(root.traitCollection.userInterfaceStyle == .dark)
      #expect(root.layer.backgroundColor == UIColor(hex: 0x000000, alpha: 1).cgColor)
      #expect(drawnColor(label) == UIColor.white.cgColor)
      var handled: [String] = []
      child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: Probe, previous: UITraitCollection) in
        handled.append("\(previous.userInterfaceStyle) → \(view.traitCollection.userInterfaceStyle)")
      }
      child.overrideUserInterfaceStyle = .light
      #expect(child.layer.backgroundColor == UIColor(hex: 0xF2F2F7, alpha: 1).cgColor)
      #expect(drawnColor(label) == UIColor.black.cgColor)
      #expect(root.layer.backgroundColor == UIColor(hex: 0x000000, alpha: 1).cgColor, "the override is the subtree's")
      #expect(child.changes == [.dark] && handled == ["dark → light"])
      #expect(child.backgroundColor === UIColor.secondarySystemBackground)
      child.overrideUserInterfaceStyle = .unspecified
      #expect(child.layer.backgroundColor == UIColor(hex: 0x1C1C1E, alpha: 1).cgColor)
      #expect(handled == ["dark → light", "light → dark"])
    }
  }

  @Test func adaptiveMaterialsTakeTheirDarkRecipe() {
    let clock = VirtualClock()
    clock.canvas = Canvas(size: CGSize(width: 100, height: 100), appearance: .dark)
    clock.run {
      let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      #expect(card.layer.backdropMaterial == UIBlurEffect.recipe(for: .systemMaterialDark))
      card.overrideUserInterfaceStyle = .light
      #expect(card.layer.backdropMaterial == UIBlurEffect.recipe(for: .systemMaterialLight))
      let fixed = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterialLight))
      #expect(fixed.layer.backdropMaterial == UIBlurEffect.recipe(for: .systemThinMaterialLight))
      card.overrideUserInterfaceStyle = .unspecified
    }
  }

  @Test func aControllerOverrideReachesItsViewAndTheStatusBarFollows() {
    let clock = VirtualClock()
    clock.canvas = Canvas(size: CGSize(width: 375, height: 667), showsStatusBar: true, appearance: .dark)
    clock.run {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let controller = UIViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.view.backgroundColor = .systemBackground
      let bar = window.subviews.first { $0.layer.name == "status bar" }
      let time = bar?.subviews.compactMap { $0 as? UILabel }.first
      #expect(time?.textColor == .white, "light content in dark mode")
      controller.overrideUserInterfaceStyle = .light
      #expect(controller.traitCollection.userInterfaceStyle == .light)
      #expect(controller.view.layer.backgroundColor == UIColor.white.cgColor)
      #expect(time?.textColor == .black)
      controller.overrideUserInterfaceStyle = .unspecified
    }
  }
}
