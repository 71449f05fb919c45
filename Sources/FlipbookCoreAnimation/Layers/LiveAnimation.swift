import Foundation

/// An animation attached to a live layer: its copy (what the delegate receives)
/// and the completion groups waiting for it.
package final class LiveAnimation {
  let key: String
  let index: Int
  let animation: CAAnimation
  var groups: [CompletionGroup]
  var stopped = false
  var started = false

  init(key: String, index: Int, animation: CAAnimation, groups: [CompletionGroup]) {
    (self.key, self.index, self.animation, self.groups) = (key, index, animation, groups)
  }
}
