import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
import FlipbookTestSupport

/// Names older and Objective-C-era Swift code uses compile and mean what they mean
/// on iOS: the kCA… constants, HUGE, UIEdgeInsets and its functions, CGVector.
@MainActor
@Suite struct PastedNamesTests {
  @Test func lineCapConstantsDrawAsTheirSwiftValues() throws {
    let root = makeRoot(CGSize(width: 100, height: 40))
    let line = CAShapeLayer()
    line.frame = root.bounds
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 20, y: 20))
    path.addLine(to: CGPoint(x: 80, y: 20))
    line.path = path.cgPath
    line.strokeColor = UIColor.black.cgColor
    line.lineWidth = 10
    line.lineCap = kCALineCapRound
    line.lineJoin = kCALineJoinRound
    root.addSublayer(line)
    // A round cap reaches 5 pt past the end of the line; a butt cap stops at it.
    #expect(try render(root).pixel(x: 83, y: 20).r < 60)
    line.lineCap = kCALineCapButt
    #expect(try render(root).pixel(x: 83, y: 20).r > 200)
  }

  @Test func constantsAreTheTypedValues() {
    #expect(kCALineCapSquare == .square && kCALineJoinBevel == .bevel && kCAFillRuleEvenOdd == .evenOdd)
    #expect(kCAGravityResizeAspectFill == .resizeAspectFill && kCAGravityTopLeft == .topLeft)
    #expect(kCAFilterNearest == .nearest && kCACornerCurveContinuous == .continuous)
    #expect(kCAGradientLayerRadial == .radial && kCAAlignmentCenter == .center && kCATruncationMiddle == .middle)
    let transition = CATransition()
    transition.type = kCATransitionPush
    transition.subtype = kCATransitionFromLeft
    #expect(transition.type == .push && transition.subtype == .fromLeft)
  }

  /// `repeatCount = HUGE` repeats for ever, as on iOS (semantics doc §2).
  @Test func hugeRepeatsForEver() throws {
    let pulse = CABasicAnimation(keyPath: "opacity")
    pulse.repeatCount = HUGE
    #expect(pulse.repeatCount == .greatestFiniteMagnitude)
    #expect(try pulse.resolvedTiming(defaultDuration: 0.25).repeatCount == .infinity)
  }

  @Test func edgeInsetsShrinkARectAsUIKitDoes() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let insets = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    #expect(rect.inset(by: insets) == CGRect(x: 10, y: 5, width: 70, height: 30))
    #expect(UIEdgeInsetsInsetRect(rect, UIEdgeInsetsMake(5, 10, 15, 20)) == rect.inset(by: insets))
    #expect(rect.inset(by: .zero) == rect)
    // No standardising: insets larger than the rect leave a negative width, as UIKit's inline function does.
    #expect(rect.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)).size.width == -20)
  }

  @Test func vectorsHoldTheirComponents() {
    let v = CGVector(dx: 3, dy: -4)
    #expect(v.dx == 3 && v.dy == -4)
    #expect(CGVector.zero == CGVector() && CGVector(dx: 1.5, dy: 0).dx == 1.5)
  }

  /// A scene's `UIScreen.main` is its canvas, so a window made the usual way fills the frame.
  struct ScreenSizedScene: Scene {
    static let id = "screen-sized"
    static let summary = "a window as big as UIScreen.main"
    var canvas: Canvas { Canvas(size: CGSize(width: 320, height: 568), scale: 3, fps: 30) }
    var length: SceneLength { .seconds(0.1) }
    func build() -> CALayer {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.backgroundColor = .white
      #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeScale == 3)
      #expect(UIScreen.main.nativeBounds.size == CGSize(width: 960, height: 1704))
      #expect(UIScreen.main.maximumFramesPerSecond == 30)
      return window.layer
    }
  }

  @Test func mainScreenIsTheScenesCanvas() throws {
    let baked = try ScreenSizedScene().bake()
    let tree = try baked.timeline.renderTree(at: 0)
    #expect(tree.layers.first?.bounds.size == CGSize(width: 320, height: 568))
    // Outside a scene: the built-in scenes' phone.
    #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667) && UIScreen.main.scale == 2)
  }

  /// `NSValue` boxes are accepted as animation values and read back by their accessors.
  @Test func valueBoxesAnimateAndReadBack() {
    let scale = presented(at: 0.5, setup: { layer in
      let a = CABasicAnimation(keyPath: "transform")
      a.fromValue = NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1))
      a.toValue = NSValue(caTransform3D: CATransform3DIdentity)
      a.duration = 1
      a.timingFunction = CAMediaTimingFunction(name: .linear)
      layer.add(a, forKey: "shrink")
    }, read: { $0.presentation()?.transform.m11 ?? 0 })
    #expect(abs(scale - 1.5) < 1e-9)
    let y = presented(at: 0.25, setup: { layer in
      let a = CAKeyframeAnimation(keyPath: "position")
      a.values = [NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 0, y: 100))]
      a.duration = 1
      layer.add(a, forKey: "drop")
    }, read: { $0.presentation()?.position.y ?? -1 })
    #expect(abs(y - 25) < 1e-9)
    let t = CATransform3DMakeRotation(0.3, 0, 0, 1)
    #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
    #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
    #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
    #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
    #expect(NSValue(cgPoint: .zero).caTransform3DValue == CATransform3D())  // not a transform: zeros
  }

  /// A box of the wrong kind is refused with what it holds, not Foundation's class name.
  /// (On a layer class of the scene's own: on Core Animation's, iOS runs it without effect.)
  final class Marker: CALayer {}

  @Test func aWrongBoxNamesWhatItHolds() {
    let clock = VirtualClock()
    clock.run {
      let layer = Marker()
      let move = CABasicAnimation(keyPath: "position")
      move.fromValue = NSValue(cgSize: CGSize(width: 1, height: 2))
      #expect {
        try layer.addAnimation(move, forKey: nil)
      } throws: { "\($0)".contains("fromValue is an NSValue holding {CGSize=dd}; this key path takes a CGPoint") }
    }
  }
}

/// A hue that is not a number gives a colour, not a trap (scene code is user input).
@MainActor @Suite struct HueInputTests {
  @Test func aNaNHueIsRed() {
    #expect(UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(UIColor(hue: .infinity, saturation: 1, brightness: 1, alpha: 1).cgColor.alpha == 1)
  }
}
