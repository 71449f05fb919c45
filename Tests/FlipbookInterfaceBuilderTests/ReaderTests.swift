import Foundation
import Testing
@testable import FlipbookInterfaceBuilder

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// Xcode's XML read into values: each kind of element and attribute the builder uses.
@Suite struct ReaderTests {
  let document: IBDocument

  init() throws { document = try IBReader.read(contentsOf: fixtures.appendingPathComponent("Card.xib").path) }

  @Test func placeholdersAndTopLevelObjectsInDocumentOrder() throws {
    #expect(document.kind == .xib)
    #expect(document.placeholders.map(\.identifier) == ["IBFilesOwner", "IBFirstResponder"])
    #expect(document.placeholders[0].customClass == "CardOwner")
    #expect(document.objects.map(\.element) == ["view", "tapGestureRecognizer"])
    let card = document.objects[0]
    #expect(card.customClass == "CardView" && card.customModule == "Shared")
    #expect(document.placeholders[0].connections.map(\.kind) == [.outlet(property: "card"), .outletCollection(property: "lines")])
  }

  @Test func geometryColoursAndFonts() throws {
    let card = document.objects[0], plain = card.subviews[0]
    #expect(card.values["frame"] == .rect(x: 0, y: 0, width: 320, height: 120.5))
    #expect(card.values["autoresizingMask"] == .autoresizingMask(["flexibleMaxX", "flexibleMaxY"]))
    #expect(card.values["backgroundColor"] == .color(.named("CardBackground", fallback: .white(0.95, alpha: 1))))
    #expect(plain.values["textColor"] == .color(.rgb(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5, space: "displayP3")))
    #expect(plain.values["fontDescription"] == .font(.system(size: 17, type: "system", weight: "semibold")))
    #expect(plain.attributes["text"] == "Plain" && plain.attributes["textAlignment"] == "center")
  }

  @Test func attributedTextRuns() throws {
    guard case .attributedString(let runs)? = document.objects[0].subviews[1].values["attributedText"] else {
      Issue.record("no attributed text")
      return
    }
    #expect(runs.map(\.text) == ["Bold ", "two\nlines"])
    #expect(runs[0].font == .named("Avenir-Heavy", family: nil, size: 20) && runs[0].color == .system("systemRedColor"))
    #expect(runs[0].alignment == "center" && runs[0].lineSpacing == 4)
    #expect(runs[1].font == .system(size: 14, type: "system", weight: nil) && runs[1].kern == 1.5)
  }

  /// Ratios become multipliers, placeholder constraints (removed at build time in Xcode) are dropped.
  @Test func constraints() throws {
    let c = document.objects[0].constraints
    #expect(c.map(\.id) == ["c1", "c2"])
    #expect(c[0].firstItem == "l1" && c[0].firstAttribute == "leading" && c[0].constant == 16 && c[0].priority == 1000)
    #expect(abs(c[1].multiplier - 16.0 / 9) < 1e-12 && c[1].priority == 750 && c[1].relation == "greaterThanOrEqual")
    #expect(c[1].identifier == "ratio")
  }

  @Test func runtimeAttributes() throws {
    let a = document.objects[0].runtimeAttributes
    #expect(a.map(\.keyPath) == ["layer.cornerRadius", "layer.borderColor", "shadow"])
    #expect(a[0].value == .number(12) && a[1].value == .color(.white(0, alpha: 0.2)) && a[2].value == .bool(true))
  }

  /// Shapes real documents have: a cell's `contentView` written without an id, a
  /// static table's `sections`/`cells` lists, Xcode 6's `baseline` attribute.
  @Test func objectsInsideIdlessElementsAreRead() throws {
    let xml = #"""
      <?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
      <collectionViewCell id="cell"><view key="contentView"><subviews><imageView id="img"/></subviews></view>
      <connections><outlet property="photo" destination="img" id="o"/></connections></collectionViewCell>
      <tableView id="table"><sections><tableViewSection><cells><tableViewCell id="row"><tableViewCellContentView key="contentView" id="rc">
      <subviews><switch id="sw"/></subviews><constraints><constraint firstItem="sw" firstAttribute="baseline" secondItem="rc" secondAttribute="baseline" id="b"/></constraints>
      </tableViewCellContentView></tableViewCell></cells></tableViewSection></sections></tableView>
      </objects></document>
      """#
    let document = try IBReader.read(Data(xml.utf8), file: "Cells.xib")
    #expect(document.objects[0].objects["contentView"]?.subviews.first?.id == "img")
    #expect(document.objects[0].objects["contentView"]?.id == "cell.contentView")
    let row = try #require(document.objects[1].items.first)
    #expect(row.id == "row" && row.objects["contentView"]?.constraints.first?.firstAttribute == "baseline")
  }
}
