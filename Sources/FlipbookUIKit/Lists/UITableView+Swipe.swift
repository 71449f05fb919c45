import Foundation

/// The swiped row, its actions and how far it is open (TableSwipeActions.swift).
struct OpenSwipe {
  var path: IndexPath
  var view: SwipeActionsView
  var offset: CGFloat
}

extension UITableView {
  func swipeCell(at path: IndexPath) -> UITableViewCell? { visibleCellsByPath[path] }

  /// Adds the swipe recognizer (once, when a delegate is set).
  func installSwipe() {
    guard swipeRecognizer == nil else { return }
    let recognizer = RowSwipeRecognizer()
    recognizer.table = self
    recognizer.addTarget(handler: { [weak self] r in (r as? RowSwipeRecognizer).map { self?.swiped($0) } })
    addGestureRecognizer(recognizer)
    swipeRecognizer = recognizer
  }

  private func swiped(_ r: RowSwipeRecognizer) {
    guard let path = r.path, let cell = swipeCell(at: path), let config = r.configuration else { return }
    switch r.state {
    case .began:
      if openSwipe?.path != path {
        closeSwipe(animated: false)
        let view = SwipeActionsView(actions: config.actions, leading: r.leading, height: cell.frame.height)
        view.onTap = { [weak self, unowned view] i in self?.run(view.actions[i], view) }
        insertSubview(view, belowSubview: cell)
        openSwipe = OpenSwipe(path: path, view: view, offset: 0)
      }
      swipeStart = openSwipe?.offset ?? 0
      cell.setHighlighted(false, animated: false)
      move(to: swipeStart + r.translation(in: self).x)
    case .changed:
      move(to: swipeStart + r.translation(in: self).x)
    case .ended, .cancelled:
      guard let open = openSwipe else { return }
      let reveal = abs(open.offset), total = open.view.total
      if config.performsFirstActionWithFullSwipe && reveal > bounds.width * 0.6, let action = config.actions.first {
        settle(to: (r.leading ? 1 : -1) * bounds.width, then: { self.run(action, open.view) })
      } else {
        settle(to: reveal > total / 2 ? (r.leading ? total : -total) : 0, then: nil)
      }
    default: break
    }
  }

  /// Slides the row to `offset` (negative: to the left, trailing actions showing).
  private func move(to offset: CGFloat) {
    guard var open = openSwipe, let cell = swipeCell(at: open.path) else { return }
    let sign: CGFloat = open.view.leading ? 1 : -1
    open.offset = sign * max(sign * offset, 0)
    openSwipe = open
    cell.transform = CGAffineTransform(translationX: open.offset, y: 0)
    let reveal = abs(open.offset), row = cellFrame(at: open.path)
    open.view.frame = CGRect(x: open.view.leading ? row.minX : row.maxX - reveal, y: row.minY, width: reveal, height: row.height)
    open.view.layout(reveal: reveal)
  }

  private func settle(to offset: CGFloat, then: (() -> Void)?) {
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
      self.move(to: offset)
      self.openSwipe?.view.layoutIfNeeded()
    }, completion: { _ in
      if offset == 0 { self.removeSwipeView() }
      then?()
    })
  }

  /// Runs an action's handler; when it finishes, the row closes.
  func run(_ action: UIContextualAction, _ view: SwipeActionsView) {
    action.handler(action, view) { [weak self] _ in self?.closeSwipe(animated: true) }
  }

  func closeSwipe(animated: Bool) {
    guard openSwipe != nil else { return }
    guard animated else {
      move(to: 0)
      return removeSwipeView()
    }
    settle(to: 0, then: nil)
  }

  private func removeSwipeView() {
    guard let open = openSwipe, open.offset == 0 else { return }
    open.view.removeFromSuperview()
    openSwipe = nil
  }
}
