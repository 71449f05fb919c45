import Foundation

/// A scroll view's indicators, shown while it is dragged or moving and faded
/// out after (iOS 18's UIScrollView, research/interaction §3.8): drawn only on
/// an axis whose content is longer than the view (visible/content ≤ 0.99); 3 pt
/// thick with round ends, 3 pt in from the edge; at least 36 pt long, shrinking to
/// 7 pt while the content is pulled past an edge; hidden 1.0 s after the motion
/// ends with a 0.25 s fade. The colour is iOS's default style, black at 35 %
/// (white at 35 % for `.white`) — an estimate from screenshots (the decompiled
/// code takes it from a trait-dependent style not in the research).
@MainActor
final class ScrollIndicators {
  static let layerName = "flipbook.top.indicator"
  static let thickness: CGFloat = 3
  static let inset: CGFloat = 3
  unowned let view: UIScrollView
  private let vertical = CALayer()
  private let horizontal = CALayer()
  private var hideRequest = 0

  init(_ view: UIScrollView) {
    self.view = view
    for bar in [vertical, horizontal] {
      bar.name = Self.layerName
      bar.cornerRadius = Self.thickness / 2
      bar.opacity = 0
      view.layer.addSublayer(bar)
    }
    view.syncLayers()
  }

  func show() {
    hideRequest += 1
    update()
    CATransaction.withoutActions {
      vertical.opacity = view.showsVerticalScrollIndicator && showsVertical ? 1 : 0
      horizontal.opacity = view.showsHorizontalScrollIndicator && showsHorizontal ? 1 : 0
    }
  }

  func hide() {
    hideRequest += 1
    let request = hideRequest
    EventState.current.after(1.0) { [weak self] in
      guard let self, self.hideRequest == request else { return }
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.25)
      self.vertical.opacity = 0
      self.horizontal.opacity = 0
      CATransaction.commit()
    }
  }

  private var showsVertical: Bool { view.contentSize.height > 0 && view.bounds.height / view.contentSize.height <= 0.99 }
  private var showsHorizontal: Bool { view.contentSize.width > 0 && view.bounds.width / view.contentSize.width <= 0.99 }

  /// Places the bars for the current offset (in the scroll view's bounds, so they stay put on screen).
  func update() {
    let b = view.bounds, content = view.contentSize, inset = view.adjustedContentInset
    let color = (view.indicatorStyle == .white ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35)).cgColor
    CATransaction.withoutActions {
      vertical.backgroundColor = color
      horizontal.backgroundColor = color
      let track = b.height - inset.top - inset.bottom - 2 * Self.inset
      if let frame = Self.bar(offset: b.minY + inset.top, visible: b.height - inset.top - inset.bottom,
                              content: content.height, track: track) {
        vertical.frame = CGRect(x: b.maxX - Self.inset - Self.thickness, y: b.minY + inset.top + Self.inset + frame.start,
                                width: Self.thickness, height: frame.length)
      }
      let across = b.width - inset.left - inset.right - 2 * Self.inset
      if let frame = Self.bar(offset: b.minX + inset.left, visible: b.width - inset.left - inset.right,
                              content: content.width, track: across) {
        horizontal.frame = CGRect(x: b.minX + inset.left + Self.inset + frame.start, y: b.maxY - Self.inset - Self.thickness,
                                  width: frame.length, height: Self.thickness)
      }
    }
  }

  /// Where a bar sits along a track: its length in proportion to the visible
  /// part, at least 36 pt, shortened by any overshoot (to 7 pt at least).
  static func bar(offset: CGFloat, visible: CGFloat, content: CGFloat, track: CGFloat) -> (start: CGFloat, length: CGFloat)? {
    guard content > 0, visible > 0, track > 0 else { return nil }
    var length = max(36, min(track, track * visible / content))
    let scrollable = max(content - visible, 1)
    let overshoot = offset < 0 ? -offset : max(offset - scrollable, 0)
    length = max(7, length - overshoot)
    let fraction = min(max(offset / scrollable, 0), 1)
    return ((track - length) * fraction, length)
  }
}

extension ScrollInteraction {
  func showIndicators() {
    if indicators == nil { indicators = ScrollIndicators(view) }
    indicators?.show()
  }

  func hideIndicators() { indicators?.hide() }
}
