import ArgumentParser
import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCLI
import FlipbookScenes
import FlipbookTestSupport

@Suite struct RenderCommandTests {
  @Test func listsEveryScene() {
    #expect(Scenes.all.count >= 18)
    #expect(Set(Scenes.all.map { $0.id }).count == Scenes.all.count)
    #expect(flipbook("list") == nil)
  }

  @Test func unknownSceneSuggestsTheNearestIds() {
    let message = flipbook("render", "alert-iso7", "--quiet")
    #expect(message == "unknown scene 'alert-iso7'. Did you mean 'alert-ios7'? 'flipbook list' shows every scene.")
  }

  @Test func aSceneWithABadAnimationNamesTheFileAndLine() {
    let message = flipbook("render", "broken", "-o", temporaryFolder().path, "--quiet") ?? ""
    #expect(message.hasPrefix("scene 'broken': FlipbookTestSupport/TestScenes.swift:"))
    #expect(message.contains("'opacityy'") && message.contains("Did you mean 'opacity'"))
  }

  @Test func rendersNumberedFramesAndAManifest() throws {
    let out = temporaryFolder()
    #expect(flipbook("render", "tiny", "-o", out.path, "--quiet", "--jobs", "2") == nil)
    let written = files(in: out)
    // 0.3 s at 30 frames/s: frames 0…9.
    #expect(written.keys.sorted() == (0...9).map { String(format: "frame_%05d.png", $0) } + ["frames.json"])
    let manifest = try JSONDecoder().decode(FlipbookCLI.Render.Manifest.self, from: try #require(written["frames.json"]))
    let settings = manifest.settings
    #expect(settings.scene == "tiny" && settings.fps == 30 && settings.scale == 2 && settings.pixelSize == [80, 60])
    #expect(settings.background == "transparent" && settings.png == "fast" && settings.sceneDigest.count == 16)
    #expect(manifest.frames.count == 10 && manifest.frames[3].time == 0.1 && manifest.frames[3].file == "frame_00003.png")
    let image = try PNGCodec.decode([UInt8](written["frame_00000.png"]!))
    #expect(image.width == 80 && image.height == 60)
    // Transparent background: a corner pixel is empty; the square is there.
    #expect(image.rgba(x: 0, y: 0).a == 0 && image.rgba(x: 22, y: 30).a > 0)
  }

  @Test func shardsTogetherEqualTheFullRenderByteForByte() throws {
    let full = temporaryFolder(), sharded = temporaryFolder()
    #expect(flipbook("render", "tiny", "-o", full.path, "--quiet", "--jobs", "1") == nil)
    for i in 1...3 {
      #expect(flipbook("render", "tiny", "-o", sharded.path, "--quiet", "--shard", "\(i)/3", "--jobs", "2") == nil)
    }
    #expect(files(in: sharded) == files(in: full))
  }

  @Test func outputIsIdenticalWhateverTheNumberOfJobs() throws {
    let one = temporaryFolder(), four = temporaryFolder()
    #expect(flipbook("render", "alert-ios7", "-o", one.path, "--quiet", "--scale", "1", "--frames", "0-11", "--jobs", "1") == nil)
    #expect(flipbook("render", "alert-ios7", "-o", four.path, "--quiet", "--scale", "1", "--frames", "0-11", "--jobs", "4") == nil)
    let a = files(in: one), b = files(in: four)
    #expect(a.count == 13 && a == b)
  }

  @Test func rangesAndStills() throws {
    let out = temporaryFolder()
    #expect(flipbook("render", "tiny", "-o", out.path, "--quiet", "--frames", "2,5-6", "--png", "small") == nil)
    #expect(files(in: out).keys.sorted() == ["frame_00002.png", "frame_00005.png", "frame_00006.png", "frames.json"])
    let still = temporaryFolder()
    #expect(flipbook("render", "tiny", "-o", still.path, "--quiet", "--time", "100ms", "--background", "white") == nil)
    let image = try PNGCodec.decode([UInt8](files(in: still)["still_0000.100s.png"]!))
    #expect(image.rgba(x: 0, y: 0) == (255, 255, 255, 255))
  }

  @Test func unwritableDestinationsAreRefusedWithoutPartialFiles() throws {
    let folder = temporaryFolder()
    let file = folder.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: file)
    #expect(flipbook("render", "tiny", "-o", file.path, "--quiet") == "cannot write frames into '\(file.path)': it is a file, not a folder; give a folder")
    #expect(flipbook("bake", "tiny", "-o", file.path + "/t.json")?.contains("'\(file.path)' is a file, not a folder") == true)
    #expect(flipbook("video", "tiny", "-o", file.path + "/t.mp4", "--background", "white")?.contains("is a file, not a folder") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["not-a-folder"])
  }

