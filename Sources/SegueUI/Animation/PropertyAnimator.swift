import SegueGeometry
import SegueMotion

/// An interruptible, scrubbable, reversible animation of view properties, the analogue of
/// `UIViewPropertyAnimator`.
///
/// Its blocks' changes follow one progress value: the fraction complete moves linearly in time
/// while it runs, the views show the progress (the fraction through the timing curve, or a
/// spring). Time comes from the clock of the application whose window holds the animated views
/// (found when the blocks run); its end is noticed on that application's frames, where the
/// completions run.
///
/// Segue's choices where the platform is undocumented:
/// - Pausing keeps what is on screen: with `scrubsLinearly` the fraction complete becomes the
///   progress shown (so scrubbing then moves linearly from there); without it, the fraction
///   whose curve value is the progress shown. Starting again after linear scrubbing replays the
///   curve over the rest; otherwise it continues along the curve.
/// - `fractionComplete` is clamped to [0, 1] when set, and reads 0 while inactive.
/// - Setting `isReversed` while running pauses and restarts towards the other end.
/// - A block added with a delay factor to an inactive animator starts when the progress reaches
///   the curve's value at the delay factor (so at `delayFactor × duration` on the first run);
///   added while running, at the progress the current run reaches after `delayFactor` of its
///   remaining time; added while paused, `delayFactor` of the way through the remaining progress.
///   It then moves over the rest of the animator's progress.
/// - `continueAnimation` with a `durationFactor` of 0 continues over the remaining portion of
///   the duration; `nil` parameters continue with the animator's own timing. It keeps the
///   velocity the views had: a spring without an initial velocity of its own starts with it,
///   and a cubic curve's first control point is raised or lowered to start with it.
/// - Started with blocks but with no animated view in a running application's window, there is
///   no clock: it jumps to its end at once (reported).
/// - An animator of views in a layer tree whose time runs at another rate than the
///   application's clock follows the layers' time as it was when each block ran.
@MainActor
public final class PropertyAnimator: ViewImplicitlyAnimating {
  /// The duration of a run from start to end, in seconds.
  public let duration: Double
  /// The timing curve the animator runs with.
  public let timingParameters: any TimingCurveProvider
  /// The delay of the last `startAnimation(afterDelay:)`; 0 by default.
  public private(set) var delay: Double = 0
  /// Whether the animated views get touches while it is active (default `true`; see
  /// ``View/isUserInteractionSuspendedByAnimation``); can only be set while inactive.
  public var isUserInteractionEnabled: Bool {
    get { userInteractionEnabled }
    set { setWhileInactive(\.userInteractionEnabled, newValue, name: "isUserInteractionEnabled") }
  }
  /// Whether the app does its own hit testing of the animating views (default `false`).
  ///
  /// Stored for the app's own use: Segue's hit testing uses the views' model geometry either
  /// way, where the platform hit-tests the presentation of views a property animator moves
  /// when this is `false`.
  public var isManualHitTestingEnabled = false
  /// Whether it can be paused, stopped, scrubbed and reversed while running (default `true`);
  /// can only be set while inactive.
  public var isInterruptible: Bool {
    get { interruptible }
    set { setWhileInactive(\.interruptible, newValue, name: "isInterruptible") }
  }
  /// Whether scrubbing while paused moves the views linearly (default `true`) rather than
  /// through the timing curve.
  public var scrubsLinearly = true
  /// Whether it stays active and paused at its end instead of completing (default `false`).
  public var pausesOnCompletion = false
  /// Whether it is inactive, active or stopped.
  public private(set) var state = ViewAnimatingState.inactive

  private var interruptible = true
  private var userInteractionEnabled = true
  private var reversed = false
  /// The animator's timing, resolved.
  let timing: AnimatorTiming
  /// Blocks added while inactive, run when it becomes active.
  private var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
  private var completions: [(ViewAnimatingPosition) -> Void] = []
  /// The records of each changed property, in the order of its blocks.
  private var chains: [RecordKey: [any PropertyRecord]] = [:]
  /// The changed properties in the order of their first change.
  private var chainOrder: [RecordKey] = []
  /// The tracks attached to layers.
  private var tracks: [(layer: Layer, key: String)] = []
  /// The progress over time, shared with the tracks.
  let timeline = AnimatorTimeline()
  private weak var application: Application?
  private var displayLink: DisplayLink?
  /// Whether the progress is the curve's value at the fraction complete.
  private var isOnCurve = true
  /// Whether it was started without blocks and starts running when one is added.
  private var awaitsAnimations = false
  private let identifier: Int
  private static var count = 0

