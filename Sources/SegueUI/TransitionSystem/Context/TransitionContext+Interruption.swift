import SegueGeometry
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

  /// Segue's addition: whether a touch may catch the transition now (see ``TransitionCatch``):
  /// it runs and plays by itself, started without an interaction controller, or let go by a
  /// percent-driven one that opts in with a
  /// ``PercentDrivenInteractiveTransition/catchDirection`` (the finger lifted and the rest
  /// plays). Any other transition is its interaction controller's alone.
  public var isCatchable: Bool {
    guard phase == .running, isInterruptible else { return false }
    guard let interactionController else { return true }
    return delegatedCatchDirection != nil && percentDriver === interactionController
  }

  /// The direction in which a finger furthers the transition, from the percent-driven
  /// interaction controller that drives it, when it says one.
  var delegatedCatchDirection: Vector? {
    (interactionController as? PercentDrivenInteractiveTransition)?.catchDirection
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

  /// The fraction of its motion the transition shows at `progress`: the progress itself when
  /// it started interactive (animators animate linearly then), else along its animator's curve
  /// (see ``ProgressMirroring``).
  func shownFraction(atProgress progress: Double) -> Double {
    initiallyInteractive ? progress : Self.fraction(of: animatorObject, atProgress: progress)
  }

  /// The fraction of its motion a transition `animator` runs by itself shows at `progress`: its
  /// own answer when it adopts ``ProgressMirroring``, else ease-in-ease-out.
  static func fraction(of animator: any AnimatedTransitioning, atProgress progress: Double) -> Double {
    (animator as? any ProgressMirroring)?.shownFraction(atProgress: progress)
      ?? View.AnimationCurve.easeInOut.timingFunction.value(at: progress)
  }

  /// The progress at which a transition `animator` runs shows `fraction` of its motion: the
  /// fraction itself when it runs `interactive` (linearly), else where its curve reaches it,
  /// found by bisection (a curve that overshoots gives one such progress; 0 … 1 when none).
  static func progress(of animator: any AnimatedTransitioning, showing fraction: Double, interactive: Bool) -> Double {
    guard !interactive else { return min(1, max(0, fraction)) }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if Self.fraction(of: animator, atProgress: middle) < fraction { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The progress at which a transition that reverses this one starts (`interactive` when an
  /// interaction will drive it from its start), to show what this one shows now: the opposite
  /// motion's mirror of the fraction shown when this one heads for its end; the same fraction
  /// when this one was cancelled and heads back, since the same change starts again. The
  /// opposite's animator is taken to move as this one does (the same kind, reversed).
  ///
  /// Segue's addition for containers that convert a request for the opposite change: read it,
  /// then call ``endAtOnce()``, and when that returns `true` start the opposite with
  /// ``startProgress`` set to it (which applies only to a transition without an interaction
  /// controller; one with a controller starts where the controller says).
  public func reversalProgress(interactive: Bool) -> Double {
    let shown = shownFraction(atProgress: shownProgress)
    return Self.progress(
      of: animatorObject, showing: transitionWasCancelled ? shown : 1 - shown, interactive: interactive)
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
  /// stages) see those end too, up to `endRounds` (8) stages. No layer's time moves, so views
  /// that later move between the container and the rest of the window keep their timing.
  /// Segue's choice: animations nested views began meanwhile in those subtrees (a push inside
  /// a tab that a switch is bringing in) end with it.
  @discardableResult
  public func endAtOnce() -> Bool {
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

  /// Starts the animations the transition just began ``startProgress`` of the way in: each
  /// begins that much of the duration earlier (no layer's time is paused or moved, so views
  /// that later leave the container keep their timing), and a running interruptible animator
  /// continues from that fraction.
  func startPartWay() {
    guard let now = application?.clock.now else { return }
    let offset = min(1, startProgress) * transitionDuration
    if let interruptible = animatorObject.interruptibleAnimator(using: self), interruptible.state == .active {
      interruptible.pauseAnimation()
      interruptible.fractionComplete = min(1, startProgress)
      interruptible.startAnimation()
      return
    }
    for view in transitionViews {
      view.layer.rewindAnimations(beginningAtOrAfter: view.layer.localTime(atAbsolute: now), by: offset)
    }
    animationsBeganAt = now - offset
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
      for view in transitionViews {
        guard phase == .running else { return }
        view.layer.commit(at: now)
        guard phase == .running else { return }
        // A hair early: the transition's own animations begin exactly then, or were moved there
        // by ``startPartWay()``, and a rounding must not leave one out.
        view.layer.finishAnimations(beginningAtOrAfter: view.layer.localTime(atAbsolute: began) - 1e-9)
      }
      guard phase == .running else { return }
    }
  }

  /// The views whose animations are the transition's: the timeline views and the views the
  /// context hands out that are not inside them.
  private var transitionViews: [View] {
    timelineViews
      + participatingViews.filter { view in
        !timelineViews.contains { view === $0 || view.isDescendant(of: $0) }
      }
  }
}
