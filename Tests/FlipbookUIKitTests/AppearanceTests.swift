import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookUIKit
import FlipbookTestSupport

/// A controller that logs its lifecycle calls with their virtual times.
private final class LoggingController: UIViewController {
  let name: String
  let log: Log
  final class Log { var lines: [String] = [] }

  init(_ name: String, log: Log) {
    (self.name, self.log) = (name, log)
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  private func note(_ event: String) { log.lines.append("\(name).\(event)") }
  override func viewDidLoad() { note("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { note("viewWillAppear(\(animated))\(isMovingToParent ? " moving" : "")") }
  override func viewDidAppear(_ animated: Bool) { note("viewDidAppear(\(animated)) at \(CACurrentMediaTime())") }
  override func viewWillDisappear(_ animated: Bool) {
    note("viewWillDisappear(\(animated))\(isMovingFromParent ? " moving" : "")\(isBeingDismissed ? " dismissed" : "")")
  }
  override func viewDidDisappear(_ animated: Bool) {
    note("viewDidDisappear(\(animated))\(isMovingFromParent ? " moving" : "") at \(CACurrentMediaTime())")
  }
  override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
}

/// The appearance cycle as UIKit runs it (Apple's UIViewController documentation,
/// "Handling View-Related Notifications"): will-appear before the first layout,
/// did-appear after it; transitions call the will-methods as they start and the
/// did-methods when they complete.
@MainActor @Suite struct AppearanceTests {
  @Test func aWindowShowsItsRootControllerAtTheFirstCommit() {
    let clock = VirtualClock(), log = LoggingController.Log()
    clock.run {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      window.rootViewController = LoggingController("Root", log: log)
      #expect(log.lines == ["Root.viewDidLoad"])  // shown at the commit, not yet
    }
    clock.runUntilIdle()
    #expect(log.lines == ["Root.viewDidLoad", "Root.viewWillAppear(false)", "Root.viewWillLayoutSubviews",
                          "Root.viewDidLayoutSubviews", "Root.viewDidAppear(false) at 0.0"])
  }

  @Test func makeKeyAndVisibleCallsViewWillAppearAtOnce() {
    let clock = VirtualClock(), log = LoggingController.Log()
    clock.run {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      window.rootViewController = LoggingController("Root", log: log)
      window.makeKeyAndVisible()
      #expect(log.lines == ["Root.viewDidLoad", "Root.viewWillAppear(false)"])
    }
    clock.runUntilIdle()
    #expect(log.lines.filter { $0.contains("Appear") } == ["Root.viewWillAppear(false)", "Root.viewDidAppear(false) at 0.0"])
  }

  @Test func pushAndPopCallBothControllersAroundTheSlide() {
    let clock = VirtualClock(), log = LoggingController.Log()
    clock.run {
      let list = LoggingController("List", log: log), chat = LoggingController("Chat", log: log)
      let nav = UINavigationController(rootViewController: list)
      UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667)).rootViewController = nav
      clock.schedule(at: 1) { nav.pushViewController(chat, animated: true) }
      clock.schedule(at: 2) { nav.popViewController(animated: true) }
    }
    clock.runUntilIdle()
    let appearance = log.lines.filter { $0.contains("ppear") }
    #expect(appearance == [
      "List.viewWillAppear(false)", "List.viewDidAppear(false) at 0.0",
      "List.viewWillDisappear(true)", "Chat.viewWillAppear(true) moving",
      "List.viewDidDisappear(true) at 1.5", "Chat.viewDidAppear(true) at 1.5",
      "Chat.viewWillDisappear(true) moving", "List.viewWillAppear(true)",
      "Chat.viewDidDisappear(true) moving at 2.5", "List.viewDidAppear(true) at 2.5",
    ])
  }

  @Test func aFullScreenPresentationHidesThePresenterAndAnOverFullScreenOneDoesNot() {
    for style in [UIModalPresentationStyle.fullScreen, .overFullScreen] {
      let clock = VirtualClock(), log = LoggingController.Log()
      clock.run {
        let home = LoggingController("Home", log: log), sheet = LoggingController("Sheet", log: log)
        sheet.modalPresentationStyle = style
        UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667)).rootViewController = home
        clock.schedule(at: 1) { home.present(sheet, animated: false) }
        clock.schedule(at: 2) { sheet.dismiss(animated: false) }
      }
      clock.runUntilIdle()
      let calls = log.lines.filter { $0.contains("ppear") }.dropFirst(2).map { $0.replacingOccurrences(of: " at ", with: "@") }
      if style == .fullScreen {
        #expect(calls == ["Home.viewWillDisappear(false)", "Sheet.viewWillAppear(false)", "Home.viewDidDisappear(false)@1.0",
                          "Sheet.viewDidAppear(false)@1.0", "Sheet.viewWillDisappear(false) dismissed",
                          "Home.viewWillAppear(false)", "Sheet.viewDidDisappear(false)@2.0", "Home.viewDidAppear(false)@2.0"])
      } else {
        #expect(calls == ["Sheet.viewWillAppear(false)", "Sheet.viewDidAppear(false)@1.0",
                          "Sheet.viewWillDisappear(false) dismissed", "Sheet.viewDidDisappear(false)@2.0"])
      }
    }
  }

  @Test func aCancelledInteractivePopTurnsTheCallsBack() {
    final class Interactive: UINavigationControllerDelegate {
      let driver = UIPercentDrivenInteractiveTransition()
      func navigationController(_ nav: UINavigationController, interactionControllerFor animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { driver }
    }
    let clock = VirtualClock(), log = LoggingController.Log(), delegate = Interactive()
    clock.run {
      let list = LoggingController("List", log: log), chat = LoggingController("Chat", log: log)
      let nav = UINavigationController(rootViewController: list)
      nav.pushViewController(chat, animated: false)
      nav.delegate = delegate
      UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667)).rootViewController = nav
      clock.schedule(at: 1) { nav.popViewController(animated: true) }
      clock.schedule(at: 1.1) { delegate.driver.update(0.3) }
      clock.schedule(at: 1.2) { delegate.driver.cancel() }
    }
    clock.runUntilIdle()
    let calls = log.lines.filter { $0.contains("ppear") }.map { $0.components(separatedBy: " at ")[0] }
    #expect(calls == ["Chat.viewWillAppear(false)", "Chat.viewDidAppear(false)",
                      "Chat.viewWillDisappear(true) moving", "List.viewWillAppear(true)",
                      "List.viewWillDisappear(true)", "Chat.viewWillAppear(true)",
                      "Chat.viewDidAppear(true)", "List.viewDidDisappear(true)"])
  }

  @Test func aTabSwitchCallsBothPairsAtOnce() {
    let clock = VirtualClock(), log = LoggingController.Log()
    clock.run {
      let tabs = UITabBarController()
      tabs.setViewControllers([LoggingController("One", log: log), LoggingController("Two", log: log)], animated: false)
      UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667)).rootViewController = tabs
      clock.schedule(at: 1) { tabs.selectedIndex = 1 }
    }
    clock.runUntilIdle()
    #expect(log.lines.filter { $0.contains("ppear") } == [
      "One.viewWillAppear(false)", "One.viewDidAppear(false) at 0.0", "One.viewWillDisappear(false)",
      "Two.viewWillAppear(false)", "One.viewDidDisappear(false) at 1.0", "Two.viewDidAppear(false) at 1.0",
    ])
  }
}

