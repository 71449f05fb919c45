import Flipbook
import Foundation

// Article 002's CATransition example and every public transition type and subtype.

/// The article's transition: a 50x100 layer goes from red "Red" to blue "Blue" under a 2 s push.
public struct TransitionPush: Scene {
  public static let id = "transition-push"
  public static let summary = "CATransition push over 2 s: a 50x100 layer goes from red \"Red\" to blue \"Blue\" (article 002)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("CATransition · type .push · duration 2 s\nbackgroundColor red → blue, string \"Red\" → \"Blue\"", in: window)
    let view = window
    let transitioningLayer = CATextLayer()
    transitioningLayer.name = "transitioningLayer"
    transitioningLayer.fontSize = 16
    transitioningLayer.alignmentMode = .center
    // The layer's position
    transitioningLayer.frame = CGRect(x: 10, y: 100, width: 50, height: 100)
    view.layer.addSublayer(transitioningLayer)
    // Some properties of the layer
    transitioningLayer.backgroundColor = UIColor.red.cgColor
    transitioningLayer.string = "Red"

    // Called when triggered
    SceneScheduler.main.asyncAfter(delay: 0.5) {
      let transition = CATransition()
      transition.duration = 2
      transition.type = CATransitionType.push
      transitioningLayer.add(transition, forKey: "transition")
      // Change to blue; the text becomes "Blue"
      transitioningLayer.backgroundColor = UIColor.blue.cgColor
      transitioningLayer.string = "Blue"
    }
    return window.layer
  }
}

/// fade, moveIn, push and reveal from each side, side by side, all over 1.5 s.
public struct TransitionGrid: Scene {
  public static let id = "transition-grid"
  public static let summary = "every CATransition type (fade, moveIn, push, reveal) from every side, side by side"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("rows: fade · moveIn · push · reveal\ncolumns: fromLeft · fromRight · fromTop · fromBottom", in: window)
    let types: [CATransitionType] = [.fade, .moveIn, .push, .reveal]
    let subtypes: [CATransitionSubtype] = [.fromLeft, .fromRight, .fromTop, .fromBottom]
    var tiles: [CATextLayer] = []
    for (row, type) in types.enumerated() {
      for (column, subtype) in subtypes.enumerated() {
        let tile = CATextLayer()
        tile.name = "\(type.rawValue)-\(subtype.rawValue)"
        tile.frame = CGRect(x: 22 + CGFloat(column) * 86, y: 110 + CGFloat(row) * 130, width: 72, height: 110)
        tile.backgroundColor = UIColor.systemOrange.cgColor
        tile.string = "A"
        tile.fontSize = 40
        tile.alignmentMode = .center
        tile.foregroundColor = UIColor.white.cgColor
        tile.cornerRadius = 6
        window.layer.addSublayer(tile)
        tiles.append(tile)
      }
    }
    SceneScheduler.main.asyncAfter(delay: 0.25) {
      for (i, tile) in tiles.enumerated() {
        let transition = CATransition()
        transition.duration = 1.5
        transition.type = types[i / 4]
        transition.subtype = subtypes[i % 4]
        tile.add(transition, forKey: nil)
        tile.backgroundColor = UIColor.systemIndigo.cgColor
        tile.string = "B"
      }
    }
    return window.layer
  }
}

/// Article 000 §3.2: a primary and a secondary view toggled with
/// `transition(from:to:duration:options:completion:)`, flipping from the right, then from the left.
public struct TransitionFlip: Scene {
  public static let id = "transition-flip"
  public static let summary = "transition(from:to:): primary and secondary views toggled with flips from the right and from the left (article 000 §3.2)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("transition(from:to:) · 1.0 s · flipFromRight, then flipFromLeft", in: window)
    let container = UIView(frame: CGRect(x: 62.5, y: 183.5, width: 250, height: 300))
    container.layer.name = "container"
    window.addSubview(container)

    func card(_ title: String, _ color: UIColor) -> UIView {
      let (view, _) = titledCard(container.bounds, color, title)
      view.layer.name = title
      return view
    }
    let primaryView = card("Primary", .systemBlue)
    let secondaryView = card("Secondary", .systemGreen)
    container.addSubview(primaryView)

