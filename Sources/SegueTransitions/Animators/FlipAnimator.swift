import SegueGeometry
import SegueUI

/// A flip around the vertical axis, with perspective: the old screen turns away about its
/// vertical centre line until it stands edge-on, then the new screen turns in from edge-on to
/// flat, as a card shows its other face.
///
/// 0.5 s, ease-in-ease-out (linear while interactive): the old screen turns through the first
/// half, the new one through the second, both under the perspective `m34 = −1/500` (the
/// distance of VCTransitionsLibrary's flip), set on the container's sublayer transform for the
/// length of the transition so that the screens' own transforms are pure turns, which
/// interpolate to the exact angle on every frame (a perspective inside each turn would change
/// with the angle and bend the interpolation). By default
/// the right edge comes towards the viewer (the platform's flip from the left); `reverse`
/// turns the other way, for the way back. Segue's choices: the screens turn as wholes, not
/// cut into halves by snapshots as the library's does, so that the real views stay live; the
/// turns end exactly edge-on, where nothing of either screen shows, so no sorting of faces is
/// needed; both screens get their transforms back at the end, and a cancelled transition
/// leaves both as they were. The perspective's centre is the container's, so screens that fill
/// it (a navigation, tab or custom container, a full-screen presentation) turn about their own
/// centres; a screen off the container's centre would turn about an off-centre vanishing point
/// and show a sliver edge-on.
@MainActor
public final class FlipAnimator: TimedTransitionAnimator {
  /// The flip's default length, in seconds.
  nonisolated public static let defaultDuration = 0.5
  /// The perspective's viewing distance, in points.
  public static let perspectiveDistance = 500.0

  /// Whether the left edge comes towards the viewer rather than the right.
  public let reverse: Bool
  /// The length of the flip, in seconds.
  public let duration: Double

  /// Creates a flip, the right edge coming forward unless `reverse`, over `duration` seconds.
  public init(reverse: Bool = false, duration: Double = defaultDuration) {
    self.reverse = reverse
    self.duration = duration
  }

  /// A turn of `angle` radians about the vertical axis.
  public static func turn(_ angle: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
  }

  /// Turns the old screen away, then the new one in.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (cleanup, outgoingView, incomingView) = transitionContext.beginMoving(for: self) else { return }
    let container = transitionContext.containerView
    let flatSublayers = container.layer.sublayerTransform
    incomingView.frame = transitionContext.finalFrameOfToView
    container.addSubview(incomingView)
    // A positive turn about y brings the left edge forward.
    let edgeOn = (reverse ? 1.0 : -1.0) * Double.pi / 2
    View.performWithoutAnimation {
      container.layer.sublayerTransform = .perspective(distance: Self.perspectiveDistance)
      outgoingView.transform3D = Self.turn(0)
      incomingView.transform3D = Self.turn(-edgeOn)
    }
    animateKeyframes(
      in: transitionContext,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          outgoingView.transform3D = Self.turn(edgeOn)
        }
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { incomingView.transform3D = Self.turn(0) }
      },
      completion: { _ in
        View.performWithoutAnimation { container.layer.sublayerTransform = flatSublayers }
        cleanup.complete(transitionContext)
      })
  }
}