/// `modalTransitionStyle` presents with UIKit's view transitions.
@MainActor @Suite struct ModalTransitionStyleTests {
  func present(_ style: UIModalTransitionStyle) -> (VirtualClock, UIViewController, UIViewController) {
    let clock = VirtualClock()
    let (home, sheet) = clock.run { () -> (UIViewController, UIViewController) in
      let home = UIViewController(), sheet = UIViewController()
      sheet.modalTransitionStyle = style
      UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667)).rootViewController = home
      clock.schedule(at: 0.1) { home.present(sheet, animated: true) }
      return (home, sheet)
    }
    clock.advance(to: 0.1)
    return (clock, home, sheet)
  }

  @Test func aPageSheetDismissedWithoutAnimationGivesThePresenterItsScreenBack() throws {
    let clock = VirtualClock()
    let (home, sheet) = clock.run { () -> (UIViewController, UIViewController) in
      let home = UIViewController(), sheet = UIViewController()
      UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667)).rootViewController = home
      clock.schedule(at: 0.1) { home.present(sheet, animated: true) }
      clock.schedule(at: 1) { sheet.dismiss(animated: false) }
      return (home, sheet)
    }
    clock.advance(to: 0.9)
    #expect(home.view.transform != .identity)  // shrunk behind the card
    clock.runUntilIdle()
    let window = try #require(home.view.superview)
    #expect(home.view.transform == .identity && home.view.layer.cornerRadius == 0 && sheet.view.superview == nil)
    #expect(!window.subviews.contains { ($0.layer.name ?? "").hasPrefix("page sheet") })
  }

  @Test func crossDissolveFadesThePresentedViewIn() {
    let (clock, _, sheet) = present(.crossDissolve)
    clock.advance(to: 0.1 + 0.175)
    // Half way through 0.35 s of ease-in-out: half faded in.
    #expect(abs(Double(sheet.view.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
    clock.runUntilIdle()
    #expect(sheet.view.alpha == 1 && sheet.presentingViewController != nil)
  }

  @Test func flipAndCurlUseUIKitsTransitions() throws {
    for (style, type, subtype) in [(UIModalTransitionStyle.flipHorizontal, "oglFlip", CATransitionSubtype.fromRight),
                                   (.partialCurl, "pageCurl", .fromBottom)] {
      let (clock, home, sheet) = present(style)
      let container = try #require(home.view.superview)
      let transition = try #require(container.layer.animation(forKey: "transition") as? CATransition)
      #expect(transition.type.rawValue == type && transition.subtype == subtype && transition.duration == 0.75,
              "\(transition.type.rawValue) \(String(describing: transition.subtype))")
      clock.runUntilIdle()
      #expect(sheet.view.superview === container)
    }
  }
}
