import SegueUI

/// VCTransitionsLibrary's pinch (`CEPinchInteractionController`): pinching in on a wired view
/// controller's view pops its navigation controller or dismisses it, and drives that
/// transition.
///
/// As the library writes it: the scale when the pinch begins is the start; the progress is
/// `1 − scale / start`, so fingers that close to half their distance show half the transition;
/// a pinch released past ``finishThreshold`` finishes, one released short of it, or cancelled,
/// is cancelled; a finish plays at completion speed `1 − progress`, so it always lasts the
/// animator's full duration.
///
/// Segue's choices where the library is silent:
/// - Only a pinch in begins a transition (the scale at ``/SegueUI/PinchGestureRecognizer``'s began is
///   below 1); the library starts on a pinch out too, which could show nothing. The progress
///   is held between 0 (fingers back apart) and ``maximumProgress``.
/// - A release whose scale changes faster than ``flickVelocity`` decides by itself: closing
///   finishes, from any progress; opening cancels.
/// - A cancel plays at `max(1 − progress, progress)`: as the library's `1 − progress` below
///   half, but never longer than the whole duration (a pinch cancelled near the end would take
///   up to 99 times it).
/// - The fingers' speed carries into the rest (see
///   ``/SegueUI/PercentDrivenInteractiveTransition/continuesInteractionVelocity``): the lift's own
///   sample counts when it moved.
/// - Each wired view controller gets its own pinch, which leaves the view with this object; a
///   pinch does nothing while a transition of its view controller is under way, while another
///   pinch drives one, or when a pop would leave the navigation stack empty; a request that
///   starts no transition leaves ``interactionInProgress`` `false`.
@MainActor
public final class PinchInteractionController: PercentDrivenInteractiveTransition {
  /// What a pinch on a wired view controller does, the analogue of `CEInteractionOperation`.
  public enum Operation: Sendable, Hashable {
    /// Pops the top view controller of the view controller's navigation controller.
    case pop
    /// Dismisses the view controller (or the one it presents).
    case dismiss
  }

  /// The library's progress past which a released pinch finishes.
  public static let finishThreshold = 0.5
  /// Segue's highest progress a pinch shows before it is released, as the library's swipes
  /// hold it, so that a finish's completion speed `1 − progress` stays above 0.
  public static let maximumProgress = 0.99
  /// Segue's rate of the scale, in scale factor per second, past which a release finishes
  /// (closing) or cancels (opening) whatever the progress: fingers 200 points apart closing
  /// faster than 400 points a second.
  public static let flickVelocity = 2.0

  /// Whether a pinch drives a transition now: vend this object as its interaction controller.
  public var interactionInProgress: Bool { driving != nil }
  private var wirings = InteractionWirings<PinchGestureRecognizer, Operation>()
  private weak var driving: PinchGestureRecognizer?
  private var startScale = 1.0
  private var progress = 0.0

  /// Removes the pinches from the views.
  isolated deinit {
    wirings.removeRecognizers()
  }

  /// Makes a pinch in on `viewController`'s view perform `operation`; guarantees one pinch per
  /// view controller, however often it is wired.
  public func wire(to viewController: ViewController, for operation: Operation) {
    wirings.wire(viewController, for: operation) {
      PinchGestureRecognizer(target: self, action: PinchInteractionController.handleGesture)
    }
  }

  private func handleGesture(_ recognizer: PinchGestureRecognizer) {
    switch recognizer.state {
    case .began:
      guard driving == nil, recognizer.scale > 0, recognizer.scale < 1, let wiring = wirings.wiring(of: recognizer),
        let viewController = wiring.viewController, viewController.transitionCoordinator == nil
      else { return }
      startScale = recognizer.scale
      progress = 0
      begin(wiring.operation, of: viewController, by: recognizer)
    case .changed:
      guard recognizer === driving else { return }
      follow(recognizer.scale, lifting: false)
    case .ended, .cancelled, .failed:
      guard recognizer === driving else { return }
      driving = nil
      guard recognizer.state == .ended else { return end(finishing: false) }
      follow(recognizer.scale, lifting: true)
      let velocity = recognizer.velocity
      end(finishing: abs(velocity) > Self.flickVelocity ? velocity < 0 : progress > Self.finishThreshold)
    case .possible:
      break
    }
  }

  /// Shows the progress of `scale`; a lift's sample counts only when it moved (an unchanged
  /// update would read as fingers at rest and lose their speed).
  private func follow(_ scale: Double, lifting: Bool) {
    let previous = progress
    progress = min(max(1 - scale / startScale, 0), Self.maximumProgress)
    if !lifting || progress != previous { update(progress) }
  }

  private func end(finishing: Bool) {
    completionSpeed = finishing ? 1 - progress : max(1 - progress, progress)
    if finishing { finish() } else { cancel() }
  }

  /// Starts `operation` from `viewController`, with `recognizer` driving it while a transition
  /// of `viewController` runs.
  private func begin(_ operation: Operation, of viewController: ViewController, by recognizer: PinchGestureRecognizer) {
    let request: () -> Void
    switch operation {
    case .pop:
      guard let navigation = viewController.navigationController, navigation.viewControllers.count > 1 else { return }
      request = { navigation.popViewController(animated: true) }
    case .dismiss:
      request = { viewController.dismiss(animated: true) }
    }
    driving = recognizer
    request()
    if viewController.transitionCoordinator == nil { driving = nil }
  }
}
