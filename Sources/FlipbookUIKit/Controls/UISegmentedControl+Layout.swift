import Foundation
@_exported import FlipbookCoreAnimation

// Light-mode colours, sRGB (research = /work/notes/controls-research.md §5, §9):
// the track is tertiarySystemFill; dividers systemGray at 30 % (Flutter's
// 0x4D8E8E93); titles label (black), disabled ones rgba(122,122,122,0.45)
// (Flutter); the thumb's 0.5 pt ring black at 4 %.
private let trackColour = UIColor.tertiarySystemFill
private let dividerColour = UIColor.systemGray.withAlphaComponent(0.3)
private let titleColour = UIColor.label
private let disabledTitleColour = UIColor(red: 122 / 255, green: 122 / 255, blue: 122 / 255, alpha: 0.45)
private let thumbRingColour = UIColor(white: 0, alpha: 0.04)

/// Geometry and drawing. Numbers from Flutter's `sliding_segmented_control.dart`, "updated to match
/// iOS 17 figma file" and "inspected from iOS 17.5 simulator" (research §5).
extension UISegmentedControl {
  /// 28 pt minimum segment height + 2 pt padding above and below.
  static let naturalHeight: CGFloat = 32
  static let trackCornerRadius: CGFloat = 9
  /// The thumb sits 2 pt inside its segment on every side (3 pt padding − 1 pt thumb expansion).
  static let thumbInset: CGFloat = 2
  static let thumbCornerRadius: CGFloat = 7
  /// Room on each side of the widest title in the natural width.
  static let segmentPadding: CGFloat = 10
  static let dividerInset: CGFloat = 5  // dividers stop 5 pt short of the top and bottom
  static let titleFontSize: CGFloat = 13
  /// The least room kept beside a title that is cut short **[est]**.
  static let titleMargin: CGFloat = 6
  /// Unselected titles are medium (500), which Flipbook draws regular (below semibold).
  static var normalFont: UIFont { .systemFont(ofSize: titleFontSize, weight: .medium) }
  /// The selected title is semibold (600), which Flipbook draws bold.
  static var selectedFont: UIFont { .systemFont(ofSize: titleFontSize, weight: .semibold) }

  /// The track, and the thumb: white, radius 7, shadow 0 3 8 black 12 % (clipped by the
  /// track, as on iOS), a 0.5 pt ring black 4 %. Its second shadow (0 3 1, 4 %) is not drawn.
  func setUpTrack() {
    UIView.performWithoutAnimation {
      layer.backgroundColor = trackColour.cgColor
      layer.cornerRadius = UISegmentedControl.trackCornerRadius
      layer.cornerCurve = .continuous
      layer.masksToBounds = true
      thumb.isUserInteractionEnabled = false
      thumb.backgroundColor = .white
      thumb.alpha = 0
      thumb.layer.cornerRadius = UISegmentedControl.thumbCornerRadius
      thumb.layer.cornerCurve = .continuous
      thumb.layer.borderWidth = 0.5
      thumb.layer.borderColor = thumbRingColour.cgColor
      thumb.layer.shadowColor = UIColor.black.cgColor
      thumb.layer.shadowOpacity = 0.12
      thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
      thumb.layer.shadowRadius = 4  // a CSS blur of 8 is a Core Animation shadow radius of about 4
      addSubview(thumb)
    }
  }

  /// Each segment's rectangle: fixed-width segments take their width, the others
  /// share what is left equally, left to right across the bounds.
  func segmentFrames() -> [CGRect] {
    let b = bounds
    let autoCount = items.filter { $0.width <= 0 }.count
    let fixed = items.reduce(CGFloat(0)) { $0 + $1.width }
    let autoWidth = autoCount > 0 ? max(0, b.width - fixed) / CGFloat(autoCount) : 0
    var x = b.minX
    return items.map { item -> CGRect in
      let w = item.width > 0 ? item.width : autoWidth
      x += w
      return CGRect(x: x - w, y: b.minY, width: w, height: b.height)
    }
  }

  /// The thumb's frame under `segment`: the segment inset by 2 pt on every side
  /// (in a 300 × 32 control of three segments, segment 1's is (102, 2, 96, 28)).
  func thumbFrame(forSegmentAt segment: Int) -> CGRect {
    let frames = segmentFrames()
    guard frames.indices.contains(segment) else { return .zero }
    return frames[segment].insetBy(dx: UISegmentedControl.thumbInset, dy: UISegmentedControl.thumbInset)
  }

  /// The natural size: 32 tall; each automatic segment as wide as the widest
  /// content (titles measured in the selected, semibold font) plus 10 pt a side.
  func naturalSize() -> CGSize {
    var widest: CGFloat = 0
    for item in items where item.width <= 0 { widest = max(widest, naturalContentWidth(item)) }
    let autoWidth = widest + 2 * UISegmentedControl.segmentPadding
    let width = items.reduce(CGFloat(0)) { $0 + ($1.width > 0 ? $1.width : autoWidth) }
    return CGSize(width: width, height: UISegmentedControl.naturalHeight)
  }

  private func naturalContentWidth(_ item: SegmentItem) -> CGFloat {
    if let image = item.image { return image.size.width }
    guard let title = item.title, !title.isEmpty else { return 0 }
    return UILabel.measure(title, font: titleFont(selected: true), wrappingAt: nil, lines: 1).width
  }

