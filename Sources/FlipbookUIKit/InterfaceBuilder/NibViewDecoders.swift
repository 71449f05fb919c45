import FlipbookInterfaceBuilder
import Foundation

/// What each of UIKit's view classes reads from a document in its own
/// `init?(coder:)`, after its superclass's part and its own set-up.
extension NibCoder {
  @MainActor static func finish(_ view: UIView, _ coder: NSCoder, as level: AnyClass) {
    guard let nib = coder as? NibCoder else { return }
    switch view {
    case let v as UILabel where level == UILabel.self: nib.decodeLabel(v)
    case let v as UIControl where level == UIControl.self:
      if let on = nib.flag("enabled") { v.isEnabled = on }
      if let on = nib.flag("selected") { v.isSelected = on }
      if let on = nib.flag("highlighted") { v.isHighlighted = on }
    case let v as UIButton where level == UIButton.self: nib.decodeButton(v)
    case let v as UIImageView where level == UIImageView.self:
      if let image = nib.image("image") { v.image = image }
      if let image = nib.image("highlightedImage") { v.highlightedImage = image }
    case let v as UIStackView where level == UIStackView.self: nib.decodeStack(v)
    case let v as UIScrollView where level == UIScrollView.self:
      if let on = nib.flag("pagingEnabled") { v.isPagingEnabled = on }
      if let on = nib.flag("bounces") { v.bounces = on }
    case let v as UISwitch where level == UISwitch.self:
      if let on = nib.flag("on") { v.isOn = on }
      if let c = nib.color("onTintColor") { v.onTintColor = c }
      if let c = nib.color("thumbTintColor") { v.thumbTintColor = c }
    case let v as UITextField where level == UITextField.self: nib.decodeTextField(v)
    case let v as UITableView where level == UITableView.self: nib.decodeTable(v)
    case let v as UICollectionView where level == UICollectionView.self: nib.decodeCollection(v)
    case let v as UITableViewCell where level == UITableViewCell.self: nib.decodeTableCell(v)
    case let v as UICollectionViewCell where level == UICollectionReusableView.self: nib.decodeCellContent(v.contentView)
    case let v as UITextView where level == UITextView.self: nib.decodeTextView(v)
    case let v as UISlider where level == UISlider.self:
      if let n = nib.number("minValue") { v.minimumValue = Float(n) }
      if let n = nib.number("maxValue") { v.maximumValue = Float(n) }
      if let n = nib.number("value") { v.value = Float(n) }
      if let c = nib.color("minimumTrackTintColor") { v.minimumTrackTintColor = c }
      if let c = nib.color("maximumTrackTintColor") { v.maximumTrackTintColor = c }
      if let c = nib.color("thumbTintColor") { v.thumbTintColor = c }
      if let on = nib.flag("continuous") { v.isContinuous = on }
    case let v as UIStepper where level == UIStepper.self:
      if let n = nib.number("minimumValue") { v.minimumValue = Double(n) }
      if let n = nib.number("maximumValue") { v.maximumValue = Double(n) }
      if let n = nib.number("value") { v.value = Double(n) }
      if let n = nib.number("stepValue") { v.stepValue = Double(n) }
      if let on = nib.flag("wraps") { v.wraps = on }
    case let v as UIProgressView where level == UIProgressView.self:
      if let style = nib.choice("progressViewStyle", ["default": UIProgressView.Style.default, "bar": .bar]) {
        v.progressViewStyle = style
      }
      if let p = nib.number("progress") { v.progress = Float(p) }
      if let c = nib.color("progressTintColor") { v.progressTintColor = c }
      if let c = nib.color("trackTintColor") { v.trackTintColor = c }
    case let v as UIActivityIndicatorView where level == UIActivityIndicatorView.self:
      let styles: [String: UIActivityIndicatorView.Style] = [
        "medium": .medium, "large": .large, "white": .white, "whiteLarge": .whiteLarge, "gray": .gray]
      if let style = nib.choice("style", styles) { v.style = style }
      if let c = nib.color("color"), let c { v.color = c }
      if let hides = nib.flag("hidesWhenStopped") { v.hidesWhenStopped = hides }
      if nib.flag("animating") == true { v.startAnimating() }
    case let v as UISegmentedControl where level == UISegmentedControl.self:
      if let segments = nib.object.extra("segments") {
        v.removeAllSegments()
        for (i, s) in segments.children.enumerated() where s.name == "segment" {
          if let image = s.attributes["image"] {
            v.insertSegment(with: NibValues.image(image, system: false, load: nib.load, line: s.line), at: i, animated: false)
          } else {
            v.insertSegment(withTitle: s.attributes["title"], at: i, animated: false)
          }
        }
      }
      if let i = nib.number("selectedSegmentIndex") { v.selectedSegmentIndex = Int(exactly: i.rounded()) ?? 0 }
      if let c = nib.color("selectedSegmentTintColor") { v.selectedSegmentTintColor = c }
    case let v as UIPageControl where level == UIPageControl.self:
      if let n = nib.number("numberOfPages") { v.numberOfPages = Int(exactly: n.rounded()) ?? 0 }
      if let n = nib.number("currentPage") { v.currentPage = Int(exactly: n.rounded()) ?? 0 }
      if let c = nib.color("pageIndicatorTintColor") { v.pageIndicatorTintColor = c }
      if let c = nib.color("currentPageIndicatorTintColor") { v.currentPageIndicatorTintColor = c }
      if let hides = nib.flag("hidesForSinglePage") { v.hidesForSinglePage = hides }
    case let v as UIVisualEffectView where level == UIVisualEffectView.self:
      if let blur = nib.object.extra("blurEffect"), let raw = blur.attributes["style"] {
        if let style = UIBlurEffect.Style.named(raw) { v.effect = UIBlurEffect(style: style) } else {
          nib.load.fail(blur.line, "<blurEffect> has style \"\(raw)\", which Flipbook does not know", "pick a material in Xcode")
        }
      }
      if let content = nib.object.objects["contentView"] {
        nib.load.built[content.id] = v.contentView
        nib.decodeChildren(of: v.contentView, from: content)
      }
    default: break
    }
  }

