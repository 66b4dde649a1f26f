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

  /// Ends the transition now at the end it heads for (its end, or its start once cancelled),
  /// with every call that follows an end (``TransitionEvent/ended(completed:)``, the `did`
  /// appearance calls, the coordinator's completions); a transition still to begin begins
  /// first. Returns whether it ended: not when an interaction holds it, nor when its animator
  /// waits for something other than its animations (a timer) to complete it; it then shows
  /// its end and completes when the animator says so.
  ///
  /// A percent-driven controller driving it arrives at once; a transition that runs by itself
  /// is taken over by one first. The animations the transition's views run then end at once,
  /// their completions in order; completions that start more animations (an animator in
  /// stages) see those end too, up to ``endRounds`` stages.
  func endAtOnce() -> Bool {
    guard isInterruptible else { return false }
    if phase == .requested { begin() }
    guard phase == .running else { return phase == .completed }
    if let driver = percentDriver {
      driver.arriveAtOnce()
    } else {
      let driver = PercentDrivenInteractiveTransition()
      guard driver.takeOver(self) else { return false }
      driver.arriveAtOnce()
    }
    endAnimationsAtOnce()
    return phase == .completed
  }

  /// How many stages of animations ``endAtOnce()`` ends at most: each stage's completions may
  /// start the next stage's animations.
  static let endRounds = 8

  /// Ends the animations of the transition's views (the container and alongside views, with
  /// their subviews) that are running now, each reporting that it finished, until the
  /// transition completed or none is left: their layers' time moves past the end of every
  /// animation that began by now, and a commit runs their completions.
  func endAnimationsAtOnce() {
    // Two passes per stage: the first commit fixes the start of the animations a completion
    // began, the next moves past their end.
    for _ in 0..<(2 * Self.endRounds) {
      guard phase == .running, let now = application?.clock.now else { return }
      for view in timelineViews { view.layer.commit(at: now) }
      guard phase == .running else { return }
      let timeline = LayerTimeline(views: timelineViews)
      timeline.pause(at: now)
      timeline.scrubPastAnimations(atLeast: 0)
      timeline.restore(at: now)
    }
  }
}
