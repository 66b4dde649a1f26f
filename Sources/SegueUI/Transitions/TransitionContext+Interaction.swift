extension TransitionContext {
  /// Records the interactive progress.
  public func updateInteractiveTransition(_ percentComplete: Double) {
    guard phase == .running else { return }
    self.percentComplete = percentComplete
  }

  /// The interaction took hold of the transition again: it is interactive, the coordinator's
  /// interaction handlers run, and the watchdog stops counting.
  public func pauseInteractiveTransition() {
    guard phase == .running, !isInteractive else { return }
    isInteractive = true
    pauseWatchdog()
    coordinatorObject?.interactionChanged()
  }

  /// The interaction ended and the transition will finish: it is no longer interactive, the
  /// interaction handlers run, and the watchdog counts the rest.
  public func finishInteractiveTransition() {
    endInteraction(cancelled: false)
  }

  /// The interaction ended and the transition will be cancelled: ``transitionWasCancelled``
  /// becomes `true`, then the interaction handlers run (before any appearance call the cancel
  /// brings), and the watchdog counts the rest.
  public func cancelInteractiveTransition() {
    endInteraction(cancelled: true)
  }

  private func endInteraction(cancelled: Bool) {
    guard phase == .running else { return }
    transitionWasCancelled = cancelled
    guard isInteractive else { return }
    captureCompletionParameters()
    isInteractive = false
    coordinatorObject?.interactionChanged()
    resumeWatchdog()
  }

  private func captureCompletionParameters() {
    guard let interactionController else { return }
    completionVelocity = interactionController.completionSpeed
    completionCurve = interactionController.completionCurve
  }
}
