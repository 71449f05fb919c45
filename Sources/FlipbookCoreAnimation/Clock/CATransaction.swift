import Foundation
import FlipbookTimeline

// MARK: - Completion groups

/// Waits for a set of animations to stop, then runs a callback once, on the
/// clock, with whether all of them finished. Used by `CATransaction` completion
/// blocks and UIView animation completions.
package final class CompletionGroup {
  private var pending = 0
  private var allFinished = true
  private var sealed = false
  private var fired = false
  private let callback: (Bool) -> Void
  private weak var clock: VirtualClock?

  package init(clock: VirtualClock, _ callback: @escaping (Bool) -> Void) {
    self.clock = clock
    self.callback = callback
  }

  package func join() { pending += 1 }

  package func leave(finished: Bool) {
    pending -= 1
    if !finished { allFinished = false }
    fireIfDone()
  }

  /// No more animations will join; fire when the pending ones are done (at once if none).
  package func seal() {
    sealed = true
    fireIfDone()
  }

  private func fireIfDone() {
    guard sealed, pending <= 0, !fired else { return }
    fired = true
    let finished = allFinished
    let callback = self.callback
    // Completion runs asynchronously, after the code that triggered it, at this virtual time.
    (clock ?? VirtualClock.current).schedule(after: 0) { callback(finished) }
  }
}

// MARK: - Transaction state

final class TransactionState {
  let isImplicit: Bool
  var animationDuration: Double?
  var timingFunction: CAMediaTimingFunction?
  var disableActions: Bool?
  var values: [String: Any] = [:]
  var completion: CompletionGroup?

  init(isImplicit: Bool) { self.isImplicit = isImplicit }

  func didCommit(clock: VirtualClock) {
    completion?.seal()
  }
}

// MARK: - CATransaction

/// Batches layer changes. Every change belongs to a transaction: an explicit one
/// (`begin`/`commit`, nestable) or the implicit one that the clock commits when
/// virtual time moves on. Properties set on a transaction apply to changes made
/// inside it; nested transactions inherit unset properties from enclosing ones.
public enum CATransaction {
  private static var clock: VirtualClock { VirtualClock.current }

  /// The transaction changes are made in now, opening the implicit one if needed.
  static func currentState(_ clock: VirtualClock = VirtualClock.current) -> TransactionState {
    if let top = clock.transactions.last { return top }
    let implicit = TransactionState(isImplicit: true)
    clock.transactions.append(implicit)
    return implicit
  }

  private static func lookup<T>(_ clock: VirtualClock, _ get: (TransactionState) -> T?) -> T? {
    for state in clock.transactions.reversed() { if let v = get(state) { return v } }
    return nil
  }

  /// Begins a new explicit transaction, nested in any open one, on the running scene's virtual clock.
  public static func begin() {
    let c = clock
    if c.transactions.isEmpty { _ = currentState(c) }
    c.transactions.append(TransactionState(isImplicit: false))
  }

  /// Ends the innermost explicit transaction. Ending the outermost one commits
  /// its changes (layers record their state at this time).
  public static func commit() {
    let c = clock
    guard let top = c.transactions.last, !top.isImplicit else { return }
    c.transactions.removeLast()
    top.didCommit(clock: c)
    if c.transactions.allSatisfy(\.isImplicit) { c.commit() }
  }

  /// Commits the implicit transaction now.
  public static func flush() { clock.commit() }

  /// `lock`/`unlock` exist for source compatibility; the clock is single-threaded.
  public static func lock() {}
  /// Accepted for source compatibility; the virtual clock is single-threaded, so this does nothing.
  public static func unlock() {}

  /// Default 0.25 s.
  public static func animationDuration() -> CFTimeInterval {
    lookup(clock) { $0.animationDuration } ?? 0.25
  }
  /// Sets the duration, in seconds, of the implicit animations of changes made in the current transaction.
  public static func setAnimationDuration(_ dur: CFTimeInterval) { currentState().animationDuration = dur }

  /// nil unless set: implicit animations then use `.default`.
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    lookup(clock) { $0.timingFunction }
  }
  /// Sets the timing function of the implicit animations of changes made in the current transaction.
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    currentState().timingFunction = function
  }

  /// Returns whether changes in the current transaction skip their layer actions; false unless set.
  public static func disableActions() -> Bool { lookup(clock) { $0.disableActions } ?? false }
  /// Sets whether changes made in the current transaction skip their layer actions (implicit animations).
  public static func setDisableActions(_ flag: Bool) { currentState().disableActions = flag }

  /// Runs once every animation added to this transaction after the block was set
  /// has finished or been removed; right after the commit when there are none.
  public static func completionBlock() -> (() -> Void)? { nil }
  /// Sets the block to run once the animations added to the current transaction from now on are done; `nil` clears it.
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    let c = clock
    let state = currentState(c)
    guard let block else { state.completion = nil; return }
    state.completion = CompletionGroup(clock: c) { _ in block() }
  }

  /// Returns the transaction property or custom value for the key, from the innermost transaction that sets it.
  public static func value(forKey key: String) -> Any? {
    switch key {
    case "animationDuration": return animationDuration()
    case "animationTimingFunction": return animationTimingFunction()
    case "disableActions": return disableActions()
    default: return lookup(clock) { $0.values[key] }
    }
  }

  /// Sets a transaction property (`animationDuration`, `animationTimingFunction`, `disableActions`) or a custom
  /// value for the key in the current transaction.
  public static func setValue(_ anObject: Any?, forKey key: String) {
    switch key {
    case "animationDuration": currentState().animationDuration = (anObject as? Double) ?? (anObject as? NSNumber)?.doubleValue
    case "animationTimingFunction": currentState().timingFunction = anObject as? CAMediaTimingFunction
    case "disableActions": currentState().disableActions = (anObject as? Bool) ?? (anObject as? NSNumber)?.boolValue
    default: currentState().values[key] = anObject
    }
  }

  /// The completion groups animations added now must join.
  static func openCompletionGroups(_ clock: VirtualClock) -> [CompletionGroup] {
    clock.transactions.compactMap(\.completion)
  }
}
