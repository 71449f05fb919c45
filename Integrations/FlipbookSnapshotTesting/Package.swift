// swift-tools-version: 6.0
import PackageDescription

// Flipbook's strategies for pointfreeco's swift-snapshot-testing. It lives in a
// package of its own so that Flipbook's own build does not fetch swift-snapshot-testing.
// `PastedScreens` is code pasted from an app (`import UIKit`, Flipbook's UIKit product)
// in the same build as swift-snapshot-testing: `make test-snapshot-testing` builds it
// clean, then again after swift-snapshot-testing recompiles (its `canImport(UIKit)` then
// imports Flipbook's UIKit, which finds its C shims through the folders Flipbook's modules
// record: `cShims` in Flipbook's Package.swift).
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
    .target(
      name: "PastedScreens",
      dependencies: [
        .product(name: "Flipbook", package: "Flipbook"),
        .product(name: "UIKit", package: "Flipbook"),
      ]),
    .testTarget(
      name: "FlipbookSnapshotTestingTests",
      dependencies: ["FlipbookSnapshotTesting", "PastedScreens"],
      exclude: ["__Snapshots__"]),
  ]
)
