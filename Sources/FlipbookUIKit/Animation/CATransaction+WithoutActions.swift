import Foundation

extension CATransaction {
  /// Runs `changes` with actions disabled in the current transaction. (Not an
  /// explicit begin/commit: committing the outermost explicit transaction commits
  /// the implicit one too, which would record the standalone layers a view's
  /// initialiser is still setting up, so their next changes would animate.)
  static func withoutActions(_ changes: () -> Void) {
    let disabled = disableActions()
    setDisableActions(true)
    changes()
    setDisableActions(disabled)
  }
}
