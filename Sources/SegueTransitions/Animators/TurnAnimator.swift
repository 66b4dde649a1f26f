import SegueGeometry
import SegueUI

/// A page turning about an edge: the old screen lifts about its ``hinge`` edge towards the
/// viewer, as the page of a book is turned, until it stands on that edge and leaves the view,
/// uncovering the new screen beneath; reversed, the new screen comes down from standing onto the
/// old one, as a page turned back.
///
/// VCTransitionsLibrary's turn (`CETurnAnimationController`) turns both screens about their
/// centre lines, the old one away and the new one in, a flip; Segue's turn is the page of the
/// issue that asked for it, hinged at an edge, and the flip is ``FlipAnimator``. 0.6 s,
/// ease-in-ease-out (linear while interactive); the perspective, set on the container's sublayer
/// transform while the page turns, has its eye twice the container's width (or height, for a
/// top or bottom hinge) away, so that a page standing on its edge never reaches the eye, and is
/// centred on the container: a page that stands on the left edge is seen from the right, beyond
/// the left edge of the screen, and is gone from view. Segue's choices: the real views turn (no
/// snapshots), anchored at the hinge for the length of the transition; at the end, finished or
/// cancelled, both views get their anchor points, transforms and frames back and the container its
/// sublayer transform; reversing turns about the same edge. The page fades out over the last
/// ``standingFraction`` of its turn (in over the first, reversed), where it stands nearly
/// edge-on, so that the last frame is exactly the new screen.
@MainActor
public final class TurnAnimator: TimedTransitionAnimator {
  /// The turn's default length, in seconds.
  nonisolated public static let defaultDuration = 0.6

  /// The fraction of the turn, at the standing end, over which the page fades: a page edge-on
  /// shows nothing, and faded it leaves not a pixel of its edge behind.
  public static let standingFraction = 0.05

  /// The edge the page turns about: the left edge, as a book's page, by default.
  public let hinge: RectEdge
  /// Whether the new screen comes down onto the old one rather than the old one lifting away.
  public let reverse: Bool
  /// The length of the turn, in seconds.
  public let duration: Double

  /// Creates a turn about `hinge`, the old page lifting away unless `reverse`, over `duration`
  /// seconds.
  public init(hinge: RectEdge = .minXEdge, reverse: Bool = false, duration: Double = defaultDuration) {
    self.hinge = hinge
    self.reverse = reverse
    self.duration = duration
  }

  /// Lifts the old page away from over the new one, or brings the new one down over the old.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (cleanup, outgoingView, incomingView) = transitionContext.beginMoving(for: self) else { return }
    let container = transitionContext.containerView
    let flatSublayers = container.layer.sublayerTransform
    transitionContext.place(incomingView, onTop: reverse, of: outgoingView)
    let page = reverse ? incomingView : outgoingView
    let incomingAnchor = incomingView.layer.anchorPoint
    let across = hinge == .minXEdge || hinge == .maxXEdge ? container.bounds.width : container.bounds.height
    View.performWithoutAnimation {
      container.layer.sublayerTransform = .perspective(distance: 2 * max(across, 1))
      page.hinge(at: hinge)
      page.transform3D = reverse ? hinge.standingTurn : .identity
      page.alpha = reverse ? 0 : 1
    }
    let standing = Self.standingFraction
    animateKeyframes(
      in: transitionContext,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
          page.transform3D = self.reverse ? .identity : self.hinge.standingTurn
        }
        View.addKeyframe(withRelativeStartTime: self.reverse ? 0 : 1 - standing, relativeDuration: standing) {
          page.alpha = self.reverse ? 1 : 0
        }
      },
      completion: { _ in
        View.performWithoutAnimation { container.layer.sublayerTransform = flatSublayers }
        cleanup.complete(transitionContext) { incomingView.moveAnchorPoint(to: incomingAnchor) }
      })
  }
}
