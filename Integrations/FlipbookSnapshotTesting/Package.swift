// swift-tools-version: 6.0
import PackageDescription

// Flipbook's strategies for pointfreeco's swift-snapshot-testing, as a package of
// its own. swift-snapshot-testing compiles `import UIKit` when `canImport(UIKit)`,
// and Flipbook's `UIKit` product (for pasted code) is such a module on Linux. Its
// modules import Flipbook's C shims; Swift 6.3 still requires a non-resilient module's
// internal imports of its clients (measured: "missing required modules: 'CFlipbookPNG',
// 'CFlipbookPixels'" when swift-snapshot-testing compiles after Flipbook's UIKit), and
// swift-snapshot-testing's target is not given their module maps. So a package using
// both builds only when swift-snapshot-testing happens to compile first. This package
// uses the `Flipbook` and `FlipbookTesting` products; a test target whose code imports
// Flipbook's `UIKit` uses `FlipbookTesting` (README "Snapshot tests").
let package = Package(
  name: "FlipbookSnapshotTesting",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "FlipbookSnapshotTesting", targets: ["FlipbookSnapshotTesting"]),
  ],
  dependencies: [
    .package(name: "Flipbook", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
  ],
  targets: [
    .target(
      name: "FlipbookSnapshotTesting",
      dependencies: [
        .product(name: "Flipbook", package: "Flipbook"),
        .product(name: "FlipbookTesting", package: "Flipbook"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .testTarget(
      name: "FlipbookSnapshotTestingTests",
      dependencies: ["FlipbookSnapshotTesting"],
      exclude: ["__Snapshots__"]),
  ]
)
