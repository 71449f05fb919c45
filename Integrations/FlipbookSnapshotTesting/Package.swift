// swift-tools-version: 6.0
import PackageDescription

// Flipbook's strategies for pointfreeco's swift-snapshot-testing, as a package of
// its own. swift-snapshot-testing compiles UIKit code when `canImport(UIKit)`, and
// Flipbook's `UIKit` product (for pasted code) is such a module on Linux; in one
// build the two cannot meet. This package uses only the `Flipbook` and
// `FlipbookTesting` products, so it builds; a test target that imports Flipbook's
// `UIKit` module must use `FlipbookTesting` instead (README "Snapshot tests").
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
