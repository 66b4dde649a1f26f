import SegueGeometry
import SegueMotion

/// The one transition context of Segue, used by every container and public for custom ones: it
/// holds what the animator and interaction controller need, runs the transition's sequence, and
/// keeps its contracts.
///
/// A container makes a context for the two view controllers, sets the frames and views it
/// defines, its ``appearance`` plan and its ``observer`` (told each ``TransitionEvent``: the one
/// path by which the container learns what happened), then calls ``start()``. The transition
/// begins on the next frame: the `will` appearance calls, ``TransitionEvent/willBegin``, the
/// animator's duration, then `startInteractiveTransition(_:)` on the interaction controller or
/// `animateTransition(using:)` on the animator, then the coordinator's alongside animations.
/// When the animator calls ``completeTransition(_:)``: a completed transition is checked (the
/// "to" view in the container, non-zero final frames respected), a cancelled one has the
/// hierarchy restored as it was before it started; then ``TransitionEvent/ended(completed:)``,
/// the `did` appearance calls, the coordinator's completions,
/// ``TransitionEvent/finished(completed:)``, the animator's `animationEnded(_:)`, and the
/// coordinator is released. Violations are reported through
/// ``TransitionDiagnostics`` and recovered from.
@MainActor
public final class TransitionContext: ContextTransitioning {
  /// Where a context is in its life.
  enum Phase {
    case requested, running, completed
  }

  /// The view the transition's animations take place in.
  public let containerView: View
  /// Whether the transition animates.
  public let isAnimated: Bool
  /// The modal presentation style; `.none` outside presentations.
  public let presentationStyle: ModalPresentationStyle
  /// The rotation the transition applies; identity unless the container sets it.
  public var targetTransform = AffineTransform.identity
  /// The interaction controller driving the transition, if any.
  public let interactionController: (any InteractiveTransitioning)?
  /// Whether an interaction drives the transition now.
  public internal(set) var isInteractive = false
  /// Whether the transition started interactive.
  public internal(set) var initiallyInteractive = false
  /// Whether the transition was cancelled.
  public internal(set) var transitionWasCancelled = false
  /// The last progress reported by the interaction.
  public internal(set) var percentComplete = 0.0
  /// The animator's duration, read when the transition began.
  public internal(set) var transitionDuration = 0.0
  /// The interaction controller's completion speed when the interaction last ended.
  public internal(set) var completionVelocity = 1.0
  /// The interaction controller's completion curve when the interaction last ended.
  public internal(set) var completionCurve = View.AnimationCurve.easeInOut
  /// Who gets appearance calls, and in which order; by default the "to" view controller
  /// appears and the "from" one disappears, in navigation order.
  public var appearance: TransitionAppearance
  /// The container's observer: told each ``TransitionEvent`` of the transition, in order.
  public var observer: ((TransitionEvent) -> Void)?
  /// Views that must stay in their superview (a presenter's view that stays on screen): put
  /// back there at the end, whatever happened.
  var anchoredViews: [HierarchySnapshot.Record] = []

  let animatorObject: any AnimatedTransitioning
  var phase = Phase.requested
  private var controllers: [TransitionContextViewControllerKey: ViewController] = [:]
  private var views: [TransitionContextViewKey: View] = [:]
  private var initialFrames: [ObjectIdentifier: Rect] = [:]
  private var finalFrames: [ObjectIdentifier: Rect] = [:]
  var coordinatorObject: ContextCoordinator?
  /// Whether ``start()`` made the view controllers answer with this transition's coordinator.
  private var isClaimed = false
  var alongsideViews: [View] = []
  /// The paused layer time a percent-driven interaction scrubs the transition on, while it
  /// does: alongside views join it as their animations are added.
  weak var scrubbedTimeline: LayerTimeline?
  /// The application's time when the transition's animations began.
  var animationsBeganAt: Double?
  /// The percent-driven controller that took hold of the transition after it started without
  /// one (a touch that caught it, a request that converts it), if any.
  weak var takenOverBy: PercentDrivenInteractiveTransition?
  /// Segue's addition: where a transition that runs by itself starts, from 0 (the default) to
  /// 1, set before ``start()``: a container converting an opposite transition sets it to where
  /// that one showed the same (see ``reversalProgress(interactive:)``), and the animations
  /// begin that far in (each that much of the duration earlier; a running interruptible
  /// animator continues from that fraction). Ignored when the transition has an interaction
  /// controller (it starts where that controller's progress says).
  public var startProgress = 0.0
  var snapshot: HierarchySnapshot?
  var watchdog: TransitionWatchdog?
  /// Counts the time an interaction holds the transition with no finger down and no update.
  var stallWatch: TransitionWatchdog?
  /// Whether Segue ended the transition (its watchdog, or a stalled interaction): a later
  /// `completeTransition(_:)` from the animator is then expected and ignored silently.
  var endedBySegue = false
  /// Run once when the transition ends or is dropped, before its coordinator's completions
  /// and the container's next request (see ``notifyWhenTransitionEnds(_:)``).
  private var endHandlers: [@MainActor () -> Void] = []

