import SegueGeometry
import SegueUI

/// VCTransitionsLibrary's horizontal swipe (`CEHorizontalSwipeInteractionController`), the
/// interaction of the interactive tab bar article: a pan on a wired view controller's view
/// selects the neighbouring tab or pops the navigation controller, and drives that transition.
///
/// As the library writes it: the swipe's direction is the sign of the pan's horizontal
/// velocity when it begins (right to left selects the next tab, left to right the previous
/// one; a pop needs the direction ``popOnRightToLeft`` names); a swipe towards no neighbour
/// does nothing. The progress is the horizontal translation's length over
/// ``swipeDistance`` (200 points), held below ``maximumProgress``; a swipe that ends past
/// ``finishThreshold`` finishes, one that ends short of it or is cancelled is cancelled, at
/// completion speed `1 − progress`, so a finish always lasts the animator's full duration
/// and a cancel `p / (1 − p)` of it. Vend this object as the interaction controller while
/// ``interactionInProgress``. Segue's choices where the library is silent: the translation is
/// the finger's in the window, not in the superview of the view as the library measures it
/// (the transition a swipe drives may turn that superview edge-on, where no translation is
/// defined); each wired view controller gets its own pan (wiring it again only changes its
/// operation), the pans leave the views with this object, and a swipe does nothing while a
/// transition of its view controller is under way or when a pop would leave the navigation
/// stack empty.
@MainActor
public final class HorizontalSwipeInteractionController: PercentDrivenInteractiveTransition {
  /// What a swipe on a wired view controller does, the analogue of `CEInteractionOperation`.
  public enum Operation: Sendable, Hashable {
    /// Selects the next tab (right-to-left swipe) or the previous one of the view controller's
    /// tab bar controller.
    case tab
    /// Pops the top view controller of the view controller's navigation controller.
    case pop
  }

  /// The library's horizontal travel, in points, of a whole transition.
  public static let swipeDistance = 200.0
  /// The library's progress past which a released swipe finishes.
  public static let finishThreshold = 0.5
  /// The library's highest progress a swipe shows before it is released.
  public static let maximumProgress = 0.99

  /// Whether a swipe drives a transition now: vend this object as its interaction controller.
  public private(set) var interactionInProgress = false
  /// Whether a right-to-left swipe pops (the library's default, `true`) or a left-to-right one.
  public var popOnRightToLeft = true
  private var wirings = InteractionWirings<PanGestureRecognizer, Operation>()
  private var shouldCompleteTransition = false
  private var progress = 0.0
  /// The direction the swipe that began the transition moved in.
  private var swipeDirection = Vector(dx: -1, dy: 0)

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
      PanGestureRecognizer(target: self, action: HorizontalSwipeInteractionController.handleGesture)
    }
  }

  /// Shows the progress of `recognizer`'s translation; the lift's own sample counts, but only
  /// when it moved (an unchanged update would read as a finger at rest and lose its speed).
  private func follow(_ recognizer: PanGestureRecognizer) {
    let fraction = min(abs(recognizer.translation(in: nil).x / Self.swipeDistance), 1)
    shouldCompleteTransition = fraction > Self.finishThreshold
    let previous = progress
    progress = min(fraction, Self.maximumProgress)
    if recognizer.state != .ended || progress != previous { update(progress) }
  }

  private func handleGesture(_ recognizer: PanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      guard let wiring = wirings.wiring(of: recognizer),
        let viewController = wiring.viewController, viewController.transitionCoordinator == nil
      else { return }
      shouldCompleteTransition = false
      progress = 0
      let rightToLeft = recognizer.velocity(in: recognizer.view).x < 0
      begin(wiring.operation, of: viewController, rightToLeft: rightToLeft)
      if interactionInProgress { swipeDirection = Vector(dx: rightToLeft ? -1 : 1, dy: 0) }
    case .changed:
      guard interactionInProgress else { return }
      follow(recognizer)
    case .ended, .cancelled, .failed:
      guard interactionInProgress else { return }
      if recognizer.state == .ended { follow(recognizer) }
      interactionInProgress = false
      completionSpeed = 1 - progress
      if shouldCompleteTransition, recognizer.state == .ended { finish() } else { cancel() }
    case .possible:
      break
    }
  }

  /// Starts `operation` from `viewController` when the swipe's direction allows it.
  private func begin(_ operation: Operation, of viewController: ViewController, rightToLeft: Bool) {
    switch operation {
    case .tab:
      guard let tabs = viewController.tabBarController, let children = tabs.viewControllers,
        let current = children.firstIndex(where: { $0 === tabs.selectedViewController })
      else { return }
      let target = rightToLeft ? current + 1 : current - 1
      guard children.indices.contains(target) else { return }
      interactionInProgress = true
      tabs.selectedIndex = target
      if viewController.transitionCoordinator == nil { interactionInProgress = false }
    case .pop:
      guard rightToLeft == popOnRightToLeft, let navigation = viewController.navigationController,
        navigation.viewControllers.count > 1
      else { return }
      interactionInProgress = true
      navigation.popViewController(animated: true)
      if viewController.transitionCoordinator == nil { interactionInProgress = false }
    }
  }
}
