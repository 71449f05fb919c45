// `import UIKit` on Linux: Flipbook's UIKit, Core Animation and Core Graphics API
// under Apple's module name, so a pasted file compiles without edits (with
// Foundation, as Apple's UIKit brings it). Declared on Linux only: see Package.swift.
@_exported import Flipbook
