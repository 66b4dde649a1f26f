import SegueGeometry
import SegueUI

/// Dragging a presented screen down dismisses it, as a sheet does: a vertical pan on a wired
/// view controller's view dismisses it and drives the dismissal (vend this object from the
/// transitioning delegate's `interactionControllerForDismissal(using:)` while
/// ``interactionInProgress``, with an animator that moves the screen down by its height, so
/// that it stays under the finger).
///
/// Segue's choices, as the platform documents none:
/// - The pan begins when the finger has moved more vertically than horizontally, either way
///   (a horizontal pan fails, and is left to other recognizers); not while a transition of the
///   view controller is under way or another pan drives one.
/// - The progress is the downward translation (the finger's in the window, whatever the
///   dismissal's animator does to the view's superview) over the view's height, so the screen
///   stays under the finger; it never goes below 0.
/// - Above where it started, the view follows the finger with resistance, by a translation
///   transform on the wired view controller's view (so the animator must move the screen by
///   its frame or centre, not its transform): an upward drag of `x` points moves it
///   ``rubberBandDistance(_:dimension:)`` points, the scroll-view rubber band as measured on
///   the platform, `(1 − 1 / (x · c / d + 1)) · d` with ``rubberBandCoefficient`` c = 0.55 and
///   d the view's height: 0.55 of the finger's travel at first, less and less after, never as
///   far as d.
///   The transform is set only while the dismissal runs, so that the transition's record of
///   the view, which a cancel restores, never holds it.
/// - A release finishes past ``finishThreshold`` (0.5) and cancels short of it, unless the
///   finger moves faster than ``flickVelocity`` (1000 points a second): down finishes (once the
///   screen has moved down at all), up cancels. A cancelled pan cancels.
/// - The rest plays with a critically damped spring (``/SegueUI/ReleaseMotion/spring``) that
///   settles from rest within the animator's duration over
///   ``/SegueUI/PercentDrivenInteractiveTransition/completionSpeed`` (1 unless set), starting
///   at the finger's speed in either direction, the lift's own sample counting when it moved;
///   set ``/SegueUI/PercentDrivenInteractiveTransition/releaseMotion`` to
///   ``/SegueUI/ReleaseMotion/completionCurve`` for the platform's curve.
/// - A screen released above where it started springs back over ``bounceBackDuration``
///   without overshooting, once the dismissal is cancelled; meanwhile it takes no touches, as
///   any animating view.
/// - Each wired view controller gets its own pan, which leaves the view with this object; a
///   request that starts no dismissal (the view controller is not presented) leaves
///   ``interactionInProgress`` `false`.
/// - A drag that starts on a vertical ``/SegueUI/ScrollView`` in the screen is shared with it (both pans
///   recognize): the content scrolls as usual, and the dismissal starts only when the finger
///   moves down while the content shows its top. From then the pull moves the sheet, not the
///   content (``/SegueUI/ScrollView/isPinnedAtTop``), one point of sheet per point of finger; when the
///   finger brings the sheet back to where it started and keeps going up, the dismissal is
///   cancelled there and the content scrolls again, in the same drag. No rubber band above the
///   start then: the content scrolls instead.
@MainActor
public final class PanToDismissInteractionController: PercentDrivenInteractiveTransition, GestureRecognizerDelegate {
  /// The progress past which a released drag finishes the dismissal.
  public static let finishThreshold = 0.5
  /// The vertical speed, in points per second, past which a release decides by itself: down
  /// finishes, up cancels.
  public static let flickVelocity = 1000.0
  /// The rubber-band coefficient the platform's scroll views are measured to use (it is not
  /// documented): how stiffly the screen resists a drag above where it started (smaller is
  /// stiffer).
  public static let rubberBandCoefficient = 0.55
  /// How long, in seconds, a screen released above where it started takes to spring back.
  public static let bounceBackDuration = 0.3

