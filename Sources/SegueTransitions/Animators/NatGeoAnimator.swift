import SegueGeometry
import SegueUI

/// A magazine cover opening: the old screen swings open about its left edge and away into the
/// distance, as the cover of National Geographic's app did, while the new page arrives from the
/// right, tilted, and settles flat; reversed, the page leaves that way and the cover closes
/// over it.
///
/// As VCTransitionsLibrary's nat-geo (`CENatGeoAnimationController`) moves it, each screen with
/// the perspective `m34 = −1/500` in its own transform: the page starts 5° turned about the
/// line of sight, moved a screen's width right, 40 points up and 150 towards the viewer, turned
/// 45° about its vertical and 10° about its horizontal centre line, and comes flat over the
/// whole duration; the cover, hinged at its left edge, waits a fifth of the duration, then
/// moves 170 points right and 30 away and turns 80° about its hinge over the rest, each
/// ease-in-ease-out (linear while interactive). The library's distances are for a screen 320
/// points wide; Segue scales them with the container's width, and moves the page's start on
/// until none of it shows on the first frame. Segue's choices: 1 s (the
/// library's); reversed is the exact time mirror (the cover closes over the first four fifths
/// while the page leaves over the whole); the new page is drawn over the cover, as in the
/// library. At the end, finished or cancelled, both screens have their anchor points,
/// transforms and frames back (the library leaves the cover hinged when cancelled).
@MainActor
public final class NatGeoAnimator: TimedTransitionAnimator {
  /// The transition's default length, in seconds.
  nonisolated public static let defaultDuration = 1.0
  /// The library's fraction of the duration the cover turns in, at its end.
  public static let coverFraction = 0.8
  /// The library's perspective distance, in points.
  public static let perspectiveDistance = 500.0

  /// Whether the page leaves and the cover closes rather than the cover opening on a new page.
  public let reverse: Bool
  /// The length of the transition, in seconds.
  public let duration: Double

  /// Creates the cover opening unless `reverse`, over `duration` seconds.
  public init(reverse: Bool = false, duration: Double = defaultDuration) {
    self.reverse = reverse
    self.duration = duration
  }

  /// The flat end of either screen: only the perspective.
  public static var flat: Transform3D { .perspective(distance: perspectiveDistance) }

  /// Where the cover ends, hinged at its left edge, for a screen `width` points wide.
  public static func opened(width: Double) -> Transform3D {
    let scale = width / 320
    return flat.rotated(by: 80 * .pi / 180, x: 0, y: 1, z: 0).translatedBy(x: 0, y: 0, z: -30 * scale)
      .translatedBy(x: 170 * scale, y: 0, z: 0)
  }

  /// Where the page of `size` starts: the library's start, moved on to the right as far as it
  /// takes for no corner of the page to show on a screen of that size (on a screen taller than
  /// the library's, the page's turn brings its lower left corner into view otherwise).
  public static func arriving(size: Size) -> Transform3D {
    let scale = size.width / 320
    let start = flat.rotated(by: 5 * .pi / 180, x: 0, y: 0, z: 1)
      .translatedBy(x: size.width, y: -40 * scale, z: 150 * scale)
      .rotated(by: -45 * .pi / 180, x: 0, y: 1, z: 0).rotated(by: 10 * .pi / 180, x: 1, y: 0, z: 0)
    let (halfWidth, halfHeight) = (size.width / 2, size.height / 2)
    let corners = [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)].compactMap {
      start.project(Point(x: $0.0 * halfWidth, y: $0.1 * halfHeight))?.x
    }
    let shift = max(0, halfWidth - (corners.min() ?? halfWidth))
    return start.concatenating(Transform3D(translationX: shift.rounded(.up), y: 0, z: 0))
  }

  /// Opens the cover on the new page, or takes the page away and closes the cover.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (cleanup, outgoingView, incomingView) = transitionContext.beginMoving(for: self) else { return }
    let container = transitionContext.containerView
    let (cover, page) = reverse ? (incomingView, outgoingView) : (outgoingView, incomingView)
    transitionContext.place(incomingView, onTop: !reverse, of: outgoingView)
    let width = container.bounds.width
    let (opened, arriving) = (Self.opened(width: width), Self.arriving(size: page.bounds.size))
    let incomingAnchor = incomingView.layer.anchorPoint
    View.performWithoutAnimation {
      cover.hinge(at: .minXEdge)
      cover.transform3D = reverse ? opened : Self.flat
      page.transform3D = reverse ? Self.flat : arriving
    }
    let total = transitionDuration(using: transitionContext)
    let options = transitionContext.animationOptions(.curveEaseInOut)
    let coverDuration = Self.coverFraction * total
    View.animate(
      withDuration: coverDuration, delay: reverse ? 0 : total - coverDuration, options: options,
      animations: { cover.transform3D = self.reverse ? Self.flat : opened })
    View.animate(
      withDuration: total, delay: 0, options: options,
      animations: { page.transform3D = self.reverse ? arriving : Self.flat },
      completion: { _ in
        cleanup.complete(transitionContext) {
          incomingView.moveAnchorPoint(to: incomingAnchor)
          incomingView.transform3D = .identity
        }
      })
  }
}
