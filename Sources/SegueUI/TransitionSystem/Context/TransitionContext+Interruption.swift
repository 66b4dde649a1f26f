import SegueMotion

extension TransitionContext {
  /// The percent-driven controller driving the transition now, if one does: its interaction
  /// controller, or the one that took hold of it (see
  /// ``PercentDrivenInteractiveTransition/takeOver(_:)``).
  var percentDriver: PercentDrivenInteractiveTransition? {
    if let own = interactionController as? PercentDrivenInteractiveTransition, own.drives(self) { return own }
    if let taken = takenOverBy, taken.drives(self) { return taken }
    return nil
  }

  /// Whether a request may end the transition at once to run its opposite: it has not ended,
  /// and no interaction holds it (one that starts interactive, before it began, counts as
  /// holding it).
  var isInterruptible: Bool {
    switch phase {
    case .requested: interactionController.map { !$0.wantsInteractiveStart } ?? true
    case .running: !isInteractive
    case .completed: false
    }
  }

  /// The progress the transition shows now, from 0 (where it began) to 1 (its end): the
  /// percent-driven controller's when one drives it, a running interruptible animator's
  /// fraction complete, else the time since its animations began over its duration.
  var shownProgress: Double {
    guard phase == .running else { return phase == .requested ? 0 : 1 }
    if let driver = percentDriver { return driver.shownProgress }
    if let interruptible = animatorObject.interruptibleAnimator(using: self), interruptible.state != .inactive {
      return interruptible.fractionComplete
    }
    guard let began = animationsBeganAt, let now = application?.clock.now, transitionDuration > 0 else { return 1 }
    return min(1, max(0, (now - began) / transitionDuration))
  }

  /// The progress at which a transition that reverses this one starts, to show what this one
  /// shows now: for a transition heading for its end, the opposite's progress that mirrors the
  /// one shown (the animator's answer when it adopts ``ProgressMirroring``, else `1 − p`, exact
  /// for an opposite that plays the same motion backwards along a curve symmetric about its
  /// middle); for a cancelled one heading back, the progress shown, since the same change starts
  /// again.
  var reversalProgress: Double {
    let shown = shownProgress
    guard !transitionWasCancelled else { return shown }
    return min(1, max(0, (animatorObject as? any ProgressMirroring)?.oppositeProgress(showing: shown) ?? 1 - shown))
  }

  /// Ends the transition now at the end it heads for (its end, or its start once cancelled),
  /// with every call that follows an end (``TransitionEvent/ended(completed:)``, the `did`
  /// appearance calls, the coordinator's completions); a transition still to begin begins
  /// first. Returns whether it ended: not when an interaction holds it, nor when its animator
  /// waits for something other than its animations (a timer) to complete it, or animates
  /// views outside the transition (see below); it then completes when the animator says so.
  ///
  /// A percent-driven controller driving it arrives at once; a running interruptible animator
  /// is stopped and finished at the end it heads for. Then the animations of the transition's
  /// views (the container, the views it hands out and alongside views, with their subviews)
  /// that began since the transition began end at once, each reporting that it finished, and
  /// their completions run in order; completions that start more animations (an animator in
  /// stages) see those end too, up to ``endRounds`` stages. No layer's time moves, so views
  /// that later move between the container and the rest of the window keep their timing.
  /// Segue's choice: animations nested views began meanwhile in those subtrees (a push inside
  /// a tab that a switch is bringing in) end with it.
  func endAtOnce() -> Bool {
    guard isInterruptible else { return false }
    if phase == .requested { begin() }
    guard phase == .running else { return phase == .completed }
    if let driver = percentDriver {
      driver.arriveAtOnce()
    } else if let interruptible = animatorObject.interruptibleAnimator(using: self), interruptible.state != .inactive {
      if interruptible.state == .active { interruptible.stopAnimation(false) }
      if interruptible.state == .stopped {
        interruptible.finishAnimation(at: transitionWasCancelled ? .start : .end)
      }
    }
    endAnimationsAtOnce()
    return phase == .completed
  }

  /// How many stages of animations ``endAtOnce()`` ends at most: each stage's completions may
  /// start the next stage's animations.
  static let endRounds = 8

  /// Ends the animations of the transition's views that began since its animations began (or
  /// begin later), until the transition completed or ``endRounds`` stages ended; see
  /// ``endAtOnce()``.
  func endAnimationsAtOnce() {
    guard let now = application?.clock.now else { return }
    let began = animationsBeganAt ?? now
    for _ in 0..<Self.endRounds {
      let views =
        timelineViews
        + participatingViews.filter { view in
          !timelineViews.contains { view === $0 || view.isDescendant(of: $0) }
        }
      for view in views {
        guard phase == .running else { return }
        view.layer.commit(at: now)
        guard phase == .running else { return }
        view.layer.finishAnimations(beginningAtOrAfter: view.layer.localTime(atAbsolute: began))
      }
      guard phase == .running else { return }
    }
  }
}
