import Flipbook
import Foundation

/// UIAlertController as an app presents it: a delete confirmation (an alert with
/// Cancel and a destructive Delete), then a share action sheet, each dismissed
/// by a scripted tap on one of its actions.
public struct AlertControllerScene: Scene {
  public static let id = "alert-controller"
  public static let summary = "UIAlertController: an alert springs in from 1.2x over a dimmed screen, then an action sheet slides up"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }

  public func build() -> CALayer {
    let photos = DemoScreen("Photos", .systemTeal)
    let w = window(root: photos)
    let alert = UIAlertController(title: "Delete this photo?",
                                  message: "It will be removed from all your devices. This cannot be undone.",
                                  preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in photos.view.alpha = 0.6 })
    let sheet = UIAlertController(title: "Share Photo", message: nil, preferredStyle: .actionSheet)
    for title in ["Save Image", "Copy", "Add to Album"] { sheet.addAction(UIAlertAction(title: title, style: .default)) }
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))

    SceneScheduler.main.asyncAfter(delay: 0.3) { photos.present(alert, animated: true) }
    // A tap on Delete, then on the sheet's Cancel.
    SceneScheduler.main.asyncAfter(delay: 2.6) { alert.tap(alert.actions[1]) }
    SceneScheduler.main.asyncAfter(delay: 3.1) { photos.present(sheet, animated: true) }
    SceneScheduler.main.asyncAfter(delay: 4.1) { sheet.tap(sheet.actions[3]) }
    return w.layer
  }
}