  @MainActor func decodeLabel(_ label: UILabel) {
    if let font = font() { label.font = font }
    if let color = color("textColor"), let color { label.textColor = color }
    if let alignment = choice("textAlignment", NibValues.alignments) { label.textAlignment = alignment }
    if let mode = choice("lineBreakMode", NibValues.lineBreaks) { label.lineBreakMode = mode }
    if let lines = number("numberOfLines") { label.numberOfLines = Int(exactly: lines.rounded()) ?? 1 }
    if let fits = flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = fits }
    if let factor = number("minimumScaleFactor") { label.minimumScaleFactor = factor }
    if let width = number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
    if let adjustment = choice("baselineAdjustment", NibValues.baselineAdjustments) { label.baselineAdjustment = adjustment }
    if let color = color("highlightedColor") { label.highlightedTextColor = color }
    if let on = flag("highlighted") { label.isHighlighted = on }
    if let color = color("shadowColor") { label.shadowColor = color }
    if case .size(let width, let height)? = object.values["shadowOffset"] { label.shadowOffset = CGSize(width: width, height: height) }
    if let text = string("text") { label.text = text }
    if case .attributedString(let runs)? = object.values["attributedText"] {
      label.attributedText = NibText.attributed(runs, load: load, line: object.line)
    }
  }

  @MainActor func decodeStack(_ stack: UIStackView) {
    if let axis = choice("axis", ["horizontal": NSLayoutConstraint.Axis.horizontal, "vertical": .vertical]) { stack.axis = axis }
    let distributions: [String: UIStackView.Distribution] = [
      "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
      "equalSpacing": .equalSpacing, "equalCentering": .equalCentering]
    if let d = choice("distribution", distributions) { stack.distribution = d }
    let alignments: [String: UIStackView.Alignment] = [
      "fill": .fill, "top": .top, "leading": .leading, "firstBaseline": .firstBaseline, "center": .center,
      "bottom": .bottom, "trailing": .trailing, "lastBaseline": .lastBaseline]
    if let a = choice("alignment", alignments) { stack.alignment = a }
    if let spacing = number("spacing") { stack.spacing = spacing }
    if let on = flag("layoutMarginsFollowReadableWidth") { _ = on }
    if let on = flag("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = on }
    if let on = flag("layoutMarginsRelativeArrangement") { stack.isLayoutMarginsRelativeArrangement = on }
    for view in stack.subviews { stack.addArrangedSubview(view) }
  }
}

extension UIBlurEffect.Style {
  /// The style Xcode writes by name (`systemMaterial`, `regular`, `extraLight`).
  static func named(_ name: String) -> UIBlurEffect.Style? {
    allCases.first { "\($0)" == name }
  }
}
