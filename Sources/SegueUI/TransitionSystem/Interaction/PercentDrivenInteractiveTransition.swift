import SegueGeometry
import SegueMotion

/// An interaction controller that drives any animator from a progress value, the analogue of
/// `UIPercentDrivenInteractiveTransition`, that works with any ``ContextTransitioning`` in any
/// container because it needs nothing but public API.
///
/// When the transition starts it takes the animator from its own ``animator`` (set it for a
/// context that does not expose one, as the AWPercentDrivenInteractiveTransition recipe does)
/// or from the context. An animator that vends an interruptible animator is driven through it:
/// paused, scrubbed with `fractionComplete`, continued forward or reversed with ``timingCurve``.
/// Otherwise the context's timeline views (the container, plus alongside views) are paused at
/// their current layer time, `animateTransition(using:)` adds its animations there, and
/// ``update(_:)`` scrubs the layer time to `progress × duration`.
///
/// ``finish()`` plays the rest forward over `(1 − p) · duration / completionSpeed`, ``cancel()``
/// back over `p · duration / completionSpeed`, along ``completionCurve``, one step per frame of
/// the application; by default (``continuesInteractionVelocity``) a release while the progress
/// still moves bends that curve to start at the progress's speed, which shortens the rest when
/// the curve could not reach that speed otherwise (a flick ends sooner than the completion
/// speed says); at the end the animations reach their end in the next commit, so their
/// completions run (after a cancel the animator's completion sees `transitionWasCancelled` and
/// undoes its changes), and the layers get their own timing back after that commit, their time
/// carrying on from the end of the transition.
///
/// Segue's choices where the platform is silent or wrong: a progress of exactly 1 shows the
/// final state but only completes with ``finish()`` (the animations are held a tenth of a
/// microsecond before their end); NaN progress keeps the last value, infinite or out-of-range
/// progress is clamped to 0 … 1, each reported once per transition through
/// ``TransitionDiagnostics``; progress, finish, cancel and pause requested between
/// ``prepareForInteractiveTransition()`` (a ``TransitionContext`` was made with this controller)
/// and the start (a fast gesture) are kept and applied when it starts, and ignored when no
/// transition is on its way (a gesture's calls after its transition ended); a completion
/// speed of 0 or less, or not finite, is reported and treated as 1; a ``TransitionContext``
/// that ends while the controller still drives it (an animator that completes by itself, a
/// container that left its window) gives the layers their timing back at once, and one that
/// ends after the playback gives them back then, so the next transition in the container (a
/// second back swipe one frame after a cancelled one) finds them running. Subclasses must call
/// `super` in every override.
@MainActor
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
  /// How a request made before the transition started is kept.
  private enum Ending {
    case finish(velocity: Double?)
    case cancel
  }

  /// How the transition is driven.
  private enum Driver {
    case timeline(LayerTimeline)
    case interruptible(any ViewImplicitlyAnimating)
  }

  /// The animator's non-interactive duration, read when the transition started.
  public private(set) var duration = 0.0
  /// The last progress given to ``update(_:)`` (after clamping).
  public private(set) var percentComplete = 0.0
  /// How fast the rest of the transition runs after the interaction; 1 by default.
  open var completionSpeed = 1.0
  /// The curve of the rest of the transition after the interaction; `.easeInOut` by default.
  open var completionCurve = View.AnimationCurve.easeInOut
  /// Segue's addition: whether ``finish()`` and ``cancel()`` carry on at the speed the progress
  /// was changing when the interaction ended (`true`, the default), or start from rest along
  /// ``completionCurve`` as the platform's controller does (`false`).
  ///
  /// The speed is measured from the times of the last ``update(_:)`` calls (over the last tenth
  /// of a second, on the application's clock). When it heads where the transition goes, the
  /// completion curve is bent at its start to leave at that speed and keeps its ease towards
  /// the end (see ``TimingFunction``'s control points): the frame after a finger lifts moves as
  /// far as the finger did, whichever curve is chosen, where the platform's `.easeInOut` start
  /// stalls for a few frames. Where the curve's start would have to rise above the curve's end
  /// to reach that speed, the rest is shortened instead, so a flick finishes sooner than
  /// ``completionSpeed`` alone says. A progress at rest, or moving away from where the
  /// transition goes (a cancel while the finger still pushed forward), starts from rest along
  /// the curve. A custom ``timingCurve`` for an interruptible animator is used as it is. A
  /// bent curve counts from the last update when the finger lifted a frame after it, so the
  /// lift's own frame moves on; an interruptible animator of another type than
  /// ``PropertyAnimator`` (which cannot be told its run began earlier) continues from the
  /// frame of the release.
  open var continuesInteractionVelocity = true
  /// The timing an interruptible animator continues with; the completion curve when `nil`.
  open var timingCurve: (any TimingCurveProvider)?
  /// Whether the transition starts paused under the interaction (`true`, the default) or
  /// starts playing until ``pause()``, as a non-interactive transition does: in real time, so
  /// the animator's own curves show unchanged.
  open var wantsInteractiveStart = true
  /// The animator to drive; when `nil`, the context's ``ContextTransitioning/animator``.
  public var animator: (any AnimatedTransitioning)?
  /// The context of the transition being driven, while it runs.
  public private(set) var transitionContext: (any ContextTransitioning)?

  private var driver: Driver?
  private var playback: CompletionPlayback?
  private var pendingProgress: Double?
  private var pendingEnding: Ending?
  private var pendingPause = false
  private var isAwaitingStart = false
  private var reportedProgress = false
  /// The progress given to ``update(_:)`` over time, for the speed at the end of the interaction.
  private var progressVelocity = VelocityEstimator()
  /// When the progress was last noted.
  private var lastProgressTime: Double?
  /// Whether the context tells the controller when its transition ends (see
  /// ``ContextTransitioning/notifyWhenTransitionEnds(_:)``): the layers get their timing back
  /// then, not at a guess of when the animations' end was committed.
  private var releasesAtEnd = false

  /// Creates an interaction controller waiting for a transition.
  public init() {}

  /// Notes that a transition this controller drives was requested: calls made before it starts
  /// are kept for it.
  open func prepareForInteractiveTransition() {
    isAwaitingStart = true
    pendingProgress = nil
    pendingEnding = nil
    pendingPause = false
  }

  /// Takes hold of the transition of `transitionContext`; see the type's documentation.
  open func startInteractiveTransition(_ transitionContext: any ContextTransitioning) {
    isAwaitingStart = false
    self.transitionContext = transitionContext
    percentComplete = 0
    reportedProgress = false
    progressVelocity.removeAll()
    lastProgressTime = nil
    guard let animator = animator ?? transitionContext.animator else {
      TransitionDiagnostics.report(
        .missingAnimator,
        "\(TransitionDiagnostics.name(of: self)) has no animator to drive; the transition was cancelled (set its animator property, or use a context that exposes one)")
      transitionContext.cancelInteractiveTransition()
      transitionContext.completeTransition(false)
      return reset()
    }
    duration = Self.duration(of: animator, in: transitionContext)
    if let interruptible = animator.interruptibleAnimator(using: transitionContext) {
      driver = .interruptible(interruptible)
      interruptible.addCompletion { [weak self] _ in self?.reset() }
      if wantsInteractiveStart {
        interruptible.pauseAnimation()
      } else {
        interruptible.startAnimation()
      }
    } else {
      let timeline = LayerTimeline(views: transitionContext.timelineViews)
      timeline.pause(at: application?.clock.now)
      driver = .timeline(timeline)
      releaseWhenEnded(transitionContext, timeline)
      animator.animateTransition(using: transitionContext)
      if !wantsInteractiveStart { play(forward: true, velocity: nil, curve: .linear, speed: 1) }
    }
    applyPendingRequests()
  }

  /// Shows the transition at `percentComplete` (0 … 1) while it is interactive.
  open func update(_ percentComplete: Double) {
    let progress = sanitized(percentComplete)
    guard let transitionContext, let driver else {
      if isAwaitingStart { pendingProgress = progress }
      return
    }
    guard playback == nil, transitionContext.isInteractive else { return }
    self.percentComplete = progress
    noteProgress()
    switch driver {
    case .timeline(let timeline):
      timeline.adopt(transitionContext.timelineViews, at: application?.clock.now)
      timeline.scrub(to: min(progress * duration, duration - Self.endHold))
    case .interruptible(let animator):
      animator.fractionComplete = progress
    }
    transitionContext.updateInteractiveTransition(progress)
  }

  /// Ends the interaction and plays the rest of the transition forward.
  open func finish() {
    end(.finish(velocity: nil))
  }

  /// Segue's addition: ends the interaction and finishes with a critically damped spring whose
  /// initial velocity is `velocity`, in progress per second (the finger's speed divided by the
  /// distance a full transition covers), so the motion carries on at the finger's speed.
  ///
  /// A velocity away from the end (negative) or not finite is taken as 0, one above
  /// ``maximumFinishVelocity`` as that, so the transition always heads for its end and
  /// completes within its watchdog's limit.
  open func finish(velocity: Double) {
    end(.finish(velocity: velocity.isFinite ? min(max(velocity, 0), Self.maximumFinishVelocity) : 0))
  }

  /// The fastest finish ``finish(velocity:)`` makes, in progress per second: a whole
  /// transition in a twentieth of a second, twice a hard flick across a phone, so that an
  /// interruptible animator's spring overshoots its end by little.
  public static let maximumFinishVelocity = 20.0

  /// Ends the interaction and plays the transition back to its start.
  open func cancel() {
    end(.cancel)
  }

  /// Takes hold of a transition that is playing (after a finish, a cancel or a non-interactive
  /// start): it stops where it is and is interactive again.
  open func pause() {
    guard let transitionContext, let driver else {
      if isAwaitingStart { pendingPause = true }
      return
    }
    guard !transitionContext.isInteractive else { return }
    switch driver {
    case .timeline:
      guard let playback, let now = application?.clock.now else { return }
      percentComplete = playback.stop(at: now)
      self.playback = nil
    case .interruptible(let animator):
      animator.pauseAnimation()
      percentComplete = animator.fractionComplete
    }
    progressVelocity.removeAll()
    noteProgress()
    transitionContext.pauseInteractiveTransition()
    transitionContext.updateInteractiveTransition(percentComplete)
  }

  /// Notes the progress shown now, for the speed at the end of the interaction.
  private func noteProgress() {
    guard let now = application?.clock.now else { return }
    progressVelocity.add(Vector(dx: percentComplete, dy: 0), at: now)
    lastProgressTime = now
  }

  /// The rest of the transition towards `target` along `base` over `length` seconds, handed
  /// over from the interaction when ``continuesInteractionVelocity`` allows it: the curve bent
  /// to start at the progress's speed, and the time it starts from. That is the time of the
  /// last ``update(_:)`` when it came in this frame or the one before (a finger that lifts in a
  /// frame of its own moved on since that update, so this frame already moves), else now; a
  /// progress that has not changed for longer than a frame (the finger rested before it
  /// lifted) hands over no speed and starts from rest.
  private func handingOver(
    _ base: TimingFunction, to target: Double, over length: Double
  ) -> (function: TimingFunction, length: Double, start: Double?) {
    let now = application?.clock.now
    let distance = target - percentComplete
    guard continuesInteractionVelocity, distance != 0, let now, let last = lastProgressTime,
      let frame = application?.frameScheduler.frameDuration, now - last <= frame + 1e-9
    else { return (base, length, now) }
    let handed = base.startingAt(slope: progressVelocity.velocity.dx * length / distance, over: length)
    return (handed.function, handed.length, handed.function == base ? now : last)
  }

  /// The duration `animator` runs for in `context`: the one the context read and sanitised when
  /// the transition began (a ``TransitionContext`` of the same animator), else the animator's,
  /// with a value that is not a finite, non-negative number of seconds reported and taken as 0,
  /// so that a broken duration never reaches the playback's springs and curves.
  private static func duration(of animator: any AnimatedTransitioning, in context: any ContextTransitioning) -> Double {
    if let context = context as? TransitionContext, context.animatorObject === animator { return context.transitionDuration }
    let duration = animator.transitionDuration(using: context)
    guard !duration.isFinite || duration < 0 else { return duration }
    TransitionDiagnostics.report(
      .invalidParameter,
      "\(TransitionDiagnostics.name(of: animator)).transitionDuration(using:) returned \(duration); using 0 (return a finite, non-negative number of seconds)")
    return 0
  }

  /// How long before their end the animations are held while the progress is 1.
  static let endHold = 1e-7

  private var application: Application? { transitionContext.flatMap { AnimationTime.host(of: $0.containerView) } }

  private func end(_ ending: Ending) {
    guard let transitionContext, driver != nil else {
      if isAwaitingStart { pendingEnding = ending }
      return
    }
    guard transitionContext.isInteractive else { return }
    let forward: Bool
    let velocity: Double?
    switch ending {
    case .finish(let speed):
      (forward, velocity) = (true, speed)
      transitionContext.finishInteractiveTransition()
    case .cancel:
      (forward, velocity) = (false, nil)
      transitionContext.cancelInteractiveTransition()
    }
    play(forward: forward, velocity: velocity)
  }

  /// Plays the rest towards the end (`forward`) or the start, with a spring of `velocity` or
  /// along `curve` (the completion curve when `nil`), at `speed` (the completion speed when
  /// `nil`; a non-interactive start plays in real time).
  private func play(forward: Bool, velocity: Double?, curve: View.AnimationCurve? = nil, speed: Double? = nil) {
    let speed = speed ?? validCompletionSpeed
    let target = forward ? 1.0 : 0.0
    switch driver {
    case .timeline(let timeline):
      var length = abs(target - percentComplete) * duration / speed
      var start = application?.clock.now
      let motion: CompletionPlayback.Motion
      if let velocity, forward, percentComplete < 1 {
        motion = .spring(Spring(duration: max(duration / speed, 0.05)), initialVelocity: velocity / (1 - percentComplete))
      } else if let curve {
        motion = .curve(curve.timingFunction)
      } else {
        let handed = handingOver(completionCurve.timingFunction, to: target, over: length)
        (motion, length, start) = (.curve(handed.function), handed.length, handed.start)
      }
      guard let application, let start, length > 0 else { return arrive(timeline, forward: forward) }
      let playback = CompletionPlayback(
        from: percentComplete, to: target, length: length, motion: motion, now: start,
        onFrame: { [weak self, weak application] progress in
          guard let self, let application else { return }
          if let views = transitionContext?.timelineViews { timeline.adopt(views, at: application.clock.now) }
          timeline.scrub(to: min(progress * duration, duration - Self.endHold))
        },
        onEnd: { [weak self] in self?.arrive(timeline, forward: forward) })
      self.playback = playback
      playback.run(on: application.frameScheduler)
    case .interruptible(let animator):
      if animator.state == .active, animator.isRunning { animator.pauseAnimation() }
      animator.isReversed = !forward
      let remaining = forward ? 1 - percentComplete : percentComplete
      let parameters: (any TimingCurveProvider)?
      var factor = remaining / speed
      var startedAgo = 0.0
      if let velocity, forward, remaining > 0 {
        parameters = SpringTimingParameters(dampingRatio: 1, initialVelocity: Vector(dx: velocity / remaining, dy: 0))
      } else if let timingCurve {
        parameters = timingCurve
      } else {
        let length = factor * duration
        let handed = handingOver(completionCurve.timingFunction, to: target, over: length)
        parameters = handed.function == completionCurve.timingFunction
          ? CubicTimingParameters(animationCurve: completionCurve)
          : CubicTimingParameters(
            controlPoint1: Point(x: handed.function.x1, y: handed.function.y1),
            controlPoint2: Point(x: handed.function.x2, y: handed.function.y2))
        if length > 0 { factor *= handed.length / length }
        if let start = handed.start, let now = application?.clock.now { startedAgo = now - start }
      }
      if let animator = animator as? PropertyAnimator {
        animator.continueAnimation(withTimingParameters: parameters, durationFactor: factor, startedAgo: startedAgo)
      } else {
        animator.continueAnimation(withTimingParameters: parameters, durationFactor: factor)
      }
    case nil:
      return
    }
  }

  /// The playback reached its end: the animations reach theirs (their completions run in the
  /// next commit), and the layers get their timing back once that commit is past (two frame
  /// starts later, as the end may come between frames, from a gesture's `finish()`) or when
  /// the transition ends, whichever comes first (for a context that reports its end, as
  /// Segue's does, so that a transition requested from its completion finds the layers
  /// running). After a
  /// finish, animations longer than the transition's duration carry on from there; after a
  /// cancel every animation begun since the pause is taken past its end, so none plays forward
  /// again once the layers run.
  private func arrive(_ timeline: LayerTimeline, forward: Bool) {
    playback = nil
    if forward {
      timeline.scrub(to: duration)
    } else {
      timeline.scrubPastAnimations(atLeast: duration)
    }
    guard let application else { return letGo(of: timeline) }
    guard releasesAtEnd else {
      application.performOnNextIteration { [weak application] in
        application?.performOnNextIteration { [weak application] in timeline.restore(at: application?.clock.now) }
      }
      return reset()
    }
    application.performOnNextIteration { [weak application, weak self] in
      application?.performOnNextIteration { [weak self] in self?.letGo(of: timeline) }
    }
  }

  /// Gives the layers of `timeline` their timing back, if this controller still holds them,
  /// and forgets the transition.
  private func letGo(of timeline: LayerTimeline) {
    guard case .timeline(let driven) = driver, driven === timeline else { return }
    _ = playback?.stop(at: 0)
    timeline.restore(at: application?.clock.now)
    reset()
  }

  /// Lets go of `timeline` when the transition of `context` ends, if this controller still
  /// holds it then: an animator that completes by itself (inside `animateTransition(using:)`,
  /// say), a container that left its window mid-interaction, which ends the animations, or a
  /// transition that ended before the layers were given back after the playback. The layers
  /// get their timing back at once, so later transitions in the container play, and calls made
  /// after that (a gesture's `cancel()`) are ignored. A context that does not report its end
  /// (see ``ContextTransitioning/notifyWhenTransitionEnds(_:)``) is let go after the
  /// controller's own playback ends. Segue's own context also learns the timeline, so that
  /// alongside views join it in step.
  private func releaseWhenEnded(_ context: any ContextTransitioning, _ timeline: LayerTimeline) {
    releasesAtEnd = context.notifyWhenTransitionEnds { [weak self] in self?.letGo(of: timeline) }
    (context as? TransitionContext)?.scrubbedTimeline = timeline
  }

  private func applyPendingRequests() {
    let progress = pendingProgress
    let ending = pendingEnding
    let pause = pendingPause
    pendingProgress = nil
    pendingEnding = nil
    pendingPause = false
    if let progress { update(progress) }
    if pause { self.pause() }
    if let ending { end(ending) }
  }

  private func reset() {
    transitionContext = nil
    driver = nil
    playback = nil
  }

  private var validCompletionSpeed: Double {
    guard completionSpeed.isFinite, completionSpeed > 0 else {
      TransitionDiagnostics.report(
        .invalidParameter,
        "\(TransitionDiagnostics.name(of: self)).completionSpeed is \(completionSpeed); using 1 (it must be greater than 0)")
      return 1
    }
    return completionSpeed
  }

  private func sanitized(_ progress: Double) -> Double {
    if progress.isNaN {
      reportProgress("NaN; kept \(percentComplete)")
      return percentComplete
    }
    guard progress < 0 || progress > 1 else { return progress }
    let clamped = min(1, max(0, progress))
    reportProgress("\(progress); clamped to \(clamped)")
    return clamped
  }

  private func reportProgress(_ what: String) {
    guard !reportedProgress else { return }
    reportedProgress = true
    TransitionDiagnostics.report(
      .progressOutOfRange,
      "\(TransitionDiagnostics.name(of: self)).update(_:) got progress \(what) (pass a finite value between 0 and 1)")
  }
}