  /// How far a view of `dimension` points moves for `distance` points of finger travel past
  /// its limit: `(1 − 1 / (distance · c / dimension + 1)) · dimension`; 0 for no travel or no
  /// dimension.
  public static func rubberBandDistance(_ distance: Double, dimension: Double) -> Double {
    guard distance > 0, dimension > 0 else { return 0 }
    return (1 - 1 / (distance * rubberBandCoefficient / dimension + 1)) * dimension
  }

  /// Whether a drag drives a dismissal now: vend this object as its interaction controller.
  public var interactionInProgress: Bool { driving != nil }
  private var wirings = InteractionWirings<PanGestureRecognizer, Void>()
  private weak var driving: PanGestureRecognizer?
  /// The pan that started on a scroll view and shares its drag with it, while it does.
  private weak var sharing: PanGestureRecognizer?
  /// The scroll view the shared drag started on.
  private weak var sharedScrollView: ScrollView?
  /// The view moved up by the rubber band, while it is.
  private weak var bandedView: View?
  private var progress = 0.0

  /// Down: a touch may catch the dismissal a release let go, and moving down furthers it (the
  /// pan itself does not begin while a transition of its view controller runs).
  public override var catchDirection: Vector? { Vector(dx: 0, dy: 1) }

  /// Creates the controller; it releases with a spring (see
  /// ``/SegueUI/PercentDrivenInteractiveTransition/releaseMotion``).
  public override init() {
    super.init()
    releaseMotion = .spring
  }

  /// Removes the pans from the views.
  isolated deinit {
    wirings.removeRecognizers()
  }

  /// Makes a downward drag on `viewController`'s view dismiss it; guarantees one pan per view
  /// controller, however often it is wired.
  public func wire(to viewController: ViewController) {
    wirings.wire(viewController, for: ()) {
      let recognizer = PanGestureRecognizer(target: self, action: PanToDismissInteractionController.handleGesture)
      recognizer.delegate = self
      return recognizer
    }
  }

