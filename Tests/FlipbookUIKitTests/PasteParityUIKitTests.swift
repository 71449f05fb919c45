import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTestSupport

/// UIKit patterns from real code that Flipbook once ran differently (issue "Paste parity").
@MainActor
@Suite struct PasteParityUIKitTests {
  /// `view` in a 200 pt window (a shown tree, where layers animate implicitly).
  static func inWindow<V: UIView>(_ view: V) -> V {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(view)
    return view
  }

  /// A shake: out with a spring, then back from half-way, both blocks on one
  /// property (`addAnimations(_:delayFactor:)`). The second runs on top of the
  /// first, additively, as UIKit's animations of one property do: it moves.
  @Test func aStagedPropertyAnimatorShakeMoves() {
    let clock = VirtualClock()
    let view = clock.run { () -> UIView in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
      animator.addAnimations { view.transform = CGAffineTransform(translationX: 40, y: 0) }
      animator.addAnimations({ view.transform = .identity }, delayFactor: 0.5)
      animator.startAnimation()
      return view
    }
    func shownX() -> Double { Double(view.layer.presentationCopy().transform.m41) }
    clock.advance(to: 0.25)
    #expect(abs(shownX() - 10) < 1e-9)          // the first stage alone: 40 · 0.25
    clock.advance(to: 0.75)
    #expect(abs(shownX() - (30 - 20)) < 1e-9)   // 40 · 0.75, less 40 · 0.5 of the second
    clock.advance(to: 1.01)
    #expect(abs(shownX()) < 1e-9 && view.transform == .identity)
  }

  /// iOS 8+: a later block on a geometry property adds to the running one, whose
  /// completion still comes at its own end with finished = true; a later block on
  /// alpha replaces the running animation, whose completion hears finished = false
  /// when the new block commits (doc §6.5, §6.6; WWDC14 session 236).
  @Test func finishedFlagsWhenALaterBlockAnimatesTheSameProperty() {
    let clock = VirtualClock()
    var heard: [String] = []
    let view = clock.run { Self.inWindow(UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))) }
    clock.advance(to: 1)
    clock.run {
      UIView.animate(withDuration: 1, animations: { view.center.x = 100 },
                     completion: { heard.append("move \($0) \(CACurrentMediaTime())") })
      UIView.animate(withDuration: 1, animations: { view.alpha = 0 },
                     completion: { heard.append("fade \($0) \(CACurrentMediaTime())") })
    }
    clock.advance(to: 1.5)
    clock.run {
      UIView.animate(withDuration: 1) { view.center.x = 0 }
      UIView.animate(withDuration: 1) { view.alpha = 1 }
    }
    clock.advance(to: 3)
    #expect(heard == ["fade false 1.5", "move true 2.0"])
  }

  /// A layer (or view) made before the scene's clock runs, in a scene's stored
  /// property, joins the scene with an id of its own: the bake never sees two
  /// layers with one id.
  @Test func aViewMadeInTheScenesStoredPropertyJoinsTheScene() throws {
    struct Stored: Scene {
      static let id = "stored"
      static let summary = "a view made in a stored property"
      // Made when the scene is, before bake() runs its clock (the test runs on the main actor).
      let badge = MainActor.assumeIsolated { UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)) }
      init() {}
      var canvas: Canvas { Canvas(size: CGSize(width: 100, height: 100), scale: 1, fps: 10, background: .white) }
      var length: SceneLength { .seconds(1) }
      func build() -> CALayer {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for _ in 0..<3 { window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))) }
        badge.backgroundColor = .systemRed
        window.addSubview(badge)
        UIView.animate(withDuration: 0.5) { self.badge.center.x = 80 }
        return window.layer
      }
    }
    let baked = try Stored().bake()
    let ids = baked.timeline.layers.map(\.id)
    #expect(Set(ids).count == ids.count)
    let badge = try #require(baked.timeline.layers.first { $0.animations.contains { $0.key == "position" } })
    #expect(baked.timeline.presentedProps(ofLayer: badge.id, at: 1)?.position.x == 80)
  }

  /// A progress view subclass whose `setProgress(_:animated:)` sets `progress` (as
  /// apps write them) does not recurse: the property does not call the method, and
  /// `layoutIfNeeded()` in an animation block animates the fill.
  final class SlowProgress: UIProgressView {
    override func setProgress(_ progress: Float, animated: Bool) {
      self.progress = progress
      UIView.animate(withDuration: 1) { self.layoutIfNeeded() }
    }
  }

  @Test func aProgressSubclassSettingProgressInSetProgressAnimates() {
    let clock = VirtualClock()
    let bar = clock.run { Self.inWindow(SlowProgress(frame: CGRect(x: 0, y: 0, width: 200, height: 4))) }
    clock.advance(to: 1)
    clock.run { bar.setProgress(1, animated: true) }
    clock.advance(to: 1.5)
    let width = Double(bar.fillView.layer.presentationCopy().bounds.width)
    #expect(width > 20 && width < 180)
    clock.advance(to: 2.1)
    #expect(bar.fillView.layer.presentationCopy().bounds.width == 200)
  }
}
