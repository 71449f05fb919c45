import Foundation
@_exported import FlipbookCoreAnimation

// The modal transition and presentation styles (`modalTransitionStyle`, `modalPresentationStyle`).

/// How a modal presentation animates: Apple's cases and raw values.
public enum UIModalTransitionStyle: Int, Sendable {
  /// The default: the presented view slides up from the bottom (as a page sheet's card for the sheet styles), and
  /// back down on dismissal.
  case coverVertical = 0
  /// The screen turns over from the right to show the presented view, and back from the left on dismissal.
  case flipHorizontal = 1
  /// The presented view fades in over the presenting view, and out on dismissal.
  case crossDissolve = 2
  /// The presenting view curls up like a page to show the presented view, and back down on dismissal.
  ///
  /// Flipbook curls the whole page away, where UIKit stops the curl part way.
  case partialCurl = 3
}

/// How a modal presentation shows the presented view: Apple's cases and raw values.
/// `.automatic` (the default since iOS 13), `.pageSheet` and `.formSheet` present as a page sheet
/// (PageSheetAnimator), the others over the whole screen. The sheets, the over- styles, custom and popover keep
/// the presenter on screen (no disappear calls); the others hide it, as UIKit does for full-screen presentations.
public enum UIModalPresentationStyle: Int, Sendable {
  /// The presented view covers the screen, and the presenting controller disappears.
  case fullScreen = 0
  /// A page sheet: the presented view is a card over the presenting view, which shrinks behind it and stays on screen.
  case pageSheet = 1
  /// A form sheet, which an iPhone presents as a page sheet.
  case formSheet = 2
  /// Covers the presentation context's view; Flipbook presents it as `.fullScreen`, over the whole screen.
  case currentContext = 3
  /// A presentation the transitioning delegate's animator draws; the presenting controller stays on screen.
  case custom = 4
  /// The presented view covers the screen over the presenting controller, which stays on screen.
  case overFullScreen = 5
  /// Covers the presentation context's view over it; Flipbook presents it as `.overFullScreen`.
  case overCurrentContext = 6
  /// A popover; Flipbook presents it over the whole screen, the presenting controller staying on screen.
  case popover = 7
  /// No presentation style: the value for an adaptive presentation that does not adapt (presents as `.fullScreen`).
  case none = -1
  /// The system's choice and the default, which on iPhone is a page sheet.
  case automatic = -2

  /// Whether the presenting view stays on screen under the presented one.
  var keepsPresenter: Bool { isSheet || [.custom, .overFullScreen, .overCurrentContext, .popover].contains(self) }
  /// Whether it presents as a page sheet (an iPhone shows a form sheet as one too).
  var isSheet: Bool { [.automatic, .pageSheet, .formSheet].contains(self) }
}
