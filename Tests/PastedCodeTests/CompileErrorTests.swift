import UIKit
import Testing

/// What cannot run on the virtual clock fails to compile, naming the
/// replacement: blocking the scene's only thread (a run loop, a group's wait). Swift
/// concurrency pastes: `Task`, `Task.sleep` and UIKit's async variants compile. Each case
/// type-checks a pasted file against the modules `swift build --build-tests`
/// made beside this test bundle, as a package depending on Flipbook would.
@Suite struct CompileErrorTests {
  @Test(arguments: [
    ("func go() { RunLoop.main.run(until: Date().addingTimeInterval(1)) }",
     "running the run loop would block the scene's only thread; schedule work with DispatchQueue.main.asyncAfter"),
    ("func go(g: DispatchGroup) { g.wait() }",
     "wait() would block the scene's only thread; use group.notify(queue: .main)"),
  ])
  func blockingTheSceneIsACompileErrorNamingTheReplacement(source: String, message: String) throws {
    let result = try typecheck("import UIKit\n" + source)
    #expect(result.status != 0)
    #expect(result.output.contains(message), "\(result.output)")
  }

  @Test func theSameFileWithTheReplacementCompiles() throws {
    let result = try typecheck("""
      import UIKit
      final class V: UIView {
        var loading: Task<Void, Never>?
        func go() {
          loading?.cancel()
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.alpha = 0 }
        }
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  /// A view model imports Combine alone, or with Foundation; a controller, with UIKit.
  @Test(arguments: ["import Combine", "import Foundation\nimport Combine", "import UIKit\nimport Combine",
                    "import Combine\nimport UIKit"])
  func combineCompilesBesideTheOtherImports(imports: String) throws {
    let result = try typecheck(imports + """

      final class SearchModel: ObservableObject {
        @Published var query = ""
        @Published private(set) var results: [String] = []
        private var cancellables = Set<AnyCancellable>()
        let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        init() {
          $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map { q in ["\\(q)1", "\\(q)2"] }
            .receive(on: RunLoop.main)
            .assign(to: \\.results, on: self)
            .store(in: &cancellables)
          NotificationCenter.default.publisher(for: Notification.Name("x"))
            .throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
            .delay(for: 0.5, scheduler: OperationQueue.main)
            .sink { _ in }
            .store(in: &cancellables)
        }
        func run<S: Scheduler>(on scheduler: S) { scheduler.schedule { } }
        func load() { Task { try await Task.sleep(for: .seconds(1)); query = "a" } }
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }

  /// Code written since 2021: tasks, sleeps, clocks, UIKit's async variants, in Swift 6 mode.
  @Test func swiftConcurrencyCompilesAsOnIOS() throws {
    let result = try typecheck("""
      import UIKit
      final class Loader: UIViewController {
        var loading: Task<Void, Never>?
        let spinner = UIActivityIndicatorView(style: .large)
        override func viewDidLoad() {
          super.viewDidLoad()
          loading = Task {
            spinner.startAnimating()
            try? await Task.sleep(for: .seconds(0.4))
            try? await Task.sleep(nanoseconds: 200_000_000)
            try? await Task.sleep(until: .now + .seconds(1), clock: .continuous)
            guard !Task.isCancelled else { return }
            let finished = await UIView.animate(withDuration: 0.3) { self.view.alpha = 1 }
            let clock = ContinuousClock()
            let start = clock.now
            await Task.yield()
            print(finished, clock.now - start, Task.currentPriority)
          }
          Task.detached(priority: .background) { try await Task.sleep(for: .milliseconds(10)) }
        }
        override func viewDidDisappear(_ animated: Bool) { loading?.cancel() }
      }
      """)
    #expect(result.status == 0, "\(result.output)")
  }
}

/// Runs `swiftc -typecheck` in a Swift language mode (6 unless given) on `source`, as a
/// file of its own (top-level code allowed, as in a `main.swift`).
func typecheck(_ source: String, swiftVersion: String = "6") throws -> (status: Int32, output: String) {
  let debug = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("pasted-\(UUID().uuidString).swift")
  try source.write(to: file, atomically: true, encoding: .utf8)
  defer { try? FileManager.default.removeItem(at: file) }
  let cairo = try run(["pkg-config", "--cflags-only-I", "cairo"]).output
    .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
  var arguments = ["swiftc", "-typecheck", "-swift-version", swiftVersion, "-I", debug.appendingPathComponent("Modules").path,
                   "-Xcc", "-fmodule-map-file=" + root.appendingPathComponent("Sources/CCairo/module.modulemap").path]
  // Flipbook's shims carry their own module maps (SwiftPM generates one only for OpenCombine's).
  for module in ["CFlipbookPNG", "CFlipbookPixels", "CFlipbookConcurrency"] {
    arguments += ["-Xcc", "-fmodule-map-file=" + root.appendingPathComponent("Sources/\(module)/include/module.modulemap").path]
  }
  arguments += ["-Xcc", "-fmodule-map-file=" + debug.appendingPathComponent("COpenCombineHelpers.build/module.modulemap").path]
  arguments += cairo.flatMap { ["-Xcc", $0] } + [file.path]
  return try run(arguments)
}

private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
