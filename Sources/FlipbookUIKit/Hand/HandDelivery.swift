import Foundation

// A step's finger samples turned into UITouch updates and delivered
// (TouchDelivery.swift), with `tapCount` by UIKit's tap limits (0.35 s between
// taps, 45 pt apart: UITapRecognizer's defaults in iOS 18's UIKitCore).

extension EventState {
  struct Sample {
    var finger: Int
    var point: CGPoint
    var phase: UITouch.Phase
  }

  /// Reports a step that cannot run, once per step (a word typed with no text input is one error).
  func reject(_ step: HandStep, _ problem: HandProblem) {
    let message = "\(step.label): \(problem.problem)"
    guard rejected.insert(message).inserted else { return }
    clock?.report(AuthoringError(problem: message, fix: problem.fix))
  }

  /// Schedules the samples of `paths` (offsets from `anchor`, in screen points) from now.
  func perform(_ step: HandStep, anchor: CGPoint, paths: [FingerPath], window: UIWindow?) {
    var byTime: [Double: [Sample]] = [:]
    for path in paths {
      let finger = nextFinger
      nextFinger += 1
      for (i, s) in path.points.enumerated() {
        let point = CGPoint(x: anchor.x + s.offset.dx, y: anchor.y + s.offset.dy)
        let last = i == path.points.count - 1
        if last && i > 0 && s.offset != path.points[i - 1].offset {
          byTime[path.start + s.t, default: []].append(Sample(finger: finger, point: point, phase: .moved))
        }
        let phase: UITouch.Phase = i == 0 ? .began : last ? .ended : .moved
        byTime[path.start + s.t, default: []].append(Sample(finger: finger, point: point, phase: phase))
      }
    }
    for time in byTime.keys.sorted() {
      guard let samples = byTime[time] else { continue }
      after(time) { [self] in
        // Moves before lifts: each group of phases is one event, as UIKit sends them.
        for group in [samples.filter { $0.phase != .ended }, samples.filter { $0.phase == .ended }] where !group.isEmpty {
          deliver(group, step: step, window: window)
        }
      }
    }
  }

  private func deliver(_ samples: [Sample], step: HandStep, window: UIWindow?) {
    let event = UIEvent()
    event.timestamp = now
    var changed: [UITouch] = []
    for sample in samples {
      if sample.phase == .began {
        guard let w = window ?? frontWindow(at: sample.point) else {
          reject(step, HandProblem(problem: "the touch at (\(sample.point.x), \(sample.point.y)) is outside every window",
                                   fix: "Touch a point inside the window (\(UIScreen.main.bounds))."))
          continue
        }
        let touch = UITouch(finger: sample.finger)
        touch.window = w
        let p = CGPoint(x: sample.point.x - w.frame.minX, y: sample.point.y - w.frame.minY)
        (touch.windowLocation, touch.previousWindowLocation) = (p, p)
        touch.timestamp = now
        touch.phase = .began
        if let last = lastTap, now - last.time <= 0.35 + 1e-9, hypot(p.x - last.point.x, p.y - last.point.y) <= 45 {
          touch.tapCount = last.count + 1
        }
        touch.view = w.hitTest(p, with: event)
        touches[sample.finger] = touch
        changed.append(touch)
      } else if let touch = touches[sample.finger], let w = touch.window {
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = CGPoint(x: sample.point.x - w.frame.minX, y: sample.point.y - w.frame.minY)
        touch.timestamp = now
        touch.phase = sample.phase
        if sample.phase == .ended { lastTap = (now, touch.windowLocation, touch.tapCount) }
        changed.append(touch)
      }
    }
    event.allTouches = Set(touches.values)
    currentEvent = event
    for touch in changed { markTouch(touch) }
    if !changed.isEmpty { dispatch(changed, event: event) }
  }

  /// The front-most shown window containing `point` (windows made later are in front).
  private func frontWindow(at point: CGPoint) -> UIWindow? {
    UIApplication.shared.windows.last { !$0.isHidden && $0.frame.contains(point) }
  }
}
