import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookScenes
import FlipbookTestSupport

extension Timeline {
  func props(_ name: String, at t: Double) -> LayerProps {
    presentedProps(ofLayer: layerID(named: name)!, at: t)!
  }
}
