import Foundation
@_exported import FlipbookCoreAnimation

/// UIKit's segmented control in its iOS 13+ look: a grey rounded track, a white
/// "thumb" under the selected segment, 1 pt dividers between the others, and
/// titles (labels) or images (image views) centred in equal-width segments.
/// The geometry and colours are in UISegmentedControl+Layout.swift, with sources.
///
/// Setting `selectedSegmentIndex` from code moves the thumb at once, as in UIKit;
/// inside a caller's animation block it slides (the thumb is a subview whose
/// frame animates). `sendActions(for: .valueChanged)` runs the actions but does
/// not change the selection. **Scripting a user's tap:** on iOS the thumb slides
/// with a critically damped spring (mass 1, stiffness 503.551, damping 44.8799,
/// settling in about 0.41 s: Flutter's measurement of iOS, research §5). Write
///
///     UIView.animate(withDuration: 0.41, delay: 0, usingSpringWithDamping: 1,
///                    initialSpringVelocity: 0, options: [], animations: {
///       control.selectedSegmentIndex = 2
///     })
///     control.sendActions(for: .valueChanged)
///
/// (a 0.41 s critically damped UIKit spring has stiffness ≈ 507, the same curve).
///
/// `setTitleTextAttributes(_:for:)` takes `.font` and `.foregroundColor` per
/// state (`.selected` and `.disabled` fall back to `.normal`, then to UIKit's
/// defaults). Not supported: background and divider images, and the press
/// feedback (the thumb shrinking under a held finger).
open class UISegmentedControl: UIControl {
  /// `UISegmentedControl.noSegment`: no segment selected.
  public static let noSegment = -1

  /// What a segment shows and does.
  struct SegmentItem {
    var title: String?
    var image: UIImage?
    var isEnabled = true
    /// 0: automatic (an equal share of the width left by fixed-width segments).
    var width: CGFloat = 0
    var action: UIAction?
  }

