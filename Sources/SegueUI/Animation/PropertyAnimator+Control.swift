import SegueMotion

/// Starting, pausing, stopping, finishing and continuing a property animator.
extension PropertyAnimator {
  /// Starts the animation (running its pending blocks first when inactive), or resumes it.
  ///
  /// Without any block it waits, active and paused, until a block is added. Ignored while
  /// running; refused (reported) while stopped.
  public func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts or resumes the animation `delay` seconds from now (a negative or non-finite delay
  /// is replaced by 0).
  public func startAnimation(afterDelay delay: Double) {
    switch state {
    case .stopped:
      report("startAnimation() on a stopped animator; ignored (call finishAnimation(at:) first, then start it again)")
      return
    case .inactive: activate()
    case .active: guard !isRunning else { return }
    }
    self.delay = delay >= 0 && delay.isFinite ? delay : 0
    beginRun(delay: self.delay)
  }

  /// Pauses a running animation where it is, or makes an inactive animator active and paused
  /// at its start (running its pending blocks).
  ///
  /// Refused (reported) while stopped, or while a non-interruptible animator runs.
  public func pauseAnimation() {
    switch state {
    case .stopped:
      report("pauseAnimation() on a stopped animator; ignored (call finishAnimation(at:) to end it)")
    case .inactive:
      activate()
    case .active:
      awaitsAnimations = false
      guard isRunning else { return }
      guard interruptible else {
        report(
          "pauseAnimation() on a running non-interruptible animator; ignored (set isInterruptible before starting it)")
        return
      }
      hold()
      rebaseForScrubbing()
    }
  }

  /// Stops an active animation where it is: the views keep the values on screen as their model
  /// values. With `withoutFinishing` it becomes inactive without running its completions;
  /// otherwise it is stopped until ``finishAnimation(at:)``.
  ///
  /// Does nothing while inactive; refused (reported) while a non-interruptible animator runs.
  public func stopAnimation(_ withoutFinishing: Bool) {
    switch state {
    case .inactive:
      return
    case .stopped:
      if withoutFinishing { endAnimation(at: nil) }
    case .active:
      guard interruptible || !isRunning else {
        report(
          "stopAnimation(_:) on a running non-interruptible animator; ignored (set isInterruptible before starting it)")
        return
      }
      let updates = modelUpdates(to: .current)
      removeTracks()
      for update in updates { update() }
      timeline.run = nil
      if withoutFinishing {
        endAnimation(at: nil)
      } else {
        state = .stopped
      }
    }
  }

  /// Finishes a stopped animation: sets the animated properties to their start or end values
  /// (or leaves them, for `.current`), makes the animator inactive and runs the completions with
  /// `finalPosition`, in the order they were added.
  ///
  /// Only a stopped animator can be finished. Called on an active one, it is reported and the
  /// animator is stopped first (unless it refuses); on an inactive one it is reported and ignored.
  public func finishAnimation(at finalPosition: ViewAnimatingPosition) {
    switch state {
    case .stopped:
      break
    case .active:
      report(
        "finishAnimation(at: .\(finalPosition)) on an active animator; it may only be called once stopped "
          + "(call stopAnimation(false) first); stopped it and finished it at .\(finalPosition)")
      stopAnimation(false)
      guard state == .stopped else { return }
    case .inactive:
      report(
        "finishAnimation(at: .\(finalPosition)) on an inactive animator; there is nothing to finish "
          + "(start it and call stopAnimation(false) first); ignored")
      return
    }
    if finalPosition != .current {
      for update in modelUpdates(to: finalPosition) { update() }
    }
    endAnimation(at: finalPosition)
  }

  /// Continues a paused (or running) animation towards its end — its start when reversed — over
  /// `durationFactor × duration` seconds with `parameters` (the animator's own timing when
  /// `nil`), as if started from where it is.
  ///
  /// The views keep their velocity across the change (see the type's notes). Refused (reported)
  /// while stopped or while a non-interruptible animator runs; on an inactive animator it is
  /// reported and the animator started with these parameters. A negative or non-finite factor
  /// is reported and replaced by 0.
  public func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double) {
    continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor, startedAgo: 0)
  }

  /// ``continueAnimation(withTimingParameters:durationFactor:)`` with the new run counted as
  /// begun `startedAgo` seconds before now, so that the frame now shows it that far in: the
  /// percent-driven controller's hand-over, which starts the rest where the finger last moved.
  func continueAnimation(
    withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double, startedAgo: Double
  ) {
    var factor = durationFactor
    if !(durationFactor >= 0 && durationFactor.isFinite) {
      factor = 0
      report(
        "continueAnimation durationFactor \(durationFactor) is not a non-negative number; using 0 (the remaining duration)"
      )
    }
    switch state {
    case .stopped:
      report("continueAnimation on a stopped animator; ignored (call finishAnimation(at:) to end it)")
      return
    case .inactive:
      report(
        "continueAnimation on an inactive animator; it continues a paused animator (pause it first); started it instead"
      )
      activate()
    case .active:
      guard interruptible || !isRunning else {
        report(
          "continueAnimation on a running non-interruptible animator; ignored (set isInterruptible before starting it)")
        return
      }
    }
    awaitsAnimations = false
    let velocity = animatorNow.map { timeline.velocity(at: $0) } ?? 0
    hold()
    beginRun(
      timing: parameters.map(AnimatorTiming.init), duration: factor > 0 ? factor * duration : nil, velocity: velocity,
      backdate: animatorDuration(ofLast: startedAgo))
  }
}
