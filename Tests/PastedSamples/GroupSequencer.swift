import UIKit

/// More scheduling as iOS code writes it: a dispatch group waiting for two
/// delayed steps, the main operation queue, a labelled concurrent queue, a timer
/// with a fire date, and three kinds of work due at the same instant.
public final class GroupSequencer {
  public var log: [String] = []

  public init() {}

  public func start(card: UIView) {
    let group = DispatchGroup()
    let worker = DispatchQueue(label: "com.example.worker", qos: .userInitiated, attributes: .concurrent)
    for delay in [0.2, 0.4] {
      group.enter()
      worker.asyncAfter(deadline: .now() + delay) {
        self.log.append("step at \(CACurrentMediaTime())")
        group.leave()
      }
    }
    group.notify(queue: .main) { self.log.append("group done at \(CACurrentMediaTime())") }
    OperationQueue.main.addOperation { self.log.append("operation at \(CACurrentMediaTime())") }
    RunLoop.main.perform { self.log.append("run loop at \(CACurrentMediaTime())") }
    let ticker = Timer(fire: Date().addingTimeInterval(0.3), interval: 1, repeats: false) { _ in
      self.log.append("fire-date timer at \(CACurrentMediaTime())")
    }
    RunLoop.main.add(ticker, forMode: .common)
    // Due together at 0.5 s: they run in the order they were scheduled.
    UIView.animate(withDuration: 0.5, animations: { card.alpha = 0.5 }) { _ in self.log.append("completion") }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.log.append("dispatch") }
    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in self.log.append("timer") }
  }
}