  /// Creates an inactive animator running over `duration` seconds with `parameters`.
  ///
  /// A negative or non-finite duration is replaced by 0 (reported).
  public init(duration: Double, timingParameters parameters: any TimingCurveProvider) {
    if !(duration >= 0 && duration.isFinite) {
      Diagnostics.report(Diagnostic(message: "PropertyAnimator: duration \(duration) is not a non-negative finite number; using 0"))
    }
    self.duration = duration >= 0 && duration.isFinite ? duration : 0
    timingParameters = parameters
    timing = AnimatorTiming(parameters)
    Self.count += 1
    identifier = Self.count
  }

  /// Creates an inactive animator with a named curve and, optionally, a first block.
  public convenience init(duration: Double, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// Creates an inactive animator with a cubic Bézier curve and, optionally, a first block.
  public convenience init(
    duration: Double, controlPoint1 point1: Point, controlPoint2 point2: Point, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// Creates an inactive animator with a spring of damping ratio `ratio` that settles in
  /// `duration` and, optionally, a first block.
  public convenience init(duration: Double, dampingRatio ratio: Double, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator already running `animations` after `delay`, for code written for the
  /// block-based view animations; `completion` runs at its end.
  ///
  /// The curve comes from `options`; `allowUserInteraction` sets ``isUserInteractionEnabled``;
  /// the other options are ignored. Called inside another animation block, it inherits that
  /// block's duration and curve (unless `options` overrides them) and is not interruptible, as on
  /// the platform; Segue's choice: inside a property animator's block its changes are tracked by
  /// the new animator, not the outer one.
  public static func runningPropertyAnimator(
    withDuration duration: Double, delay: Double, options: View.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((ViewAnimatingPosition) -> Void)? = nil
  ) -> PropertyAnimator {
    let own = AnimationParameters(
      duration: duration, delay: delay, pacing: .curve(options.curve.timingFunction), options: options)
    let resolved = own.inheriting(from: AnimationCapture.inheritedParameters)
    let parameters: any TimingCurveProvider
    switch resolved.pacing {
    case .curve(let function) where function == options.curve.timingFunction:
      parameters = CubicTimingParameters(animationCurve: options.curve)
    case .curve(let function):
      parameters = CubicTimingParameters(
        controlPoint1: Point(x: function.x1, y: function.y1), controlPoint2: Point(x: function.x2, y: function.y2))
    case .spring(let spring, let velocity):
      parameters = SpringTimingParameters(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        initialVelocity: Vector(dx: velocity, dy: 0))
    }
    let animator = PropertyAnimator(duration: resolved.duration, timingParameters: parameters)
    animator.interruptible = AnimationCapture.current == nil
    animator.userInteractionEnabled = resolved.options.contains(.allowUserInteraction)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: resolved.delay)
    return animator
  }

  /// Whether it is moving: active, started and not paused (also during a start delay).
  public var isRunning: Bool { timeline.run != nil }

  /// Whether it runs, or will run when started, from the end back to the start.
  ///
  /// Ignored while stopped; while running it pauses and restarts towards the other end
  /// (refused, with a diagnostic, when not interruptible).
  public var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed, state != .stopped else { return }
      guard isRunning else {
        reversed = newValue
        return
      }
      guard interruptible else {
        report("isReversed cannot change while a non-interruptible animator runs; ignored (set it before starting, or make the animator interruptible)")
        return
      }
      hold()
      reversed = newValue
      beginRun()
    }
  }

