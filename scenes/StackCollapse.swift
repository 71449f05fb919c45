import Flipbook
import Foundation

/// The stack-view collapse idiom: `UIView.animate { row.isHidden = true }` on an
/// arranged subview. The row shrinks to nothing while the rows below move up
/// (the stack is as tall as its rows), and its layer is hidden when the
/// animation ends; showing it again grows it back.
final class StackCollapseController: UIViewController {
  private let stack = UIStackView()
  private(set) var rows: [UIView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(white: 0.95, alpha: 1)
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 120),
    ])
    let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple]
    for (i, color) in colors.enumerated() {
      let row = UIView()
      row.backgroundColor = color
      row.layer.cornerRadius = 12
      row.layer.name = "row\(i)"
      // 999, not required: a hidden arranged view is collapsed by a required
      // zero-height constraint of the stack's, which a required 72 would fight
      // (UIKit logs "Unable to simultaneously satisfy constraints").
      let height = row.heightAnchor.constraint(equalToConstant: 72)
      height.priority = UILayoutPriority(999)
      height.isActive = true
      stack.addArrangedSubview(row)
      rows.append(row)
    }
  }

  func setDetailsHidden(_ hidden: Bool) {
    UIView.animate(withDuration: 0.35, delay: 0, options: .curveEaseInOut, animations: {
      self.rows[1].isHidden = hidden
      self.rows[1].alpha = hidden ? 0 : 1
    })
  }
}

public struct StackCollapse: Scene {
  public static let id = "stack-collapse"
  public static let summary = "UIStackView: an arranged row hidden in an animation block collapses while the rows "
    + "below move up, then shows again"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  public func build() -> CALayer {
    let controller = StackCollapseController()
    let w = window(root: controller)
    SceneScheduler.main.asyncAfter(delay: 0.3) { controller.setDetailsHidden(true) }
    SceneScheduler.main.asyncAfter(delay: 1.0) { controller.setDetailsHidden(false) }
    return w.layer
  }
}