  /// Lets a pan of this object begin when it moved more vertically than horizontally, on a
  /// view controller in no transition, while no other pan drives one.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard driving == nil, let pan = gestureRecognizer as? PanGestureRecognizer,
      let viewController = wirings.wiring(of: pan)?.viewController, viewController.transitionCoordinator == nil
    else { return false }
    let translation = pan.translation(in: nil)
    return abs(translation.y) > abs(translation.x)
  }

  /// Recognizes alongside the pan of a scroll view in the wired view, so that the two share a
  /// drag (see the type's documentation).
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool {
    guard let scrollView = other.view as? ScrollView, other === scrollView.panGestureRecognizer,
      let view = gestureRecognizer.view
    else { return false }
    return scrollView.isDescendant(of: view) && Self.scrollsVertically(scrollView)
  }

  /// Whether `scrollView` can scroll (or bounce) vertically: the drags it shares.
  private static func scrollsVertically(_ scrollView: ScrollView) -> Bool {
    let insets = scrollView.adjustedContentInset
    return scrollView.isScrollEnabled
      && (scrollView.contentSize.height + insets.top + insets.bottom > scrollView.bounds.height
        || scrollView.alwaysBounceVertical)
  }

  private func handleGesture(_ recognizer: PanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      guard driving == nil, let viewController = wirings.wiring(of: recognizer)?.viewController,
        viewController.transitionCoordinator == nil
      else { return }
      progress = 0
      sharedScrollView = nil
      if let scrollView = scrollView(under: recognizer) {
        sharing = recognizer
        sharedScrollView = scrollView
        return
      }
      driving = recognizer
      viewController.dismiss(animated: true)
      if viewController.transitionCoordinator == nil { driving = nil }
    case .changed:
      if recognizer === sharing { return share(recognizer) }
      guard recognizer === driving else { return }
      follow(recognizer, lifting: false)
    case .ended, .cancelled, .failed:
      // A shared drag ends with the reach it last had: the scroll view may have ended its own
      // drag already.
      if recognizer === sharing { sharing = nil }
      guard recognizer === driving else { return }
      driving = nil
      if recognizer.state == .ended, sharedScrollView == nil {
        follow(recognizer, lifting: true)
      }
      if recognizer.state == .ended, decidesToFinish(downwardVelocity: velocity(of: recognizer)) {
        finish()
      } else {
        cancel()
        bounceBack()
      }
    case .possible:
      break
    }
  }

  /// The finger's downward speed, in points per second.
  private func velocity(of recognizer: PanGestureRecognizer) -> Double {
    recognizer.velocity(in: nil).y
  }

  /// Whether a release at the current progress with the finger moving down at `downwardVelocity`
  /// finishes.
  private func decidesToFinish(downwardVelocity: Double) -> Bool {
    if downwardVelocity > Self.flickVelocity { return progress > 0 }
    if downwardVelocity < -Self.flickVelocity { return false }
    return progress > Self.finishThreshold
  }

  /// Shows the progress of `recognizer`'s downward translation over its view's height, and the
  /// rubber band above the start; a lift's sample counts only when it moved (an unchanged
  /// update would read as a finger at rest and lose its speed).
  private func follow(_ recognizer: PanGestureRecognizer, lifting: Bool) {
    guard let view = recognizer.view else { return }
    let height = view.bounds.height
    let y = recognizer.translation(in: nil).y
    let previous = progress
    progress = height > 0 ? min(max(y / height, 0), 1) : 0
    if !lifting || progress != previous { update(progress) }
    band(view, by: Self.rubberBandDistance(-y, dimension: height))
  }

  /// The vertical scroll view under the point where `recognizer`'s drag started, in its view.
  private func scrollView(under recognizer: PanGestureRecognizer) -> ScrollView? {
    guard let view = recognizer.view else { return nil }
    let location = recognizer.location(in: view)
    let moved = recognizer.translation(in: view)
    var current = view.hitTest(Point(x: location.x - moved.x, y: location.y - moved.y), with: nil)
    while let candidate = current, candidate !== view {
      if let scrollView = candidate as? ScrollView, Self.scrollsVertically(scrollView) { return scrollView }
      current = candidate.superview
    }
    return nil
  }

  /// Follows a drag shared with a scroll view: starts the dismissal when the drag reaches past
  /// the content's top (``ScrollView/pullBeyondTop``), moves the sheet by that reach from then
  /// (the content pinned at its top), and hands the drag back to the content (cancelling the
  /// dismissal) when the reach is gone, the finger back above where the content's top was.
  private func share(_ recognizer: PanGestureRecognizer) {
    guard let scrollView = sharedScrollView, let viewController = wirings.wiring(of: recognizer)?.viewController,
      let height = recognizer.view?.bounds.height, height > 0
    else { return }
    let pull = scrollView.pullBeyondTop
    if driving == nil {
      guard pull > 0, viewController.transitionCoordinator == nil else { return }
      driving = recognizer
      progress = 0
      scrollView.isPinnedAtTop = true
      viewController.dismiss(animated: true)
      guard let coordinator = viewController.transitionCoordinator else {
        driving = nil
        scrollView.isPinnedAtTop = false
        return
      }
      coordinator.animate(alongsideTransition: nil) { [weak scrollView] _ in scrollView?.isPinnedAtTop = false }
    }
    guard recognizer === driving else { return }
    progress = min(pull / height, 1)
    update(progress)
    if pull == 0 {
      driving = nil
      cancel()
      scrollView.isPinnedAtTop = false
    }
  }

  /// Moves `view` up by `distance` points (none puts it back), once the dismissal has started.
  private func band(_ view: View, by distance: Double) {
    guard transitionContext != nil, distance > 0 || bandedView != nil else { return }
    View.performWithoutAnimation { view.transform = AffineTransform(translationX: 0, y: -distance) }
    bandedView = distance > 0 ? view : nil
  }

  /// Springs the banded view back to where it started.
  private func bounceBack() {
    guard let view = bandedView else { return }
    bandedView = nil
    View.animate(
      withDuration: Self.bounceBackDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      animations: { view.transform = .identity })
  }
}
