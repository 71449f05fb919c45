import Flipbook
import Foundation

/// The canvas's status bar and the safe area it makes: an iPhone 15 screen
/// (393x852 pt) with the status bar on; a banner pinned to the safe area's top
/// slides down into place, a toolbar sits on the safe area's bottom above the
/// home indicator's 34 pt.
public struct StatusBarScene: Scene {
  public static let id = "status-bar"
  public static let summary = "Canvas(showsStatusBar: true): iOS's status bar over the window; views pinned to safeAreaLayoutGuide clear it"
  public init() {}
  public var canvas: Canvas {
    Canvas(size: CGSize(width: 393, height: 852), scale: 3, fps: 60, background: .white, showsStatusBar: true)
  }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  public func build() -> CALayer {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let controller = UIViewController()
    window.rootViewController = controller
    let view = controller.view!
    view.backgroundColor = .systemGroupedBackground
    let banner = UILabel(), toolbar = UIView()
    banner.text = "Saved to Photos"
    banner.font = .preferredFont(forTextStyle: .headline)
    banner.textAlignment = .center
    banner.backgroundColor = .systemYellow
    toolbar.backgroundColor = .systemBlue
    for v in [banner, toolbar] as [UIView] {
      v.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(v)
    }
    let guide = view.safeAreaLayoutGuide
    let hidden = banner.bottomAnchor.constraint(equalTo: view.topAnchor)
    let shown = banner.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8)
    NSLayoutConstraint.activate([
      hidden, banner.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      banner.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16), banner.heightAnchor.constraint(equalToConstant: 44),
      toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor), toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      toolbar.bottomAnchor.constraint(equalTo: guide.bottomAnchor), toolbar.heightAnchor.constraint(equalToConstant: 49),
    ])
    SceneScheduler.main.asyncAfter(delay: 0.3) {
      hidden.isActive = false
      shown.isActive = true
      UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
                     animations: { view.layoutIfNeeded() })
    }
    return window.layer
  }
}
