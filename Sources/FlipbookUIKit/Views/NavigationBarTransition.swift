import Foundation

// MARK: - The bar's push and pop animation

/// How a navigation bar's contents change on push and pop, as iOS draws it: the
/// bar stays; on push the old title slides to the back button's place and fades
/// out while the new back label comes from the old title's place and fades in
/// (so the title seems to become the back button), the new title slides in from
/// the right half and fades in, items cross-fade, a chevron both items have
/// stays, large titles move with their views (the new one from the right edge,
/// the old one 30 % of the width to the left). Pop is the mirror image.
@MainActor
struct NavigationBarTransition {
  let from: NavigationBarContent, to: NavigationBarContent
  let push: Bool, width: CGFloat

  /// Moves the incoming views to where they start, transparent.
  func prepare() {
    let sharedChevron = from.hasBackButton && to.hasBackButton
    if sharedChevron { from.chevron.alpha = 0 } else { to.chevron.alpha = 0 }
    for v in [to.titleLabel, to.backLabel] + to.leftViews + to.rightViews { v.alpha = 0 }
    if push {
      to.titleLabel.frame.origin.x += width / 2
      to.backLabel.frame.origin.x = from.titleLabel.frame.minX
      to.largeTitleLabel.frame.origin.x += width
    } else {
      to.titleLabel.frame.origin.x = from.backLabel.frame.minX
      to.backLabel.frame.origin.x -= to.backLabel.bounds.width / 2
      to.largeTitleLabel.frame.origin.x -= width * 0.3
    }
  }

  /// The outgoing views' end states and the incoming views' final places.
  func animate() {
    if !(from.hasBackButton && to.hasBackButton) { from.chevron.alpha = 0 }
    to.chevron.alpha = to.hasBackButton ? 1 : 0
    for v in [from.titleLabel, from.backLabel] + from.leftViews + from.rightViews { v.alpha = 0 }
    for v in [to.titleLabel, to.backLabel] + to.leftViews + to.rightViews { v.alpha = 1 }
    to.titleLabel.frame = restingTitle
    to.backLabel.frame.origin.x = NavigationBarContent.backLabelLeading
    to.largeTitleLabel.frame.origin.x = NavigationBarContent.edge
    if push {
      from.titleLabel.frame.origin.x = NavigationBarContent.backLabelLeading
      from.backLabel.frame.origin.x -= from.backLabel.bounds.width / 2
      from.largeTitleLabel.frame.origin.x -= width * 0.3
    } else {
      from.titleLabel.frame.origin.x += width / 2
      from.backLabel.frame.origin.x = restingTitle.minX
      from.largeTitleLabel.frame.origin.x += width
    }
  }

  /// Where the incoming title rests (before `prepare` moved it).
  private var restingTitle: CGRect {
    var frame = to.titleLabel.frame
    frame.origin.x = (width - frame.width) / 2
    return frame
  }
}