  /// How far the animation is: 0 at the start, 1 at the end, moving linearly in time while it
  /// runs.
  ///
  /// Setting it pauses an inactive animator first; it is ignored while running or stopped. The
  /// views then show the fraction itself (`scrubsLinearly`) or its value on the timing curve.
  /// A value that is not finite is ignored (reported); others are clamped to [0, 1].
  public var fractionComplete: Double {
    get {
      if let run = timeline.run, let now = application?.clock.now { return run.fraction(at: now) }
      return timeline.fraction
    }
    set {
      guard newValue.isFinite else {
        report("fractionComplete \(newValue) is not a finite number; ignored")
        return
      }
      switch state {
      case .stopped: return
      case .inactive: activate()
      case .active: guard !isRunning else { return }
      }
      awaitsAnimations = false
      let fraction = min(max(newValue, 0), 1)
      timeline.fraction = fraction
      if case .cubic(let curve) = timing, !scrubsLinearly {
        timeline.progress = curve.exactValue(at: fraction)
        isOnCurve = true
      } else {
        timeline.progress = fraction
        isOnCurve = timing.isLinear
      }
    }
  }

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
        report("pauseAnimation() on a running non-interruptible animator; ignored (set isInterruptible before starting it)")
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
        report("stopAnimation(_:) on a running non-interruptible animator; ignored (set isInterruptible before starting it)")
        return
      }
      let updates = modelUpdates(to: .current)
      removeTracks()
      for update in updates { update() }
      timeline.run = nil
      stopDisplayLink()
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

  /// Adds a block whose changes animate over the rest of the animation: over the whole
  /// duration when added before starting, over the remaining portion while active.
  public func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds a block whose changes start `delayFactor` of the way through the rest of the
  /// animation (see the type's notes) and end with it.
  ///
  /// `delayFactor` must be in [0, 1]; another value is reported and clamped (NaN to 0). Blocks
  /// added to a stopped animator are reported and ignored, as the platform invalidates them.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {
    var factor = delayFactor
    if !(0...1).contains(delayFactor) {
      factor = delayFactor.isNaN ? 0 : min(max(delayFactor, 0), 1)
      report("addAnimations(_:delayFactor:) with delayFactor \(delayFactor), which must be in [0, 1]; using \(factor)")
    }
    switch state {
    case .inactive:
      pendingBlocks.append((animation, factor))
    case .active:
      perform(animation, windowStart: activeWindowStart(delayFactor: factor))
    case .stopped:
      report("addAnimations on a stopped animator; ignored (a stopped animator's blocks are invalidated: finish it first)")
    }
  }

  /// Adds a block run with the final position when the animation completes or is finished.
  public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
    completions.append(completion)
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
    var factor = durationFactor
    if !(durationFactor >= 0 && durationFactor.isFinite) {
      factor = 0
      report("continueAnimation durationFactor \(durationFactor) is not a non-negative number; using 0 (the remaining duration)")
    }
    switch state {
    case .stopped:
      report("continueAnimation on a stopped animator; ignored (call finishAnimation(at:) to end it)")
      return
    case .inactive:
      report("continueAnimation on an inactive animator; it continues a paused animator (pause it first); started it instead")
      activate()
    case .active:
      guard interruptible || !isRunning else {
        report("continueAnimation on a running non-interruptible animator; ignored (set isInterruptible before starting it)")
        return
      }
    }
    awaitsAnimations = false
    let velocity = application.map { timeline.velocity(at: $0.clock.now) } ?? 0
    hold()
    beginRun(
      timing: parameters.map(AnimatorTiming.init), duration: factor > 0 ? factor * duration : nil, velocity: velocity)
  }

  // MARK: - Blocks

  /// Makes the animator active, running the blocks added while inactive.
  private func activate() {
    state = .active
    let blocks = pendingBlocks
    pendingBlocks = []
    for block in blocks {
      perform(block.animations, windowStart: timing.progress(atFraction: block.delayFactor))
    }
  }

  /// Where a block added now to an active animator with `delayFactor` starts, in progress.
  private func activeWindowStart(delayFactor: Double) -> Double {
    if let run = timeline.run, let now = application?.clock.now {
      return min(max(run.progress(at: now + delayFactor * max(run.endTime - now, 0)), 0), 1)
    }
    let progress = min(max(timeline.progress, 0), 1)
    return progress + delayFactor * (1 - progress)
  }

  /// Runs `animations`, capturing its changes, and attaches a track for each changed property.
  private func perform(_ animations: () -> Void, windowStart: Double) {
    let capture = AnimationCapture.animatorBlock()
    AnimationCapture.run(capture, animations)
    if application == nil {
      application = capture.records.lazy.compactMap { AnimationTime.application(of: $0.view) }.first
    }
    for record in capture.records {
      record.freezeEnd()
      let layer = record.view.layer
      let key = RecordKey(layer: ObjectIdentifier(layer), key: record.key)
      let offset = application.map { $0.clock.now - layer.localTime(atAbsolute: $0.clock.now) } ?? 0
      let track = record.animatorTrack(
        timeline: timeline, windowStart: windowStart, additive: chains[key] != nil, timeOffset: offset)
      let trackKey = "\(record.key).animator\(identifier).\(tracks.count)"
      layer.add(track, forKey: trackKey)
      if !userInteractionEnabled { AnimationInteraction.suspendInteraction(with: layer, key: trackKey) }
      tracks.append((layer, trackKey))
      if chains[key] == nil { chainOrder.append(key) }
      chains[key, default: []].append(record)
    }
    if awaitsAnimations && !capture.records.isEmpty {
      awaitsAnimations = false
      beginRun()
    }
  }

  // MARK: - Running

  /// Starts a run from where the animator is towards its end (its start when reversed).
  ///
  /// `timing` overrides the animator's own, `requestedDuration` the remaining portion of the
  /// duration; `velocity` is the progress per second to start with.
  private func beginRun(
    timing override: AnimatorTiming? = nil, duration requestedDuration: Double? = nil, velocity: Double = 0,
    delay: Double = 0
  ) {
    guard !chains.isEmpty else {
      awaitsAnimations = true
      return
    }
    guard let application else {
      report("its views are in no window of an Application, so there is no clock to run on; jumped to the end (add the views to the application's window before starting)")
      timeline.fraction = reversed ? 0 : 1
      timeline.progress = timeline.fraction
      runDidEnd()
      return
    }
    let now = application.clock.now
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
      startTime: now + delay, duration: max(runDuration, 0), startFraction: start.fraction, endFraction: target,
      startProgress: start.progress, endProgress: target, pacing: pacing)
    startDisplayLink(on: application)
  }

  /// Ends the current run where it is now.
  private func hold() {
    guard let now = application?.clock.now else { return }
    timeline.hold(at: now)
    stopDisplayLink()
  }

  /// After pausing, makes the fraction complete agree with what is shown under the scrubbing
  /// rule: the progress itself when scrubbing linearly, the curve's time for it otherwise.
  private func rebaseForScrubbing() {
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

  private func startDisplayLink(on application: Application) {
    guard displayLink == nil else { return }
    // The link keeps the animator alive while it runs, as the platform retains running animators.
    let link = DisplayLink { _ in self.frameDidStart() }
    link.add(to: application.frameScheduler)
    displayLink = link
  }

  private func stopDisplayLink() {
    displayLink?.invalidate()
    displayLink = nil
  }

  /// Ends the run on the first frame at or after its end.
  private func frameDidStart() {
    guard let run = timeline.run, let now = application?.clock.now, now >= run.endTime else { return }
    timeline.hold(at: now)
    stopDisplayLink()
    runDidEnd()
  }

  /// The run reached its end: pause there (`pausesOnCompletion`), or complete.
  private func runDidEnd() {
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

  // MARK: - Ending

  /// The model changes that put every animated property at `position`.
  private func modelUpdates(to position: ViewAnimatingPosition) -> [() -> Void] {
    let now = application?.clock.now ?? 0
    return chainOrder.compactMap { key in
      guard let chain = chains[key], let first = chain.first, let last = chain.last else { return nil }
      return (position == .start ? first : last).modelUpdate(to: position, presentedAt: now)
    }
  }

  private func removeTracks() {
    for (layer, key) in tracks { layer.removeAnimation(forKey: key) }
    tracks = []
  }

  /// Back to inactive: forgets blocks and records, then runs the completions with `position`
  /// (none when `nil`).
  private func endAnimation(at position: ViewAnimatingPosition?) {
    state = .inactive
    timeline.reset()
    isOnCurve = true
    awaitsAnimations = false
    pendingBlocks = []
    chains = [:]
    chainOrder = []
    removeTracks()
    stopDisplayLink()
    let handlers = completions
    completions = []
    guard let position else { return }
    for handler in handlers { handler(position) }
  }

  private func setWhileInactive(_ flag: ReferenceWritableKeyPath<PropertyAnimator, Bool>, _ value: Bool, name: String) {
    guard value != self[keyPath: flag] else { return }
    guard state == .inactive else {
      report("\(name) cannot be changed on an \(state) animator; kept \(self[keyPath: flag]) (set it before starting the animator)")
      return
    }
    self[keyPath: flag] = value
  }

  private func report(_ message: String) {
    Diagnostics.report(Diagnostic(message: "PropertyAnimator: \(message)"))
  }
}
