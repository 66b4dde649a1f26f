import SegueGeometry
import SegueUI

/// VCTransitionsLibrary's vertical swipe (`CEVerticalSwipeInteractionController`): a pan on a
/// wired view controller's view pops its navigation controller, dismisses it, or selects a
/// neighbouring tab, and drives that transition.
///
/// As the library writes it: the pan's vertical translation when it begins sets the direction;
/// a pop needs a top-to-bottom swipe, a dismissal starts either way. The progress is the
/// vertical translation's length over ``swipeDistance`` (200 points), held below
/// ``maximumProgress``; a swipe released past ``finishThreshold`` finishes, one
/// released short of it, or cancelled, is cancelled; a finish plays at completion speed
/// `1 − progress`, so it always lasts the animator's full duration.
///
/// Segue's choices where the library is silent or refuses:
/// - The translation and its speed are the finger's in the window, not in the superview of the
///   view as the library measures them: the transition a swipe drives may turn that superview
///   (a flip of the tab that holds the view turns it edge-on, where no translation is defined).
/// - A release faster than ``flickVelocity`` decides by itself: away from where the swipe
///   started (the progress rising) it finishes, from any progress; back towards it, it cancels.
/// - A cancel plays at `max(1 − progress, progress)`: as the library's `1 − progress` below
///   half, so it lasts `p / (1 − p)` of the duration, but never longer than the whole duration
///   (a swipe cancelled near the end would take 99 times it).
/// - The finger's speed carries into the rest (see
///   ``/SegueUI/PercentDrivenInteractiveTransition/continuesInteractionVelocity``): the lift's own
///   sample counts when it moved.
/// - ``Operation/tab``, which the library refuses (it throws), selects the next tab on a swipe
///   up and the previous one on a swipe down, for vertical slides such as the coloured tab
///   bar's; a swipe towards no neighbour, or with no vertical movement when it begins, does
///   nothing.
/// - Each wired view controller gets its own pan, which leaves the view with this object; a
///   swipe does nothing while a transition of its view controller is under way, while another
///   swipe drives one, or when a pop would leave the navigation stack empty; a request that
///   starts no transition leaves ``interactionInProgress`` `false`.
@MainActor
public final class VerticalSwipeInteractionController: PercentDrivenInteractiveTransition {
  /// What a swipe on a wired view controller does, the analogue of `CEInteractionOperation`.
  public enum Operation: Sendable, Hashable {
    /// Pops the top view controller of the view controller's navigation controller.
    case pop
    /// Dismisses the view controller (or the one it presents).
    case dismiss
    /// Selects the next tab (swipe up) or the previous one (swipe down) of the view
    /// controller's tab bar controller.
    case tab
  }

  /// The library's vertical travel, in points, of a whole transition.
  public static let swipeDistance = 200.0
  /// The library's progress past which a released swipe finishes.
  public static let finishThreshold = 0.5
  /// The library's highest progress a swipe shows before it is released.
  public static let maximumProgress = 0.99
  /// Segue's vertical speed, in points per second, past which a release finishes (moving away
  /// from the start) or cancels (moving back) whatever the progress.
  public static let flickVelocity = 1000.0

  /// Whether a swipe drives a transition now: vend this object as its interaction controller.
  public var interactionInProgress: Bool { driving != nil }
  private var wirings = InteractionWirings<PanGestureRecognizer, Operation>()
  private weak var driving: PanGestureRecognizer?
  private var progress = 0.0
  /// The direction the swipe that began the transition moved in.
  private var swipeDirection = Vector(dx: 0, dy: 1)

  /// The direction the swipe moved in: a touch may catch the transition a release let go (the
  /// swipe itself does not begin while a transition of its view controller runs).
  public override var catchDirection: Vector? { swipeDirection }

  /// Removes the pans from the views.
  isolated deinit {
    wirings.removeRecognizers()
  }

  /// Makes a swipe on `viewController`'s view perform `operation`; guarantees one pan per view
  /// controller, however often it is wired.
  public func wire(to viewController: ViewController, for operation: Operation) {
    wirings.wire(viewController, for: operation) {
      PanGestureRecognizer(target: self, action: VerticalSwipeInteractionController.handleGesture)
    }
  }

  private func handleGesture(_ recognizer: PanGestureRecognizer) {
    let translation = recognizer.translation(in: nil)
    switch recognizer.state {
    case .began:
      guard driving == nil, let wiring = wirings.wiring(of: recognizer),
        let viewController = wiring.viewController, viewController.transitionCoordinator == nil
      else { return }
      progress = 0
      begin(wiring.operation, of: viewController, movingBy: translation.y, by: recognizer)
      if driving === recognizer { swipeDirection = Vector(dx: 0, dy: translation.y > 0 ? 1 : -1) }
    case .changed:
      guard recognizer === driving else { return }
      follow(translation.y, lifting: false)
    case .ended, .cancelled, .failed:
      guard recognizer === driving else { return }
      driving = nil
      guard recognizer.state == .ended else { return end(finishing: false) }
      follow(translation.y, lifting: true)
      // Positive when the finger moves away from where the swipe started.
      let outward = (translation.y < 0 ? -1 : 1) * recognizer.velocity(in: nil).y
      end(finishing: abs(outward) > Self.flickVelocity ? outward > 0 : progress > Self.finishThreshold)
    case .possible:
      break
    }
  }

  /// Shows the progress of a vertical translation `y`; a lift's sample counts only when it
  /// moved (an unchanged update would read as a finger at rest and lose its speed).
  private func follow(_ y: Double, lifting: Bool) {
    let previous = progress
    progress = min(abs(y) / Self.swipeDistance, Self.maximumProgress)
    if !lifting || progress != previous { update(progress) }
  }

  private func end(finishing: Bool) {
    completionSpeed = finishing ? 1 - progress : max(1 - progress, progress)
    if finishing { finish() } else { cancel() }
  }

  /// Starts `operation` from `viewController` when the swipe's direction (the sign of its
  /// vertical translation `y`) allows it, with `recognizer` driving it while a transition of
  /// `viewController` runs.
  private func begin(
    _ operation: Operation, of viewController: ViewController, movingBy y: Double, by recognizer: PanGestureRecognizer
  ) {
    let downwards = y > 0
    let request: () -> Void
    switch operation {
    case .pop:
      guard downwards, let navigation = viewController.navigationController, navigation.viewControllers.count > 1
      else { return }
      request = { navigation.popViewController(animated: true) }
    case .dismiss:
      request = { viewController.dismiss(animated: true) }
    case .tab:
      guard y != 0, let tabs = viewController.tabBarController, let children = tabs.viewControllers,
        let current = children.firstIndex(where: { $0 === tabs.selectedViewController }),
        children.indices.contains(downwards ? current - 1 : current + 1)
      else { return }
      request = { tabs.selectedIndex = downwards ? current - 1 : current + 1 }
    }
    driving = recognizer
    request()
    if viewController.transitionCoordinator == nil { driving = nil }
  }
}
