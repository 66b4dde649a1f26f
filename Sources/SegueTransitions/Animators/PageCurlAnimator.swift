import SegueGeometry
import SegueUI

/// A page curl that really curls: the old screen lifts from its right edge and rolls over to the
/// left around a cylinder lying on it, its back showing light and shaded, until it is rolled up
/// beyond the left edge and the new screen lies uncovered beneath; reversed, the new screen
/// unrolls over the old one from the left, the exact time mirror.
///
/// The geometry (`CurlCylinder`): a cylinder of ``radiusFraction`` of the page's width, its
/// axis vertical, rolls from the page's right edge until its far side has passed the
/// container's left edge. Left of the line where it touches the page, the page lies flat; a
/// line of the page an arc `s` past it lies on the cylinder, turned by `s / r` and lifted by
/// `r (1 − cos(s / r))`; past a half turn the page lies flat on top, face down, running back to
/// the left. The page is cut into vertical strips (`CurlPage`: ``stripWidth`` points, fewer
/// on a small page so that a strip turns through at most ``stripTurn``), slices of one picture
/// of the page taken when the transition starts (one picture rather than a resizable snapshot
/// per strip, which would draw the page once per strip); each strip lies along the tangent at
/// its middle. A strip facing away shows the page's back: the picture seen from behind, mirrored,
/// under white at ``backOpacity``, so that the page's print shows faintly through as on paper;
/// a black shade whose opacity rises in proportion to the strip's angle from lying flat, to
/// ``shading`` edge-on, darkens the roll towards its silhouette.
///
/// Drawing: only where the page bends is it drawn strip by strip. Where it lies flat, face up
/// left of the cylinder or face down on top, a flat part of the page is exactly the page (or
/// its mirror image), so runs of flat strips are drawn as one face each (`CurlRun`), riding on
/// the carriage of their first strip, while the strips they stand for are transparent; zero-length
/// keyframes switch faces at the moments a strip reaches or leaves the cylinder (`CurlSchedule`),
/// so that every frame, scrubbed, reversed or paced, has the same pixels as strip by strip, with
/// a few layers for the flat parts rather than one per strip. Runs rather than one face resized
/// as the page curls keep every face's geometry fixed: a switch only changes opacities. The
/// poses where a strip reaches the cylinder and lies down on top are exactly flat, so that flat
/// strips are drawn as the page is, not through the perspective. And what is hidden is left out:
/// while the roll's far half and the top cover every pixel a flat strip or one on the roll's
/// near half could touch, with a margin of 2 pixels (`CurlOcclusion`, when the page's picture is
/// opaque), its carriage is transparent, as is any carriage carrying nothing drawn.
///
/// Depth: the perspective, set on the container's sublayer transform while the page curls, has
/// its eye ``viewingDistance`` times the container's larger side away; the strips share one
/// transform layer over the new screen, so they are drawn back to front by depth, the roll over
/// the flat page and its top over its sides. Scrubbing shows exactly the right curl at every
/// progress: each strip's carriage (a transform layer on the line the strip turns about, a
/// radius above the table) moves and turns linearly with progress between the moments the strip
/// reaches the cylinder, stands edge-on and lies down on top, and those moments are its
/// keyframes, interpolated linearly (no more than a quarter turn apart, which the decomposed
/// interpolation of transforms turns through exactly). Segue's choices throughout: 0.8 s,
/// ease-in-ease-out (linear while interactive); the real view the strips show is hidden while
/// they stand in for it; at the end, finished or cancelled, the strips are gone, both views are
/// as they were (the new one in place) and the container has its sublayer transform back.
@MainActor
public final class PageCurlAnimator: TimedTransitionAnimator {
  /// The curl's default length, in seconds.
  nonisolated public static let defaultDuration = 0.8
  /// The cylinder's radius as a fraction of the page's width.
  public static let radiusFraction = 0.1
  /// The width a strip is cut to, in points, to the nearest whole number of strips.
  public static let stripWidth = 4.0
  /// The largest angle a strip turns through on the cylinder, which narrows the strips of a
  /// small page.
  public static let stripTurn = Double.pi / 16
  /// The opacity of the shade on a strip standing edge-on.
  public static let shading = 0.5
  /// The opacity of the white over the mirrored picture on the page's back.
  public static let backOpacity = 0.8
  /// The perspective's eye distance, as a multiple of the container's larger side.
  public static let viewingDistance = 2.0

  /// Whether the new screen unrolls over the old one rather than the old one rolling away.
  public let reverse: Bool
  /// The length of the curl, in seconds.
  public let duration: Double
  /// Whether strips lying flat lie exactly flat and runs of them are drawn as one face each
  /// (see `CurlRun`), rather than strip by strip with poses computed at each break's progress,
  /// which draws the same pixels; tests turn it off to compare.
  var mergesFlatRuns = true

  /// Creates the curl, the old page rolling away unless `reverse`, over `duration` seconds.
  public init(reverse: Bool = false, duration: Double = defaultDuration) {
    self.reverse = reverse
    self.duration = duration
  }

  /// Rolls the old page up off the new one, or unrolls the new one over the old.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (opening, outgoingView, incomingView) = transitionContext.beginMoving(for: self) else { return }
    var cleanup = opening
    let container = transitionContext.containerView
    let flatSublayers = container.layer.sublayerTransform
    transitionContext.place(incomingView, onTop: reverse, of: outgoingView)
    let curling = reverse ? incomingView : outgoingView
    let bounds = container.bounds
    let eye = Self.viewingDistance * max(bounds.width, bounds.height, 1)
    let page = CurlPage(
      of: curling, afterScreenUpdates: reverse, leftEdge: bounds.minX, reverse: reverse, mergesFlatRuns: mergesFlatRuns,
      perspective: (Point(x: bounds.midX, y: bounds.midY), eye))
    let stage = TransformView(frame: bounds)
    stage.bounds = bounds
    for strip in page.strips { stage.addSubview(strip.view) }
    container.addSubview(stage)
    cleanup.removeAtEnd(stage)
    curling.isHidden = true
    View.performWithoutAnimation {
      container.layer.sublayerTransform = .perspective(distance: eye)
      page.showStart()
    }
    animateKeyframes(
      in: transitionContext, animations: { page.addKeyframes() },
      completion: { _ in
        View.performWithoutAnimation { container.layer.sublayerTransform = flatSublayers }
        cleanup.complete(transitionContext) { incomingView.isHidden = false }
      })
  }
}
