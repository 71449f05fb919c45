import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookScenes
import FlipbookTestSupport

/// `UIVisualEffectView` and `UIBlurEffect` (docs/research/ios-look.md §7).
@MainActor
@Suite struct VisualEffectViewTests {
  @Test func stylesTakeCoreMaterialsRecipes() {
    let chrome = UIBlurEffect.recipe(for: .systemChromeMaterial)
    #expect(chrome.blurRadius == 22.5 && chrome.saturation == 1.1 && chrome.luminanceValues == [0.8, 0.9, 1.1, 0.825])
    #expect(UIBlurEffect.recipe(for: .systemThickMaterialDark).blurRadius == 45)
    // No dark mode: the adaptive styles are their light variants.
    #expect(UIBlurEffect.recipe(for: .systemMaterial) == UIBlurEffect.recipe(for: .systemMaterialLight))
    #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20 && UIBlurEffect.Style.prominent.rawValue == 5)
  }

  @Test func contentGoesInTheContentViewAndTheLayerCarriesTheMaterial() {
    let clock = VirtualClock()
    clock.run {
      let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
      view.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
      view.layoutIfNeeded()
      #expect(view.contentView.superview === view && view.contentView.frame == view.bounds)
      #expect(view.layer.backdropMaterial == UIBlurEffect.recipe(for: .systemThinMaterial))
      view.effect = nil
      #expect(view.layer.backdropMaterial == .identity)
    }
  }

  @Test func settingTheEffectInAnAnimationBlockFadesTheBlurIn() throws {
    let clock = VirtualClock()
    let (root, view) = clock.run { () -> (UIView, UIVisualEffectView) in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let view = UIVisualEffectView(effect: nil)
      view.frame = root.bounds
      root.addSubview(view)
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
        view.effect = UIBlurEffect(style: .systemMaterial)
      })
      return (root, view)
    }
    func material(at t: Double) throws -> Backdrop? {
      clock.advance(to: t)
      return try root.layer.renderTree(size: root.bounds.size).layers.first?.sublayers.first?.backdrop
    }
    let target = UIBlurEffect.recipe(for: .systemMaterial)
    let half = try #require(try material(at: 0.5))
    #expect(abs(half.blurRadius - target.blurRadius / 2) < 1e-6)
    #expect(abs(half.luminanceAmount - target.luminanceAmount / 2) < 1e-6)
    #expect(try material(at: 1.5) == target)
    #expect(view.layer.backdropMaterial == target)
  }

  @Test func theMaterialsSceneBlursWhatTheCardPassesOver() throws {
    let baked = try MaterialsScene().bake()
    // The dark card slides across the stripes at y 390…438; at x 60 it covers
    // systemOrange (45…90) at 0.6 s, blurred towards its neighbours and darkened.
    let frame = try Rasterizer().render(baked.timeline.renderTree(at: 0.6), options: RenderOptions(scale: 1))
    let under = frame.pixel(x: 60, y: 414), beside = frame.pixel(x: 60, y: 380)
    #expect(beside.r > 240 && beside.g > 140 && beside.b < 20)   // orange, unblurred
    #expect(under.r < 140 && under.r > 40 && under.g < 110)      // dark, warm
  }

  @Test func aViewMadeInsideAnAnimationBlockAppearsWithItsMaterial() throws {
    let clock = VirtualClock()
    let root = clock.run { () -> UIView in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      UIView.animate(withDuration: 1) {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        view.frame = root.bounds
        root.addSubview(view)
      }
      return root
    }
    clock.advance(to: 0.25)
    let node = try #require(try root.layer.renderTree(size: root.bounds.size).layers.first?.sublayers.first)
    #expect(node.backdrop == UIBlurEffect.recipe(for: .systemThinMaterial))
  }
}
