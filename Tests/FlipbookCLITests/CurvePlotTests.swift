import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCLI
import FlipbookScenes
import FlipbookTestSupport

/// The `curves` plot's annotations: settle labels clear of the curves, a tick at
/// each settled value, a note for what is still moving at the end.
@Suite struct CurvePlotTests {
  let plot = CGRect(x: 46, y: 24, width: 364, height: 106)

  @Test func aSettleLabelAvoidsThePlateauAfterIt() {
    // A plateau along the top of the plot after x = 100: the label goes to the bottom band.
    let top = stride(from: 100.0, through: 400, by: 5).map { CGPoint(x: $0, y: plot.minY + 8) }
    #expect(CurvePlot.labelTop(x: 103, width: 70, clearOf: top, in: plot) == plot.maxY - 14)
    // Along the bottom: the top band.
    let bottom = top.map { CGPoint(x: $0.x, y: plot.maxY - 8) }
    #expect(CurvePlot.labelTop(x: 103, width: 70, clearOf: bottom, in: plot) == plot.minY + 2)
  }

  @Test func animationsStillMovingAtTheEndAreNoted() {
    #expect(CurvePlot.lateNote(ends: [0.3, 2.15], plotEnd: 2.75) == nil)
    #expect(CurvePlot.lateNote(ends: [1.317, 3.676], plotEnd: 2.75) == "not settled at the end: settles 3.676 s")
    #expect(CurvePlot.lateNote(ends: [nil, 1], plotEnd: 2.75) == "never settles")
  }

  @Test func theAlertPlotTicksItsSettledValues() throws {
    let baked = try Scenes.scene(id: "alert-ios7")!.init().bakeOnMainActor()
    let properties = baked.timeline.animatedProperties
    let image = try CurvePlot.draw(baked: baked, properties: properties, span: 0...baked.duration, samples: 240, pixelScale: 1)
    // The transform.scale panel (third, left column, at y = 30 + 164): a tick left of
    // the plot at the plateau value 1 (between 1.2 at the top and 0.705 at the bottom).
    let panelTop = 30 + 164, plotLeft = 14 + 46
    let rows = (panelTop + 24)...(panelTop + 130)
    let ticked = rows.filter { y in (plotLeft - 4..<plotLeft).allSatisfy { image.pixel(x: $0, y: y).r < 200 } }
    #expect(!ticked.isEmpty)
  }
}
