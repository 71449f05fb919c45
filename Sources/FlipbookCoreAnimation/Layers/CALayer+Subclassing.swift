import Foundation

// MARK: - Subclasses, and the layers Core Animation creates itself
//
// Apple's layer and view initialisers are designated, not `required` (a pasted
// subclass writes `override init()`, `override init(layer:)`, `override
// init(frame:)`), and `init?(coder:)` is the required one, which Xcode has
// subclasses provide, usually as `fatalError("init(coder:) has not been
// implemented")`. On Linux there is no Objective-C runtime, so Swift can create a
// class through its metatype only with a required initialiser: the layers that
// Core Animation and UIKit create themselves (a presentation copy, a view's layer
// from `layerClass`) are made as the nearest of Core Animation's own classes.
// Where that would lose a subclass of the scene's own, Flipbook reports it on the
// clock (the bake fails with the message) instead of drawing something else.

extension CALayer {
  /// A copy of this layer as it appears now: the model with every attached
  /// animation applied at the clock's current time. (Apple returns nil for a
  /// layer never committed; Flipbook returns the model's copy.)
  ///
  /// The copy is of this layer's class when that is one of Core Animation's own.
  /// For a subclass of the scene's own it is nil, reported on the clock:
  /// `presentationCopy()` gives the same values as the nearest built-in class.
  public func presentation() -> Self? {
    if isPresentation { return self }
    guard let copy = presentationCopy() as? Self else {
      report(AuthoringError(
        problem: "presentation() of a \(type(of: self)) cannot be made on Linux: without the Objective-C runtime "
          + "Flipbook can create only Core Animation's own layer classes, not a subclass through its init(layer:)",
        fix: "Call presentationCopy() (a \(type(of: presentationCopy())) with the presented values) instead."))
      return nil
    }
    return copy
  }

  /// The presented state (every attached animation applied at the clock's
  /// current time) as a layer of the nearest of Core Animation's own classes.
  public func presentationCopy() -> CALayer {
    if isPresentation { return self }
    let copy = type(of: self).makeBuiltIn(copying: self)
    copy.props = presentedProps(at: (clock ?? VirtualClock.current).now)
    copy.isPresentation = true
    copy.modelLayer = self
    return copy
  }

  /// The presentation copy's model layer; the layer itself for a model layer.
  public func model() -> Self {
    (modelLayer as? Self) ?? self
  }
}
