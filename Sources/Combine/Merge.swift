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
      let merged = Merged<Output, Failure>(count: publishers.count)
      merged.publisher.receive(subscriber: subscriber)
      publishers.forEach(merged.attach)
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

/// Sends every upstream's values; finishes when all have.
final class Merged<Output, Failure: Error> {
  private let subject = PassthroughSubject<Output, Failure>()
  private let count: Int
  private var finished = 0
  private var upstreams: [AnyCancellable] = []

  init(count: Int) { self.count = count }

  var publisher: AnyPublisher<Output, Failure> {
    subject.handleEvents(receiveCancel: { [self] in upstreams.forEach { $0.cancel() } }).eraseToAnyPublisher()
  }

  func attach<P: Publisher>(_ upstream: P) where P.Output == Output, P.Failure == Failure {
    upstreams.append(upstream.sink(receiveCompletion: { [self] completion in
      switch completion {
      case .failure(let error): subject.send(completion: .failure(error))
      case .finished:
        finished += 1
        if finished == count { subject.send(completion: .finished) }
      }
    }, receiveValue: { [self] in subject.send($0) }))
  }
}
