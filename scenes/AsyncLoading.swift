import Flipbook
import Foundation

/// A screen that loads with `async`/`await`, written as apps have since 2021: a
/// task started in `viewDidLoad` shows a spinner while an async call "loads" (a
/// `Task.sleep` standing in for the network), then fades the header in with
/// `await UIView.animate`, and brings the cards in one after another.
final class ArticleController: UIViewController {
  struct Story { var title: String; var cards: [String] }

  private let spinner = UIActivityIndicatorView(style: .large)
  private let header = UILabel()
  private var cards: [UIView] = []
  private var loading: Task<Void, Never>?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Today"
    view.backgroundColor = .systemGroupedBackground
    spinner.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY - 40)
    view.addSubview(spinner)
    header.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 34)
    header.font = .systemFont(ofSize: 28, weight: .bold)
    header.alpha = 0
    view.addSubview(header)
    loading = Task {
      spinner.startAnimating()
      let story = await loadStory()
      spinner.stopAnimating()
      header.text = story.title
      await UIView.animate(withDuration: 0.35) { self.header.alpha = 1 }
      for (index, text) in story.cards.enumerated() {
        let card = makeCard(text, row: index)
        try? await Task.sleep(for: .milliseconds(90))
        // Not awaited: the next card starts while this one springs. (In an async
        // context the call without `completion:` is the async variant, as with
        // Apple's SDK, which would need `await`.)
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                       animations: {
                         card.alpha = 1
                         card.transform = .identity
                       }, completion: nil)
      }
    }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    loading?.cancel()
  }

  /// The "network": one second and a fifth of virtual time.
  private func loadStory() async -> Story {
    try? await Task.sleep(for: .seconds(1.2))
    return Story(title: "Morning briefing", cards: ["☀️ Sunny, 21°", "📅 3 meetings", "📖 12 min read"])
  }

  private func makeCard(_ text: String, row: Int) -> UIView {
    let card = UIView(frame: CGRect(x: 16, y: 170 + CGFloat(row) * 96, width: view.bounds.width - 32, height: 84))
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 14
    card.layer.cornerCurve = .continuous
    let label = UILabel(frame: card.bounds.insetBy(dx: 16, dy: 0))
    label.text = text
    label.font = .systemFont(ofSize: 17, weight: .semibold)
    card.addSubview(label)
    card.alpha = 0
    card.transform = CGAffineTransform(translationX: 0, y: 30)
    view.addSubview(card)
    cards.append(card)
    return card
  }
}

public struct AsyncLoading: Scene {
  public static let id = "async-loading"
  public static let summary = "async/await: a Task shows a spinner while Task.sleep 'loads', then await UIView.animate fades the content in"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }

  public func build() -> CALayer {
    window(root: UINavigationController(rootViewController: ArticleController())).layer
  }
}
