import Foundation

/// `CADisplayLink` on the virtual clock: calls its handler at every frame of
/// the scene (the canvas's frames per second; 60 outside a scene), at exact
/// frame times, so code that animates by hand per frame renders exactly the
/// frames it would on a device. `timestamp` is the frame's time and
/// `targetTimestamp` the next one's. `preferredFramesPerSecond` below the
/// scene's rate fires on every k-th frame (k = rate / preferred, rounded).
///
/// Apple's initialiser takes a target and an Objective-C selector, which Linux
/// does not have: write `CADisplayLink { link in self.step(link) }` instead.
/// A link left running in an `.untilIdle` scene is an error naming where it was made.
public final class CADisplayLink {
  /// The time of the latest frame, in seconds of the scene's virtual clock.
  public private(set) var timestamp: CFTimeInterval = 0
  /// The time of the frame after it, in seconds of the scene's virtual clock.
  public private(set) var targetTimestamp: CFTimeInterval = 0
  /// A Boolean value that determines whether the handler is skipped; frames keep passing while paused.
  public var isPaused = false
  /// The rate to call the handler at; 0 (the default) calls it at every frame of the scene.
  public var preferredFramesPerSecond = 0
  /// The rates the link would like (iOS 15): the scene's frames are the display's, so the
  /// link fires at `preferred` (or else `maximum`) as `preferredFramesPerSecond` does,
  /// and at every frame when that is 0, the default range, or at least the scene's rate.
  public var preferredFrameRateRange = CAFrameRateRange.default {
    didSet {
      let rate = preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum
      preferredFramesPerSecond = rate.isFinite && rate > 0 && rate < 100_000 ? Int(rate.rounded()) : 0
    }
  }
  private let handler: (CADisplayLink) -> Void
  private let location: String
  private weak var clock: VirtualClock?
  private var frame = 0
  private var isValid = true

  /// Flipbook's form of `CADisplayLink(target:selector:)`: the handler runs every frame once added to a run loop.
  public init(handler: @escaping (CADisplayLink) -> Void, file: StaticString = #fileID, line: UInt = #line) {
    self.handler = handler
    location = "\(file):\(line) (CADisplayLink)"
  }

  private var framesPerSecond: Double {
    let fps = clock?.canvas?.fps ?? 60
    return fps > 0 && fps.isFinite ? fps : 60
  }

  /// The time between frames the handler sees.
  public var duration: CFTimeInterval { Double(step) / framesPerSecond }

  private var step: Int {
    guard preferredFramesPerSecond > 0, Double(preferredFramesPerSecond) < framesPerSecond else { return 1 }
    return max(1, Int((framesPerSecond / Double(preferredFramesPerSecond)).rounded()))
  }

  /// Starts calling the handler on the running scene's clock (any run loop and mode).
  public func add(to runloop: VirtualRunLoop, forMode mode: RunLoop.Mode) {
    let clock = VirtualClock.current
    guard isValid, self.clock == nil else { return }
    self.clock = clock
    clock.repeatingTimers[ObjectIdentifier(self)] = location
    // The first frame after now.
    frame = Int((clock.now * framesPerSecond + 1e-9).rounded(.down))
    scheduleNext()
  }

  /// Stops the link for good, as `invalidate()` does; a removed link cannot be added again.
  public func remove(from runloop: VirtualRunLoop, forMode mode: RunLoop.Mode) { invalidate() }

  /// The same, for Foundation's `RunLoop.main` named in a file that imports Flipbook.
  @_disfavoredOverload
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { add(to: VirtualRunLoop.main, forMode: mode) }

  /// Stops the link for good, as `invalidate()` does; a removed link cannot be added again.
  @_disfavoredOverload
  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

  private func scheduleNext() {
    guard let clock else { return }
    frame += step
    let time = Double(frame) / framesPerSecond
    clock.schedule(at: time, isTimerTick: true) { [self] in
      guard isValid else { return }
      timestamp = time
      targetTimestamp = Double(frame + step) / framesPerSecond
      if !isPaused { handler(self) }
      scheduleNext()
    }
  }

  /// Stops the link and takes it off the virtual clock; it never calls its handler again.
  public func invalidate() {
    isValid = false
    clock?.repeatingTimers[ObjectIdentifier(self)] = nil
  }
}

/// `CAFrameRateRange` (iOS 15): the frame rates a display link would like, from
/// `minimum` to `maximum`, with the one it prefers; all zero is `default`, the
/// display's own rate.
public struct CAFrameRateRange: Hashable, Sendable {
  /// The lowest rate wanted, in frames per second.
  public var minimum: Float
  /// The highest rate wanted, in frames per second.
  public var maximum: Float
  /// The rate preferred, in frames per second (nil: none).
  public var preferred: Float?

  /// A range of rates, with the rate preferred (none by default).
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
  }

  /// The display's own rate (`CAFrameRateRangeDefault`: all zero).
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

  /// Whether `range` asks for the same rates.
  public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
