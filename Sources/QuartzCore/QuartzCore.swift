// `import QuartzCore` on Linux: Flipbook's Core Animation (layers, animations,
// transactions, the virtual clock) and the Core Graphics types it takes, with
// Foundation. Declared on Linux only: see Package.swift.
@_exported import Foundation
@_exported import FlipbookGeometry
@_exported import FlipbookCoreAnimation
