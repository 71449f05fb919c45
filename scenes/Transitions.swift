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
    Scheduler.main.asyncAfter(delay: 0.5) {
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
    Scheduler.main.asyncAfter(delay: 0.25) {
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
