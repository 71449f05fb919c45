// swift-tools-version: 6.1
import PackageDescription

// Data flows one way (README "Architecture"); every arrow is a target dependency,
// so the compiler refuses an import against the flow.
//
//   authoring            FlipbookUIKit ──▶ FlipbookCoreAnimation
//                              ├──▶ FlipbookLayoutSolver (Auto Layout's Cassowary solver)
//                              ├──▶ FlipbookDynamics (UIKit Dynamics' rigid-body simulation)
//                              ├──▶ FlipbookInterfaceBuilder (storyboards, XIBs, asset catalogs → values)
//                              └──▶ FlipbookText (measures text as the rasterizer draws it)
//                                               │ bakes
//   values               FlipbookTimeline ◀─────┘   (Sendable, Codable; frame = f(timeline, t))
//                               │ evaluates
//   render tree          FlipbookRenderTree ──▶ FlipbookGeometry
//                               │ draws
//   pixels               FlipbookRaster (with FlipbookText, the only Cairo users) ──▶ CCairo, CFlipbookPixels
//   outputs              FlipbookExport (frames in parallel, video), FlipbookSnapshot, FlipbookCLI
//   build time           FlipbookAdapter (swift-syntax) ─▶ flipbook-adapt ─▶ the FlipbookAdapt plugin
//
// `Flipbook` is the umbrella that re-exports the authoring API, the timeline and the outputs.
/// For a Swift target that imports C shims (`internal import`): where their module maps
/// are, as `-I` folders recorded in the target's module (`-serialize-debugging-options`).
/// Swift 6.3 still loads a non-resilient module's internal dependencies in its clients,
/// and a client outside this package's graph (swift-snapshot-testing, whose
/// `canImport(UIKit)` imports Flipbook's UIKit) is not given their module maps; it
/// finds them through the recorded folders. (Each shim's include/module.modulemap.)
func cShims(_ folders: String...) -> [SwiftSetting] {
  [.unsafeFlags(["-Xfrontend", "-serialize-debugging-options"]
    + folders.flatMap { ["-I", Context.packageDirectory + "/Sources/" + $0] })]
}