  /// Creates the context of a transition from `from` to `to` in `containerView`, run by
  /// `animator` and, when given, driven by `interactionController`; the views default to the
  /// view controllers' root views, the frames to `.zero`.
  ///
  /// The transition coordinator exists from now on (``transitionCoordinator``); the two view
  /// controllers answer ``ViewController/transitionCoordinator`` with it from ``start()``, so
  /// that their `viewWillAppear(_:)` can add alongside animations, and a context dropped before
  /// it starts holds neither of them.
  public init(
    containerView: View, from: ViewController?, to: ViewController?, animator: any AnimatedTransitioning,
    interactionController: (any InteractiveTransitioning)? = nil, isAnimated: Bool = true,
    presentationStyle: ModalPresentationStyle = .none
  ) {
    self.containerView = containerView
    self.animatorObject = animator
    self.interactionController = interactionController
    self.isAnimated = isAnimated
    self.presentationStyle = presentationStyle
    controllers[.from] = from
    controllers[.to] = to
    views[.from] = from?.view
    views[.to] = to?.view
    appearance = TransitionAppearance(appearing: to, disappearing: from)
    coordinatorObject = ContextCoordinator(context: self)
    interactionController?.prepareForInteractiveTransition()
  }

  /// The animator running the transition.
  public var animator: (any AnimatedTransitioning)? { animatorObject }

  /// The coordinator of the transition, until its last callback ran.
  public var transitionCoordinator: (any TransitionCoordinator)? { coordinatorObject }

  /// Whether the transition has ended (`completeTransition(_:)` was called).
  public var isComplete: Bool { phase == .completed }

  /// The container view and the views of alongside animations, whose time percent-driven
  /// interaction pauses and scrubs.
  public var timelineViews: [View] {
    var result = [containerView]
    for view in alongsideViews where !result.contains(where: { $0 === view }) { result.append(view) }
    return result
  }

