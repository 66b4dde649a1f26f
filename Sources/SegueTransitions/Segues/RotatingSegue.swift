import SegueGeometry
import SegueUI

/// The cookbook's custom segue between two children of a custom container: the two views turn
/// as neighbouring faces of a cube, forward (to the right-hand face) or back.
///
/// As the recipe: the source's view is in the container's view (its superview hosts the
/// turn); ``perform()`` builds the cube and turns it over 0.5 s, then the destination's view
/// stands where the source's stood and the source's view has left, and the delegate hears
/// ``RotatingSegueDelegate/segueDidComplete()``. The children stay children of the container:
/// the recipe adds them all up front. Segue runs the turn as a transition with
/// ``CubeAnimator`` (so the two get their appearance calls while the container is on screen,
/// and the turn has a coordinator); the segue keeps itself alive until it ends, as the
/// recipe's animation delegate does. A source whose view is in no superview is reported and
/// nothing happens.
@MainActor
public final class RotatingSegue: StoryboardSegue {
  /// Whether the cube turns to the face on the right; `true` by default.
  public var goesForward = true
  /// The object told when the turn has finished; weak, as a delegate.
  public weak var delegate: (any RotatingSegueDelegate)?
  /// The length of the turn, in seconds; the recipe's 0.5 by default.
  public var duration = CubeAnimator.defaultDuration

  /// Segues waiting for a turn of their source or destination to end.
  ///
  /// Process-wide by design: a segue is listed only while it waits (its coordinator's
  /// completion takes it out and turns it), and a later segue matches it only by the identity
  /// of its view controllers, so segues of different applications never meet. There is no
  /// owner to keep it on that both segues reach: a segue has no container of its own.
  private static var waiting: [RotatingSegue] = []
  /// Segues performed from this one's destination while this one waited.
  private var followers: [RotatingSegue] = []

  /// Turns the cube from the source's view to the destination's.
  ///
  /// Segue's policy for quick taps: a segue performed while its source or destination is
  /// still in a transition (the previous turn) waits for that transition's end and turns then,
  /// and one performed from the destination of a waiting segue waits for that segue, so turns
  /// requested in a row play in a row.
  public override func perform() {
    if let ahead = Self.waiting.last(where: { $0.destination === source }) {
      ahead.followers.append(self)
      return
    }
    if let coordinator = source.transitionCoordinator ?? destination.transitionCoordinator {
      Self.waiting.append(self)
      coordinator.animate(alongsideTransition: nil) { [self] _ in
        Self.waiting.removeAll { $0 === self }
        perform()
      }
      return
    }
    turn()
  }

  private func turn() {
    defer {
      let next = followers
      followers = []
      for follower in next { follower.perform() }
    }
    guard let sourceView = source.viewIfLoaded, let host = sourceView.superview else {
      TransitionDiagnostics.report(
        .invalidParameter,
        "RotatingSegue '\(identifier ?? "")': \(source.traceName)'s view is in no superview, so there is no place to turn the cube; nothing happened"
      )
      return
    }
    let context = TransitionContext(
      containerView: host, from: source, to: destination,
      animator: CubeAnimator(goesForward: goesForward, duration: duration))
    if source.parent?.isAppearingOrAppeared == false { context.appearance = .none }
    context.setInitialFrame(sourceView.frame, for: source)
    context.setFinalFrame(sourceView.frame, for: destination)
    context.observer = { [self] event in
      switch event {
      case .ended(true): sourceView.removeFromSuperview()
      case .finished: delegate?.segueDidComplete()
      case .willBegin, .ended(false), .refused: break
      }
    }
    context.start()
  }
}
