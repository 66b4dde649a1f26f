import SegueMotion

/// An app's run loop on a clock, the analogue of `UIApplication` with its main run loop: it
/// owns the window, the clock and the display's frames, and runs one frame at a time.
///
/// Each frame (``runFrame()``) does, in order: delivers the touch samples that are due, runs the
/// work scheduled for the next iteration, fires the display links, runs the layout pass,
/// commits the layer tree (animation start times are fixed, finished animations report), ends
/// the animations of views animated while out of the window (see `AnimationTime`) and
/// renders the window's presentation when a renderer is attached. With a ``/SegueMotion/VirtualClock`` a
/// test or a headless render advances time by hand and the same code runs deterministically.
@MainActor
public final class Application {
  /// The window the application shows.
  public let window: Window
  /// The clock frames are stamped with.
  public var clock: MediaClock { frameScheduler.clock }
  /// The display's frames; display links are added here.
  public let frameScheduler: FrameScheduler
  /// Where the application's notifications are posted (the keyboard's among them): this
  /// application's own center, reached from a view as
  /// `view.window?.application?.notificationCenter`, since Segue keeps no process-wide state.
  public let notificationCenter = NotificationCenter()
  /// Whether the user asked for reduced motion (the platform's accessibility setting, kept per
  /// application since Segue keeps no process-wide state): SegueTransitions' animators then
  /// dissolve instead of moving (the containers' own default animations, as on the platform, and
  /// a user's animators decide for themselves). A change posts ``reduceMotionStatusDidChangeNotification`` to
  /// ``notificationCenter``.
  public var isReduceMotionEnabled = false {
    didSet {
      guard isReduceMotionEnabled != oldValue else { return }
      notificationCenter.post(name: Self.reduceMotionStatusDidChangeNotification)
    }
  }
  /// Where frames are drawn, if anywhere.
  public var renderer: FrameRenderer?
  /// How many frames have run.
  public private(set) var frameCount = 0
  /// Called with the touch samples a frame delivers, before the window handles them (a
  /// ``GestureRecorder`` installs one).
  public var inputObserver: (([TouchInput]) -> Void)?
  /// Receives every diagnostic reported during the application's frames (see
  /// ``/SegueMotion/Diagnostics``); `nil`, the default, leaves them to the enclosing scope's handler, which
  /// logs them unless a test or tool bound its own.
  public var diagnosticsHandler: Diagnostics.Handler?
  /// Records every life-cycle call the application's frames make; `nil`, the default, leaves
  /// them to the enclosing scope's trace (see ``LifecycleTrace/record(_:)``).
  public var lifecycleTrace: LifecycleTrace?
  /// The window's presentation, kept from frame to frame so that a steady frame re-evaluates
  /// only the animated properties.
  private lazy var presentation = PresentationFrame(root: window.layer)
  private var pendingInputs: [TouchInput] = []
  /// Views animated while out of the window, whose animations end at the next commit unless
  /// they joined the window by then.
  private var animatedOutsideWindow: [ObjectIdentifier: View] = [:]
  /// Transitions requested and waiting for the next frame to begin.
  private var transitionsToBegin: [TransitionContext] = []
  private var nextIteration: [() -> Void] = []

  /// Creates an application showing `window`, stamping frames with `clock` on a display
  /// refreshing `framesPerSecond` times a second.
  public init(window: Window, clock: MediaClock, framesPerSecond: Int = 60) {
    self.window = window
    self.frameScheduler = FrameScheduler(clock: clock, framesPerSecond: framesPerSecond)
    window.application = self
  }

