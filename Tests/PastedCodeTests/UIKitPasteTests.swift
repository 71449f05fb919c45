import UIKit
import Testing
import FlipbookTestSupport

/// A file that imports UIKit, as iOS view code does: views, animation blocks,
/// UIScreen and the Core Graphics names all come with it.
@MainActor @Suite struct UIKitPasteTests {
  struct FadeInScene: Scene {
    static let id = "pasted-fade-in"
    static let summary = "a card fading in, written as an iOS view would be"
    var canvas: Canvas { Canvas(size: CGSize(width: 200, height: 200), scale: 1, fps: 30) }
    var length: SceneLength { .seconds(1) }
    func build() -> CALayer {
      // Pasted: the body of a view controller's viewDidAppear.
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.backgroundColor = .white
      let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100).inset(by: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
      card.backgroundColor = .systemBlue
      card.layer.cornerRadius = 12
      card.alpha = 0
      window.addSubview(card)
      UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseOut], animations: {
        card.alpha = 1
      }, completion: nil)
      return window.layer
    }
  }

  @Test func viewCodeCompilesAndRendersWithUIKitImported() throws {
    let baked = try FadeInScene().bake()
    let image = try Rasterizer().render(baked.timeline.renderTree(at: 0.9), options: RenderOptions(scale: 1, background: .white))
    let middle = image.pixel(x: 100, y: 100)
    #expect(middle.b > 200 && middle.r < 60)  // the blue card, fully faded in
    #expect(image.pixel(x: 55, y: 55).r > 240)  // outside the inset card: white
  }
}