let package = Package(
  name: "Flipbook",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Flipbook", targets: ["Flipbook"]),
    .library(name: "FlipbookCLI", targets: ["FlipbookCLI"]),
    .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
    .executable(name: "flipbook", targets: ["flipbook"]),
    // Adapts pasted files' Objective-C syntax at build time (swift-syntax; never linked into scenes).
    .plugin(name: "FlipbookAdapt", targets: ["FlipbookAdapt"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Build time only: the adaptation plugin's parser.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    // Tests only: reads the Kubernetes recipe's manifests.
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
    // Linux only: `import Combine` is OpenCombine with schedulers on the virtual clock.
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    // Documentation only: `make docs` (swift package generate-documentation) builds the DocC catalogs.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // Cairo and pixman headers (pkg-config `cairo`); Pango is declared in shim.h (see there why).
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpixman-1-dev"])]),
    // Pixel kernels in plain C: box blur, projective warp, pixel-format conversion.
    .target(name: "CFlipbookPixels", linkerSettings: [.linkedLibrary("m")]),
    // The PNG codec on libpng and zlib.
    .target(
      name: "CFlipbookPNG", dependencies: ["CFlipbookPixels"],
      linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),

    .target(name: "FlipbookGeometry"),
    .target(name: "FlipbookRenderTree", dependencies: ["FlipbookGeometry"]),
    .target(name: "FlipbookImageIO", dependencies: ["FlipbookGeometry", "CFlipbookPNG", "CFlipbookPixels"],
            swiftSettings: cShims("CFlipbookPNG/include", "CFlipbookPixels/include")),
    // Pure values: layer state, the property registry, animation specs, timing, the timeline and its document.
    .target(name: "FlipbookTimeline", dependencies: ["FlipbookGeometry", "FlipbookRenderTree", "FlipbookImageIO"]),
    // Apple's Core Animation API on the virtual clock. Never imports UIKit.
    .target(name: "FlipbookCoreAnimation", dependencies: ["FlipbookTimeline", "CFlipbookConcurrency"],
            swiftSettings: cShims("CFlipbookConcurrency/include")),
    // Hands Swift concurrency's jobs to the virtual clock of the thread that drives one.
    .target(name: "CFlipbookConcurrency", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    // The rigid-body simulation behind UIKit Dynamics (bodies, forces, links, collisions); knows nothing of views.
    .target(name: "FlipbookDynamics"),
    // The incremental Cassowary solver behind Auto Layout; knows nothing of views.
    .target(name: "FlipbookLayoutSolver"),
    // Interface Builder documents (storyboards, XIBs) and asset catalogs read into plain values;
    // no UIKit here: FlipbookUIKit builds objects from them.
    .target(name: "FlipbookInterfaceBuilder"),
    // Apple's UIKit API (views, Auto Layout, animation blocks, view controllers, graphics types) over Core Animation.
    .target(
      name: "FlipbookUIKit",
      dependencies: ["FlipbookCoreAnimation", "FlipbookImageIO", "FlipbookLayoutSolver", "FlipbookText",
                     "FlipbookInterfaceBuilder", "FlipbookDynamics"]),
    // `URLSession` on the virtual clock, serving local files. Its own target because
    // Foundation's URL types bring libcurl and 26 more shared libraries with them: only
    // what imports UIKit (pasted code) links it, and the built-in command line starts
    // about 8 ms sooner without them.
    .target(name: "FlipbookNetworking", dependencies: ["FlipbookUIKit"]),
    // Text laid out with Pango: the rasterizer draws these layouts and UIKit measures
    // them (labels size to fit). Part of the raster layer; sees text values, never layers.
    .target(name: "FlipbookText", dependencies: ["FlipbookRenderTree", "CCairo"], swiftSettings: cShims("CCairo")),
    // The only importer of Cairo besides its text engine; sees render trees, never layers or animations.
    .target(
      name: "FlipbookRaster",
      dependencies: ["FlipbookRenderTree", "FlipbookImageIO", "FlipbookText", "CCairo", "CFlipbookPixels"],
      swiftSettings: cShims("CCairo", "CFlipbookPixels/include")),
    // Frames of a timeline in parallel, and video through ffmpeg.
    .target(name: "FlipbookExport", dependencies: ["FlipbookTimeline", "FlipbookRaster"]),
    .target(
      name: "Flipbook",
      dependencies: ["FlipbookUIKit", "FlipbookCoreAnimation", "FlipbookTimeline", "FlipbookRaster", "FlipbookExport"]),

    // The built-in scenes: one Swift file per scene, images in scenes/assets.
    .target(name: "FlipbookScenes", dependencies: ["Flipbook"], path: "scenes", exclude: ["assets"]),
    // Snapshot comparison (exact, pixelmatch, ΔE94), reference storage and reports.
    .target(name: "FlipbookSnapshot", dependencies: ["Flipbook"]),
    // assertSnapshot for Swift Testing and XCTest (link it from test targets only).
    .target(name: "FlipbookTesting", dependencies: ["Flipbook", "FlipbookSnapshot"]),
    // The command line as a library, so packages with their own scenes reuse it.
    .target(
      name: "FlipbookCLI",
      dependencies: ["Flipbook", "FlipbookSnapshot", "FlipbookInterfaceBuilder",
                     .product(name: "ArgumentParser", package: "swift-argument-parser")]),
    .executableTarget(name: "flipbook", dependencies: ["FlipbookCLI", "FlipbookScenes"]),
    .executableTarget(name: "flipbook-bench", dependencies: ["Flipbook", "FlipbookScenes"]),
    // The adaptation plugin: its rewriting (on swift-syntax), the tool the plugin runs, the plugin.
    .target(name: "FlipbookAdapter", dependencies: [
      .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]),
    .executableTarget(name: "flipbook-adapt", dependencies: ["FlipbookAdapter"]),
    .plugin(name: "FlipbookAdapt", capability: .buildTool(), dependencies: ["flipbook-adapt"]),

    // The fuzz target over the baked-timeline reader and renderer (`make fuzz`); a replay tool in a plain build.
    .executableTarget(name: "flipbook-fuzz", dependencies: ["Flipbook"], exclude: ["timeline.dict", "lsan.supp"]),

    // One test target per layer of the flow; shared helpers in FlipbookTestSupport.
    .target(name: "FlipbookTestSupport", dependencies: ["Flipbook", "FlipbookScenes"], path: "Tests/FlipbookTestSupport"),
    .testTarget(name: "FlipbookTimelineTests", dependencies: ["FlipbookTestSupport", "FlipbookScenes"], exclude: ["__Snapshots__"]),
    .testTarget(name: "FlipbookCoreAnimationTests", dependencies: ["FlipbookTestSupport"]),
    .testTarget(name: "FlipbookLayoutSolverTests", dependencies: ["FlipbookLayoutSolver"]),
    .testTarget(name: "FlipbookDynamicsTests", dependencies: ["FlipbookDynamics"]),
    .testTarget(name: "FlipbookAdapterTests", dependencies: ["FlipbookAdapter"]),
    .testTarget(name: "FlipbookInterfaceBuilderTests", dependencies: ["FlipbookInterfaceBuilder"], exclude: ["Fixtures"]),
    .testTarget(name: "FlipbookUIKitTests", dependencies: ["FlipbookTestSupport", "FlipbookScenes"], exclude: ["__Snapshots__"]),
    .testTarget(
      name: "FlipbookRasterTests", dependencies: ["FlipbookTestSupport", "FlipbookTesting", "FlipbookScenes"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "FlipbookSnapshotTests",
      dependencies: ["FlipbookTestSupport", "FlipbookTesting", "FlipbookSnapshot", "FlipbookScenes", "FlipbookCLI"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "FlipbookCLITests",
      dependencies: ["FlipbookTestSupport", "FlipbookCLI", "FlipbookScenes", .product(name: "Yams", package: "Yams")]),
  ]
)

// Apple's module names for pasted code (`import UIKit`, `import QuartzCore`,
// `import CoreGraphics`), re-exporting Flipbook's API. Linux only: on macOS the
// SDK's QuartzCore and CoreGraphics exist and a package module of the same name
// would shadow them for everything that links it, so there scenes `import Flipbook`.
#if os(Linux)
package.products += [
  .library(name: "UIKit", targets: ["UIKit"]),
  .library(name: "QuartzCore", targets: ["QuartzCore"]),
  .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
  .library(name: "Combine", targets: ["Combine"]),
]
// The Combine scenes (scenes/CombineScenes.swift).
package.targets.first { $0.name == "FlipbookScenes" }?.dependencies.append("Combine")
package.targets += [
  .target(name: "CoreGraphics", dependencies: ["FlipbookGeometry", "_Testing_CoreGraphics"]),
  .target(name: "QuartzCore", dependencies: ["FlipbookGeometry", "FlipbookCoreAnimation"]),
  .target(name: "UIKit", dependencies: ["Flipbook", "FlipbookNetworking", "_Testing_UIKit"]),
  // `import Combine`: OpenCombine, with Foundation's schedulers, `Timer.publish` and
  // notification publishers on the scene's virtual clock.
  .target(name: "Combine", dependencies: ["QuartzCore", .product(name: "OpenCombine", package: "OpenCombine")]),
  // Empty stand-ins for Swift Testing's cross-import overlays, which only Apple's
  // SDK ships: without them a test file importing Testing and UIKit does not compile.
  .target(name: "_Testing_UIKit"),
  .target(name: "_Testing_CoreGraphics"),
  // Code written as iOS apps write it, importing Apple's module names. The
  // samples are a module of their own because a test file also imports Testing
  // (which brings Foundation, and with it Dispatch's own names).
  // Swift 5 language mode, as most pasted app code is.
  .target(name: "PastedSamples", dependencies: ["UIKit"], path: "Tests/PastedSamples",
          swiftSettings: [.swiftLanguageMode(.v5)]),
  // The same in the Swift 6 language mode, where UIKit's views are @MainActor as in Xcode.
  .target(name: "PastedSamplesSwift6", dependencies: ["UIKit"], path: "Tests/PastedSamplesSwift6",
          swiftSettings: [.swiftLanguageMode(.v6)]),
  // An app's storyboard, XIB, asset catalog and controllers in Pasted/, adapted by
  // the plugin as in a `flipbook init` package (module name other than the document's).
  .target(name: "IBSamples", dependencies: ["UIKit"], path: "Tests/IBSamples", exclude: ["Pasted"],
          swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["FlipbookAdapt"]),
  .testTarget(name: "InterfaceBuilderTests", dependencies: ["IBSamples", "UIKit", "FlipbookTestSupport"],
              exclude: ["__Snapshots__"]),
  .testTarget(name: "PastedCodeTests",
              dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "Combine", "FlipbookTestSupport", "PastedSamples",
                             "PastedSamplesSwift6"]),
]
#endif
