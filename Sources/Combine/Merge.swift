import OpenCombine

// `Publishers.Merge` and `MergeMany` and `merge(with:)`, which OpenCombine 0.14 does
// not have: every upstream's values as they come, finished when all have
// finished, failed when one fails. Unlimited demand, as in CombineLatest.swift.

extension Publishers {
  public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) { (self.a, self.b) = (a, b) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).receive(subscriber: subscriber)
    }
  }

  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()]).receive(subscriber: subscriber)
    }
  }

  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let publishers: [Upstream]

    public init(_ upstream: Upstream...) { publishers = upstream }
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      guard !publishers.isEmpty else { return Empty<Output, Failure>().receive(subscriber: subscriber) }
      let merged = Upstreams<Output, Failure>(count: publishers.count)
      merged.publisher.receive(subscriber: subscriber)
      for upstream in publishers { merged.attach(upstream) { $0 } }
    }
  }
}

extension Publisher {
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Output == P.Output, Failure == P.Failure {
    Publishers.Merge(self, other)
  }

  public func merge<P: Publisher, Q: Publisher>(with p: P, _ q: Q) -> Publishers.Merge3<Self, P, Q>
  where Output == P.Output, P.Output == Q.Output, Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Merge3(self, p, q)
  }
}
