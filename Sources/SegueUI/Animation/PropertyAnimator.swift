import SegueGeometry
import SegueMotion

/// An interruptible, scrubbable, reversible animation of view properties, the analogue of
/// `UIViewPropertyAnimator`.
///
/// Its blocks' changes follow one progress value: the fraction complete moves linearly in time
/// while it runs, the views show the progress (the fraction through the timing curve, or a
/// spring). Time comes from the clock of the application whose window holds the animated views
/// (looked for when its blocks run and when it starts); the end of a run is noticed at the start
/// of the first of that application's frames at or after it, where the completions run.
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
  public internal(set) var delay: Double = 0
  /// Whether the animated views get touches while it is active (default `true`; see
  /// ``View/isUserInteractionSuspendedByAnimation``); can only be set while inactive.
  public var isUserInteractionEnabled: Bool {
    get { userInteractionEnabled }
    set { setWhileInactive(\.userInteractionEnabled, newValue, name: "isUserInteractionEnabled") }
  }
  /// Whether the app does its own hit testing of the animating views (default `false`).
  ///
  /// While it is `false` and the animator is active and lets touches through, hit testing
  /// finds the views it moves where they are shown (their presentation transform, position
  /// and anchor point), as on the platform; when `true`, hit testing uses the views' model
  /// geometry like that of any other view.
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
  public internal(set) var state = ViewAnimatingState.inactive

  /// The stored ``isInterruptible``.
  var interruptible = true
  /// The stored ``isUserInteractionEnabled``.
  var userInteractionEnabled = true
  /// The stored ``isReversed``.
  var reversed = false
  /// The animator's timing, resolved.
  let timing: AnimatorTiming
  /// Blocks added while inactive, run when it becomes active.
  var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
  /// The completions, in the order they were added.
  var completions: [(ViewAnimatingPosition) -> Void] = []
  /// The records of each changed property, in the order of its blocks.
  var chains: [RecordKey: [any PropertyRecord]] = [:]
  /// The changed properties in the order of their first change.
  var chainOrder: [RecordKey] = []
  /// The tracks attached to layers, each with the offset from its layer's time to the
  /// animator's (see ``animatorNow``).
  var tracks: [(layer: Layer, key: String, offset: Double)] = []
  /// The progress over time, shared with the tracks.
  let timeline = AnimatorTimeline()
  /// The application whose clock and frames the animator runs on, found through its views.
  weak var application: Application?
  /// Whether a look at the next frame for the end of the run is scheduled.
  var isWatchingForEnd = false
  /// Whether the progress is the curve's value at the fraction complete.
  var isOnCurve = true
  /// Whether it was started without blocks and starts running when one is added.
  var awaitsAnimations = false
  /// A number that keeps the keys of this animator's tracks apart from other animators'.
  let identifier: Int
  /// How many animators were made; process-wide by design, a counter for identity only (it
  /// keeps the keys of different animators' tracks apart).
  static var count = 0
  /// The diagnostics handler of the scope the animator was made in: its deinit, which runs
  /// without the releasing scope's task-locals, reports there (or to its application's).
  private let creationDiagnosticsHandler = Diagnostics.handler

  /// Creates an inactive animator running over `duration` seconds with `parameters`.
  ///
  /// A negative or non-finite duration is replaced by 0 (reported).
  public init(duration: Double, timingParameters parameters: any TimingCurveProvider) {
    if !(duration >= 0 && duration.isFinite) {
      Diagnostics.report(
        Diagnostic(message: "PropertyAnimator: duration \(duration) is not a non-negative finite number; using 0"))
    }
    self.duration = duration >= 0 && duration.isFinite ? duration : 0
    timingParameters = parameters
    timing = AnimatorTiming(parameters)
    Self.count += 1
    identifier = Self.count
  }

  /// Releasing an active or stopped animator is a programmer error on the platform: it is
  /// reported, and the views keep what they show as their model values.
  isolated deinit {
    guard state != .inactive else { return }
    // Handed to the handler directly: binding a task-local inside an isolated deinit is what
    // the runtime's task-local stack does not survive.
    let handler = application?.diagnosticsHandler ?? creationDiagnosticsHandler ?? Diagnostics.logWarning
    handler(
      Diagnostic(
        message: "PropertyAnimator: released while \(state); a property animator must finish, or be stopped and "
          + "finished, before it is released (keep a reference until then); the views were left where they were"))
    let updates = state == .active ? modelUpdates(to: .current) : []
    removeTracks()
    for update in updates { update() }
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
        report(
          "isReversed cannot change while a non-interruptible animator runs; ignored (set it before starting, "
            + "or make the animator interruptible)")
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
      if let run = timeline.run, let now = animatorNow { return run.fraction(at: now) }
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

  func setWhileInactive(_ flag: ReferenceWritableKeyPath<PropertyAnimator, Bool>, _ value: Bool, name: String) {
    guard value != self[keyPath: flag] else { return }
    guard state == .inactive else {
      report(
        "\(name) cannot be changed on an \(state) animator; kept \(self[keyPath: flag]) (set it before starting the animator)"
      )
      return
    }
    self[keyPath: flag] = value
  }

  func report(_ message: String) {
    Diagnostics.report(Diagnostic(message: "PropertyAnimator: \(message)"))
  }
}
