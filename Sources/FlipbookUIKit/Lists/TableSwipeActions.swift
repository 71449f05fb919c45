import Foundation

/// A row's swipe actions as iOS 11+ shows them (research on lists §4): a
/// horizontal drag on a row slides it aside and reveals the delegate's actions
/// behind it, each a full-height button sized to its title (15 pt medium,
/// white, 16 pt each side, 74–120 pt wide; SwipeCellKit's and Listable's
/// readings of UIKit); on release the row stays open past half the actions'
/// width, else closes; a swipe past 60 % of the row with
/// `performsFirstActionWithFullSwipe` runs the first action. Tapping a button
/// runs its handler; a tap elsewhere on the table closes the row.
final class RowSwipeRecognizer: UIPanGestureRecognizer {
  weak var table: UITableView?
  var path: IndexPath?
  var configuration: UISwipeActionsConfiguration?
  var leading = false

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard let table, let touch = touches.first else { return }
    let point = touch.location(in: table)
    path = table.indexPathForRow(at: point)
    if let open = table.openSwipe, open.path != path || !open.view.frame.contains(point) { table.closeSwipe(animated: true) }
  }

  override func shouldBegin(with t: CGVector) -> Bool {
    guard abs(t.dx) > abs(t.dy), abs(t.dx) >= hysteresis, let table, let path, table.swipeCell(at: path) != nil else { return false }
    let delegate = table.tableDelegate
    leading = t.dx > 0
    configuration = leading ? delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: path)
      : delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: path)
    return !(configuration?.actions.isEmpty ?? true)
  }
}

/// The buttons behind a swiped row.
final class SwipeActionsView: UIView {
  let actions: [UIContextualAction]
  let leading: Bool
  private(set) var buttons: [UIButton] = []
  var widths: [CGFloat] = []
  /// Called with the index of the action whose button was tapped.
  var onTap: ((Int) -> Void)?
  var total: CGFloat { widths.reduce(0, +) }

  init(actions: [UIContextualAction], leading: Bool, height: CGFloat) {
    self.actions = actions
    self.leading = leading
    super.init(frame: .zero)
    clipsToBounds = true
    for action in actions {
      let button = UIButton(type: .custom)
      button.setTitle(action.title, for: .normal)
      button.setTitleColor(.white, for: .normal)
      button.titleLabel?.font = .systemFont(ofSize: 15, weight: .medium)
      button.backgroundColor = action.backgroundColor
      let title = (action.title ?? "") as NSString
      let width = title.size(withAttributes: [.font: UIFont.systemFont(ofSize: 15, weight: .medium)]).width
      widths.append(min(max(width.rounded(.up) + 32, 74), 120))
      let index = buttons.count
      button.addAction(UIAction { [weak self] _ in self?.onTap?(index) }, for: .touchUpInside)
      buttons.append(button)
      addSubview(button)
    }
  }

  required init?(coder: NSCoder) {
    actions = []
    leading = false
    super.init(coder: coder)
  }

  /// Lays the buttons out for `reveal` points shown: each keeps its share, the
  /// first nearest the row's edge; past the actions' width the first grows.
  func layout(reveal: CGFloat) {
    let shown = max(reveal, 0)
    let scale = total > 0 ? min(shown / total, 1) : 0
    let extra = max(shown - total, 0)
    var x: CGFloat = 0
    // From the row's edge outwards: buttons.last … buttons.first for trailing actions.
    for (i, button) in buttons.enumerated().reversed() {
      let w = widths[i] * scale + (i == 0 ? extra : 0)
      button.frame = CGRect(x: leading ? shown - x - w : x, y: 0, width: w, height: bounds.height)
      x += w
    }
  }
}
