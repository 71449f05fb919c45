// Flipbook: Core Animation and UIKit animation code rendered offline.
//
// `import Flipbook` gives scenes and users the Apple-named authoring API
// (UIKit over Core Animation), the timeline and its document, the render tree,
// the rasterizer and the outputs.
@_exported import Foundation
@_exported import FlipbookGeometry
@_exported import FlipbookImageIO
@_exported import FlipbookRenderTree
@_exported import FlipbookTimeline
@_exported import FlipbookCoreAnimation
@_exported import FlipbookUIKit
@_exported import FlipbookRaster
@_exported import FlipbookExport
