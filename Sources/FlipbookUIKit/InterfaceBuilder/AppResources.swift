import FlipbookInterfaceBuilder
import FlipbookText
import Foundation

/// What `Bundle.main` is to an app: the folders whose storyboards, XIBs and asset
/// catalogs are found by name. By default, every `Sources/<target>/Pasted/` folder
/// of the package the program was built from (found from the executable's and the
/// working directory's place), plus folders added with `add(folder:)`. A document
/// anywhere under them is found by its base name, as Xcode flattens them into the
/// app bundle (`Base.lproj/Main.storyboard` is "Main").
public enum AppResources {
  nonisolated(unsafe) private static var added: [String] = []
  nonisolated(unsafe) private static var cachedDefaults: [String]?
  nonisolated(unsafe) private static var catalogs: [String: AssetCatalog] = [:]
  nonisolated(unsafe) private static var listings: [String: [String]] = [:]
  private static let lock = NSRecursiveLock()

  /// Adds a folder to search (first), as a scene names other resources.
  public static func add(folder: String) {
    lock.withLock {
      let path = URL(fileURLWithPath: folder).standardizedFileURL.path
      added.removeAll { $0 == path }
      added.insert(path, at: 0)
    }
  }

  /// The folders searched for `bundle` (nil or `Bundle.main`: the app's resources),
  /// nearest the calling file first.
  static func folders(for bundle: Bundle?, caller: String? = nil) -> [String] {
    if let bundle, bundle !== Bundle.main { return [bundle.bundlePath] }
    var out: [String] = []
    if let caller, caller.hasPrefix("/") {
      let folder = URL(fileURLWithPath: caller).deletingLastPathComponent()
      out += [folder.appendingPathComponent("Pasted").path, folder.path]
    }
    return lock.withLock {
      for folder in added + defaults() where !out.contains(folder) { out.append(folder) }
      return out.filter { FileManager.default.fileExists(atPath: $0) }
    }
  }

  /// `Sources/*/Pasted` of the package above the executable and the working directory.
  private static func defaults() -> [String] {
    if let cachedDefaults { return cachedDefaults }
    var roots: [URL] = []
    let starts = [URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent(),
                  URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
    for start in starts {
      var dir = start.standardizedFileURL
      for _ in 0..<8 {
        if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
          if !roots.contains(dir) { roots.append(dir) }
          break
        }
        dir.deleteLastPathComponent()
      }
    }
    var out: [String] = []
    for root in roots {
      let sources = root.appendingPathComponent("Sources")
      let targets = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()
      out += targets.map { sources.appendingPathComponent($0).appendingPathComponent("Pasted").path }
    }
    cachedDefaults = out
    return out
  }

  /// Every file under `folder` (hidden files skipped), listed once.
  private static func listing(_ folder: String) -> [String] {
    if let cached = listings[folder] { return cached }
    var files: [String] = []
    if let walker = FileManager.default.enumerator(atPath: folder) {
      while let relative = walker.nextObject() as? String, files.count < 100_000 {
        if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
        files.append((folder as NSString).appendingPathComponent(relative))
      }
    }
    files.sort()
    listings[folder] = files
    return files
  }

  /// The document `name.ext` (any extension of `extensions`) in `folders`, nearest first.
  static func find(_ name: String, extensions: [String], in folders: [String]) -> String? {
    lock.withLock {
      for folder in folders {
        for ext in extensions {
          let file = name.hasSuffix("." + ext) ? name : name + "." + ext
          if let hit = listing(folder).first(where: { ($0 as NSString).lastPathComponent == file && !$0.contains(".xcassets/") }) {
            return hit
          }
        }
      }
      return nil
    }
  }

  /// The asset catalogs in `folders`, read once each (a broken one is reported once and skipped).
  static func assetCatalogs(in folders: [String]) -> [AssetCatalog] {
    lock.withLock {
      var out: [AssetCatalog] = []
      for folder in folders {
        for path in listing(folder) where path.hasSuffix(".xcassets") && !path.dropLast(9).contains(".xcassets") {
          if let catalog = catalogs[path] { out.append(catalog); continue }
          do {
            let catalog = try AssetCatalog.read(at: path)
            catalogs[path] = catalog
            out.append(catalog)
          } catch {
            catalogs[path] = AssetCatalog(path: path)
            VirtualClock.current.report(error)
          }
        }
      }
      return out
    }
  }

  /// Registers the font files (`.ttf`, `.otf`, `.ttc`) of the app's resource folders
  /// with the text engine, once each, as an app's `UIAppFonts` are: `UIFont(name:size:)`
  /// then finds them by PostScript or family name.
  static func registerFonts() {
    let files: [String] = lock.withLock {
      (added + defaults()).filter { FileManager.default.fileExists(atPath: $0) }.flatMap(listing)
        .filter { ["ttf", "otf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }
    }
    for file in files { FontFiles.register(path: file) }
  }

  /// The Swift module an app target's folder builds (SwiftPM: its name, non-identifier characters as `_`).
  static func moduleNames(for folders: [String]) -> [String] {
    var out: [String] = []
    for folder in folders {
      var url = URL(fileURLWithPath: folder)
      if url.lastPathComponent == "Pasted" { url.deleteLastPathComponent() }
      let name = String(url.lastPathComponent.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
      if !name.isEmpty, !out.contains(name) { out.append(name) }
    }
    return out
  }
}
