import Testing
@testable import FlipbookAdapter

@Suite struct AdapterSmokeTests {
  @Test func placeholder() { #expect(Adapter.adapt([]).files.isEmpty) }
}
