import UIKit
import Testing
import FlipbookTestSupport

/// App-level names pasted code reaches for: `UIApplication.shared`, the status
/// bar's style, `URLSession` serving local files, snapshots, literals, Darwin's
/// constants. Each written in the shape app code has (our own code).
@MainActor @Suite(.serialized) struct AppNamesPasteTests {
  final class LightController: UIViewController {
    var dark = false
    override var preferredStatusBarStyle: UIStatusBarStyle { dark ? .default : .lightContent }
    override func awakeFromNib() { super.awakeFromNib() }
  }

  struct StatusScene: Scene {
    static let id = "status-style"
    static let summary = "a dark screen with light status bar content"
    var canvas: Canvas { Canvas(size: CGSize(width: 375, height: 667), scale: 1, fps: 10, showsStatusBar: true) }
    var length: SceneLength { .seconds(1) }
    func build() -> CALayer {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let controller = LightController()
      controller.view.backgroundColor = .black
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(UIApplication.shared.keyWindow === window)
      #expect(UIApplication.shared.windows == [window])
      let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
      #expect(scene?.windows.first === window && window.windowScene === scene)
      #expect(UIApplication.shared.statusBarFrame.height == 20)
      UIApplication.shared.isIdleTimerDisabled = true
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        controller.dark = true
        controller.view.backgroundColor = .white
        controller.setNeedsStatusBarAppearanceUpdate()
      }
      return window.layer
    }
  }

  /// `.lightContent` draws the status bar's time white over the dark screen; after
  /// `setNeedsStatusBarAppearanceUpdate()` with `.default` it is black again.
  @Test func theStatusBarFollowsPreferredStatusBarStyle() throws {
    let baked = try StatusScene().bake()
    // The lightest and darkest red of the centred "9:41" (x 170…205, y 4…16).
    func range(at t: Double) throws -> (Int, Int) {
      var values: [Int] = []
      for y in 4..<16 { for x in 170..<205 { values.append(Int(try pixel(baked.timeline, t, x, y).r)) } }
      return (values.min() ?? -1, values.max() ?? -1)
    }
    let light = try range(at: 0.2), dark = try range(at: 0.8)
    #expect(light.0 == 0 && light.1 > 200)     // white text over black
    #expect(dark.1 == 255 && dark.0 < 60)      // black text over white
  }

  struct PhotoScene: Scene {
    static let id = "photo-download"
    static let summary = "an image view cross-fading to a downloaded image"
    nonisolated(unsafe) static var url = ""
    var url: String { Self.url }
    var canvas: Canvas { Canvas(size: CGSize(width: 100, height: 100), scale: 1, fps: 10) }
    var length: SceneLength { .seconds(1) }
    func build() -> CALayer {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let imageView = UIImageView(frame: window.bounds)
      window.addSubview(imageView)
      URLSession.latency = 0.4
      URLSession.serve("https://example.com/red.png", data: AppNamesPasteTests.redPNG)
      let task = URLSession.shared.dataTask(with: URL(string: url)!) { data, response, error in
        guard let data = data, error == nil, let image = UIImage(data: data) else { return }
        DispatchQueue.main.async {
          UIView.transition(with: imageView, duration: 0.2, options: .transitionCrossDissolve,
                            animations: { imageView.image = image }, completion: nil)
        }
      }
      task.resume()
      return window.layer
    }
  }

  static let redPNG: Data = {
    let bitmap = makeBitmap(width: 4, height: 4) { _, _ in (255, 0, 0, 255) }
    return (try? PNGCodec.encode(bitmap)).map { Data($0) } ?? Data()
  }()

  @Test func aDownloadArrivesAfterTheLatencyOnTheVirtualClock() throws {
    PhotoScene.url = "https://example.com/red.png"
    let baked = try PhotoScene().bake()
    #expect(try pixel(baked.timeline, 0.3, 50, 50) == (255, 255, 255, 255))   // the white background
    #expect(try pixel(baked.timeline, 0.9, 50, 50) == (255, 0, 0, 255))
  }

  @Test func aURLNothingServesFailsTheSceneNamingIt() {
    PhotoScene.url = "https://example.com/missing-cat.png"
    #expect {
      try PhotoScene().bake()
    } throws: { error in
      "\(error)".contains("URLSession asked for https://example.com/missing-cat.png, which nothing serves")
        && "\(error)".contains("VirtualURLSession.serve")
    }
  }

  /// A snapshot keeps what the view showed when it was taken; literals, Darwin's
  /// constants and identity equality compile and mean what they mean on iOS.
  @Test func snapshotsLiteralsAndConstants() throws {
    let clock = VirtualClock()
    clock.run {
      let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
      view.backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
      let snapshot = view.snapshotView(afterScreenUpdates: false)
      view.backgroundColor = .blue
      #expect(snapshot?.frame == view.frame)
      #expect(snapshot?.layer.sublayers?.first?.backgroundColor == UIColor.red.cgColor)
      let mask = UIView(frame: view.bounds)
      view.mask = mask
      #expect(view.mask === mask && view.layer.mask === mask.layer)
      #expect(view != snapshot && view == view && view.isKind(of: UIView.self) && !view.isKind(of: UILabel.self))
      let delay = Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
      #expect(delay == 0.5 && MAXFLOAT == .greatestFiniteMagnitude)
      #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
      let label = UILabel()
      label.font = UIFont(name: "HelveticaNeue", size: 18)
      #expect(label.font.pointSize == 18)
      UIImpactFeedbackGenerator(style: .medium).impactOccurred()
      let placeholder = Timer()   // `var timer = Timer()` before the real one is scheduled
      #expect(!placeholder.isValid)
      view.prepareForInterfaceBuilder()
      // The device: an iPhone in portrait.
      #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.orientation.isPortrait)
      #expect(!UIDeviceOrientationIsLandscape(UIDevice.current.orientation) && UIDevice.current.systemName == "iOS")
      let count: NSInteger = 3
      #expect(count == 3)
    }
    #expect(clock.errors.isEmpty)
  }
}