  var items: [SegmentItem] = []
  /// Each segment's content: a UILabel for a title, a UIImageView for an image.
  var contentViews: [UIView] = []
  /// The divider after segment i (between i and i + 1).
  var dividers: [UIView] = []
  /// The white selection indicator.
  let thumb = UIView()
  var storedSelectedIndex = UISegmentedControl.noSegment

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpTrack()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpTrack()
    NibCoder.finish(self, coder, as: UISegmentedControl.self)
  }

  /// Segments for `items`: `String`s become titles, `UIImage`s images (anything
  /// else its description). As in UIKit, the control takes its natural size.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let image = item as? UIImage {
        self.items.append(SegmentItem(image: image))
      } else {
        self.items.append(SegmentItem(title: item as? String ?? "\(item)"))
      }
    }
    segmentsChanged()
    frame = CGRect(origin: .zero, size: intrinsicContentSize)
  }

  /// Segments titled (or showing the image of) each action; selecting one (a
  /// `.valueChanged` sent while it is selected) runs its action.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    items = actions.map { SegmentItem(title: $0.image == nil ? $0.title : nil, image: $0.image, action: $0) }
    segmentsChanged()
  }

  // MARK: Segments

  /// The number of segments the control has.
  open var numberOfSegments: Int { items.count }
  /// Accepted: a momentary control does not keep its selection after a user's tap.
  open var isMomentary = false
  /// Accepted; segments keep equal widths.
  open var apportionsSegmentWidthsByContent = false

  /// Inserts a segment with the given title at an index, clamped to the valid range; `animated` is ignored.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(SegmentItem(title: title), at: segment)
  }

  /// Inserts a segment with the given image at an index, clamped to the valid range; `animated` is ignored.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(SegmentItem(image: image), at: segment)
  }

  /// Inserts a segment for the action, showing its image or else its title; `animated` is ignored.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    let item = SegmentItem(title: action.image == nil ? action.title : nil, image: action.image, action: action)
    insert(item, at: segment)
  }

  /// `animated` is ignored: the segments take their new widths at once.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard items.indices.contains(segment) else { return }
    items.remove(at: segment)
    if storedSelectedIndex == segment {
      storedSelectedIndex = UISegmentedControl.noSegment
    } else if storedSelectedIndex > segment {
      storedSelectedIndex -= 1
    }
    segmentsChanged()
  }

  /// Removes all segments, leaving no segment selected.
  open func removeAllSegments() {
    items.removeAll()
    storedSelectedIndex = UISegmentedControl.noSegment
    segmentsChanged()
  }

  /// Sets the title of a segment, replacing any image it shows.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) { update(segment) { $0.title = title; $0.image = nil } }
  /// Returns the title of a segment, or `nil` if it shows an image or the index is out of range.
  open func titleForSegment(at segment: Int) -> String? { item(at: segment)?.title }
  /// Sets the image of a segment, replacing any title it shows.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { update(segment) { $0.image = image; $0.title = nil } }
  /// Returns the image of a segment, or `nil` if it shows a title or the index is out of range.
  open func imageForSegment(at segment: Int) -> UIImage? { item(at: segment)?.image }
  /// Enables or disables a segment; the user can't select a disabled segment.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { update(segment) { $0.isEnabled = enabled } }
  /// Returns whether a segment is enabled, or `false` if the index is out of range.
  open func isEnabledForSegment(at segment: Int) -> Bool { item(at: segment)?.isEnabled ?? false }
  /// A fixed width for the segment (0: automatic, an equal share of the rest).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { update(segment) { $0.width = max(0, width) } }
  /// Returns the fixed width of a segment, or 0 if its width is automatic.
  open func widthForSegment(at segment: Int) -> CGFloat { item(at: segment)?.width ?? 0 }

  /// Title attributes per state (`.font`, `.foregroundColor`).
  private var titleAttributes: [UIControl.State: [NSAttributedString.Key: Any]] = [:]
  /// Sets the attributes of the segments' titles for a state; Flipbook uses `.font` and `.foregroundColor`.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state] = attributes
    segmentsChanged()
  }
  /// Returns the title attributes set for the given state.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state] }
  /// The attribute `key` for a title in `state`, else in `.normal`.
  func titleAttribute<T>(_ key: NSAttributedString.Key, for state: UIControl.State) -> T? {
    (titleAttributes[state]?[key] as? T) ?? (titleAttributes[.normal]?[key] as? T)
  }
  /// Sets the action that runs when the segment is selected, without changing its title or image.
  open func setAction(_ action: UIAction, forSegmentAt segment: Int) { update(segment) { $0.action = action } }
  /// Returns the action of a segment, or `nil` if it has none.
  open func actionForSegment(at segment: Int) -> UIAction? { item(at: segment)?.action }

  private func item(at segment: Int) -> SegmentItem? { items.indices.contains(segment) ? items[segment] : nil }

  /// Changes one segment (an index out of range changes nothing), then redraws.
  private func update(_ segment: Int, _ change: (inout SegmentItem) -> Void) {
    guard items.indices.contains(segment) else { return }
    change(&items[segment])
    segmentsChanged()
  }

  // MARK: Selection

  /// The selected segment, or `noSegment`. An index out of range selects nothing.
  open var selectedSegmentIndex: Int {
    get { storedSelectedIndex }
    set {
      storedSelectedIndex = items.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment
      applySelection()
    }
  }

  /// The thumb's colour (nil: white, UIKit's light-mode default, research §5).
  open var selectedSegmentTintColor: UIColor? { didSet { thumb.backgroundColor = selectedSegmentTintColor ?? .white } }

  override var primaryActionEvents: UIControl.Event { .valueChanged }

  /// 32 pt tall; segments as wide as the widest title + 2 × 10 pt (research §5).
  open override var intrinsicContentSize: CGSize { naturalSize() }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalSize() }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutSegments()
  }

  /// Runs the actions for the events; a value change also runs the selected
  /// segment's own action (`init(frame:actions:)`).
  open override func sendActions(for controlEvents: UIControl.Event) {
    super.sendActions(for: controlEvents)
    guard isEnabled, controlEvents.contains(.valueChanged), items.indices.contains(storedSelectedIndex),
          let action = items[storedSelectedIndex].action else { return }
    sendAction(action)
  }

  open override func stateDidChange() { applySelection() }

  /// A tap selects the segment under the finger: the thumb slides on iOS's
  /// critically damped spring (see the type's documentation) and `.valueChanged` is sent.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside, let touch else { return }
    let x = touch.location(in: self).x
    guard let segment = segmentFrames().firstIndex(where: { x >= $0.minX && x < $0.maxX }),
          segment != selectedSegmentIndex, items[segment].isEnabled else { return }
    UIView.animate(withDuration: 0.41, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                   animations: { self.selectedSegmentIndex = segment })
    sendActions(for: .valueChanged)
  }

  private func insert(_ item: SegmentItem, at segment: Int) {
    let index = max(0, min(segment, items.count))
    items.insert(item, at: index)
    if storedSelectedIndex != UISegmentedControl.noSegment && index <= storedSelectedIndex { storedSelectedIndex += 1 }
    segmentsChanged()
  }
}
