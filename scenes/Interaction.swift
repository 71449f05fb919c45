import Flipbook
import Foundation

// Scenes driven by a scripted hand (`Hand`): touches delivered as UIKit
// delivers them, to gesture recognizers, controls and scroll views written as
// app code writes them. Touches are shown as iOS screen recordings show them.

/// A stack of cards: a pan drags the top one, which springs back when let go
/// near home and flies off when thrown (Tinder-style code, as apps write it).
final class CardStackController: UIViewController {
  private var home = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let places: [(String, UIColor)] = [("Oslo", .systemTeal), ("Lisbon", .systemOrange), ("Kyoto", .systemIndigo)]
    for (name, color) in places {
      let card = UIView(frame: CGRect(x: 32, y: 110, width: 311, height: 420))
      card.backgroundColor = color
      card.layer.cornerRadius = 18
      card.layer.shadowColor = UIColor.black.cgColor
      card.layer.shadowOpacity = 0.18
      card.layer.shadowRadius = 12
      card.layer.shadowOffset = CGSize(width: 0, height: 6)
      let title = UILabel(frame: CGRect(x: 24, y: 340, width: 263, height: 48))
      title.text = name
      title.font = .systemFont(ofSize: 34, weight: .bold)
      title.textColor = .white
      card.addSubview(title)
      card.addGestureRecognizer(UIPanGestureRecognizer(handler: { [unowned self] in self.handlePan($0) }))
      view.addSubview(card)
    }
    home = CGPoint(x: 187.5, y: 320)
  }

  private func handlePan(_ gesture: UIGestureRecognizer) {
    guard let pan = gesture as? UIPanGestureRecognizer, let card = pan.view else { return }
    let t = pan.translation(in: view)
    switch pan.state {
    case .changed:
      card.center = CGPoint(x: home.x + t.x, y: home.y + t.y)
      card.transform = CGAffineTransform(rotationAngle: t.x / view.bounds.width * 0.4)
    case .ended:
      let v = pan.velocity(in: view)
      if abs(t.x) > 120 || abs(v.x) > 800 {
        let direction: CGFloat = (v.x == 0 ? t.x : v.x) < 0 ? -1 : 1
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseOut, animations: {
          card.center = CGPoint(x: self.home.x + direction * 560, y: self.home.y + t.y + v.y * 0.15)
          card.transform = CGAffineTransform(rotationAngle: direction * 0.5)
        }, completion: { _ in card.removeFromSuperview() })
      } else {
        UIView.animate(withDuration: 0.55, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.4,
                       options: [], animations: {
          card.center = self.home
          card.transform = .identity
        })
      }
    default: break
    }
  }
}

public struct CardSwipe: Scene {
  public static let id = "card-swipe"
  public static let summary = "UIPanGestureRecognizer under a scripted finger: a card springs back, then two are thrown away"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }

  public func build() -> CALayer {
    let controller = CardStackController()
    let w = window(root: controller)
    Hand.showsTouches = true
    let hand = Hand()
    hand.drag(CGPoint(x: 190, y: 330), by: CGVector(dx: 90, dy: -24), at: 0.3, duration: 0.6)
    hand.flick(CGPoint(x: 190, y: 330), by: CGVector(dx: 230, dy: -20), at: 1.6, duration: 0.14)
    hand.drag(CGPoint(x: 190, y: 330), by: CGVector(dx: -170, dy: 30), at: 2.5, duration: 0.4, motion: .easeIn)
    return w.layer
  }
}

/// A plain list in a scroll view, flung twice: it decelerates, then bounces off the bottom.
final class FlingListController: UIViewController {
  let scroll = UIScrollView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    scroll.frame = view.bounds
    view.addSubview(scroll)
    let names = ["Avocado", "Banana", "Blueberry", "Cherry", "Coconut", "Date", "Dragon fruit", "Fig", "Grape",
                 "Guava", "Kiwi", "Lemon", "Lime", "Lychee", "Mango", "Melon", "Nectarine", "Orange", "Papaya",
                 "Passion fruit", "Peach", "Pear", "Pineapple", "Plum", "Pomegranate", "Raspberry", "Strawberry",
                 "Tangerine", "Watermelon", "Yuzu"]
    for (i, name) in names.enumerated() {
      let label = UILabel(frame: CGRect(x: 20, y: 20 + 44 * CGFloat(i), width: 335, height: 44))
      label.text = name
      scroll.addSubview(label)
      let line = UIView(frame: CGRect(x: 20, y: 20 + 44 * CGFloat(i + 1) - 0.5, width: 355, height: 0.5))
      line.backgroundColor = .separator
      scroll.addSubview(line)
    }
    scroll.contentSize = CGSize(width: 375, height: 40 + 44 * CGFloat(names.count))
  }
}

public struct ListFling: Scene {
  public static let id = "list-fling"
  public static let summary = "UIScrollView flung by a finger: iOS's deceleration, the bounce at the end, scroll indicators"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  public func build() -> CALayer {
    let controller = FlingListController()
    let w = window(root: controller)
    Hand.showsTouches = true
    let hand = Hand()
    hand.flick(CGPoint(x: 190, y: 480), by: CGVector(dx: 0, dy: -150), at: 0.3, duration: 0.12)
    hand.flick(CGPoint(x: 190, y: 500), by: CGVector(dx: 0, dy: -260), at: 2.2, duration: 0.08)
    return w.layer
  }
}

public struct EdgeSwipePop: Scene {
  public static let id = "edge-swipe-pop"
  public static let summary = "UINavigationController's interactive pop: a left-edge swipe let go early (cancelled), then one that pops"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }

  public func build() -> CALayer {
    let list = DemoScreen("Messages", .systemGreen)
    let nav = UINavigationController(rootViewController: list)
    let w = window(root: nav)
    nav.pushViewController(DemoScreen("Chat", .systemPurple), animated: false)
    Hand.showsTouches = true
    let hand = Hand()
    hand.edgeSwipe(distance: 110, at: 0.3, duration: 0.7, motion: .easeOut)
    hand.edgeSwipe(distance: 240, at: 1.8, duration: 0.45, motion: .linear)
    return w.layer
  }
}

public struct PullToRefresh: Scene {
  public static let id = "pull-to-refresh"
  public static let summary = "UIRefreshControl pulled by a finger: the spinner draws in, spins while the app loads, then the list settles"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }

  public func build() -> CALayer {
    let controller = FlingListController()
    let w = window(root: controller)
    let refresh = UIRefreshControl()
    refresh.addAction(UIAction { _ in
      SceneScheduler.main.asyncAfter(delay: 1.6) { refresh.endRefreshing() }
    }, for: .valueChanged)
    controller.scroll.refreshControl = refresh
    controller.scroll.alwaysBounceVertical = true
    Hand.showsTouches = true
    Hand().drag(CGPoint(x: 190, y: 160), by: CGVector(dx: 0, dy: 330), at: 0.3, duration: 0.8, motion: .easeOut)
    return w.layer
  }
}
