/// The files `flipbook init` writes. The guide's own-package recipe ("Getting started") shows the
/// same Package.swift settings and the same `VirtualClock.swift` (a test compares them).
public struct InitTemplate: Sendable {
  /// The package's name, which also names its executable target and its `Sources/` folder.
  public var name: String
  /// Flipbook's checkout, as the path dependency names it.
  public var checkout: String
  /// Which app's build settings the generated target copies.
  public var mode: Mode

  /// Which app's build settings the package copies.
  public enum Mode: String, Sendable, CaseIterable {
    /// The modes: `xcode26`, a new Xcode 26 app target (Swift 5 mode, main-actor default isolation); `swift6`, that
    /// target switched to Swift 6; `swift5`, an app made before Xcode 26 (Swift 5, nonisolated by default).
    case xcode26, swift6, swift5
  }

  /// Creates the template for a package with the given name, Flipbook checkout path, and settings mode.
  public init(name: String, checkout: String, mode: Mode = .xcode26) {
    (self.name, self.checkout, self.mode) = (name, checkout, mode)
  }

  /// Relative path → text.
  public var files: [(String, String)] {
    [("Package.swift", packageManifest),
     (".gitignore", ".build/\n.build-*/\nPackage.resolved\n/frames/\n*.mp4\n"),
     ("Sources/\(name)/main.swift", "import FlipbookCLI\n\nFlipbookCLI.main(scenes: [Hello.self])\n"),
     ("Sources/\(name)/Hello.swift", Self.helloScene),
     ("Sources/\(name)/VirtualClock.swift", Self.virtualClockSource),
     ("Sources/\(name)/Pasted/.gitkeep", "")]
  }

  /// The target's Swift settings. By default those of a new Xcode 26 app target
  /// (its template: SWIFT_VERSION 5.0, SWIFT_DEFAULT_ACTOR_ISOLATION MainActor,
  /// SWIFT_APPROACHABLE_CONCURRENCY and SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY
  /// YES; swift-build's Swift.xcspec lists the features approachable concurrency
  /// turns on); `.swift6` is that target switched to Swift 6; `.swift5` an app
  /// made before Xcode 26 (Swift 5, nonisolated by default).
  var swiftSettings: String {
    let lines: [String]
    switch mode {
    case .swift5:
      return "[.swiftLanguageMode(.v5)]"
    case .xcode26:
      lines = [".swiftLanguageMode(.v5)", ".defaultIsolation(MainActor.self)"]
        + ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures",
           "InferIsolatedConformances", "NonisolatedNonsendingByDefault", "MemberImportVisibility"]
          .map { ".enableUpcomingFeature(\"\($0)\")" }
    case .swift6:
      lines = [".swiftLanguageMode(.v6)", ".defaultIsolation(MainActor.self)"]
        + ["InferIsolatedConformances", "NonisolatedNonsendingByDefault", "MemberImportVisibility"]
          .map { ".enableUpcomingFeature(\"\($0)\")" }
    }
    let comment = mode == .xcode26
      ? "// A new Xcode 26 app target's settings: Swift 5 mode, main-actor default isolation,\n"
        + "        // approachable concurrency, member import visibility."
      : "// A new Xcode 26 app target's settings in the Swift 6 language mode."
    return "[\n        \(comment)\n" + lines.map { "        \($0),\n" }.joined() + "      ]"
  }

  var packageManifest: String {
    """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "\(name)",
      dependencies: [
        // `name:` lets the products below say "Flipbook" whatever the checkout's folder is called.
        .package(name: "Flipbook", path: "\(checkout)"),
      ],
      targets: [
        .executableTarget(
          name: "\(name)",
          dependencies: [
            // Apple's module names for pasted code (Linux only), and the command line.
            .product(name: "UIKit", package: "Flipbook"),
            .product(name: "QuartzCore", package: "Flipbook"),
            .product(name: "CoreGraphics", package: "Flipbook"),
            .product(name: "Combine", package: "Flipbook"),
            .product(name: "Flipbook", package: "Flipbook"),
            .product(name: "FlipbookCLI", package: "Flipbook"),
          ],
          // Files pasted from an app stay as they are in Pasted/; the plugin compiles adapted copies.
          exclude: ["Pasted"],
          swiftSettings: \(swiftSettings),
          plugins: [.plugin(name: "FlipbookAdapt", package: "Flipbook")]),
      ]
    )

    """
  }

  /// Declares the scheduling names in the package's own module. Swift prefers a
  /// module's own declarations to imported ones, so every file of the target,
  /// even one that imports Foundation or Dispatch beside UIKit, schedules on the
  /// scene's virtual clock; UIKit's own declarations would be ambiguous there.
  public static let virtualClockSource = """
    // Written by `flipbook init`; keep it. Swift prefers a module's own declarations
    // to imported ones, so in every file of this target, even one that imports
    // Foundation beside UIKit, these names are Flipbook's versions on the scene's
    // virtual clock (see Flipbook's guide, "Pasting iOS code"). Exported so that, with Swift's
    // MemberImportVisibility, a file importing only Foundation or Combine still sees
    // these types' members (`Task.sleep`, `DispatchQueue.main.asyncAfter`).
    @_exported import UIKit

    typealias DispatchQueue = VirtualDispatchQueue
    typealias DispatchTime = VirtualDispatchTime
    typealias DispatchWallTime = VirtualDispatchWallTime
    typealias DispatchWorkItem = VirtualDispatchWorkItem
    typealias DispatchGroup = VirtualDispatchGroup
    typealias OperationQueue = VirtualOperationQueue
    typealias Timer = VirtualTimer
    typealias RunLoop = VirtualRunLoop
    typealias Task = VirtualTask
    typealias ContinuousClock = VirtualContinuousClock
    typealias SuspendingClock = VirtualSuspendingClock
    typealias URLSession = VirtualURLSession
    typealias URLSessionDataTask = VirtualURLSessionDataTask

    """

  static let helloScene = """
    import UIKit
    import Flipbook

    /// `swift run <package> render hello -o frames`: a card drops in on a spring.
    /// Make a scene like this for each view or controller you paste into Pasted/.
    // `nonisolated`: the command line reads a scene's id and canvas on any thread;
    // build() runs on the main actor, as the Scene protocol says.
    nonisolated struct Hello: Scene {
      static let id = "hello"
      static let summary = "a card drops in on a spring"
      init() {}
      var canvas: Canvas { Canvas(size: CGSize(width: 375, height: 667), scale: 2, fps: 60, background: .white) }
      var length: SceneLength { .untilIdle(hold: 0.5) }

      func build() -> CALayer {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let card = UIView(frame: CGRect(x: 67, y: -200, width: 240, height: 160))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        window.addSubview(card)
        UIView.animate(withDuration: 0.8, delay: 0.2, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                       options: [], animations: { card.center.y = 333 })
        return window.layer
      }
    }

    """
}
