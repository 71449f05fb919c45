import OpenCombine

// `Publishers.Merge` and `MergeMany` and `merge(with:)`, which OpenCombine 0.14 does
// not have: every upstream's values as they come, finished when all have
// finished, failed when one fails. Unlimited demand, as in CombineLatest.swift.

extension Publishers {
  /// A publisher that republishes the values of two upstream publishers, interleaved as they come.
  ///
  /// It finishes when both upstreams finish and fails when one fails; beyond a finite demand, values are dropped.
  public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
    /// The kind of values this publisher sends, which both upstreams share.
    public typealias Output = A.Output
    /// The kind of errors this publisher might send, which both upstreams share.
    public typealias Failure = A.Failure
    /// The first publisher to merge.
    public let a: A
    /// The second publisher to merge.
    public let b: B

    /// Creates a publisher that merges the values of two publishers.
    public init(_ a: A, _ b: B) { (self.a, self.b) = (a, b) }

    /// Subscribes to both upstreams for the subscriber, sending each value as it comes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).receive(subscriber: subscriber)
    }
  }

  /// A publisher that republishes the values of three upstream publishers, interleaved as they come.
  ///
  /// It finishes when all upstreams finish and fails when one fails; beyond a finite demand, values are dropped.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
    /// The kind of values this publisher sends, which all three upstreams share.
    public typealias Output = A.Output
    /// The kind of errors this publisher might send, which all three upstreams share.
    public typealias Failure = A.Failure
    /// The first publisher to merge.
    public let a: A
    /// The second publisher to merge.
    public let b: B
    /// The third publisher to merge.
    public let c: C

    /// Creates a publisher that merges the values of three publishers.
    public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }

    /// Subscribes to the three upstreams for the subscriber, sending each value as it comes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()]).receive(subscriber: subscriber)
    }
  }

  /// A publisher that republishes the values of any number of publishers of one type, interleaved as they come.
  ///
  /// It finishes when all upstreams finish and fails when one fails; beyond a finite demand, values are dropped.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    /// The kind of values this publisher sends, the upstreams' output type.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might send, the upstreams' failure type.
    public typealias Failure = Upstream.Failure
    /// The publishers to merge, in the order they are subscribed to.
    public let publishers: [Upstream]

    /// Creates a publisher that merges the values of the given publishers.
    public init(_ upstream: Upstream...) { publishers = upstream }
    /// Creates a publisher that merges the values of the publishers in a sequence.
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

    /// Subscribes to every upstream for the subscriber, sending each value as it comes (finishing at once if none).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      guard !publishers.isEmpty else { return Empty<Output, Failure>().receive(subscriber: subscriber) }
      let merged = Upstreams<Output, Failure>(count: publishers.count)
      merged.publisher.receive(subscriber: subscriber)
      for upstream in publishers { merged.attach(upstream) { $0 } }
    }
  }
}

extension Publisher {
  /// Combines the values of this publisher with those of another publisher of the same types, as they come.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Output == P.Output, Failure == P.Failure {
    Publishers.Merge(self, other)
  }

  /// Combines the values of this publisher with those of two other publishers of the same types, as they come.
  public func merge<P: Publisher, Q: Publisher>(with p: P, _ q: Q) -> Publishers.Merge3<Self, P, Q>
  where Output == P.Output, P.Output == Q.Output, Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Merge3(self, p, q)
  }
}