    final class State { var displayingPrimary = true }
    let state = State()
    func toggleMainViews() {
      UIView.transition(from: state.displayingPrimary ? primaryView : secondaryView,
                        to: state.displayingPrimary ? secondaryView : primaryView,
                        duration: 1.0,
                        options: state.displayingPrimary ? .transitionFlipFromRight : .transitionFlipFromLeft,
                        completion: { finished in
                          if finished { state.displayingPrimary = !state.displayingPrimary }
                        })
    }
    SceneScheduler.main.asyncAfter(delay: 0.25, execute: toggleMainViews)
    SceneScheduler.main.asyncAfter(delay: 1.75, execute: toggleMainViews)
    return window.layer
  }
}

/// Cross dissolve with `transition(with:)`: a label's text changes under a 0.8 s dissolve.
public struct TransitionDissolve: Scene {
  public static let id = "transition-dissolve"
  public static let summary = "transition(with:) .transitionCrossDissolve: a card's content changes under a 0.8 s dissolve"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("transition(with:) · .transitionCrossDissolve · 0.8 s", in: window)
    let (card, label) = titledCard(CGRect(x: 62.5, y: 233.5, width: 250, height: 200), .systemPurple, "Before")
    window.addSubview(card)
    SceneScheduler.main.asyncAfter(delay: 0.25) {
      UIView.transition(with: card, duration: 0.8, options: .transitionCrossDissolve, animations: {
        card.backgroundColor = .systemTeal
        label.text = "After"
      })
    }
    return window.layer
  }
}

/// Article 000 §3.1's begin/commit form: `setAnimationTransition(.curlUp, for:, cache:)`;
/// the page curls up and the changed content shows underneath, then curls back down.
public struct TransitionCurl: Scene {
  public static let id = "transition-curl"
  public static let summary = "begin/commit setAnimationTransition(.curlUp): the page curls up over new content, then curls back down (article 000 §3.1)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("setAnimationTransition(.curlUp) · 1.0 s, then .transitionCurlDown", in: window)
    let page = UIView(frame: CGRect(x: 37.5, y: 133.5, width: 300, height: 400))
    page.layer.name = "page"
    page.backgroundColor = .systemYellow
    let label = UILabel(frame: CGRect(x: 0, y: 180, width: 300, height: 40))
    label.text = "Page one"
    label.font = .boldSystemFont(ofSize: 30)
    label.textColor = .darkGray
    label.textAlignment = .center
    page.addSubview(label)
    window.addSubview(page)

    SceneScheduler.main.asyncAfter(delay: 0.25) {
      UIView.beginAnimations("ToggleSiblings", context: nil)
      UIView.setAnimationTransition(.curlUp, for: page, cache: true)
      UIView.setAnimationDuration(1.0)
      // Change the content
      page.backgroundColor = .systemTeal
      label.text = "Page two"
      UIView.commitAnimations()
    }
    SceneScheduler.main.asyncAfter(delay: 1.75) {
      UIView.transition(with: page, duration: 1.0, options: .transitionCurlDown, animations: {
        page.backgroundColor = .systemYellow
        label.text = "Page one"
      })
    }
    return window.layer
  }
}

/// transition(with:) flipping about the horizontal axis: from the top, then from the bottom.
public struct TransitionFlipVertical: Scene {
  public static let id = "transition-flip-vertical"
  public static let summary = "transition(with:) .transitionFlipFromTop, then .transitionFlipFromBottom: a card turns about its horizontal axis"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("transition(with:) · 0.8 s · flipFromTop, then flipFromBottom", in: window)
    let (card, label) = titledCard(CGRect(x: 62.5, y: 233.5, width: 250, height: 200), .systemRed, "Front")
    window.addSubview(card)
    SceneScheduler.main.asyncAfter(delay: 0.25) {
      UIView.transition(with: card, duration: 0.8, options: .transitionFlipFromTop, animations: {
        card.backgroundColor = .systemBlue
        label.text = "Back"
      })
    }
    SceneScheduler.main.asyncAfter(delay: 1.4) {
      UIView.transition(with: card, duration: 0.8, options: .transitionFlipFromBottom, animations: {
        card.backgroundColor = .systemRed
        label.text = "Front"
      })
    }
    return window.layer
  }
}

/// A rounded card with a centred white title (the transition scenes' content).
@MainActor func titledCard(_ frame: CGRect, _ color: UIColor, _ title: String) -> (UIView, UILabel) {
  let card = UIView(frame: frame)
  card.layer.name = "card"
  card.backgroundColor = color
  card.layer.cornerRadius = 14
  let label = UILabel(frame: CGRect(x: 0, y: frame.height / 2 - 20, width: frame.width, height: 40))
  label.text = title
  label.font = .boldSystemFont(ofSize: 28)
  label.textColor = .white
  label.textAlignment = .center
  card.addSubview(label)
  return (card, label)
}
