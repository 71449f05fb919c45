import Flipbook
import Foundation

/// Every built-in scene, by id.
public enum Scenes {
  public static var all: [any Scene.Type] {[
    AlertIOS7.self, AlertSlide.self, AlertPop.self, AlertFull.self, AlertFullChinese.self,
    ToggleViews.self, NestedBlocks.self, RepeatAutoreverse.self, RotateCounter.self,
    BasicOpacity.self, BasicColor.self, BasicPosition.self, BasicScaleX.self, KeyframeColor.self, GroupFadeScale.self,
    KeyframesFourSteps.self, QueueFourPoints.self, QueueCancelled.self,
    TransitionPush.self, TransitionGrid.self, TransitionFlip.self, TransitionFlipVertical.self, TransitionDissolve.self, TransitionCurl.self,
    NavigationPushPop.self, PresentDismiss.self, TabBarSwitch.self, CustomCircleReveal.self, CustomZoom.self,
    InteractivePop.self, InteractivePopCancelled.self,
  ]}

  /// An iPhone's 375x667 pt screen at @2x and 60 frames/s, on white.
  public static let phoneCanvas = Canvas(size: CGSize(width: 375, height: 667), scale: 2, fps: 60, background: .white)

  /// A white window filling the phone canvas.
  static func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: phoneCanvas.size))
    window.layer.name = "window"
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    return window
  }

  /// A labelled demo view: a rounded, coloured square with a caption layer.
  static func demoView(frame: CGRect, color: UIColor, name: String) -> UIView {
    let view = UIView(frame: frame)
    view.layer.name = name
    view.backgroundColor = color
    view.layer.cornerRadius = 8
    return view
  }

  /// A caption across the top of the window saying what the scene shows.
  static func caption(_ text: String, in window: UIWindow) {
    let label = UILabel(frame: CGRect(x: 16, y: 28, width: window.bounds.width - 32, height: 44))
    label.layer.name = "caption"
    label.text = text
    label.font = .systemFont(ofSize: 13)
    label.textColor = .darkGray
    label.textAlignment = .center
    label.numberOfLines = 0
    window.addSubview(label)
  }

  public static func scene(id: String) -> (any Scene.Type)? { all.first { $0.id == id } }

  /// The folder holding the scenes' images (found relative to this source file,
  /// so scenes load their assets from any working directory).
  public static let assetsFolder: String =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("assets").path

  /// A built-in scene's image from `scenes/assets`. A missing one is a packaging
  /// mistake, not user input: it stops with the paths that were tried.
  static func image(named name: String) -> UIImage {
    useAssets()
    do {
      return try UIImage.load(named: name)
    } catch {
      preconditionFailure("built-in scene asset missing: \(error)")
    }
  }

  /// Makes `UIImage(named:)` find the scenes' assets.
  public static func useAssets() {
    if !UIImage.searchPaths.contains(assetsFolder) { UIImage.searchPaths.insert(assetsFolder, at: 0) }
  }
}
