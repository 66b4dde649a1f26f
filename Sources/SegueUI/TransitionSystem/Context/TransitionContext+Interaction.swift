extension TransitionContext {
  /// Records the interactive progress.
  public func updateInteractiveTransition(_ percentComplete: Double) {
    guard phase == .running else { return }
    self.percentComplete = percentComplete
    stallWatch?.restart()
  }

  /// The interaction took hold of the transition again: it is interactive, the coordinator's
  /// interaction handlers run, and the watchdog stops counting.
  public func pauseInteractiveTransition() {
    guard phase == .running, !isInteractive else { return }
    isInteractive = true
    pauseWatchdog()
    watchForStall()
    coordinatorObject?.interactionChanged()
  }

  /// Segue's choice, which the platform does not make: how long, in seconds of application
  /// time with no finger down in the container's window (or with the container out of every
  /// window), an interaction controller may hold a transition without updating, finishing or
  /// cancelling it. Past it the issue is reported as ``TransitionIssue/Kind/interactionStalled``
  /// and the transition is cancelled, so that an interaction controller that never ends does
  /// not wedge its container.
  public static let interactionStallLimit = 3.0

  /// Starts counting the time the interaction holds the transition without a finger down and
  /// without an update.
  func watchForStall() {
    if stallWatch == nil {
      stallWatch = TransitionWatchdog(
        limit: Self.interactionStallLimit, counts: { [weak self] in self?.isFingerDown == false },
        onFire: { [weak self] in self?.interactionStalled() })
    }
    stallWatch?.restart()
    stallWatch?.resume(on: application)
  }

  /// Whether a finger is down in the window that shows the container.
  private var isFingerDown: Bool {
    containerView.window?.activeTouches.isEmpty == false
  }

  /// Cancels a transition whose interaction stalled. A percent-driven interaction controller is
  /// told to cancel, so it plays the transition back through whatever drives it (layer time or
  /// an interruptible animator) and the watchdog watches the rest; with another interaction
  /// controller the interaction ends as cancelled, the animations of the transition's views end
  /// (so a correct animator completes it as cancelled), and Segue ends it if the animator does
  /// not.
  private func interactionStalled() {
    guard phase == .running, isInteractive else { return }
    let interaction = interactionController.map { TransitionDiagnostics.name(of: $0) } ?? "the interaction controller"
    TransitionDiagnostics.report(
      .interactionStalled,
      "\(interaction) held the transition of \(TransitionDiagnostics.name(of: animatorObject)) for \(Self.interactionStallLimit) s with no finger down and no update, finish or cancel; Segue cancelled it (call finish() or cancel() when the interaction ends)"
    )
    if let percentDriven = (interactionController as? PercentDrivenInteractiveTransition) ?? takenOverBy {
      percentDriven.cancel()
      if !isInteractive { return }
    }
    endInteraction(cancelled: true)
    pauseWatchdog()
    for view in participatingViews { view.layer.removeAnimationsInSubtree() }
    containerView.layer.removeAllAnimations()
    guard phase == .running else { return }
    endedBySegue = true
    end(completed: false)
  }

  /// The interaction ended and the transition will finish: it is no longer interactive, the
  /// interaction handlers run, and the watchdog counts the rest (from zero: each release of a
  /// transition caught again gets the whole allowance).
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
    stallWatch?.pause()
    coordinatorObject?.interactionChanged()
    // Each rest gets the whole allowance: a transition caught and let go again is not blamed
    // for the rests before.
    watchdog?.restart()
    resumeWatchdog()
  }

  private func captureCompletionParameters() {
    guard let interactionController else { return }
    completionVelocity = interactionController.completionSpeed
    completionCurve = interactionController.completionCurve
  }
}
