// `import Combine` on Linux: OpenCombine's publishers, subscribers and subjects
// under Apple's module name (`@Published`, `ObservableObject`, `sink`,
// `assign(to:on:)`, `PassthroughSubject`, `CurrentValueSubject`, `Just`, `Future`,
// the operators), with the schedulers Apple's Foundation adds (`DispatchQueue`,
// `RunLoop`, `OperationQueue`), `Timer.publish` and
// `NotificationCenter.publisher(for:)` on the scene's virtual clock: `debounce`,
// `throttle`, `delay`, `receive(on:)` and `subscribe(on:)` wait in virtual time,
// exactly and the same on every run. Declared on Linux only: on macOS, Apple's
// Combine is used (see Package.swift).
//
// The scheduling names (`DispatchQueue`, `RunLoop`, `Timer`, `Task`, …) come
// from QuartzCore, which UIKit re-exports too, so a file importing both UIKit
// and Combine sees one declaration of each.
@_exported import OpenCombine
@_exported import QuartzCore
