import Foundation

// MARK: - The current context

/// UIKit's stack of current graphics contexts, per thread (authoring is
/// single-threaded, as UIKit's drawing is on the main thread; tests build
/// scenes on several threads at once).
final class GraphicsContextStack {
  var contexts: [CGContext] = []
  /// The contexts that `UIGraphicsBeginImageContext…` pushed (ended by `UIGraphicsEndImageContext`).
  var imageContexts: [ObjectIdentifier] = []

  static var current: GraphicsContextStack {
    let key = "flipbook.UIGraphics.contexts"
    let dict = Thread.current.threadDictionary
    if let stack = dict[key] as? GraphicsContextStack { return stack }
    let stack = GraphicsContextStack()
    dict[key] = stack
    return stack
  }
}

/// The context UIKit drawing goes to: inside `draw(_:)`, an image renderer's
/// block or an image context; nil elsewhere.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current.contexts.last }

/// Makes the given context the current graphics context, pushing it on the current thread's stack of contexts.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.current.contexts.append(context) }

/// Removes the current graphics context from the top of the stack, making the previous one current.
public func UIGraphicsPopContext() { _ = GraphicsContextStack.current.contexts.popLast() }

/// Runs `body` with `context` current.
func withCurrentContext<R>(_ context: CGContext, _ body: () throws -> R) rethrows -> R {
  UIGraphicsPushContext(context)
  defer { UIGraphicsPopContext() }
  return try body()
}

// MARK: - Image contexts (the pre-iOS 10 API)

/// Starts an image context of `size` points: `scale` 0 is the screen's scale; an
/// opaque one starts black, as UIKit's does.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let context = CGContext.uiKit(size: size, scale: scale == 0 ? UIScreen.main.scale : scale, opaque: opaque)
  let stack = GraphicsContextStack.current
  stack.contexts.append(context)
  stack.imageContexts.append(ObjectIdentifier(context))
}

/// An image context at a scale of 1, as UIKit's.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// What the current image context holds now; nil when the current context is not one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  let stack = GraphicsContextStack.current
  guard let context = stack.contexts.last, stack.imageContexts.last == ObjectIdentifier(context) else { return nil }
  return UIImage(cgImage: CGImage(drawing: context.drawing), scale: context.scale)
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
  let stack = GraphicsContextStack.current
  guard let context = stack.contexts.last, stack.imageContexts.last == ObjectIdentifier(context) else { return }
  stack.contexts.removeLast()
  stack.imageContexts.removeLast()
}

extension CGContext {
  /// A UIKit context (y down, in points) for an image of `size` points.
  static func uiKit(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext {
    let context = CGContext(size: size, scale: scale, flipped: true)
    if opaque {
      context.saveGState()
      context.setFillColor(.black)
      context.fill(CGRect(origin: .zero, size: size))
      context.restoreGState()
    }
    return context
  }
}

// MARK: - Drawing a view's content

extension UIView {
  /// Runs `draw(_:)` with the layer's backing-store context current.
  func drawContent(in ctx: CGContext) {
    withCurrentContext(ctx) { draw(bounds) }
  }

  /// Pixels per point of the view's drawn content (its layer's `contentsScale`:
  /// the screen's scale, as UIKit sets it).
  public var contentScaleFactor: CGFloat {
    get { layer.contentsScale }
    set { layer.contentsScale = newValue }
  }
}
