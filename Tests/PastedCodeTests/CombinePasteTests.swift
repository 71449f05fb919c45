import UIKit
import Combine
import Testing
import FlipbookTestSupport

/// Combine on the scene's virtual clock: each case records when values arrived
/// and checks the times exactly, as an iPhone would deliver them without jitter.
@MainActor @Suite(.serialized) struct CombinePasteTests {
  typealias Probe = ConcurrencyPasteTests.Probe

  final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    private var cancellables = Set<AnyCancellable>()
    init(log: ConcurrencyPasteTests.Log) {
      $query
        .dropFirst()
        .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
        .removeDuplicates()
        .map { query in [query + " 1", query + " 2"] }
        .receive(on: RunLoop.main)
        .sink { [weak self] in
          log.note("results \($0[0])")
          self?.results = $0
        }
        .store(in: &cancellables)
    }
  }

  func run(_ body: @escaping @MainActor (ConcurrencyPasteTests.Log) -> Void) throws -> ConcurrencyPasteTests.Log {
    Probe.log = ConcurrencyPasteTests.Log()
    Probe.body = body
    _ = try Probe().bake()
    return Probe.log
  }

  @Test func debounceWaitsForAQuietSpell() throws {
    nonisolated(unsafe) var model: SearchModel?
    let log = try run { log in
      let search = SearchModel(log: log)
      model = search
      for (i, text) in ["s", "sw", "swi"].enumerated() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1 * Double(i)) { search.query = text }
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { search.query = "swift" }
    }
    #expect(log.events == ["results swi 1", "results swift 1"])
    #expect(abs((log.time(of: "results swi 1") ?? 0) - 0.5) < 1e-9)
    #expect(abs((log.time(of: "results swift 1") ?? 0) - 1.3) < 1e-9)
    #expect(model?.results == ["swift 1", "swift 2"])
  }

  @Test func throttleDelayAndReceiveOnKeepTheirTimes() throws {
    var bag = Set<AnyCancellable>()
    let log = try run { log in
      let taps = PassthroughSubject<Int, Never>()
      taps.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
        .sink { log.note("throttled \($0)") }.store(in: &bag)
      taps.delay(for: .milliseconds(500), scheduler: OperationQueue.main)
        .sink { log.note("delayed \($0)") }.store(in: &bag)
      taps.receive(on: DispatchQueue.main)
        .sink { log.note("received \($0)") }.store(in: &bag)
      taps.send(0)
      log.note("sent 0")
      for i in 1...3 { DispatchQueue.main.asyncAfter(deadline: .now() + 0.3 * Double(i)) { taps.send(i) } }
    }
    let times = Dictionary(log.entries.map { ($0.1, $0.0) }, uniquingKeysWith: { a, _ in a })
    // The first value leaves throttle on the scheduler, after the code that sent it.
    #expect(log.events.first == "sent 0" && Set(log.events.prefix(3)) == ["throttled 0", "sent 0", "received 0"])
    #expect(times["throttled 0"] == 0)
    #expect(abs((times["delayed 0"] ?? 0) - 0.5) < 1e-9)
    #expect(abs((times["delayed 3"] ?? 0) - 1.4) < 1e-9)
    #expect(abs((times["received 2"] ?? 0) - 0.6) < 1e-9)
    #expect(abs((times["throttled 3"] ?? 0) - 1.0) < 1e-9, "latest value at the end of the first second")
    #expect(times["throttled 1"] == nil && times["throttled 2"] == nil)
  }

  @Test func timerPublishTicksEverySecondFromConnecting() throws {
    var bag = Set<AnyCancellable>()
    let log = try run { log in
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
        Timer.publish(every: 1, on: .main, in: .common)
          .autoconnect()
          .prefix(3)
          .sink { date in log.note("tick \(date.timeIntervalSinceReferenceDate)") }
          .store(in: &bag)
      }
    }
    #expect(log.events == ["tick 1.25", "tick 2.25", "tick 3.25"])
    #expect(log.entries.map(\.0) == [1.25, 2.25, 3.25])
  }

  @Test func publishedNotificationsSubjectsAndAsyncValues() throws {
    var bag = Set<AnyCancellable>()
    let log = try run { log in
      let label = UILabel()
      let count = CurrentValueSubject<Int, Never>(0)
      count.map { "\($0) items" }.assign(to: \.text, on: label).store(in: &bag)
      NotificationCenter.default.publisher(for: UITextField.textDidChangeNotification)
        .sink { _ in log.note("text changed") }.store(in: &bag)
      let field = UITextField()
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
        field.text = "a"
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
        count.send(3)
        log.note("label \(label.text ?? "")")
      }
      Task {
        for await value in count.values where value > 0 {
          log.note("value \(value)")
          break
        }
      }
    }
    #expect(log.events == ["text changed", "label 3 items", "value 3"])
    #expect(log.entries.allSatisfy { abs($0.0 - 0.2) < 1e-9 })
  }
}
