import Foundation

/// What iOS 7's `topLayoutGuide` and `bottomLayoutGuide` are (deprecated in
/// iOS 11 for the safe area, still in apps): a band whose `length` is its height.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  /// The band's height, in points, once laid out.
  var length: CGFloat { get }
  /// The band's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The band's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The band's height.
  var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
  /// The guide's height once laid out (0 before the first layout pass, as on iOS in `viewDidLoad`).
  public var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
  /// The band from the top of the view to the top of its safe area (the status and
  /// navigation bars), as iOS 7 to 10 gave it: prefer `view.safeAreaLayoutGuide.topAnchor`.
  public var topLayoutGuide: any UILayoutSupport { barGuide("UIViewControllerTopLayoutGuide", top: true) }

  /// The band from the bottom of the view's safe area (the home indicator, a tab bar)
  /// to the bottom of the view: prefer `view.safeAreaLayoutGuide.bottomAnchor`.
  public var bottomLayoutGuide: any UILayoutSupport { barGuide("UIViewControllerBottomLayoutGuide", top: false) }

  private func barGuide(_ identifier: String, top: Bool) -> UILayoutGuide {
    if let guide = view.layoutGuides.first(where: { $0.identifier == identifier }) { return guide }
    let guide = UILayoutGuide()
    guide.identifier = identifier
    view.addLayoutGuide(guide)
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate(top
      ? [guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: safe.topAnchor)]
      : [guide.topAnchor.constraint(equalTo: safe.bottomAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)])
    NSLayoutConstraint.activate([guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                 guide.trailingAnchor.constraint(equalTo: view.trailingAnchor)])
    return guide
  }
}
