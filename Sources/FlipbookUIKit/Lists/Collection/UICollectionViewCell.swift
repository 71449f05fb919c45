import Foundation

/// A view a collection view places from its layout: headers, footers and the
/// cells' base. `apply(_:)` receives custom attributes, as on iOS.
open class UICollectionReusableView: UIView {
  /// The identifier the view was registered and dequeued with, or `nil` if it was not dequeued.
  open internal(set) var reuseIdentifier: String?

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
    NibCoder.finish(self, coder, as: UICollectionReusableView.self)
  }

  /// Does nothing by default; override it to reset the view before the collection view hands it out again.
  open func prepareForReuse() {}
  /// Does nothing by default; override it to apply custom layout attributes, called each time the view is placed.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
  /// Does nothing by default; Flipbook never calls it, as layout changes are not transitions here.
  open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
  /// Does nothing by default; Flipbook never calls it, as layout changes are not transitions here.
  open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
  /// Returns the given attributes unchanged; override it to change the view's size from its content.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes { layoutAttributes }

  /// The collection view showing this view, and where.
  weak var collection: UICollectionView?
  var elementKey: ElementKey? { didSet { if elementKey != oldValue { elementPlaced() } } }
  /// Called when the view is placed as an element (list cells restyle as headers).
  func elementPlaced() {}
  /// The reuse pool this view returns to.
  var poolKey: String?
}

/// A collection view's cell: `contentView` for the content, `backgroundView` and
/// `selectedBackgroundView` behind; highlight and selection as on iOS.
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content, filling the cell, in front of its backgrounds.
  open private(set) var contentView = UIView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpCell()
  }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpCell()
  }

  private func setUpCell() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(contentView, at: 0)
  }

  /// A Boolean value that indicates whether the cell is selected; setting it updates the cell's look.
  open var isSelected = false { didSet { updateSelectionLook() } }
  /// A Boolean value that indicates whether the cell is highlighted; setting it updates the cell's look.
  open var isHighlighted = false { didSet { updateSelectionLook() } }
  /// The view shown behind the cell's content, sized to the cell.
  open var backgroundView: UIView? {
    didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) }; setNeedsLayout() }
  }
  /// The view shown behind the content, in front of `backgroundView`, while the cell is selected or highlighted.
  open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); updateSelectionLook() } }
  /// The configuration of the cell's content, installed as a content view inside `contentView`.
  open var contentConfiguration: UIContentConfiguration? {
    didSet { installConfiguration(contentConfiguration, in: contentView, replacing: &configuredView) }
  }
  var configuredView: (UIView & UIContentView)?
  /// A Boolean value that indicates whether the content configuration updates itself when the cell's state changes.
  open var automaticallyUpdatesContentConfiguration = true
  /// The configuration of the cell's background; Flipbook applies its background colour and corner radius.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { backgroundColor = backgroundConfiguration?.backgroundColor; layer.cornerRadius = backgroundConfiguration?.cornerRadius ?? 0 }
  }
  /// A Boolean value that indicates whether the background configuration updates with the state; accepted but unused.
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// The cell's current state: its traits, and whether it is selected or highlighted.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }
  /// Updates the cell's configuration for its current state, at once rather than at the next layout pass.
  open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
  /// Updates the content configuration for the given state, if the cell updates it automatically.
  open func updateConfiguration(using state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let c = contentConfiguration {
      installConfiguration(c.updated(for: state), in: contentView, replacing: &configuredView)
    }
  }
  /// Fits the cell to its content: a list configuration's height, else Auto Layout's
  /// size with the width held when the layout fixes it (UIKit's self-sizing).
  open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes {
    guard let fitted = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
    let width = layoutAttributes.size.width
    if let list = configuredView as? UIListContentView {
      fitted.size = CGSize(width: width, height: max(list.fittingHeight(width: width), 44))
    } else if contentView.hasConstraintsInside {
      let compositional = collection?.collectionViewLayout as? UICollectionViewCompositionalLayout
      let fixedWidth = compositional.map { !$0.estimatedWidths.contains(layoutAttributes.indexPath) } ?? false
      fitted.size = contentView.systemLayoutSizeFitting(
        fixedWidth ? CGSize(width: width, height: 0) : UIView.layoutFittingCompressedSize,
        withHorizontalFittingPriority: fixedWidth ? .required : .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    return fitted
  }

  /// iOS 15's closure form of `updateConfiguration(using:)`.
  open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutCellContent()
  }

  /// Lays out the content view and backgrounds (list cells add accessories).
  func layoutCellContent() {
    contentView.frame = bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    configuredView?.frame = contentView.bounds
  }

  private func updateSelectionLook() {
    if let selected = selectedBackgroundView {
      if selected.superview !== self {
        if let background = backgroundView { insertSubview(selected, aboveSubview: background) } else { insertSubview(selected, at: 0) }
      }
      selected.frame = bounds
      selected.isHidden = !(isSelected || isHighlighted)
    }
    configurationUpdateHandler?(self, configurationState)
    updateConfiguration(using: configurationState)
  }

  /// Starts a touch: in a collection view, highlights the cell if it may be highlighted.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let collection { collection.cellTouchBegan(self) } else { super.touchesBegan(touches, with: event) }
  }
  /// Ends the touch: in a collection view, removes the highlight and selects or deselects the cell.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let collection { collection.cellTouchEnded(self) } else { super.touchesEnded(touches, with: event) }
  }
  /// Cancels the touch: in a collection view, removes the cell's highlight without selecting it.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let collection { collection.cellTouchCancelled(self) } else { super.touchesCancelled(touches, with: event) }
  }
  /// Ignores finger movement in a collection view; outside one, passes it on as `UIView` does.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if collection == nil { super.touchesMoved(touches, with: event) }
  }

  /// Does nothing by default; Flipbook never calls it, as it has no drag and drop.
  open func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {}
  /// `UICollectionViewCell.DragState`.
  ///
  /// A drag state: `none`, `lifting` (the drag is starting) or `dragging`.
  public enum DragState: Int, Sendable {
    /// Not being dragged.
    case none
    /// Lifting, as a drag starts.
    case lifting
    /// Being dragged.
    case dragging
  }
}
