import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTestSupport

/// `UIImage(systemName:)`: Flipbook's own drawings of common SF Symbols, tinted by
/// the view that shows them.
@MainActor
@Suite struct SymbolImageTests {
  @Test func aBodySizeSymbolIs22PointsAndATemplate() throws {
    let clock = VirtualClock()
    try clock.run {
      let house = try #require(UIImage(systemName: "house"))
      #expect(house.isSymbolImage && house.renderingMode == .automatic && house.drawsAsTemplate)
      #expect(house.size == CGSize(width: 22, height: 22))
      let large = try #require(UIImage(systemName: "house", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)))
      #expect(large.size.width == (20 * 1.3 * 1.27).rounded() && large.symbolConfiguration?.weight == .bold)
      #expect(!house.withRenderingMode(.alwaysOriginal).drawsAsTemplate)
      #expect(house.withRenderingMode(.alwaysOriginal).isSymbolImage)
    }
    #expect(clock.errors.isEmpty)
  }

  @Test func anUnknownNameFailsTheSceneNamingTheGlyphsDrawn() {
    let clock = VirtualClock()
    let image = clock.run { UIImage(systemName: "airplane.circle") }
    #expect(image == nil)
    let message = clock.errors.map { "\($0)" }.joined()
    #expect(message.contains("airplane.circle") && message.contains("magnifyingglass") && message.contains("UIImage(named:)"))
  }

  @Test func anImageViewDrawsASymbolInItsTint() throws {
    let clock = VirtualClock()
    let root = clock.run { () -> UIView in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
      root.backgroundColor = .white
      root.tintColor = .systemRed
      let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
      let plain = UIImageView(image: UIImage(systemName: "heart.fill")?.withRenderingMode(.alwaysOriginal))
      plain.frame.origin.x = 30
      root.addSubview(heart)
      root.addSubview(plain)
      return root
    }
    let image = try render(root.layer, scale: 2)
    // The heart's middle (12, 12) of 24 units in a 22 pt image: tinted red, and black when original.
    let red = image.pixel(x: 22, y: 22), black = image.pixel(x: 60 + 22, y: 22)
    #expect(red.r > 240 && red.g < 70 && red.b < 70)
    #expect(black.r < 10 && black.g < 10 && black.b < 10)
    #expect(image.pixel(x: 2, y: 2) == (255, 255, 255, 255))
  }

  @Test func theGlyphsAsDrawn() throws {
    let clock = VirtualClock()
    let root = clock.run { () -> UIView in
      let names = SymbolGlyphs.names
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 6 * 32, height: CGFloat((names.count + 5) / 6) * 32))
      root.backgroundColor = .white
      root.tintColor = .label
      for (i, name) in names.enumerated() {
        let view = UIImageView(image: UIImage(systemName: name))
        view.center = CGPoint(x: CGFloat(i % 6) * 32 + 16, y: CGFloat(i / 6) * 32 + 16)
        root.addSubview(view)
      }
      return root
    }
    try assertMatchesReference(try render(root.layer, scale: 2), named: "glyphs")
  }

  @Test func aTintedSymbolStaysTintedWhenATabBarRedrawsIt() throws {
    let clock = VirtualClock()
    let image = try clock.run { () -> UIImage in
      let red = try #require(UIImage(systemName: "heart.fill")?.withTintColor(.systemRed, renderingMode: .alwaysOriginal))
      return try #require(red.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30)))
    }
    #expect(image.size.width == 39 && image.renderingMode == .alwaysOriginal && image.symbolTint == .systemRed)
  }
}