  /// Queues touch samples; each is delivered by the first frame at or after its timestamp (up
  /// to ``inputTimeTolerance``), in the order queued (samples are stably sorted by timestamp).
  public func enqueue(_ inputs: [TouchInput]) {
    pendingInputs.append(contentsOf: inputs)
    pendingInputs = pendingInputs.enumerated()
      .sorted { ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset) }
      .map(\.element)
  }

  /// How much later than a frame a touch sample's timestamp may be and still be delivered by
  /// that frame, in seconds: a microsecond. Samples stamped `start + n × interval` and frames
  /// stamped by a clock advanced one frame at a time differ by rounding; without the tolerance a
  /// sample meant for a frame fell into the next one every other frame, and a steady finger
  /// moved the content 10, 31, 10, 31 points a frame.
  public static let inputTimeTolerance = 1e-6

  /// Whether touch samples are still waiting for their time.
  public var hasPendingInput: Bool { !pendingInputs.isEmpty }

  /// Runs `work` at the start of the next frame, after input delivery (where transitions
  /// start, as on the platform's next run-loop iteration). Work scheduled by such work waits
  /// for the frame after.
  public func performOnNextIteration(_ work: @escaping @MainActor () -> Void) {
    nextIteration.append(work)
  }

  /// Runs one frame at the clock's current time.
  public func runFrame() {
    inOwnScope { runFrameBody() }
  }

  /// Runs `body` with the application's diagnostics handler and life-cycle trace bound, where
  /// it has them (the enclosing scope's otherwise).
  public func inOwnScope<Result>(_ body: () throws -> Result) rethrows -> Result {
    let trace = lifecycleTrace ?? LifecycleTrace.active
    guard let diagnosticsHandler else { return try LifecycleTrace.$active.withValue(trace, operation: body) }
    return try Diagnostics.withHandler(diagnosticsHandler) {
      try LifecycleTrace.$active.withValue(trace, operation: body)
    }
  }

  private func runFrameBody() {
    let now = clock.now
    let due = pendingInputs.prefix { $0.timestamp <= now + Self.inputTimeTolerance }
    pendingInputs.removeFirst(due.count)
    if !due.isEmpty {
      inputObserver?(Array(due))
      window.handle(Array(due))
    }
    window.updateGestures(at: now)
    let work = nextIteration
    nextIteration.removeAll()
    for item in work { item() }
    frameScheduler.runFrame()
    window.layoutIfNeeded()
    window.layer.commit(at: now)
    endAnimationsLeftOutsideWindow()
    if let renderer {
      presentation.update(at: now)
      renderer.render(presentation.renderTree(), at: now)
    }
    frameCount += 1
  }

  /// Begins `context`'s transition at the start of the next frame (see
  /// ``performOnNextIteration(_:)``).
  func scheduleBegin(of context: TransitionContext) {
    transitionsToBegin.append(context)
    performOnNextIteration { [weak self] in
      self?.transitionsToBegin.removeAll { $0 === context }
      context.begin()
    }
  }

  /// Ends the animations of `view`, which is out of the window, at the next frame's commit
  /// unless it joined the window by then: no display shows them (see ``AnimationTime``).
  func endAnimationsOutsideWindow(of view: View) {
    animatedOutsideWindow[ObjectIdentifier(view)] = view
  }

  /// Ends the animations of the views animated out of the window that are still out of every
  /// window, and of their sublayers (a transition's snapshots), each reporting `finished ==
  /// true`; completions may animate more such views, which wait for the next frame.
  private func endAnimationsLeftOutsideWindow() {
    guard !animatedOutsideWindow.isEmpty else { return }
    let views = animatedOutsideWindow.values
    animatedOutsideWindow.removeAll()
    for view in views where view.window == nil { view.layer.finishAnimationsInSubtree() }
  }

  /// Ends what still waits for the application's frames when it is dropped: transitions that
  /// were still to begin are abandoned (their view controllers let go of them), and the
  /// animations of views out of the window end (so the transitions they run end, and let go of
  /// their view controllers).
  isolated deinit {
    for context in transitionsToBegin { context.abandon() }
    for view in animatedOutsideWindow.values { view.layer.finishAnimationsInSubtree() }
  }

  /// Advances `clock` by one frame and runs that frame.
  public func step(_ clock: VirtualClock) {
    clock.advance(by: frameScheduler.frameDuration)
    runFrame()
  }
}
