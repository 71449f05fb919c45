import Flipbook
import Foundation
import Testing

/// A root layer filling a canvas of `size` points, anchored at the top-left.
/// The root of a rendered tree, shown as a scene's root is (so its layers animate implicitly).
public func makeRoot(_ size: CGSize) -> CALayer {
  let root = CALayer()
  root.isDisplayRoot = true
  root.bounds = CGRect(origin: .zero, size: size)
  root.anchorPoint = .zero
  root.position = .zero
  return root
}

public func solid(_ frame: CGRect, _ color: UIColor) -> CALayer {
  let l = CALayer()
  l.frame = frame
  l.backgroundColor = color.cgColor
  return l
}

public func render(_ root: CALayer, scale: CGFloat = 1, background: CGColor? = .white) throws -> RasterImage {
  try root.renderImage(size: root.bounds.size, options: RenderOptions(scale: scale, background: background))
}

public typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

public func close(_ p: RGBA, _ r: Int, _ g: Int, _ b: Int, _ a: Int = 255, tolerance: Int = 2) -> Bool {
  abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance && abs(Int(p.b) - b) <= tolerance
    && abs(Int(p.a) - a) <= tolerance
}

/// A bitmap built pixel by pixel from straight RGBA.
public func makeBitmap(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> Bitmap {
  var pixels = [UInt8](repeating: 0, count: width * height * 4)
  for y in 0..<height {
    for x in 0..<width {
      let (r, g, b, a) = color(x, y)
      func pm(_ c: UInt8) -> UInt8 { UInt8((Int(c) * Int(a) + 127) / 255) }
      let i = (y * width + x) * 4
      (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (pm(b), pm(g), pm(r), a)
    }
  }
  return Bitmap(width: width, height: height, pixels: pixels)
}

/// One folder per test run for every temporary file; earlier runs' folders are removed.
public let testRunFolder: URL = {
  let tmp = FileManager.default.temporaryDirectory
  let mine = "flipbook-tests-run-\(ProcessInfo.processInfo.processIdentifier)"
  for name in (try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) ?? []
  where name.hasPrefix("flipbook-tests-") && name != mine {
    try? FileManager.default.removeItem(at: tmp.appendingPathComponent(name))
  }
  return tmp.appendingPathComponent(mine)
}()

/// A fresh temporary folder.
public func temporaryFolder() -> URL {
  let url = testRunFolder.appendingPathComponent(UUID().uuidString)
  try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

// MARK: - Reference images

/// Compares a rendered image with its reference in the one layout the project's
/// tests use (FlipbookTesting's): `__Snapshots__/<TestFile>/<test>.<name>.png`
/// beside the test file, or `<folder>/<name>.png` when a folder is given.
/// A missing reference (or FLIPBOOK_RECORD=1) records it and fails, so a new
/// reference is always looked at before it is committed.
/// Passes when no channel differs by more than `channelTolerance` on more than
/// `maxDifferingFraction` of the pixels.
public func assertMatchesReference(_ image: RasterImage, named name: String, channelTolerance: Int = 3,
                            maxDifferingFraction: Double = 0.001, folder: URL? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation,
                            filePath: String = #filePath, testName: String = #function) throws {
  let testFile = URL(fileURLWithPath: filePath)
  let snapshots = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let test = testName.split(separator: "(").first.map(String.init) ?? testName
  let path = folder.map { $0.appendingPathComponent("\(name).png").path }
    ?? snapshots.appendingPathComponent("\(test).\(name).png").path
  let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
  let record = ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"] == "1"
  if record || !FileManager.default.fileExists(atPath: path) {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try image.writePNG(to: path, compression: .small)
    Issue.record("Recorded reference \(path); look at it, then re-run.", sourceLocation: sourceLocation)
    return
  }
  let reference = try PNGCodec.read(contentsOf: path)
  let actual = image.bitmap
  guard reference.width == actual.width, reference.height == actual.height else {
    Issue.record("Reference \(path) is \(reference.width)x\(reference.height) px; the render is \(actual.width)x\(actual.height) px.",
                 sourceLocation: sourceLocation)
    return
  }
  var differing = 0, largest = 0
  for i in Swift.stride(from: 0, to: actual.pixels.count, by: 4) {
    var worst = 0
    for c in 0..<4 { worst = max(worst, abs(Int(actual.pixels[i + c]) - Int(reference.pixels[i + c]))) }
    largest = max(largest, worst)
    if worst > channelTolerance { differing += 1 }
  }
  let fraction = Double(differing) / Double(actual.width * actual.height)
  if fraction > maxDifferingFraction {
    let actualPath = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).actual.png").path
    try? image.writePNG(to: actualPath)
    Issue.record("Render differs from \(path): \(differing) pixels (\(String(format: "%.3f", fraction * 100))%) differ by more than \(channelTolerance), largest difference \(largest). Actual written to \(actualPath); re-record with FLIPBOOK_RECORD=1.",
                 sourceLocation: sourceLocation)
  }
}
