#if os(Linux)
import Flipbook
import Foundation
import Combine

// Scenes driven by Combine, written as MVVM apps write them. Linux only: there
// `import Combine` is Flipbook's (OpenCombine on the virtual clock); on macOS,
// Apple's Combine would schedule on the real main queue.

/// A rest timer: `Timer.publish` ticks once a second; each tick counts down,
/// cross-dissolves the digits and fills the bar; at zero it says "Go!".
final class RestTimerController: UIViewController {
  private let digits = UILabel()
  private let bar = UIProgressView(progressViewStyle: .default)
  private var ticks: AnyCancellable?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Rest"
    view.backgroundColor = .systemBackground
    digits.frame = CGRect(x: 0, y: 220, width: view.bounds.width, height: 110)
    digits.font = .monospacedDigitSystemFont(ofSize: 96, weight: .thin)
    digits.textAlignment = .center
    digits.text = "0:05"
    view.addSubview(digits)
    bar.frame = CGRect(x: 40, y: 350, width: view.bounds.width - 80, height: 4)
    view.addSubview(bar)
    ticks = Timer.publish(every: 1, on: .main, in: .common)
      .autoconnect()
      .scan(5) { remaining, _ in remaining - 1 }
      .prefix(5)
      .sink { [weak self] remaining in self?.show(remaining) }
  }

  private func show(_ remaining: Int) {
    UIView.transition(with: digits, duration: 0.3, options: .transitionCrossDissolve) {
      self.digits.text = remaining == 0 ? "Go!" : "0:0\(remaining)"
      self.digits.textColor = remaining == 0 ? .systemGreen : .label
    }
    bar.setProgress(Float(5 - remaining) / 5, animated: true)
  }
}

public struct TimerCounter: Scene {
  public static let id = "timer-counter"
  public static let summary = "Combine: Timer.publish(every: 1).autoconnect() counts down, each tick cross-dissolving the digits"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    window(root: UINavigationController(rootViewController: RestTimerController())).layer
  }
}

/// The view model: results follow the query after a 300 ms quiet spell.
final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = []
  private var bag = Set<AnyCancellable>()
  private static let catalogue = ["Swift", "Swift Charts", "Swift Testing", "SwiftData", "SwiftUI", "Swim", "Switch"]

  init() {
    $query
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .removeDuplicates()
      .map { query in
        query.isEmpty ? [] : Self.catalogue.filter { $0.lowercased().hasPrefix(query.lowercased()) }
      }
      .receive(on: DispatchQueue.main)
      .sink { [weak self] in self?.results = $0 }
      .store(in: &bag)
  }
}

/// A search screen bound to the model: the field's text changes feed `query`
/// (a notification publisher), and each new result list slides in row by row.
final class SearchController: UIViewController {
  let field = UITextField()
  private let model = SearchModel()
  private var rows: [UIView] = []
  private var bag = Set<AnyCancellable>()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Search"
    view.backgroundColor = .systemBackground
    field.frame = CGRect(x: 16, y: 108, width: view.bounds.width - 32, height: 36)
    field.backgroundColor = .tertiarySystemFill
    field.layer.cornerRadius = 10
    field.placeholder = "Frameworks"
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 36))
    field.leftViewMode = .always
    view.addSubview(field)
    NotificationCenter.default.publisher(for: UITextField.textDidChangeNotification, object: field)
      .compactMap { ($0.object as? UITextField)?.text }
      .assign(to: \.query, on: model)
      .store(in: &bag)
    model.$results
      .dropFirst()
      .sink { [weak self] in self?.show($0) }
      .store(in: &bag)
  }

  private func show(_ results: [String]) {
    for old in rows {
      UIView.animate(withDuration: 0.15, animations: { old.alpha = 0 }, completion: { _ in old.removeFromSuperview() })
    }
    rows = results.enumerated().map { index, name in
      let row = UILabel(frame: CGRect(x: 32, y: 160 + CGFloat(index) * 44, width: view.bounds.width - 48, height: 44))
      row.text = name
      row.font = .systemFont(ofSize: 17)
      row.alpha = 0
      row.transform = CGAffineTransform(translationX: 0, y: 12)
      view.addSubview(row)
      UIView.animate(withDuration: 0.3, delay: 0.15 + 0.05 * Double(index), options: .curveEaseOut) {
        row.alpha = 1
        row.transform = .identity
      }
      return row
    }
  }
}

public struct SearchDebounce: Scene {
  public static let id = "search-debounce"
  public static let summary = "Combine MVVM: typing feeds @Published query; debounce(300 ms) then the results slide in"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.6) }

  public func build() -> CALayer {
    let search = SearchController()
    let w = window(root: UINavigationController(rootViewController: search))
    let hand = Hand()
    hand.tap(search.field, at: 0.3)
    hand.type("swi", at: 1.0, interval: 0.12)
    hand.type("ft", at: 2.2, interval: 0.12)
    return w.layer
  }
}

/// The scenes of this file, on the platforms that have them.
nonisolated(unsafe) let combineScenes: [any Scene.Type] = [TimerCounter.self, SearchDebounce.self]
#else
nonisolated(unsafe) let combineScenes: [any Scene.Type] = []
#endif