  /// Rebuilds the content views and dividers after the segments changed; they
  /// take their places at once (the `animated:` arguments are not animated).
  func segmentsChanged() {
    UIView.performWithoutAnimation {
      for view in contentViews { view.removeFromSuperview() }
      contentViews = items.map { makeContentView(for: $0) }
      for view in contentViews { addSubview(view) }
      let dividerCount = max(0, items.count - 1)
      while dividers.count > dividerCount { dividers.removeLast().removeFromSuperview() }
      while dividers.count < dividerCount {
        let divider = UIView()
        divider.isUserInteractionEnabled = false
        divider.backgroundColor = dividerColour
        divider.layer.cornerRadius = 0.5
        dividers.append(divider)
        insertSubview(divider, belowSubview: thumb)
      }
      layoutSegments()
      applySelection()
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func makeContentView(for item: SegmentItem) -> UIView {
    if let image = item.image {
      let imageView = UIImageView(image: image)
      imageView.contentMode = .scaleAspectFit
      return imageView
    }
    let label = UILabel()
    label.isUserInteractionEnabled = false
    label.text = item.title
    label.font = titleFont(selected: false)
    label.textColor = titleAttribute(.foregroundColor, for: .normal) ?? titleColour
    label.textAlignment = .center
    return label
  }

  /// Places the thumb, the dividers (1 pt wide, centred on the segment
  /// boundaries, 5 pt from top and bottom) and the contents.
  func layoutSegments() {
    let frames = segmentFrames()
    let target = thumbFrame(forSegmentAt: storedSelectedIndex)
    if items.indices.contains(storedSelectedIndex) && thumb.frame != target { thumb.frame = target }
    let inset = UISegmentedControl.dividerInset
    for (i, divider) in dividers.enumerated() where i + 1 < frames.count {
      let frame = CGRect(x: frames[i].maxX - 0.5, y: bounds.minY + inset, width: 1, height: max(0, bounds.height - 2 * inset))
      if divider.frame != frame { divider.frame = frame }
    }
    layoutContents(frames)
  }

  /// Each content view centred in its segment: a title as wide as the segment
  /// less its margins (its text centred, so a change to semibold never moves or
  /// cuts it mid-animation), an image at its natural size (narrowed to fit).
  private func layoutContents(_ frames: [CGRect]) {
    let screen = UIScreen.main
    func snap(_ v: CGFloat) -> CGFloat { screen.pixelAligned(v) }
    for (i, view) in contentViews.enumerated() where i < frames.count {
      let segment = frames[i]
      let natural = (view as? UILabel)?.intrinsicContentSize ?? (view as? UIImageView)?.image?.size ?? .zero
      let room = max(0, segment.width - 2 * UISegmentedControl.titleMargin)
      let w = view is UILabel ? room : min(natural.width, room)
      let h = min(natural.height, segment.height)
      let frame = CGRect(x: snap(segment.midX - w / 2), y: snap(segment.midY - h / 2), width: w, height: h)
      if view.frame != frame { view.frame = frame }
    }
  }

  /// Shows the selection: the thumb under the selected segment (hidden, alpha 0,
  /// for `noSegment`; it appears in place rather than sliding in), the dividers
  /// beside it hidden (alpha 0, so they fade in an animation block), the
  /// selected title semibold and the rest medium, disabled titles greyed.
  func applySelection() {
    let selected = storedSelectedIndex
    let hasThumb = items.indices.contains(selected)
    let target = thumbFrame(forSegmentAt: selected)
    if hasThumb && thumb.frame != target {
      if thumb.alpha == 0 { UIView.performWithoutAnimation { thumb.frame = target } } else { thumb.frame = target }
    }
    let thumbAlpha: CGFloat = hasThumb ? 1 : 0
    if thumb.alpha != thumbAlpha { thumb.alpha = thumbAlpha }
    for (i, divider) in dividers.enumerated() {
      let alpha: CGFloat = i == selected || i + 1 == selected ? 0 : 1
      if divider.alpha != alpha { divider.alpha = alpha }
    }
    for (i, view) in contentViews.enumerated() where i < items.count {
      let enabled = isEnabled && items[i].isEnabled
      if let label = view as? UILabel {
        let font = titleFont(selected: i == selected)
        if label.font != font { label.font = font }
        let state: UIControl.State = !enabled ? .disabled : i == selected ? .selected : .normal
        let colour = titleAttribute(.foregroundColor, for: state) ?? (enabled ? titleColour : disabledTitleColour)
        if label.textColor != colour { label.textColor = colour }
      } else {
        // Disabled images dim like disabled titles **[est]**.
        let alpha: CGFloat = enabled ? 1 : 0.45
        if view.alpha != alpha { view.alpha = alpha }
      }
    }
    layoutContents(segmentFrames())
  }
}

extension UISegmentedControl {
  /// A title's font: the state's `.font` attribute, else the normal one, else
  /// UIKit's 13 pt medium (semibold when selected).
  func titleFont(selected: Bool) -> UIFont {
    titleAttribute(.font, for: selected ? .selected : .normal)
      ?? (selected ? UISegmentedControl.selectedFont : UISegmentedControl.normalFont)
  }
}
