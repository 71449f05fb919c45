import Foundation

/// A view a collection view places from its layout: headers, footers and the
/// cells' base. `apply(_:)` receives custom attributes, as on iOS.
open class UICollectionReusableView: UIView {
  open internal(set) var reuseIdentifier: String?

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
    NibCoder.finish(self, coder, as: UICollectionReusableView.self)
  }

  open func prepareForReuse() {}
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
  open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
  open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
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

  open var isSelected = false { didSet { updateSelectionLook() } }
  open var isHighlighted = false { didSet { updateSelectionLook() } }
  open var backgroundView: UIView? {
    didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) }; setNeedsLayout() }
  }
  open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); updateSelectionLook() } }
  open var contentConfiguration: UIContentConfiguration? {
    didSet { installConfiguration(contentConfiguration, in: contentView, replacing: &configuredView) }
  }
  var configuredView: (UIView & UIContentView)?
  open var automaticallyUpdatesContentConfiguration = true
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { backgroundColor = backgroundConfiguration?.backgroundColor; layer.cornerRadius = backgroundConfiguration?.cornerRadius ?? 0 }
  }
  open var automaticallyUpdatesBackgroundConfiguration = true

  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }
  open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
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

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let collection { collection.cellTouchBegan(self) } else { super.touchesBegan(touches, with: event) }
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let collection { collection.cellTouchEnded(self) } else { super.touchesEnded(touches, with: event) }
  }
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let collection { collection.cellTouchCancelled(self) } else { super.touchesCancelled(touches, with: event) }
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if collection == nil { super.touchesMoved(touches, with: event) }
  }

  open func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {}
  /// `UICollectionViewCell.DragState`.
  public enum DragState: Int, Sendable { case none, lifting, dragging }
}