  @Test func bakedTimelinesRenderWithoutTheScene() throws {
    let folder = temporaryFolder()
    let json = folder.appendingPathComponent("tiny.json").path
    #expect(flipbook("bake", "tiny", "-o", json) == nil)
    let fromScene = temporaryFolder(), fromJSON = temporaryFolder()
    #expect(flipbook("render", "tiny", "-o", fromScene.path, "--quiet") == nil)
    #expect(flipbook("render", json, "-o", fromJSON.path, "--quiet") == nil)
    #expect(files(in: fromJSON) == files(in: fromScene))
    #expect(flipbook("render", folder.appendingPathComponent("missing.json").path, "--quiet")?.contains("no such file") == true)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: json))
    #expect(flipbook("render", json, "--quiet")?.contains("not a Flipbook timeline") == true)
  }

  @Test func sheetAndCurvesAreDrawn() throws {
    let folder = temporaryFolder()
    let sheet = folder.appendingPathComponent("sheet.png").path, curves = folder.appendingPathComponent("curves.png").path
    #expect(flipbook("sheet", "tiny", "-o", sheet, "--count", "6", "--columns", "3", "--scale", "1") == nil)
    #expect(flipbook("curves", "tiny", "-o", curves, "--scale", "1") == nil)
    let s = try PNGCodec.read(contentsOf: sheet), c = try PNGCodec.read(contentsOf: curves)
    #expect(s.width > 3 * 150 && s.height > 2 * 100)
    #expect(c.width > 800 && c.height > 150)
  }
}

/// `--show-touches` draws the fingers of a scene's `Hand` script; a baked
/// timeline is refused (its touches are already drawn or not).
@Suite struct ShowTouchesTests {
  @Test func theFlagDrawsTheFingerAndIsRefusedForABakedFile() throws {
    let plain = temporaryFolder(), shown = temporaryFolder()
    // list-fling shows its own touches; controls-touch too: use a scene that does not, edge swipes included.
    #expect(flipbook("render", "button-tap-bounce", "--time", "0.35", "--scale", "1", "-o", plain.path, "--quiet") == nil)
    #expect(flipbook("render", "button-tap-bounce", "--time", "0.35", "--scale", "1", "-o", shown.path, "--quiet",
                     "--show-touches") == nil)
    let a = files(in: plain).filter { $0.key.hasSuffix(".png") }, b = files(in: shown).filter { $0.key.hasSuffix(".png") }
    #expect(a.count == 1 && b.count == 1 && a.values.first != b.values.first)
    let message = flipbook("render", "scene.json", "--show-touches", "--quiet") ?? ""
    #expect(message.contains("--show-touches applies to a scene id"))
  }
}

/// `--appearance`, `--text-size` and `--device` change how a scene id is drawn.
@Suite struct AppearanceOptionTests {
  @Test func darkModeAndTextSizeRebakeTheSceneAndBadValuesAreRefused() throws {
    let light = temporaryFolder(), dark = temporaryFolder(), framed = temporaryFolder()
    #expect(flipbook("render", "settings-table", "--time", "0.2", "--scale", "1", "-o", light.path, "--quiet") == nil)
    #expect(flipbook("render", "settings-table", "--time", "0.2", "--scale", "1", "-o", dark.path, "--quiet",
                     "--appearance", "dark", "--text-size", "xxl") == nil)
    #expect(flipbook("render", "settings-table", "--time", "0.2", "--scale", "1", "-o", framed.path, "--quiet", "--device") == nil)
    func image(_ folder: URL) throws -> Bitmap {
      let name = try #require(files(in: folder).keys.first { $0.hasSuffix(".png") })
      return try PNGCodec.read(contentsOf: folder.appendingPathComponent(name).path)
    }
    let l = try image(light), d = try image(dark), f = try image(framed)
    // Premultiplied BGRA: byte 2 of a pixel is red.
    func red(_ b: Bitmap, _ x: Int, _ y: Int) -> UInt8 { b.pixels[(y * b.width + x) * 4 + 2] }
    #expect(red(l, 10, 600) > 200 && red(d, 10, 600) < 30, "the grouped background: light, then black")
    #expect(f.width == 375 + 2 * 62 && f.height == 667 + 2 * 140)
    #expect(flipbook("render", "settings-table", "--appearance", "purple", "--quiet")?.contains("invalid for '--appearance <appearance>': write light or dark") == true)
    #expect(flipbook("render", "settings-table", "--text-size", "huge", "--quiet")?.contains("invalid for '--text-size <text-size>': write one of") == true)
    #expect(flipbook("render", "scene.json", "--appearance", "dark", "--quiet")?.contains("apply to a scene id") == true)
  }
}
