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
    ConstraintExpand.self, SpinnerLayout.self, StackCollapse.self, AnimatorScrub.self,
    SwitchSettings.self, ButtonTapBounce.self, CardSwipe.self, ListFling.self, EdgeSwipePop.self, PullToRefresh.self, ControlsTouch.self, LoginKeyboard.self, SettingsTable.self, InboxRows.self, ExpandingRow.self, GridShuffle.self, FeedFadeIn.self, SegmentedSlide.self, ScrollPaging.self, ProgressRing.self,
    AutoresizeCard.self, VisualFormatForm.self, ImageFrames.self,
    ReplicatorSpinner.self, ReplicatorTyping.self, ReplicatorGrid.self, ImageCrossFade.self, EmitterConfetti.self, TransformCarousel.self,
    ShimmerSkeleton.self, MarchingAnts.self, CustomDrawnProgress.self, TextSharpness.self, AlertControllerScene.self, StatusBarScene.self, MaterialsScene.self, NavigationBarScene.self,
    AsyncLoading.self, SettingsDark.self, SettingsLargeText.self, DynamicsDrop.self, DynamicsThrow.self,
  ] + combineScenes}

  /// An iPhone's 375x667 pt screen at @2x and 60 frames/s, on white.
  public static let phoneCanvas = Canvas(size: CGSize(width: 375, height: 667), scale: 2, fps: 60, background: .white)

  /// The phone screen with iOS's status bar, for scenes that show app chrome
  /// (navigation bars, lists, forms): no iPhone shows those without it.
  public static let appCanvas = Canvas(size: CGSize(width: 375, height: 667), scale: 2, fps: 60, background: .white,
                                       showsStatusBar: true)

  /// A white window filling the phone canvas.
  @MainActor static func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: phoneCanvas.size))
    window.layer.name = "window"
    window.backgroundColor = .systemBackground
    window.makeKeyAndVisible()
    return window
  }

  /// A labelled demo view: a rounded, coloured square with a caption layer.
  @MainActor static func demoView(frame: CGRect, color: UIColor, name: String) -> UIView {
    let view = UIView(frame: frame)
    view.layer.name = name
    view.backgroundColor = color
    view.layer.cornerRadius = 8
    return view
  }

  /// A caption across the top of the window saying what the scene shows.
  @MainActor static func caption(_ text: String, in window: UIWindow) {
    let label = UILabel(frame: CGRect(x: 16, y: 28, width: window.bounds.width - 32, height: 44))
    label.layer.name = "caption"
    label.text = text
    label.font = .systemFont(ofSize: 13)
    label.textColor = .darkGray
    label.textAlignment = .center
    label.numberOfLines = 0
    // As tall as the text needs (at least 44 pt), so a long caption keeps its last line.
    let fit = label.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude))
    label.frame.size.height = max(44, fit.height)
    window.addSubview(label)
  }

  public static func scene(id: String) -> (any Scene.Type)? { all.first { $0.id == id } }

  /// The folder holding the scenes' image files in the source tree (found relative
  /// to this source file). The scenes themselves draw the copies embedded in the
  /// binary (`EmbeddedAssets.swift`), so `flipbook` runs from any folder.
  public static let assetsFolder: String =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("assets").path

  /// A built-in scene's image (`name@2x.png`), from the copy embedded in the binary.
  /// The embedded bytes are checked against `scenes/assets` by a test, so a failure
  /// here is a build mistake, never input: it stops with the name.
  static func image(named name: String) -> UIImage {
    let file = "\(name)@2x.png"
    guard let base64 = embeddedAssets[file], let data = Data(base64Encoded: base64),
          let image = UIImage(data: data, scale: 2) else {
      fatalError("the built-in image '\(file)' is not embedded; run 'make assets' and rebuild")
    }
    return image
  }

  /// Makes `UIImage(named:)` find the scenes' assets.
  public static func useAssets() {
    if !UIImage.searchPaths.contains(assetsFolder) { UIImage.searchPaths.insert(assetsFolder, at: 0) }
  }
}
