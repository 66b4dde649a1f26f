/// One open (or committed but unfinished) transaction: its settings and the animations started
/// in it that have yet to stop.
@MainActor
final class TransactionScope {
  /// The duration set in this scope, if any.
  var animationDuration: Double?
  /// The timing function set in this scope, if any.
  var animationTimingFunction: TimingFunction??
  /// Whether actions are disabled, if set in this scope.
  var disableActions: Bool?
  /// The block to run once everything started in the scope has stopped.
  var completionBlock: (() -> Void)?
  /// Animations added while the scope was open that have not stopped.
  private var running = 0
  /// Whether `commit()` has closed the scope.
  private var isCommitted = false

  /// Counts an animation added while the scope is open.
  func animationStarted() {
    running += 1
  }

  /// Counts an animation that finished or was removed; runs the completion when it was the last.
  func animationStopped() {
    running -= 1
    completeIfDone()
  }

  /// Closes the scope; runs the completion at once when nothing is running.
  func commit() {
    isCommitted = true
    completeIfDone()
  }

  private func completeIfDone() {
    guard isCommitted, running <= 0, let block = completionBlock else { return }
    completionBlock = nil
    block()
  }
}
