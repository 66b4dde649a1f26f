import SegueMotion

/// A property animator's runs, their end, and putting the views where the animator finishes.
extension PropertyAnimator {
  /// Starts a run from where the animator is towards its end (its start when reversed).
  ///
  /// `timing` overrides the animator's own, `requestedDuration` the remaining portion of the
  /// duration; `velocity` is the progress per second to start with; the run starts `delay`
  /// seconds from now, or `backdate` seconds before now.
  func beginRun(
    timing override: AnimatorTiming? = nil, duration requestedDuration: Double? = nil, velocity: Double = 0,
    delay: Double = 0, backdate: Double = 0
  ) {
    guard !chains.isEmpty else {
      awaitsAnimations = true
      return
    }
    if application == nil { application = applicationOfAnimatedViews() }
    guard let application else {
      report(
        "its views are in no window of an Application, so there is no clock to run on; jumped to the end "
          + "(add the views to the application's window before starting)")
      timeline.fraction = reversed ? 0 : 1
      timeline.progress = timeline.fraction
      Self.endWithoutClock { [self] in runDidEnd() }
      return
    }
    let now = animatorNow ?? application.clock.now
    let target: Double = reversed ? 0 : 1
    let start = (fraction: timeline.fraction, progress: timeline.progress)
    var runDuration = requestedDuration ?? abs(target - start.fraction) * duration
    let pacing: AnimatorRun.Pacing
    switch override ?? timing {
    case .cubic(let curve) where override == nil && isOnCurve:
      pacing = .alongCurve(curve)
    case .cubic(let curve):
      pacing = .fresh(
        curve.startingWith(velocity: velocity, duration: runDuration, distance: target - start.progress))
    case .spring(let parameters):
      let distance = target - start.progress
      let own = parameters.speed
      let speed = own != 0 ? own : (distance != 0 ? velocity / distance : 0)
      let motion = parameters.motion(duration: runDuration, velocity: speed)
      runDuration = motion.duration
      pacing = .spring(motion.spring, initialVelocity: speed)
    }
    if case .alongCurve = pacing {
      isOnCurve = true
    } else {
      isOnCurve = false
    }
    timeline.run = AnimatorRun(
      startTime: now + delay - backdate, duration: max(runDuration, 0), startFraction: start.fraction,
      endFraction: target,
      startProgress: start.progress, endProgress: target, pacing: pacing)
    watchForEnd(on: application)
  }

  /// The application whose frames run one of the animated views (its window's, or the one whose
  /// window it left; see ``AnimationTime/host(of:)``), if any.
  func applicationOfAnimatedViews() -> Application? {
    chains.values.lazy.flatMap { $0 }.compactMap { AnimationTime.host(of: $0.view) }.first
  }

  /// Ends the current run where it is now.
  func hold() {
    guard let now = animatorNow else { return }
    timeline.hold(at: now)
  }

  /// The animator's time: the application's clock as the animated layers see it, the time the
  /// tracks follow. Pausing or scrubbing those layers (a percent-driven transition drives its
  /// animations so) holds or moves the animator's runs with its tracks, so that a run ends when
  /// its layers reach its end, as an animation on the platform ends in its layer's time.
  var animatorNow: Double? {
    guard let now = application?.clock.now else { return nil }
    guard let track = tracks.first else { return now }
    return track.layer.localTime(atAbsolute: now) + track.offset
  }

  /// How much of the animator's time passed in the last `seconds` of the application's clock:
  /// as much while its layers run at normal speed, none while they are paused.
  func animatorDuration(ofLast seconds: Double) -> Double {
    guard seconds > 0, let now = application?.clock.now else { return 0 }
    guard let track = tracks.first else { return seconds }
    return max(0, track.layer.localTime(atAbsolute: now) - track.layer.localTime(atAbsolute: now - seconds))
  }

  /// After pausing, makes the fraction complete agree with what is shown under the scrubbing
  /// rule: the progress itself when scrubbing linearly, the curve's time for it otherwise.
  func rebaseForScrubbing() {
    if case .cubic(let curve) = timing, !scrubsLinearly {
      if !isOnCurve {
        timeline.fraction = curve.time(forProgress: timeline.progress)
        isOnCurve = true
      }
    } else {
      timeline.fraction = timeline.progress
      isOnCurve = timing.isLinear
    }
  }

  /// Looks at the start of `application`'s next frame, and of every frame after while a run
  /// goes on, whether the run has ended.
  ///
  /// The scheduled work keeps the animator alive while it runs, as the platform retains running
  /// animators.
  func watchForEnd(on application: Application) {
    guard !isWatchingForEnd else { return }
    isWatchingForEnd = true
    application.performOnNextIteration { [weak application] in
      self.isWatchingForEnd = false
      if let application { self.frameDidStart(on: application) }
    }
  }

  /// Ends the run on the first frame at or after its end; keeps watching otherwise.
  func frameDidStart(on application: Application) {
    guard let run = timeline.run, let now = animatorNow else { return }
    guard now >= run.endTime else { return watchForEnd(on: application) }
    timeline.hold(at: now)
    runDidEnd()
  }

  /// The run reached its end: pause there (`pausesOnCompletion`), or complete.
  /// Runs `end`, the end of a run that had no clock, now — unless such an end is already running,
  /// then right after it: a completion that starts another animator without a clock then
  /// returns before that animator's completions run, so chains of them never nest deeper than
  /// one level (Segue's choice; there is no later frame to defer them to).
  static func endWithoutClock(_ end: @escaping () -> Void) {
    pendingClocklessEnds.append(end)
    guard !isEndingWithoutClock else { return }
    isEndingWithoutClock = true
    while !pendingClocklessEnds.isEmpty { pendingClocklessEnds.removeFirst()() }
    isEndingWithoutClock = false
  }

  /// Ends of clockless runs waiting for the one being delivered.
  ///
  /// Process-wide by design, as the dynamic scope of one synchronous delivery on the main
  /// actor: it fills while an end is delivered (a completion that starts another clockless
  /// animator) and is empty again when that delivery returns, so nested ends run in a loop
  /// instead of recursing.
  private static var pendingClocklessEnds: [() -> Void] = []
  /// Whether the end of a clockless run is being delivered (see ``pendingClocklessEnds``);
  /// process-wide by design for the same reason, false again when that delivery returns.
  private static var isEndingWithoutClock = false

  func runDidEnd() {
    guard !pausesOnCompletion else { return }
    if reversed {
      let updates = modelUpdates(to: .start)
      removeTracks()
      for update in updates { update() }
      endAnimation(at: .start)
    } else {
      removeTracks()
      endAnimation(at: .end)
    }
  }

  /// The model changes that put every animated property at `position`.
  func modelUpdates(to position: ViewAnimatingPosition) -> [() -> Void] {
    let now = application?.clock.now ?? 0
    return chainOrder.compactMap { key in
      guard let chain = chains[key], let first = chain.first, let last = chain.last else { return nil }
      return (position == .start ? first : last).modelUpdate(to: position, presentedAt: now)
    }
  }

  func removeTracks() {
    for (layer, key, _) in tracks { layer.removeAnimation(forKey: key) }
    tracks = []
  }

  /// Back to inactive: forgets blocks and records, then runs the completions with `position`
  /// (none when `nil`).
  func endAnimation(at position: ViewAnimatingPosition?) {
    state = .inactive
    timeline.reset()
    isOnCurve = true
    awaitsAnimations = false
    pendingBlocks = []
    chains = [:]
    chainOrder = []
    removeTracks()
    let handlers = completions
    completions = []
    guard let position else { return }
    for handler in handlers { handler(position) }
  }
}
