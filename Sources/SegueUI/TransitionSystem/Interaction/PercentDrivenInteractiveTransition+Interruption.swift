import SegueMotion

extension PercentDrivenInteractiveTransition {
  /// Whether this controller drives the transition of `context` now.
  func drives(_ context: any ContextTransitioning) -> Bool {
    phase.run?.identity == ObjectIdentifier(context)
  }

  /// The progress the driven transition shows now: the last update while interactive, where
  /// the rest has got to while it plays.
  var shownProgress: Double {
    switch phase {
    case .playing(let run, let playback):
      if let playback, let now = Self.application(of: run.context)?.clock.now { return playback.progress(at: now) }
      if case .interruptible(let animator) = run.driver { return animator.fractionComplete }
      return percentComplete
    case .idle, .awaitingStart, .interactive:
      return percentComplete
    }
  }

  /// Takes hold of `context`'s transition, which runs by itself (started without an
  /// interaction controller): it stops where it shows and is interactive from that progress,
  /// driven as this controller drives a transition it started. Returns whether it took hold:
  /// not when this controller drives another transition, nor when the transition is not running,
  /// is interactive already, or has no clock to read where it is.
  ///
  /// The transition's progress is the time since its animations began over its duration. An
  /// animator whose interruptible animator is running is driven through it; otherwise the
  /// layers of the context's timeline views are paused at the time the animations began and
  /// scrubbed to now, so every animation the transition began since then is on the timeline.
  func takeOver(_ context: TransitionContext) -> Bool {
    guard phase.run == nil, context.phase == .running, !context.isInteractive,
      let now = Self.application(of: context)?.clock.now
    else { return false }
    let duration = context.transitionDuration
    let began = context.animationsBeganAt ?? now
    let elapsed = max(0, now - began)
    percentComplete = duration > 0 ? min(1, elapsed / duration) : 1
    if let interruptible = context.animatorObject.interruptibleAnimator(using: context),
      interruptible.state != .inactive
    {
      let run = Run(context: context, driver: .interruptible(interruptible), duration: duration)
      let identity = run.identity
      interruptible.addCompletion { [weak self] _ in self?.forget(identity) }
      _ = context.notifyWhenTransitionEnds { [weak self] in self?.forget(identity) }
      if interruptible.isRunning { interruptible.pauseAnimation() }
      percentComplete = interruptible.fractionComplete
      phase = .interactive(run)
    } else {
      let timeline = LayerTimeline(views: context.timelineViews)
      timeline.pause(at: began)
      timeline.scrub(to: min(elapsed, max(0, duration - Self.endHold)))
      let run = Run(context: context, driver: .timeline(timeline), duration: duration)
      phase = .interactive(run)
      releaseWhenEnded(run, timeline)
    }
    context.takenOverBy = self
    progressVelocity.removeAll()
    if let run = phase.run { noteProgress(in: run) }
    context.pauseInteractiveTransition()
    context.updateInteractiveTransition(percentComplete)
    return true
  }

  /// Ends the interaction of a transition a touch caught (see ``TransitionCatch``): towards the
  /// end when `finishing`, else back, with a spring from the finger's speed (a catch is
  /// Segue's gesture, whatever ``releaseMotion`` the controller that let the transition go
  /// says) at completion speed 1, since the speed that controller set for its own release (a
  /// library controller's `1 − progress`) does not fit the catch's.
  func endCatch(finishing: Bool) {
    guard case .interactive(let run) = phase, run.context.isInteractive else { return }
    let velocity = measuredVelocity(in: run)
    if finishing { run.context.finishInteractiveTransition() } else { run.context.cancelInteractiveTransition() }
    play(run, forward: finishing, velocity: velocity, speed: 1)
  }

  /// Ends the driven transition now, at the end it heads for (its end unless it was cancelled):
  /// a playing rest stops (without the transition becoming interactive), an interaction ends,
  /// and the layers show that end with their timing back (an interruptible animator is finished
  /// there). The animations end at the next commit,
  /// or at once through ``TransitionContext/endAnimationsAtOnce()``.
  func arriveAtOnce() {
    let run: Run
    switch phase {
    case .interactive(let interactive) where interactive.context.isInteractive:
      run = interactive
      if run.context.transitionWasCancelled {
        run.context.cancelInteractiveTransition()
      } else {
        run.context.finishInteractiveTransition()
      }
    case .playing(let playing, let playback):
      // Stopped where it is without going interactive: nobody took hold of it.
      run = playing
      if let playback { _ = playback.stop(at: 0) }
    case .idle, .awaitingStart, .interactive:
      return
    }
    let forward = !run.context.transitionWasCancelled
    switch run.driver {
    case .timeline(let timeline):
      // Past every animation the transition began, a spring that outlasts the duration included,
      // so that all of them end at the next commit.
      timeline.scrubPastAnimations(atLeast: run.duration)
      timeline.restore(at: Self.application(of: run.context)?.clock.now)
      forget(run.identity)
    case .interruptible(let animator):
      forget(run.identity)
      if animator.state == .active { animator.stopAnimation(false) }
      if animator.state == .stopped { animator.finishAnimation(at: forward ? .end : .start) }
    }
  }
}
