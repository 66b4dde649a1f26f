import SegueGeometry

/// The transition coordinator of a ``TransitionContext``: it answers for the transition,
/// queues alongside animations until the transition's animations begin, and runs interaction
/// handlers and completions. Released after its last callback.
@MainActor
final class ContextCoordinator: TransitionCoordinator {
  private typealias Block = (any TransitionCoordinatorContext) -> Void

  /// The transition's context.
  let context: TransitionContext
  private var pendingAnimations: [Block] = []
  /// Animations of a container's own chrome (a navigation bar), run with the alongside
  /// animations but not traced, since no app code asked for them.
  private var chromeAnimations: [() -> Void] = []
  private var completions: [Block] = []
  private var interactionHandlers: [Block] = []
  private var animationsBegan = false

  init(context: TransitionContext) {
    self.context = context
  }

  private var transition: TransitionContext { context }

  var isAnimated: Bool { transition.isAnimated }
  var presentationStyle: ModalPresentationStyle { transition.presentationStyle }
  var initiallyInteractive: Bool { transition.initiallyInteractive }
  /// Whether the animator vends an interruptible animator; `false` until the transition began,
  /// so that asking early does not make a lazily-built animator build itself.
  var isInterruptible: Bool {
    transition.phase != .requested && transition.animatorObject.interruptibleAnimator(using: transition) != nil
  }
  var isInteractive: Bool { transition.isInteractive }
  var isCancelled: Bool { transition.transitionWasCancelled }
  var transitionDuration: Double { transition.transitionDuration }
  var percentComplete: Double { transition.percentComplete }
  var completionVelocity: Double { transition.completionVelocity }
  var completionCurve: View.AnimationCurve { transition.completionCurve }
  var containerView: View { transition.containerView }
  var targetTransform: AffineTransform { transition.targetTransform }
  /// Whether the transition is requested or running; `false` once it ended, while its last
  /// callbacks (the `did` appearance calls, completions) run.
  var isUnderway: Bool { transition.phase != .completed }
  /// Whether the transition has begun (its `will` appearance calls were decided) and not ended.
  var isRunning: Bool { transition.phase == .running }
  /// Whether the transition was requested and waits to begin.
  var isWaitingToBegin: Bool { transition.phase == .requested }

  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
    transition.viewController(forKey: key)
  }

  func view(forKey key: TransitionContextViewKey) -> View? {
    transition.view(forKey: key)
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?,
    completion: ((any TransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: nil, animation: animation, completion: completion)
  }

  /// Queues `animation` until the transition's animations begin (or runs it at once, over the
  /// transition's animation context, once they have); `view` joins the transition's timeline.
  @discardableResult
  func animateAlongsideTransition(
    in view: View?, animation: ((any TransitionCoordinatorContext) -> Void)?,
    completion: ((any TransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard context.phase != .completed else {
      if let completion { runLate(completion) }
      return false
    }
    if let completion { completions.append(completion) }
    if let view, !context.alongsideViews.contains(where: { $0 === view }) { context.alongsideViews.append(view) }
    guard let animation else { return false }
    if animationsBegan {
      context.runAlongside(late: true) { animation(self) }
    } else {
      pendingAnimations.append(animation)
    }
    return true
  }

  /// Runs a completion added once the transition had ended (from one of its last callbacks,
  /// say) on the next run-loop iteration, or at once outside an application, so that it runs
  /// as the protocol promises, after everything the transition does.
  private func runLate(_ completion: @escaping Block) {
    if let application = context.application {
      application.performOnNextIteration { [self] in completion(self) }
    } else {
      completion(self)
    }
  }

  func notifyWhenInteractionChanges(_ handler: @escaping (any TransitionCoordinatorContext) -> Void) {
    interactionHandlers.append(handler)
  }

  /// Queues `animation`, a container's animation of its own chrome, to run with the alongside
  /// animations, in the transition's animation context and on its timeline, without a trace
  /// line; once they began it runs at once over what remains, and after the transition ended
  /// it applies without animation.
  func animateChrome(_ animation: @escaping () -> Void) {
    guard context.phase != .completed else { return View.performWithoutAnimation(animation) }
    if animationsBegan {
      context.runAlongside(late: true, animation)
    } else {
      chromeAnimations.append(animation)
    }
  }

  /// Runs the queued alongside animations in the transition's animation context.
  func runPendingAnimations() {
    animationsBegan = true
    let blocks = pendingAnimations
    let chrome = chromeAnimations
    pendingAnimations.removeAll()
    chromeAnimations.removeAll()
    guard !blocks.isEmpty || !chrome.isEmpty else { return }
    if !blocks.isEmpty { LifecycleTrace.record("coordinator", "alongsideAnimations(\(blocks.count))") }
    context.runAlongside {
      for animation in chrome { animation() }
      for block in blocks { block(self) }
    }
  }

  /// Applies the alongside animations that never began, without animation: the animator
  /// completed the transition before its animations could begin (inside
  /// `animateTransition(using:)`), and their changes must not be lost.
  func applyPendingAnimations() {
    animationsBegan = true
    let blocks = pendingAnimations
    let chrome = chromeAnimations
    pendingAnimations.removeAll()
    chromeAnimations.removeAll()
    if !blocks.isEmpty { LifecycleTrace.record("coordinator", "alongsideAnimations(\(blocks.count))") }
    View.performWithoutAnimation {
      for animation in chrome { animation() }
      for block in blocks { block(self) }
    }
  }

  /// Runs every interaction handler.
  func interactionChanged() {
    LifecycleTrace.record("coordinator", "interactionChanged(interactive: \(isInteractive), cancelled: \(isCancelled))")
    for handler in interactionHandlers { handler(self) }
  }

  /// Runs every completion.
  func runCompletions() {
    let blocks = completions
    completions.removeAll()
    for block in blocks {
      LifecycleTrace.record("coordinator", "completion(cancelled: \(isCancelled))")
      block(self)
    }
  }
}

extension TransitionContext {
  /// Lets go of the coordinator: the view controllers no longer answer with it, and it no
  /// longer holds the context.
  func releaseCoordinator() {
    guard let coordinator = coordinatorObject else { return }
    for key in TransitionContextViewControllerKey.allCases {
      if let controller = viewController(forKey: key), controller.activeCoordinator === coordinator {
        controller.activeCoordinator = nil
      }
    }
    coordinatorObject = nil
    coordinator.detach()
  }
}

extension ContextCoordinator {
  /// Drops the context and every block.
  func detach() {
    pendingAnimations.removeAll()
    chromeAnimations.removeAll()
    interactionHandlers.removeAll()
  }
}
