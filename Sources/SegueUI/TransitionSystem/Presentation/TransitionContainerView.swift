import SegueGeometry

/// The view a presentation lives in, spanning the window: it tells the presentation controller
/// when it lays out. A `.custom` presentation's container lets through touches that land on no
/// subview, so that a presented view decides (by its own hit testing) whether the views
/// underneath get them; the container of the other styles, whose presented view covers the
/// screen, keeps them, as the platform's does.
///
/// It also carries the touch that catches its presentation or dismissal while that plays by
/// itself (see ``TransitionCatch``). Segue's choice, as the platform's cover-vertical slide
/// moves: a finger moving up furthers a presentation, down a dismissal.
final class TransitionContainerView: View {
  weak var presentationController: PresentationController?
  /// The presentation or dismissal running in the container, while it runs.
  private weak var runningContext: TransitionContext?
  /// Whether the running transition presents (rather than dismisses).
  private var isPresenting = true
  /// The touch that catches the running transition.
  private lazy var transitionCatch: TransitionCatch = {
    let transitionCatch = TransitionCatch { [weak self] in self?.catchTarget }
    addGestureRecognizer(transitionCatch.gesture)
    return transitionCatch
  }()

  /// Notes that `context` runs in the container, presenting or dismissing; a touch may catch it
  /// once it began.
  func run(_ context: TransitionContext, presenting: Bool) {
    runningContext = context
    isPresenting = presenting
    context.transitionCoordinator?.notifyWhenInteractionChanges { [weak self] _ in self?.transitionCatch.update() }
    _ = context.notifyWhenTransitionEnds { [weak self] in self?.transitionCatch.update() }
    transitionCatch.update()
  }

  /// Lets the catch act once the running transition began.
  func transitionBegan() {
    transitionCatch.update()
  }

  /// The running transition when a touch may catch it (it plays by itself), and the direction
  /// of travel that furthers it.
  private var catchTarget: (context: TransitionContext, direction: Vector)? {
    guard let context = runningContext, context.phase != .completed else { return nil }
    return (context, Vector(dx: 0, dy: isPresenting ? -1 : 1))
  }

  override func layoutSubviews() {
    if let presentationController {
      LifecycleTrace.record(presentationController.traceName, "containerViewWillLayoutSubviews")
      presentationController.containerViewWillLayoutSubviews()
    }
    super.layoutSubviews()
    if let presentationController {
      LifecycleTrace.record(presentationController.traceName, "containerViewDidLayoutSubviews")
      presentationController.containerViewDidLayoutSubviews()
    }
  }

  override func hitTest(_ point: Point, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self && presentationController?.presentationStyle == .custom ? nil : hit
  }
}
