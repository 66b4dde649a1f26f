import SegueGeometry
import SegueUI

/// A deck of cards: the old screen tilts back, dims and recedes up the deck, then the new one
/// slides up from the bottom over it, overshooting a little before it settles; reversed, the
/// top card drops off the bottom and the one beneath comes forward.
///
/// As VCTransitionsLibrary's cards (`CECardsAnimationController`) times it, in fractions of the
/// duration: forward, the old screen tilts 15° back about its horizontal centre line at 95 %
/// size and fades to 60 % opacity (0–0.4), then stands up again at 80 % size, raised by 8 % of
/// its height (0.4–0.6); the new screen comes up from below the container to 30 points above its
/// place (0.6–0.8) and settles there (0.8–1). Reversed, the old screen drops below the container
/// (0–0.5) while the one beneath, at 60 % size and opacity, tilts forward to 95 % and full
/// opacity (0.35–0.7) and comes flat to full size (0.75–1). The perspective is the library's,
/// `m34 = −1/900` in the tilting screen's own transform. Segue's choices: 0.8 s (the library
/// says 1 s for all its animators), ease-in-ease-out over the whole (linear while interactive)
/// with linear keyframes (the library asks for cubic ones); the library's second recession
/// overlaps its first (0.2–0.6), which Segue's keyframes of one property cannot, so it starts
/// where the first ends. At the end, finished or cancelled, the screen that leaves gets its
/// transform, opacity and frame back (the library leaves it shrunk and dimmed, and does not undo
/// the recession on a cancel).
@MainActor
public final class CardsAnimator: TimedTransitionAnimator {
  /// The cards' default length, in seconds.
  nonisolated public static let defaultDuration = 0.8
  /// The library's perspective distance, in points.
  public static let perspectiveDistance = 900.0
  /// The library's overshoot of the arriving card, in points.
  public static let overshoot = 30.0

  /// Whether the top card drops away to uncover the one beneath rather than a new one coming up.
  public let reverse: Bool
  /// The length of the transition, in seconds.
  public let duration: Double

  /// Creates the deck, a new card coming up unless `reverse`, over `duration` seconds.
  public init(reverse: Bool = false, duration: Double = defaultDuration) {
    self.reverse = reverse
    self.duration = duration
  }

  /// The first recession: tilted 15° back at 95 % size.
  public static var tilted: Transform3D {
    Transform3D.perspective(distance: perspectiveDistance).scaledBy(x: 0.95, y: 0.95, z: 1)
      .rotated(by: 15 * .pi / 180, x: 1, y: 0, z: 0)
  }

  /// The second recession for a screen `height` points tall: 80 % size, raised 8 % of it.
  public static func raised(height: Double) -> Transform3D {
    Transform3D.perspective(distance: perspectiveDistance).translatedBy(x: 0, y: -0.08 * height, z: 0)
      .scaledBy(x: 0.8, y: 0.8, z: 1)
  }

  /// Deals the new card over the old one, or takes the top card off the deck.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (cleanup, outgoingView, incomingView) = transitionContext.beginMoving(for: self) else { return }
    let container = transitionContext.containerView
    let place = transitionContext.finalFrameOfToView
    let below = container.bounds.height
    let animations: () -> Void
    if reverse {
      let dropped = outgoingView.frame.offsetBy(dx: 0, dy: below)
      incomingView.frame = place
      container.insertSubview(incomingView, belowSubview: outgoingView)
      View.performWithoutAnimation {
        incomingView.transform3D = Transform3D(scaleX: 0.6, y: 0.6, z: 1)
        incomingView.alpha = 0.6
      }
      animations = {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { outgoingView.frame = dropped }
        View.addKeyframe(withRelativeStartTime: 0.35, relativeDuration: 0.35) {
          incomingView.transform3D = Self.tilted
          incomingView.alpha = 1
        }
        View.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { incomingView.transform3D = .identity }
      }
    } else {
      let raised = Self.raised(height: outgoingView.bounds.height)
      incomingView.frame = place.offsetBy(dx: 0, dy: below)
      container.insertSubview(incomingView, aboveSubview: outgoingView)
      animations = {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4) {
          outgoingView.transform3D = Self.tilted
          outgoingView.alpha = 0.6
        }
        View.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.2) { outgoingView.transform3D = raised }
        View.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.2) {
          incomingView.frame = place.offsetBy(dx: 0, dy: -Self.overshoot)
        }
        View.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.2) { incomingView.frame = place }
      }
    }
    animateKeyframes(in: transitionContext, animations: animations) { _ in cleanup.complete(transitionContext) }
  }
}
