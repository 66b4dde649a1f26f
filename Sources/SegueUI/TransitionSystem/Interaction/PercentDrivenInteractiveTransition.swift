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
/// ``finish()`` plays the rest forward over `(1 − p) · duration / completionSpeed`,
/// ``cancel()`` back over `p · duration / completionSpeed`, along ``completionCurve``, one step
/// per frame of the application (or with a spring, see ``releaseMotion``); by default
/// (``continuesInteractionVelocity``) a release while
/// the progress still moves bends that curve to start at the progress's speed, which shortens
/// the rest when the curve could not reach that speed otherwise (a flick ends sooner than the
/// completion speed says); at the end the layers get their own timing back at once, their time
/// carrying on from the end of the transition (after a cancel, from past the end of every
/// animation the transition began), so the animations end at the next commit and their
/// completions run (after a cancel the animator's completion sees `transitionWasCancelled` and
/// undoes its changes).
///
/// Segue's choices where the platform is silent or wrong: a progress of exactly 1 shows the
/// final state but only completes with ``finish()`` (the animations are held a tenth of a
/// microsecond before their end); NaN progress keeps the last value, infinite or out-of-range
/// progress is clamped to 0 … 1, each reported once per transition through
/// ``TransitionDiagnostics``; progress, finish, cancel and pause requested between
/// ``prepareForInteractiveTransition()`` (a ``TransitionContext`` was made with this
/// controller) and the start (a fast gesture) are kept and applied when it starts, and ignored
/// when no transition is on its way (a gesture's calls after its transition ended); a
/// completion speed of 0 or less, or not finite, is reported and treated as 1; a context that
/// ends while the controller still drives it (an animator that completes by itself, a container
/// that left its window) gives the layers their timing back at once (when it reports its end,
/// see ``ContextTransitioning/notifyWhenTransitionEnds(_:)``), so the next transition in the
/// container finds them running. A context made while the controller drives a transition (one a
/// container then refuses, say) leaves that transition alone; when a transition starts on the
/// controller while the last one plays its rest, that one plays on by itself and gives its
/// layers back when it arrives, unless the two share a layer, when it arrives at once (at the
/// end its finish or cancel was heading for), so that no layer is paused by two timelines.
/// Arrival needs neither the controller nor the context to be alive. The controller's state is
/// one phase (idle, awaiting its start, interactive, playing) that carries what that phase
/// needs, so no request acts on a transition in the wrong phase. Subclasses must call `super`
/// in every override.
@MainActor
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
  /// How the interaction ends.
  enum Ending {
    case finish(velocity: Double?)
    case cancel(velocity: Double?)
  }

  /// How the transition is driven.
  enum Driver {
    case timeline(LayerTimeline)
    case interruptible(any ViewImplicitlyAnimating)
  }

  /// The requests made between ``prepareForInteractiveTransition()`` and the start, applied
  /// when the transition starts.
  struct Requests {
    var progress: Double?
    var ending: Ending?
    var pause = false
  }

  /// The transition being driven.
  struct Run {
    let context: any ContextTransitioning
    let driver: Driver
    /// The animator's non-interactive duration, read once when the transition started.
    let duration: Double

    /// The context's identity, which the closures that outlive the run hold instead of it.
    var identity: ObjectIdentifier { ObjectIdentifier(context) }

    /// The paused layer time, on the timeline path.
    var timeline: LayerTimeline? {
      guard case .timeline(let timeline) = driver else { return nil }
      return timeline
    }
  }

  /// Where the controller is in a transition's life.
  enum Phase {
    /// No transition is on its way: requests are ignored.
    case idle
    /// A transition was prepared and has not started: requests are kept for it.
    case awaitingStart(Requests)
    /// The interaction drives the transition.
    case interactive(Run)
    /// The transition plays by itself, after ``finish()`` or ``cancel()`` or from a
    /// non-interactive start: on the timeline path along a playback the controller runs, through
    /// an interruptible animator otherwise.
    case playing(Run, CompletionPlayback?)

    /// The transition being driven, in the interactive and playing phases.
    var run: Run? {
      switch self {
      case .interactive(let run), .playing(let run, _): run
      case .idle, .awaitingStart: nil
      }
    }
  }

  /// The duration of the transition being driven (its animator's, as the context read it when
  /// it started); 0 when none is.
  public var duration: Double { phase.run?.duration ?? 0 }
  /// The last progress given to ``update(_:)`` (after clamping).
  public internal(set) var percentComplete = 0.0
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
  /// the end (see ``/SegueMotion/TimingFunction``'s control points): the frame after a finger lifts moves as
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
  /// Segue's addition: how ``finish()`` and ``cancel()`` play the rest of the transition;
  /// ``ReleaseMotion/completionCurve`` (the platform's, bent to the finger's speed) by default,
  /// as a port of `UIPercentDrivenInteractiveTransition` code expects, or
  /// ``ReleaseMotion/spring``. ``finish(velocity:)`` and ``cancel(velocity:)`` spring whatever
  /// this says.
  ///
  /// Segue's own gestures release with a spring, as iOS 18's fluid transitions do: the back
  /// swipe, a touch that caught a transition, and the pan to dismiss. Controllers ported from
  /// libraries that time their rest themselves (VCTransitionsLibrary's swipe and pinch set
  /// ``completionSpeed`` to `1 − progress`; the articles' pans) keep the curve their authors
  /// chose.
  open var releaseMotion = ReleaseMotion.completionCurve
  /// Segue's addition: the unit direction, in the window, in which a finger's travel furthers
  /// the transition this controller drives, so that once its own gesture let the transition go
  /// a touch may catch it (see ``TransitionCatch``); `nil`, the default, keeps the transition
  /// for this controller alone, since a gesture of its own may still act on it. Override it to
  /// opt in when no gesture of yours acts on a transition after its release.
  open var catchDirection: Vector? { nil }
  /// The timing an interruptible animator continues with; the completion curve when `nil`.
  open var timingCurve: (any TimingCurveProvider)?
  /// Whether the transition starts paused under the interaction (`true`, the default) or
  /// starts playing until ``pause()``, as a non-interactive transition does: in real time, so
  /// the animator's own curves show unchanged.
  open var wantsInteractiveStart = true
  /// The animator to drive; when `nil`, the context's ``ContextTransitioning/animator``.
  public var animator: (any AnimatedTransitioning)?
  /// The context of the transition being driven, while it runs.
  public var transitionContext: (any ContextTransitioning)? { phase.run?.context }

  var phase = Phase.idle
  /// Whether a progress out of range was reported in this transition.
  private var reportedProgress = false
  /// The progress given to ``update(_:)`` over time, for the speed at the end of the interaction.
  var progressVelocity = VelocityEstimator()
  /// When the progress was last noted.
  private var lastProgressTime: Double?

  /// Creates an interaction controller waiting for a transition.
  public init() {}

  /// Notes that a transition this controller drives was requested: calls made before it starts
  /// are kept for it.
  open func prepareForInteractiveTransition() {
    guard phase.run == nil else { return }
    phase = .awaitingStart(Requests())
  }

  /// Takes hold of the transition of `transitionContext`; see the type's documentation.
  open func startInteractiveTransition(_ transitionContext: any ContextTransitioning) {
    var requests = Requests()
    if case .awaitingStart(let kept) = phase { requests = kept }
    leaveCurrentRun(for: transitionContext.timelineViews.map(\.layer))
    percentComplete = 0
    reportedProgress = false
    progressVelocity.removeAll()
    lastProgressTime = nil
    guard let animator = animator ?? transitionContext.animator else {
      TransitionDiagnostics.report(
        .missingAnimator,
        "\(TransitionDiagnostics.name(of: self)) has no animator to drive; the transition was cancelled (set its animator property, or use a context that exposes one)"
      )
      transitionContext.cancelInteractiveTransition()
      transitionContext.completeTransition(false)
      return
    }
    let duration = Self.duration(of: animator, in: transitionContext)
    if let interruptible = animator.interruptibleAnimator(using: transitionContext) {
      let run = Run(context: transitionContext, driver: .interruptible(interruptible), duration: duration)
      let identity = run.identity
      interruptible.addCompletion { [weak self] _ in self?.forget(identity) }
      _ = transitionContext.notifyWhenTransitionEnds { [weak self] in self?.forget(identity) }
      if wantsInteractiveStart {
        phase = .interactive(run)
        interruptible.pauseAnimation()
      } else {
        phase = .playing(run, nil)
        interruptible.startAnimation()
      }
    } else {
      let timeline = LayerTimeline(views: transitionContext.timelineViews)
      timeline.pause(at: Self.application(of: transitionContext)?.clock.now)
      let run = Run(context: transitionContext, driver: .timeline(timeline), duration: duration)
      phase = .interactive(run)
      releaseWhenEnded(run, timeline)
      animator.animateTransition(using: transitionContext)
      if !wantsInteractiveStart, case .interactive = phase {
        play(run, forward: true, velocity: nil, curve: .linear, speed: 1)
      }
    }
    apply(requests)
  }

  /// Shows the transition at `percentComplete` (0 … 1) while it is interactive.
  open func update(_ percentComplete: Double) {
    let progress = sanitized(percentComplete)
    switch phase {
    case .awaitingStart(var requests):
      requests.progress = progress
      phase = .awaitingStart(requests)
    case .interactive(let run) where run.context.isInteractive:
      self.percentComplete = progress
      noteProgress(in: run)
      switch run.driver {
      case .timeline(let timeline):
        timeline.adopt(run.context.timelineViews, at: Self.application(of: run.context)?.clock.now)
        timeline.scrub(to: min(progress * run.duration, run.duration - Self.endHold))
      case .interruptible(let animator):
        animator.fractionComplete = progress
      }
      run.context.updateInteractiveTransition(progress)
    case .idle, .interactive, .playing:
      return
    }
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
    end(.cancel(velocity: nil))
  }

  /// Segue's addition: ends the interaction and plays the transition back to its start with a
  /// critically damped spring whose initial velocity is `velocity`, in progress per second
  /// (negative heads back to the start), so the motion carries on at the finger's speed.
  ///
  /// A velocity away from the start (positive) or not finite is taken as 0, one below
  /// −``maximumFinishVelocity`` as that, so the transition always heads back and ends within
  /// its watchdog's limit.
  open func cancel(velocity: Double) {
    end(.cancel(velocity: velocity.isFinite ? max(min(velocity, 0), -Self.maximumFinishVelocity) : 0))
  }

  /// Takes hold of a transition that is playing (after a finish, a cancel or a non-interactive
  /// start): it stops where it is and is interactive again.
  open func pause() {
    switch phase {
    case .awaitingStart(var requests):
      requests.pause = true
      phase = .awaitingStart(requests)
    case .playing(let run, let playback) where !run.context.isInteractive:
      switch run.driver {
      case .timeline(let timeline):
        guard let playback, let now = Self.application(of: run.context)?.clock.now else { return }
        percentComplete = playback.stop(at: now)
        // The frame of the pause shows where the rest got to now, not the frame before (a
        // touch arrives before the playback's step), so the next update moves from there.
        timeline.scrub(to: min(percentComplete * run.duration, run.duration - Self.endHold))
      case .interruptible(let animator):
        animator.pauseAnimation()
        percentComplete = animator.fractionComplete
      }
      phase = .interactive(run)
      progressVelocity.removeAll()
      noteProgress(in: run)
      run.context.pauseInteractiveTransition()
      run.context.updateInteractiveTransition(percentComplete)
    case .idle, .interactive, .playing:
      return
    }
  }

  /// Notes the progress shown now, for the speed at the end of the interaction.
  func noteProgress(in run: Run) {
    guard let now = Self.application(of: run.context)?.clock.now else { return }
    progressVelocity.add(Vector(dx: percentComplete, dy: 0), at: now)
    lastProgressTime = now
  }

  /// The velocity a ``ReleaseMotion/spring`` release starts at (see `measuredVelocity(in:)`);
  /// `nil` when the release follows the completion curve.
  func releaseVelocity(in run: Run) -> Double? {
    releaseMotion == .spring ? measuredVelocity(in: run) : nil
  }

  /// The progress's speed when the interaction ends, in progress per second: as it was when
  /// last updated in this frame or the one before (as `handingOver(_:in:to:over:)` measures
  /// it), else 0 (the finger rested); at most ``maximumFinishVelocity`` either way.
  func measuredVelocity(in run: Run) -> Double {
    let application = Self.application(of: run.context)
    guard let now = application?.clock.now, let last = lastProgressTime,
      let frame = application?.frameScheduler.frameDuration, now - last <= frame + 1e-9
    else { return 0 }
    let velocity = progressVelocity.velocity.dx
    guard velocity.isFinite else { return 0 }
    return min(max(velocity, -Self.maximumFinishVelocity), Self.maximumFinishVelocity)
  }

  /// The rest of the transition towards `target` along `base` over `length` seconds, handed
  /// over from the interaction when ``continuesInteractionVelocity`` allows it: the curve bent
  /// to start at the progress's speed, and the time it starts from. That is the time of the
  /// last ``update(_:)`` when it came in this frame or the one before (a finger that lifts in a
  /// frame of its own moved on since that update, so this frame already moves), else now; a
  /// progress that has not changed for longer than a frame (the finger rested before it
  /// lifted) hands over no speed and starts from rest.
  private func handingOver(
    _ base: TimingFunction, in run: Run, to target: Double, over length: Double
  ) -> (function: TimingFunction, length: Double, start: Double?) {
    let application = Self.application(of: run.context)
    let now = application?.clock.now
    let distance = target - percentComplete
    guard continuesInteractionVelocity, distance != 0, let now, let last = lastProgressTime,
      let frame = application?.frameScheduler.frameDuration, now - last <= frame + 1e-9
    else { return (base, length, now) }
    let handed = base.startingAt(slope: progressVelocity.velocity.dx * length / distance, over: length)
    return (handed.function, handed.length, handed.function == base ? now : last)
  }

  /// The critically damped spring of a release that starts at `velocity` (in distances to go
  /// per second, positive towards where it heads), the same on both paths, and the velocity it
  /// starts at. It is stiff enough to settle from rest within `length` seconds (the duration
  /// over the completion speed, at least a twentieth of a second), and stiffer when the finger
  /// is fast, so stiff that it leaves at exactly that speed without speeding up or slowing down
  /// in its first frames (a natural frequency of twice the velocity), then eases into its end.
  /// A velocity away from where it heads counts up to the natural frequency at most, so the
  /// swing away stays within 37 % of the way to go and the spring settles in about twice
  /// `length` at most.
  static func releaseSpring(initialVelocity velocity: Double, within length: Double) -> (
    spring: Spring, velocity: Double
  ) {
    let unitSettling = Spring(duration: 1).settlingDuration()
    let fromRest = 2 * Double.pi * unitSettling / max(length, 0.05)
    let frequency = max(fromRest, 2 * velocity)
    return (Spring(response: 2 * Double.pi / frequency, dampingRatio: 1), max(velocity, -frequency))
  }

  /// The rest, as a fraction of the transition, below which a release plays no spring (its
  /// velocity over so short a way would overflow): the transition arrives as the curve takes it.
  static let springlessRest = 1e-6

  /// The duration `animator` runs for in `context`: the context's
  /// ``ContextTransitioning/transitionDuration`` when `animator` is the context's, else the
  /// animator's own, sanitised as the context sanitises it (see
  /// ``TransitionDiagnostics/sanitizedDuration(_:of:)``).
  private static func duration(of animator: any AnimatedTransitioning, in context: any ContextTransitioning) -> Double {
    if let own = context.animator, own === animator { return context.transitionDuration }
    return TransitionDiagnostics.sanitizedDuration(animator.transitionDuration(using: context), of: animator)
  }

  /// How long before their end the animations are held while the progress is 1.
  static let endHold = 1e-7

  /// The application that shows `context`'s container, whose clock and frames the controller
  /// uses.
  static func application(of context: any ContextTransitioning) -> Application? {
    AnimationTime.host(of: context.containerView)
  }

  private func end(_ ending: Ending) {
    switch phase {
    case .awaitingStart(var requests):
      requests.ending = ending
      phase = .awaitingStart(requests)
    case .interactive(let run) where run.context.isInteractive:
      switch ending {
      case .finish(let velocity):
        let velocity = velocity ?? releaseVelocity(in: run)
        run.context.finishInteractiveTransition()
        play(run, forward: true, velocity: velocity)
      case .cancel(let velocity):
        let velocity = velocity ?? releaseVelocity(in: run)
        run.context.cancelInteractiveTransition()
        play(run, forward: false, velocity: velocity)
      }
    case .idle, .interactive, .playing:
      return
    }
  }

  /// Plays the rest of `run` towards the end (`forward`) or the start, with a spring of
  /// `velocity` or along `curve` (the completion curve when `nil`), at `speed` (the completion
  /// speed when `nil`; a non-interactive start plays in real time).
  func play(
    _ run: Run, forward: Bool, velocity: Double?, curve: View.AnimationCurve? = nil, speed: Double? = nil
  ) {
    let speed = speed ?? validCompletionSpeed
    switch run.driver {
    case .timeline(let timeline):
      playTimeline(run, timeline, forward: forward, velocity: velocity, curve: curve, speed: speed)
    case .interruptible(let animator):
      phase = .playing(run, nil)
      continueInterruptible(run, animator, forward: forward, velocity: velocity, speed: speed)
    }
  }

  /// Plays the rest of `run` on its paused layer time, frame by frame.
  private func playTimeline(
    _ run: Run, _ timeline: LayerTimeline, forward: Bool, velocity: Double?, curve: View.AnimationCurve?,
    speed: Double
  ) {
    let target = forward ? 1.0 : 0.0
    let duration = run.duration
    let application = Self.application(of: run.context)
    var length = abs(target - percentComplete) * duration / speed
    var start = application?.clock.now
    let motion: CompletionPlayback.Motion
    if let velocity, abs(target - percentComplete) > Self.springlessRest {
      let release = Self.releaseSpring(initialVelocity: velocity / (target - percentComplete), within: duration / speed)
      motion = .spring(release.spring, initialVelocity: release.velocity)
    } else if let curve {
      motion = .curve(curve.timingFunction)
    } else {
      let handed = handingOver(completionCurve.timingFunction, in: run, to: target, over: length)
      (motion, length, start) = (.curve(handed.function), handed.length, handed.start)
    }
    guard let application, let start, length > 0 else { return arrive(run, timeline, forward: forward) }
    let context = run.context
    let playback = CompletionPlayback(
      from: percentComplete, to: target, length: length, motion: motion, now: start,
      onFrame: { [weak application] progress in
        guard let application else { return }
        timeline.adopt(context.timelineViews, at: application.clock.now)
        timeline.scrub(to: min(progress * duration, duration - Self.endHold))
      },
      onEnd: { [weak self, weak application, identity = run.identity] in
        Self.arrive(timeline, duration: duration, forward: forward, at: application?.clock.now)
        self?.forget(identity)
      })
    phase = .playing(run, playback)
    playback.run(on: application.frameScheduler)
  }

  /// Continues `animator` towards the end (`forward`) or the start, from where the interaction
  /// left it.
  private func continueInterruptible(
    _ run: Run, _ animator: any ViewImplicitlyAnimating, forward: Bool, velocity: Double?, speed: Double
  ) {
    if animator.state == .active, animator.isRunning { animator.pauseAnimation() }
    animator.isReversed = !forward
    let remaining = forward ? 1 - percentComplete : percentComplete
    let parameters: (any TimingCurveProvider)?
    var factor = remaining / speed
    var startedAgo = 0.0
    if let velocity, remaining > Self.springlessRest {
      let towards = (forward ? velocity : -velocity) / remaining
      let (spring, start) = Self.releaseSpring(initialVelocity: towards, within: run.duration / speed)
      parameters = SpringTimingParameters(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        initialVelocity: Vector(dx: start, dy: 0))
    } else if let timingCurve {
      parameters = timingCurve
    } else {
      let length = factor * run.duration
      let handed = handingOver(completionCurve.timingFunction, in: run, to: forward ? 1 : 0, over: length)
      parameters =
        handed.function == completionCurve.timingFunction
        ? CubicTimingParameters(animationCurve: completionCurve)
        : CubicTimingParameters(
          controlPoint1: Point(x: handed.function.x1, y: handed.function.y1),
          controlPoint2: Point(x: handed.function.x2, y: handed.function.y2))
      if length > 0 { factor *= handed.length / length }
      if let start = handed.start, let now = Self.application(of: run.context)?.clock.now { startedAgo = now - start }
    }
    if let animator = animator as? PropertyAnimator {
      animator.continueAnimation(withTimingParameters: parameters, durationFactor: factor, startedAgo: startedAgo)
    } else {
      animator.continueAnimation(withTimingParameters: parameters, durationFactor: factor)
    }
  }

  /// The playback of `run` reached its end: the layers show the end (after a finish; after a
  /// cancel every animation begun since the pause is taken past its end, so none plays forward
  /// again) and get their timing back at once, their time carrying on from there. The
  /// animations end at the next commit and their completions complete the transition;
  /// animations longer than the transition's duration carry on after a finish.
  private func arrive(_ run: Run, _ timeline: LayerTimeline, forward: Bool) {
    Self.arrive(timeline, duration: run.duration, forward: forward, at: Self.application(of: run.context)?.clock.now)
    forget(run.identity)
  }

  /// Shows the end of `timeline` (its `duration` after a finish, past every animation begun on
  /// it after a cancel) and gives its layers their timing back at time `now`; nothing when they
  /// have it back already.
  private static func arrive(_ timeline: LayerTimeline, duration: Double, forward: Bool, at now: Double?) {
    guard !timeline.isReleased else { return }
    if forward {
      timeline.scrub(to: duration)
    } else {
      timeline.scrubPastAnimations(atLeast: duration)
    }
    timeline.restore(at: now)
  }

  /// Forgets the run of the context `identity` if it is still the one driven: a playback stops
  /// and later requests are ignored until another transition is prepared.
  func forget(_ identity: ObjectIdentifier) {
    guard phase.run?.identity == identity else { return }
    if case .playing(_, let playback?) = phase { _ = playback.stop(at: 0) }
    phase = .idle
  }

  /// Forgets `run` and gives the layers of its timeline their timing back, their time carrying
  /// on from what they show.
  private func letGo(of run: Run) {
    forget(run.identity)
    if let timeline = run.timeline, !timeline.isReleased {
      timeline.restore(at: Self.application(of: run.context)?.clock.now)
    }
  }

  /// Leaves the transition driven now for one whose timeline holds `layers`: one still under
  /// the interaction is let go (its layers run again, and the context's watchdog ends it); one
  /// playing its rest plays on by itself, or arrives at once when its timeline holds one of
  /// `layers`, so that no layer is paused twice.
  private func leaveCurrentRun(for layers: [Layer]) {
    switch phase {
    case .interactive(let run):
      letGo(of: run)
    case .playing(let run, _):
      if let timeline = run.timeline, layers.contains(where: timeline.contains) {
        arrive(run, timeline, forward: !run.context.transitionWasCancelled)
      }
    case .idle, .awaitingStart:
      break
    }
    phase = .idle
  }

  /// Lets go of `run` when its transition ends, if this controller still drives it then: an
  /// animator that completes by itself (inside `animateTransition(using:)`, say) or a
  /// container that left its window mid-interaction, which ends the animations. The layers get
  /// their timing back at once, so later transitions in the container play, and calls made
  /// after that (a gesture's `cancel()`) are ignored. A context that does not report its end
  /// (see ``ContextTransitioning/notifyWhenTransitionEnds(_:)``) is let go when the playback
  /// ends. Segue's own context also learns the timeline, so that alongside views join it in
  /// step.
  func releaseWhenEnded(_ run: Run, _ timeline: LayerTimeline) {
    let application = Self.application(of: run.context)
    _ = run.context.notifyWhenTransitionEnds { [weak self, weak application, identity = run.identity] in
      if !timeline.isReleased { timeline.restore(at: application?.clock.now) }
      self?.forget(identity)
    }
    (run.context as? TransitionContext)?.scrubbedTimeline = timeline
  }

  /// Applies the requests kept before the start, in the order a gesture makes them.
  private func apply(_ requests: Requests) {
    if let progress = requests.progress { update(progress) }
    if requests.pause { pause() }
    if let ending = requests.ending { end(ending) }
  }

  private var validCompletionSpeed: Double {
    guard completionSpeed.isFinite, completionSpeed > 0 else {
      TransitionDiagnostics.report(
        .invalidParameter,
        "\(TransitionDiagnostics.name(of: self)).completionSpeed is \(completionSpeed); using 1 (it must be greater than 0)"
      )
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
