import Foundation

/// A text input's insertion point: 2 pt wide in the tint colour with rounded
/// ends, blinking 0.5 s on and 0.5 s off with 0.1 s fades while editing, and
/// solid for 0.5 s after each keystroke (iOS 17's rhythm, from screen
/// recordings). The blink is ambient work on the clock: it never keeps an
/// `.untilIdle` scene running by itself.
@MainActor
final class Caret {
  let layer = CALayer()
  private var generation = 0

  init() {
    layer.name = "flipbook.top.caret"
    layer.cornerRadius = 1
    layer.isHidden = true
  }

  /// Places the caret (no animation) and shows or hides it.
  func place(_ frame: CGRect, visible: Bool, color: CGColor?) {
    CATransaction.withoutActions {
      layer.frame = frame
      layer.backgroundColor = color
      layer.isHidden = !visible
    }
  }

  /// Solid now; blinking from 0.5 s on while `active()` holds.
  func restart(on clock: VirtualClock?, while active: @escaping @MainActor () -> Bool) {
    generation += 1
    CATransaction.withoutActions { layer.opacity = 1 }
    guard let clock, active() else { return }
    let id = generation
    func toggle(_ visible: Bool, at time: Double) {
      clock.schedule(at: time, isTimerTick: false, isAmbient: true) { [weak self] in
        MainActor.assumeIsolated {
          guard let self, self.generation == id, active() else { return }
          CATransaction.begin()
          CATransaction.setAnimationDuration(0.1)
          self.layer.opacity = visible ? 1 : 0
          CATransaction.commit()
          toggle(!visible, at: time + 0.5)
        }
      }
    }
    toggle(false, at: clock.now + 0.5)
  }
}
