import OpenCombine

// `Publishers.CombineLatest` (2, 3 and 4 upstreams) and `combineLatest(_:)`, which
// OpenCombine 0.14 does not have: the tuple of every upstream's latest value, sent
// each time one of them sends once all have sent; finished when all have
// finished, failed when one fails (Apple's documentation of CombineLatest).
// Values go downstream as they come: the subscribers scenes use (`sink`,
// `assign`) ask for an unlimited number; a finite demand is not back-pressured.

extension Publishers {
  /// A publisher that receives and combines the latest values from two publishers.
  ///
  /// Values go downstream as they come: beyond a subscriber's finite demand they are dropped, not buffered.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    /// The kind of values this publisher sends: a tuple of each upstream's latest value.
    public typealias Output = (A.Output, B.Output)
    /// The kind of errors this publisher might send, which both upstreams share.
    public typealias Failure = A.Failure
    /// The first publisher to combine.
    public let a: A
    /// The second publisher to combine.
    public let b: B

    /// Creates a publisher that combines the latest values from two publishers.
    public init(_ a: A, _ b: B) { (self.a, self.b) = (a, b) }

    /// Subscribes to the upstreams for the subscriber; once each has sent, every value sends the latest tuple.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (x, y) = (Slot<A.Output>(), Slot<B.Output>())
      let latest = Upstreams<Output, Failure>(count: 2)
      let row: () -> Output? = { x.value.flatMap { x in y.value.map { (x, $0) } } }
      latest.publisher.receive(subscriber: subscriber)
      latest.attach(a) { x.value = $0; return row() }
      latest.attach(b) { y.value = $0; return row() }
    }
  }

  /// A publisher that receives and combines the latest values from three publishers.
  ///
  /// Values go downstream as they come: beyond a subscriber's finite demand they are dropped, not buffered.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// The kind of values this publisher sends: a tuple of each upstream's latest value.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The kind of errors this publisher might send, which all three upstreams share.
    public typealias Failure = A.Failure
    /// The first publisher to combine.
    public let a: A
    /// The second publisher to combine.
    public let b: B
    /// The third publisher to combine.
    public let c: C

    /// Creates a publisher that combines the latest values from three publishers.
    public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }

    /// Subscribes to the upstreams for the subscriber; once each has sent, every value sends the latest tuple.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (x, y, z) = (Slot<A.Output>(), Slot<B.Output>(), Slot<C.Output>())
      let latest = Upstreams<Output, Failure>(count: 3)
      let row: () -> Output? = {
        guard let x = x.value, let y = y.value, let z = z.value else { return nil }
        return (x, y, z)
      }
      latest.publisher.receive(subscriber: subscriber)
      latest.attach(a) { x.value = $0; return row() }
      latest.attach(b) { y.value = $0; return row() }
      latest.attach(c) { z.value = $0; return row() }
    }
  }

  /// A publisher that receives and combines the latest values from four publishers.
  ///
  /// Values go downstream as they come: beyond a subscriber's finite demand they are dropped, not buffered.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    /// The kind of values this publisher sends: a tuple of each upstream's latest value.
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    /// The kind of errors this publisher might send, which all four upstreams share.
    public typealias Failure = A.Failure
    /// The first publisher to combine.
    public let a: A
    /// The second publisher to combine.
    public let b: B
    /// The third publisher to combine.
    public let c: C
    /// The fourth publisher to combine.
    public let d: D

    /// Creates a publisher that combines the latest values from four publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }

    /// Subscribes to the upstreams for the subscriber; once each has sent, every value sends the latest tuple.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (w, x, y, z) = (Slot<A.Output>(), Slot<B.Output>(), Slot<C.Output>(), Slot<D.Output>())
      let latest = Upstreams<Output, Failure>(count: 4)
      let row: () -> Output? = {
        guard let w = w.value, let x = x.value, let y = y.value, let z = z.value else { return nil }
        return (w, x, y, z)
      }
      latest.publisher.receive(subscriber: subscriber)
      latest.attach(a) { w.value = $0; return row() }
      latest.attach(b) { x.value = $0; return row() }
      latest.attach(c) { y.value = $0; return row() }
      latest.attach(d) { z.value = $0; return row() }
    }
  }
}

extension Publisher {
  /// Subscribes to an additional publisher and publishes a tuple of both latest values each time either sends.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Combines the latest values of this and another publisher with a closure each time either sends.
  public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// Subscribes to two additional publishers and publishes a tuple of the latest values each time any sends.
  public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, p, q)
  }

  /// Combines the latest values of this and two other publishers with a closure each time any of them sends.
  public func combineLatest<P: Publisher, Q: Publisher, T>(_ p: P, _ q: Q,
                                                          _ transform: @escaping (Output, P.Output, Q.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, p, q).map(transform)
  }

  /// Subscribes to three additional publishers and publishes a tuple of the latest values each time any sends.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R)
    -> Publishers.CombineLatest4<Self, P, Q, R> where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, p, q, r)
  }
}

/// One upstream's latest value.
final class Slot<Value> {
  var value: Value?
}

/// The upstreams of a combining publisher, to one downstream: each value an upstream
/// sends is turned into what goes down (or nothing yet); finished when all have
/// finished, failed when one fails; cancelling the downstream cancels them all.
/// (CombineLatest and Merge.)
final class Upstreams<Output, Failure: Error> {
  private let subject = PassthroughSubject<Output, Failure>()
  private let count: Int
  private var finished = 0
  private var upstreams: [AnyCancellable] = []

  init(count: Int) { self.count = count }

  /// What goes downstream, until the downstream cancels.
  var publisher: AnyPublisher<Output, Failure> {
    subject.handleEvents(receiveCancel: { [self] in upstreams.forEach { $0.cancel() } }).eraseToAnyPublisher()
  }

  func attach<P: Publisher>(_ upstream: P, _ value: @escaping (P.Output) -> Output?) where P.Failure == Failure {
    upstreams.append(upstream.sink(receiveCompletion: { [self] completion in
      switch completion {
      case .failure(let error): subject.send(completion: .failure(error))
      case .finished:
        finished += 1
        if finished == count { subject.send(completion: .finished) }
      }
    }, receiveValue: { [self] in if let output = value($0) { subject.send(output) } }))
  }
}
