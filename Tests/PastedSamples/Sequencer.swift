import UIKit

/// A view controller's sequencing, pasted: a delayed fade, a cancelled work item,
/// a repeating timer that stops itself, and a one-shot timer added to the run loop.
public final class Sequencer {
  public var log: [String] = []
  public var pendingHide: DispatchWorkItem?
  public var ticks = 0

  public init() {}

  public func start(card: UIView) {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
      self.log.append("fade at \(CACurrentMediaTime())")
      UIView.animate(withDuration: 0.25) { card.alpha = 0.2 }
    }
    let hide = DispatchWorkItem { [weak self] in self?.log.append("hide ran") }
    pendingHide = hide
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(700), execute: hide)
    DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.6) { self.pendingHide?.cancel() }
    DispatchQueue.main.async { self.log.append("async at \(CACurrentMediaTime())") }
    DispatchQueue.global(qos: .userInitiated).async {
      DispatchQueue.main.async { self.log.append("back on main") }
    }
    Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
      self.ticks += 1
      if self.ticks == 3 {
        self.log.append("third tick at \(CACurrentMediaTime())")
        timer.invalidate()
      }
    }
    let once = Timer(timeInterval: 0.25, repeats: false) { _ in self.log.append("once at \(CACurrentMediaTime())") }
    RunLoop.main.add(once, forMode: .common)
  }
}