  /// The view controller for `key`.
  public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
    controllers[key]
  }

  /// The view for `key`.
  public func view(forKey key: TransitionContextViewKey) -> View? {
    views[key]
  }

  /// Sets the view the animator gets for `key` (`nil` when it must not touch that view).
  public func setView(_ view: View?, forKey key: TransitionContextViewKey) {
    views[key] = view
  }

  /// Where `viewController`'s view starts, in the container's coordinates.
  public func initialFrame(for viewController: ViewController) -> Rect {
    initialFrames[ObjectIdentifier(viewController)] ?? .zero
  }

  /// Where `viewController`'s view must end, in the container's coordinates.
  public func finalFrame(for viewController: ViewController) -> Rect {
    finalFrames[ObjectIdentifier(viewController)] ?? .zero
  }

  /// Sets the initial frame of `viewController`'s view.
  public func setInitialFrame(_ frame: Rect, for viewController: ViewController) {
    initialFrames[ObjectIdentifier(viewController)] = frame
  }

  /// Sets the final frame of `viewController`'s view; a non-zero one is enforced.
  public func setFinalFrame(_ frame: Rect, for viewController: ViewController) {
    finalFrames[ObjectIdentifier(viewController)] = frame
  }

  /// The application running the container's window, else the one whose window the container
  /// left: a transition whose container is out of the window still begins on the next frame,
  /// its animations end there (see ``AnimationTime``), and its watchdog counts.
  var application: Application? { AnimationTime.host(of: containerView) }

  /// Begins the transition on the next frame of the container's application (at once when the
  /// container is in no application's window). Starting twice does nothing.
  ///
  /// Segue's policy for a transition requested while one of its view controllers is still in
  /// another: the request is refused, reported as ``TransitionIssue/Kind/overlappingTransition``,
  /// and ended at once: the observer is told ``TransitionEvent/ended(completed:)`` with `false`
  /// and ``TransitionEvent/refused``, nothing else, so that the container's bookkeeping never
  /// waits for a transition that will not run.
  public func start() {
    guard phase == .requested, !isClaimed else { return }
    let participants = [viewController(forKey: .from), viewController(forKey: .to)].compactMap { $0 }
    if let busyController = participants.first(where: { $0.isInTransition }) {
      phase = .completed
      TransitionDiagnostics.report(
        .overlappingTransition,
        "a transition of \(busyController.traceName) was requested while another one of it runs; refused (start the next transition from the running one's completion)"
      )
      coordinatorObject = nil
      observer?(.ended(completed: false))
      observer?(.refused)
      return
    }
    isClaimed = true
    appearance.noteParents()
    for controller in participants { controller.activeCoordinator = coordinatorObject }
    if let application {
      application.scheduleBegin(of: self)
    } else {
      begin()
    }
  }

  /// Runs the transition's start; see the type's documentation.
  func begin() {
    guard phase == .requested else { return }
    phase = .running
    appearance.begin(animated: isAnimated)
    observer?(.willBegin)
    snapshot = HierarchySnapshot(container: containerView, views: participatingViews)
    transitionDuration = TransitionDiagnostics.sanitizedDuration(
      animatorObject.transitionDuration(using: self), of: animatorObject)
    if let interactionController {
      initiallyInteractive = interactionController.wantsInteractiveStart
      isInteractive = initiallyInteractive
      LifecycleTrace.record(TransitionDiagnostics.name(of: interactionController), "startInteractiveTransition")
      interactionController.startInteractiveTransition(self)
    } else {
      LifecycleTrace.record(TransitionDiagnostics.name(of: animatorObject), "animateTransition")
      animatorObject.animateTransition(using: self)
    }
    guard phase == .running else { return }
    animationsBeganAt = application?.clock.now
    coordinatorObject?.runPendingAnimations()
    if startProgress > 0, interactionController == nil, phase == .running { startPartWay() }
    if isInteractive { watchForStall() } else { resumeWatchdog() }
  }

  /// Drops a transition whose application or window went away before it began or ended: its
  /// watchdogs stop, its interaction controller lets go of it and its view controllers stop
  /// answering with its coordinator, so nothing holds them in it; no other call is made.
  func abandon() {
    guard phase != .completed else { return }
    phase = .completed
    pauseWatchdog()
    stallWatch?.pause()
    runEndHandlers()
    releaseCoordinator()
  }

  /// Calls `handler` once when the transition ends or is dropped (at once when it has), before
  /// the coordinator's completions and the observer's ``TransitionEvent/finished(completed:)``.
  @discardableResult
  public func notifyWhenTransitionEnds(_ handler: @escaping @MainActor () -> Void) -> Bool {
    guard phase != .completed else {
      handler()
      return true
    }
    endHandlers.append(handler)
    return true
  }

  /// Runs and forgets the end handlers.
  func runEndHandlers() {
    let handlers = endHandlers
    endHandlers.removeAll()
    for handler in handlers { handler() }
  }

  /// The views a cancel restores: both views and both root views.
  var participatingViews: [View] {
    var result: [View] = []
    for view in [views[.from], views[.to], controllers[.from]?.viewIfLoaded, controllers[.to]?.viewIfLoaded] {
      if let view, !result.contains(where: { $0 === view }) { result.append(view) }
    }
    return result
  }

  /// Runs `animation` in the transition's animation context: in the interruptible animator when
  /// there is one, else in a view animation block (linear while interactive, the completion
  /// curve otherwise) of the transition's duration, or of what remains of it when the
  /// transition's animations began already (`late`): what the scrubbed timeline has not shown
  /// yet while an interaction holds the transition, else the time not yet elapsed.
  ///
  /// Segue's answer to alongside animations of views outside the container (a navigation bar,
  /// a container's buttons): the views the block changed join ``timelineViews``, so a
  /// percent-driven interaction scrubs them with the transition; the container's ancestors
  /// do not, since pausing them would pause the container's neighbours too. While the
  /// transition is scrubbed they join its timeline at once, in step: their animations' start
  /// stands for the transition's start (or, `late`, for where the timeline stands now),
  /// whatever the finger does next.
  func runAlongside(late: Bool = false, _ animation: @escaping () -> Void) {
    if let interruptible = animatorObject.interruptibleAnimator(using: self) {
      interruptible.addAnimations(animation)
      return
    }
    let timeline = scrubbedTimeline.flatMap { $0.isReleased ? nil : $0 }
    let shown = timeline.map { min(transitionDuration, max(0, $0.currentOffset)) }
    let curve: View.AnimationOptions = isInteractive ? .curveLinear : .curveEaseInOut
    let duration = late ? shown.map { transitionDuration - $0 } ?? remainingDuration : transitionDuration
    let changed = AnimationCapture.changedViews {
      View.animate(withDuration: duration, delay: 0, options: curve, animations: animation)
    }
    let outside = changed.filter { !$0.isDescendant(of: containerView) && !containerView.isDescendant(of: $0) }
    for view in outside where !alongsideViews.contains(where: { $0 === view }) { alongsideViews.append(view) }
    guard let timeline, let now = application?.clock.now else { return }
    let start = late ? shown ?? 0 : 0
    // Every local time is read before any layer is paused, so none is read through a paused
    // ancestor.
    let entries = outside.map { view in (layer: view.layer, frozen: view.layer.localTime(atAbsolute: now) - start) }
    timeline.adopt(entries)
    timeline.adopt(alongsideViews, at: now)
  }

  private var remainingDuration: Double {
    if isInteractive || containerView.layer.timing.speed == 0 {
      return transitionDuration * (1 - percentComplete)
    }
    guard let animationsBeganAt, let now = application?.clock.now else { return transitionDuration }
    return max(0, transitionDuration - (now - animationsBeganAt))
  }

  func resumeWatchdog() {
    if watchdog == nil {
      let speed = min(1, max(interactionController?.completionSpeed ?? 1, 0.01))
      // The container's own time: a transition another one holds paused (nested in the views a
      // finger scrubs) waits for it without being blamed, ten times the limit at most.
      let layer = containerView.layer
      watchdog = TransitionWatchdog(
        limit: 2 * transitionDuration / speed + 1,
        time: { [weak layer] now in layer?.localTime(atAbsolute: now) ?? now },
        onFire: { [weak self] in self?.watchdogFired() })
    }
    watchdog?.resume(on: application)
  }

  func pauseWatchdog() {
    watchdog?.pause()
  }

  private func watchdogFired() {
    guard phase == .running else { return }
    let completed = !transitionWasCancelled
    TransitionDiagnostics.report(
      .neverCompleted,
      "\(TransitionDiagnostics.name(of: animatorObject)) never called completeTransition(_:); Segue completed the transition as \(completed ? "finished" : "cancelled") (call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) when the animations end)"
    )
    endedBySegue = true
    end(completed: completed)
  }

  /// Ends the transition; see the type's documentation for what follows.
  public func completeTransition(_ didComplete: Bool) {
    switch phase {
    case .requested:
      TransitionDiagnostics.report(
        .completedTwice,
        "completeTransition(\(didComplete)) before the transition of \(TransitionDiagnostics.name(of: animatorObject)) began; ignored (call it when the animations end)"
      )
    case .completed:
      guard !endedBySegue else { return }
      TransitionDiagnostics.report(
        .completedTwice,
        "\(TransitionDiagnostics.name(of: animatorObject)) called completeTransition(\(didComplete)) after the transition ended; ignored (call it exactly once)"
      )
    case .running:
      var completed = didComplete
      if completed && transitionWasCancelled {
        TransitionDiagnostics.report(
          .completedAfterCancel,
          "\(TransitionDiagnostics.name(of: animatorObject)) called completeTransition(true) after the interaction was cancelled; treated as cancelled (pass !transitionContext.transitionWasCancelled)"
        )
        completed = false
      }
      end(completed: completed)
    }
  }
}
