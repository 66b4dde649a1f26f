import SegueGeometry

/// Lets a touch catch a transition a container runs by itself (started by code or a tap, with
/// no interaction controller, or let go by its percent-driven interaction controller: see
/// ``TransitionContext/isCatchable``): the transition stops where it shows, the finger's travel along
/// the transition's direction scrubs it, and the lift decides again, as a navigation
/// controller's catch does (see ``NavigationController``); the tab bar controller and
/// presentations use it.
///
/// Segue's choices: the travel is mapped through the animator's curve (see
/// ``ProgressMirroring``), over the view's length along the direction, so the content stays
/// under the finger; a lift past half way, or a flick faster than
/// ``NavigationController/popFlickVelocity`` along the direction, finishes, anything else
/// cancels; a tap (less than ``NavigationController/catchSlop`` of travel) or a touch the
/// system cancels lets the transition carry on where it was heading; the rest plays with a
/// critically damped spring that starts at the finger's speed (``ReleaseMotion/spring``) at
/// completion speed 1.
///
/// Public, Segue's addition, so that a container written outside Segue catches its
/// transitions as the built-in ones do: make one naming the running transition, add
/// ``gestureRecognizer`` to the view that shows it, and call ``update()`` when a transition
/// begins, its interaction changes and it ends.
@MainActor
public final class TransitionCatch {
  /// The transition a touch may catch (when ``TransitionContext/isCatchable`` allows it; a
  /// catch let go of earlier plays its rest and is caught again), and the unit direction of the finger's
  /// travel (in the gesture's view) that furthers it; nil when there is none.
  public typealias Target = () -> (context: TransitionContext, direction: Vector)?

  /// The touch that catches.
  let gesture = TransitionCatchGestureRecognizer()
  /// The touch that catches; add it to the view that shows the transition. It is its own
  /// delegate (so that it recognizes alongside every other recognizer): leave its delegate as
  /// it is.
  public var gestureRecognizer: GestureRecognizer { gesture }
  private let target: Target
  /// The controller that holds the caught transition, while a finger does.
  private var driver: PercentDrivenInteractiveTransition?
  private weak var context: TransitionContext?
  private var caughtProgress = 0.0
  /// Whether a finger holds a caught transition (set before taking hold of it, which updates
  /// the gesture through the transition's interaction change).
  private var isCatching = false
  private var direction = Vector(dx: 1, dy: 0)

  /// A catch of the transitions `target` names.
  public init(target: @escaping Target) {
    self.target = target
    gesture.isSuspended = true
    gesture.addTarget { [weak self] gesture in self?.changed(gesture) }
  }

  /// Holds the touch off while there is nothing to catch; call it when a transition begins,
  /// its interaction changes, or it ends.
  public func update() {
    let suspended = !isCatching && target().map { !$0.context.isCatchable } ?? true
    if gesture.isSuspended != suspended { gesture.isSuspended = suspended }
  }

  private func changed(_ gesture: PanGestureRecognizer) {
    switch gesture.state {
    case .began:
      guard driver == nil, let (context, containerDirection) = target(), context.isCatchable else { return }
      let direction = context.delegatedCatchDirection ?? containerDirection
      isCatching = true
      defer { if driver == nil { isCatching = false } }
      if let released = context.percentDriver {
        released.pause()
        driver = released
      } else {
        let taking = PercentDrivenInteractiveTransition()
        guard taking.takeOver(context) else { return }
        driver = taking
      }
      guard let driver else { return }
      self.context = context
      self.direction = direction
      caughtProgress = driver.percentComplete
    case .changed:
      // The controller may have gone on to another transition meanwhile: leave that one alone.
      guard let driver, let context, driver.drives(context) else { return }
      driver.update(progress(of: gesture))
    case .ended:
      guard let driver, let context else { return }
      guard driver.drives(context) else { return release() }
      let travel = travel(of: gesture)
      let velocity = gesture.velocity(in: gesture.view)
      let speed = velocity.x * direction.dx + velocity.y * direction.dy
      let progress = progress(of: gesture)
      if progress != driver.percentComplete { driver.update(progress) }
      let finishes =
        abs(travel) < NavigationController.catchSlop
        ? !context.transitionWasCancelled
        : speed > NavigationController.popFlickVelocity
          || (progress > 0.5 && speed >= -NavigationController.popFlickVelocity)
      driver.endCatch(finishing: finishes)
      release()
    case .cancelled:
      guard let driver, let context else { return }
      guard driver.drives(context) else { return release() }
      driver.endCatch(finishing: !context.transitionWasCancelled)
      release()
    case .possible, .failed:
      return
    }
  }

  /// Lets go of the transition once the finger did.
  private func release() {
    driver = nil
    isCatching = false
    context = nil
    update()
  }

  /// How far the finger travelled along the direction, in points.
  private func travel(of gesture: PanGestureRecognizer) -> Double {
    let translation = gesture.translation(in: gesture.view)
    return translation.x * direction.dx + translation.y * direction.dy
  }

  /// The progress the finger's travel shows, through the animator's curve.
  private func progress(of gesture: PanGestureRecognizer) -> Double {
    guard let context, let size = gesture.view?.bounds.size else { return caughtProgress }
    let length = abs(direction.dx) * size.width + abs(direction.dy) * size.height
    guard length > 0 else { return caughtProgress }
    let fraction = min(1, max(0, context.shownFraction(atProgress: caughtProgress) + travel(of: gesture) / length))
    return TransitionContext.progress(
      of: context.animatorObject, showing: fraction, interactive: context.initiallyInteractive)
  }
}
