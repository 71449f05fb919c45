@testable import IBSamples
import Foundation
import FlipbookImageIO
import Testing
import UIKit
import FlipbookTestSupport

/// XIBs, asset catalogs and the pictures they make.
@MainActor @Suite(.serialized) struct NibTests {
  /// A controller made in code with no nib name loads `ProfileView.xib` (its class
  /// name without "Controller"), File's Owner's outlets connected, before viewDidLoad.
  struct ProfileScene: Scene {
    static let id = "ib-profile"
    static let summary = "a controller whose view is in ProfileView.xib"
    var canvas: Canvas { Canvas(size: CGSize(width: 320, height: 360), scale: 2, fps: 30) }
    var length: SceneLength { .seconds(0.6) }
    func build() -> CALayer {
      Trace.lines = []
      AppResources.add(folder: pastedFolder)
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = ProfileViewController()
      window.makeKeyAndVisible()
      return window.layer
    }
  }

  @Test func controllerLoadsTheXIBNamedAfterItsClass() throws {
    let baked = try ProfileScene().bake()
    #expect(Trace.lines == ["Profile.viewDidLoad name=Ada Lovelace"])
    let image = try Rasterizer().render(baked.timeline.renderTree(at: 0.5), options: RenderOptions(scale: 2, background: .white))
    try assertMatchesReference(image, named: "profile")
  }

  @Test func homeScreenLooksLikeTheStoryboard() throws {
    let baked = try HomeScene().bake()
    let image = try Rasterizer().render(baked.timeline.renderTree(at: 1), options: RenderOptions(scale: 1, background: .white))
    // Named colour from the asset catalog (not the storyboard's cached copy): 0x4D33CC.
    #expect(close(image.pixel(x: 200, y: 250), 0x4D, 0x33, 0xCC))
    // The badge image set (its 1x slot is empty, so the @2x file): its yellow ring, 13 pt right of its centre.
    #expect(close(image.pixel(x: 333 + 13, y: 116 + 40), 255, 204, 0, tolerance: 8))
    // The dots: system red, green and an sRGB blue, rounded in viewDidLoad.
    #expect(close(image.pixel(x: 75, y: 366), 255, 59, 48))
    try assertMatchesReference(image, named: "home")
  }

  @Test func loadNibNamedReturnsTopLevelObjectsWithTheOwnersOutlets() throws {
    var objects: [Any]?
    var owner: UIViewController?
    let clock = VirtualClock()
    clock.run {
      AppResources.add(folder: pastedFolder)
      let vc = ProfileViewController(nibName: "Unused", bundle: nil)
      objects = Bundle.main.loadNibNamed("ProfileView", owner: vc, options: nil)
      owner = vc
    }
    #expect(objects?.count == 1)
    #expect(owner?.isViewLoaded == true && owner?.view === (objects?.first as AnyObject))
  }

  @Test func assetCatalogsServeImagesAndColoursByName() throws {
    let clock = VirtualClock()
    clock.run {
      AppResources.add(folder: pastedFolder)
      let star = UIImage(named: "Icons/star")
      #expect(star?.renderingMode == .alwaysTemplate && star?.scale == 2 && star?.size == CGSize(width: 40, height: 40))
      #expect(UIImage(named: "star") == nil)  // the group provides a namespace
      let brand = UIColor(named: "Brand")
      #expect(brand.map { $0.cgColor.components.map { $0.map { ($0 * 255).rounded() } } } == [0x4D, 0x33, 0xCC, 255])
      // The set's dark appearance, in dark mode.
      let dark = brand?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor
      #expect(dark.map { $0.components.map { $0.map { ($0 * 255).rounded() } } } == [128, 128, 255, 255])
      #expect(UIColor(named: "AccentColor") == .systemPink)
      #expect(UIColor(named: "Missing") == nil)
    }
    #expect(clock.errors.isEmpty)
  }

  /// A vector PDF image set (our own 24 pt icon: a blue ring drawn even-odd, and a
  /// yellow bar at half alpha clipped to the left half) draws as a drawing, sharp at 4x.
  @Test func vectorPDFImageSetsDrawTheirPaths() throws {
    var size = CGSize.zero
    let clock = VirtualClock()
    let root = clock.run { () -> CALayer in
      AppResources.add(folder: pastedFolder)
      let view = UIImageView(image: UIImage(named: "ring"))
      size = view.image?.size ?? .zero
      view.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
      return view.layer
    }
    #expect(clock.errors.isEmpty && size == CGSize(width: 24, height: 24))
    let image = try render(root, scale: 4, background: nil)
    #expect(close(image.pixel(x: 12 * 4, y: 4 * 4), 0, 122, 255))  // the ring, above the centre
    #expect(image.pixel(x: 15 * 4, y: 12 * 4).a == 0)  // the even-odd hole, right of the bar's clip
    #expect(image.pixel(x: 20 * 4, y: 20 * 4).a == 0)  // outside the ring
    #expect(close(image.pixel(x: 6 * 4, y: 12 * 4), 128, 163, 128, tolerance: 3))  // yellow at 0.5 over the blue ring
    #expect(close(image.pixel(x: 9 * 4 + 2, y: 12 * 4), 255, 204, 0, 128, tolerance: 3))  // yellow at 0.5 in the hole
  }

  /// A photo image set holding a JPEG is decoded through ffmpeg (here a 16x8 px
  /// orange JPEG made by ffmpeg itself, in an image set at 2x).
  @Test func jpegImageSetsDecodeThroughFFmpeg() throws {
    let ffmpeg = try #require(FFmpegImages.findExecutable("ffmpeg"), "ffmpeg is installed by make setup")
    let set = temporaryFolder().appendingPathComponent("Photos.xcassets/sunset.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let make = Process()
    make.executableURL = URL(fileURLWithPath: ffmpeg)
    make.arguments = ["-v", "error", "-f", "lavfi", "-i", "color=c=0xFF8000:s=16x8", "-frames:v", "1", "-q:v", "2",
                      set.appendingPathComponent("sunset@2x.jpg").path]
    try make.run()
    make.waitUntilExit()
    try Data(#"{"images":[{"filename":"sunset@2x.jpg","idiom":"universal","scale":"2x"}]}"#.utf8)
      .write(to: set.appendingPathComponent("Contents.json"))
    let clock = VirtualClock()
    var image: UIImage?
    clock.run {
      AppResources.add(folder: set.deletingLastPathComponent().deletingLastPathComponent().path)
      image = UIImage(named: "sunset")
    }
    #expect(clock.errors.isEmpty && image?.size == CGSize(width: 8, height: 4) && image?.scale == 2)
    let pixel = try #require(image?.cgImage?.bitmap).rgba(x: 8, y: 4)
    #expect(abs(Int(pixel.r) - 255) <= 6 && abs(Int(pixel.g) - 128) <= 6 && Int(pixel.b) <= 8)
  }
}
