import SegueGeometry
import SegueUI

/// A portal: the old screen opens down its middle as two doors that slide apart, and the new
/// screen comes forward through them from 80 % to full size; reversed, the new screen's doors
/// close over the old one as it recedes to 80 %.
///
/// As VCTransitionsLibrary's portal (`CEPortalAnimationController`) moves it: each door slides
/// by its own width, out to (or in from) its side of the container, while the screen behind
/// zooms between 80 % and full size, ease-out. Segue's choices: 0.8 s (the library says 1 s for
/// all its animators); only the doors are pictures (snapshots of the halves of the screen they
/// show, taken when the transition starts), the screen behind them is the real view, scaled by
/// its transform (the library zooms a picture of it, and removes the real view, which the
/// context must then put back); the real view the doors show is hidden while they move. At the
/// end, finished or cancelled, the doors are gone, both views have their frames, transforms
/// and visibility back, and the library's leftover of a cancelled reverse (the zoomed-out view)
/// cannot happen.
@MainActor
public final class PortalAnimator: TimedTransitionAnimator {
  /// The portal's default length, in seconds.
  nonisolated public static let defaultDuration = 0.8
  /// The library's size of the screen behind the doors when they are shut.
  public static let zoomScale = 0.8

  /// Whether the doors close over the old screen rather than open to show the new one.
  public let reverse: Bool
  /// The length of the transition, in seconds.
  public let duration: Double

  /// Creates the portal, the doors opening unless `reverse`, over `duration` seconds.
  public init(reverse: Bool = false, duration: Double = defaultDuration) {
    self.reverse = reverse
    self.duration = duration
  }

  /// Opens the old screen's doors on the new one, or closes the new one's over the old.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (opening, outgoingView, incomingView) = transitionContext.beginMoving(for: self) else { return }
    var cleanup = opening
    let container = transitionContext.containerView
    let shut = Transform3D(scaleX: Self.zoomScale, y: Self.zoomScale, z: 1)
    let doorView = reverse ? incomingView : outgoingView
    let behind = reverse ? outgoingView : incomingView
    transitionContext.place(incomingView, onTop: reverse, of: outgoingView)
    let doors = PortalDoors(of: doorView, afterScreenUpdates: reverse)
    for door in [doors.left, doors.right] {
      container.addSubview(door)
      cleanup.removeAtEnd(door)
    }
    doorView.isHidden = true
    View.performWithoutAnimation {
      if reverse {
        doors.setOpen(true)
      } else {
        behind.transform3D = shut
      }
    }
    View.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: transitionContext.animationOptions(.curveEaseOut),
      animations: {
        doors.setOpen(!self.reverse)
        behind.transform3D = self.reverse ? shut : .identity
      },
      completion: { _ in cleanup.complete(transitionContext) { incomingView.isHidden = false } })
  }
}
