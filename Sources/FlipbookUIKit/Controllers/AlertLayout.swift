import Foundation

/// The views of an alert controller's box (see UIAlertController's documentation).
@MainActor
enum AlertLayout {
  static let alertWidth: CGFloat = 270, inset: CGFloat = 16, rowHeight: CGFloat = 44, sheetRowHeight: CGFloat = 57
  /// The alert's and the action sheet's background: a blur of what lies behind.
  /// Decision: systemMaterial, whose recipe over the dimmed screen gives the light
  /// grey of iOS 17's alerts (docs/research/ios-look.md §7, §8; Flutter's
  /// look-alike paints rgba(242,242,242,0.8) over a blur).
  static func materialBox(width: CGFloat) -> UIVisualEffectView {
    let box = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    box.frame = CGRect(x: 0, y: 0, width: width, height: 0)
    box.layer.cornerRadius = 14
    box.layer.cornerCurve = .continuous
    box.clipsToBounds = true
    return box
  }

  /// The alert box, centred in `bounds`.
  static func alert(_ alert: UIAlertController, in bounds: CGRect) -> UIView {
    let box = materialBox(width: alertWidth), content = box.contentView
    var bottom = addTexts(alert, to: content, width: alertWidth, titleFont: .systemFont(ofSize: 17, weight: .semibold),
                          messageFont: .systemFont(ofSize: 13), color: .label, firstBaseline: 36, gap: 20)
    if bottom > 0 { bottom += 24 }  // the last baseline → the actions
    // Two actions side by side (cancel on the left, as UIKit orders them); more are stacked, cancel last.
    let others = alert.actions.filter { $0.style != .cancel }, cancels = alert.actions.filter { $0.style == .cancel }
    let sideBySide = alert.actions.count == 2
    let rows = sideBySide ? [cancels + others] : (others + cancels).map { [$0] }
    for row in rows {
      separator(in: content, frame: CGRect(x: 0, y: bottom, width: alertWidth, height: UIScreen.main.hairline))
      let width = alertWidth / CGFloat(row.count)
      for (i, action) in row.enumerated() {
        if i > 0 { separator(in: content, frame: CGRect(x: width * CGFloat(i), y: bottom, width: UIScreen.main.hairline, height: rowHeight)) }
        content.addSubview(button(action, alert: alert, frame: CGRect(x: width * CGFloat(i), y: bottom, width: width, height: rowHeight),
                              size: 17))
      }
      bottom += rowHeight
    }
    box.frame = CGRect(x: (bounds.width - alertWidth) / 2, y: UIScreen.main.pixelAligned((bounds.height - bottom) / 2),
                       width: alertWidth, height: bottom)
    return box
  }

  /// The action sheet: a group of the texts and actions, the cancel action below it.
  static func actionSheet(_ alert: UIAlertController, in bounds: CGRect) -> UIView {
    let width = bounds.width - 16
    let sheet = UIView(frame: CGRect(x: 8, y: 0, width: width, height: 0))
    let group = materialBox(width: width), content = group.contentView
    sheet.addSubview(group)
    let grey = UIColor(red: 0x1D / 255, green: 0x1D / 255, blue: 0x1D / 255, alpha: 0x85 / 255)
    var bottom = addTexts(alert, to: content, width: width, titleFont: .systemFont(ofSize: 13, weight: .semibold),
                          messageFont: .systemFont(ofSize: 13), color: grey, firstBaseline: 26, gap: 18)
    if bottom > 0 { bottom += -UIFont.systemFont(ofSize: 13).descender + 13.5 }  // the descent, then 13.5 pt of padding
    for action in alert.actions where action.style != .cancel {
      if bottom > 0 { separator(in: content, frame: CGRect(x: 0, y: bottom, width: width, height: UIScreen.main.hairline)) }
      content.addSubview(button(action, alert: alert, frame: CGRect(x: 0, y: bottom, width: width, height: sheetRowHeight), size: 20))
      bottom += sheetRowHeight
    }
    group.frame.size.height = bottom
    if let cancel = alert.actions.first(where: { $0.style == .cancel }) {
      let cancelGroup = button(cancel, alert: alert, frame: CGRect(x: 0, y: bottom + 8, width: width, height: sheetRowHeight),
                               size: 20, bold: true)
      cancelGroup.backgroundColor = .white
      cancelGroup.layer.cornerRadius = 14
      sheet.addSubview(cancelGroup)
      bottom += 8 + sheetRowHeight
    }
    sheet.frame = CGRect(x: 8, y: bounds.height - 8 - bottom, width: width, height: bottom)
    return sheet
  }

  /// The title and message labels; returns the last baseline's distance from the top (0 with neither).
  private static func addTexts(_ alert: UIAlertController, to box: UIView, width: CGFloat, titleFont: UIFont,
                               messageFont: UIFont, color: UIColor, firstBaseline: CGFloat, gap: CGFloat) -> CGFloat {
    var baseline: CGFloat = 0
    for (text, font) in [(alert.title, titleFont), (alert.message, messageFont)] {
      guard let text, !text.isEmpty else { continue }
      let label = UILabel()
      label.text = text
      label.font = font
      label.textColor = color
      label.textAlignment = .center
      label.numberOfLines = 0
      let size = label.sizeThatFits(CGSize(width: width - 2 * inset, height: .greatestFiniteMagnitude))
      baseline = baseline == 0 ? firstBaseline : baseline + gap
      label.frame = CGRect(x: inset, y: UIScreen.main.pixelAligned(baseline - font.ascender), width: width - 2 * inset,
                           height: size.height)
      box.addSubview(label)
      // The next baseline counts from this label's last line.
      baseline += max(0, size.height - font.lineHeight)
    }
    return baseline
  }

  private static func button(_ action: UIAlertAction, alert: UIAlertController, frame: CGRect, size: CGFloat,
                             bold: Bool = false) -> UIView {
    let label = UILabel(frame: frame)
    label.text = action.title
    let emphasised = bold || action === alert.emphasised
    label.font = .systemFont(ofSize: size, weight: emphasised ? .semibold : .regular)
    let tint = alert.view.tintColor ?? .systemBlue
    label.textColor = !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : tint
    label.textAlignment = .center
    return label
  }

  private static func separator(in box: UIView, frame: CGRect) {
    let line = UIView(frame: frame)
    line.backgroundColor = .separator
    box.addSubview(line)
  }
}
