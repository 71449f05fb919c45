// swift-tools-version: 6.0
import PackageDescription

// Data flows one way (see README "Architecture"):
//   FlipbookGeometry  <- FlipbookRenderTree <- FlipbookModel (authoring API, never sees Cairo)
//   FlipbookRenderTree <- FlipbookRaster (the only importer of CCairo; never sees the model)
//   Flipbook re-exports the model and the rasterizer for scenes and users.
let package = Package(
  name: "Flipbook",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Flipbook", targets: ["Flipbook"]),
    .library(name: "FlipbookCLI", targets: ["FlipbookCLI"]),
    .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
    .executable(name: "flipbook", targets: ["flipbook"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    // Cairo, Pango and pixman headers (pkg-config pangocairo pulls in cairo and pixman flags).
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpixman-1-dev"])]),
    // Plain C helpers for pixel loops (blur, format conversion) and libpng encode/decode.
    .target(
      name: "CFlipbookSupport",
      linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("m")]),
    .target(name: "FlipbookGeometry"),
    .target(name: "FlipbookRenderTree", dependencies: ["FlipbookGeometry"]),
    .target(name: "FlipbookImageIO", dependencies: ["FlipbookGeometry", "CFlipbookSupport"]),
    .target(
      name: "FlipbookModel",
      dependencies: ["FlipbookGeometry", "FlipbookRenderTree", "FlipbookImageIO"]),
    .target(
      name: "FlipbookRaster",
      dependencies: ["FlipbookRenderTree", "FlipbookImageIO", "CCairo", "CFlipbookSupport"]),
    .target(
      name: "Flipbook",
      dependencies: ["FlipbookModel", "FlipbookRaster", "FlipbookImageIO"]),
    // The built-in scenes: one Swift file per scene, images in scenes/assets.
    .target(name: "FlipbookScenes", dependencies: ["Flipbook"], path: "scenes", exclude: ["assets"]),
    // Snapshot comparison (exact, pixelmatch, ΔE94), reference storage and reports.
    .target(name: "FlipbookSnapshot", dependencies: ["Flipbook"]),
    // assertSnapshot for Swift Testing and XCTest (link it from test targets only).
    .target(name: "FlipbookTesting", dependencies: ["Flipbook", "FlipbookSnapshot"]),
    // The command line as a library, so packages with their own scenes reuse it.
    .target(
      name: "FlipbookCLI",
      dependencies: ["Flipbook", "FlipbookSnapshot", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
    .executableTarget(name: "flipbook", dependencies: ["FlipbookCLI", "FlipbookScenes"]),
    .executableTarget(name: "flipbook-bench", dependencies: ["Flipbook", "FlipbookScenes"]),
    .testTarget(
      name: "FlipbookTests",
      dependencies: ["Flipbook", "FlipbookScenes", "FlipbookCLI", "FlipbookSnapshot", "FlipbookTesting"],
      exclude: ["References"]),
  ]
)
