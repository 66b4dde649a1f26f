import SegueGeometry
import SegueMotion
import SegueUI

/// A page cut into vertical strips that curl around a cylinder: slices of one picture of the
/// page, each on a carriage posed by the cylinder.
@MainActor
struct CurlPage {
  /// The strips, left to right.
  let strips: [CurlStrip]
  /// The cylinder the page curls around.
  let cylinder: CurlCylinder

  /// Strips of `view` (pictured as `afterScreenUpdates` says) over it, and the cylinder that
  /// rolls the page up beyond `leftEdge`.
  ///
  /// The strips are ``PageCurlAnimator/stripWidth`` points wide, narrower on a small page so that
  /// none turns through more than ``PageCurlAnimator/stripTurn`` on the cylinder, and at least a
  /// pixel; their edges lie on whole pixels, and each reaches a quarter of a pixel over the edges
  /// it shares with its neighbours (showing their part of the picture there), so that the
  /// background never shows between two strips meeting at an angle, while on the flat page they
  /// cover the same pixels as the page.
  init(of view: View, afterScreenUpdates: Bool, leftEdge: Double) {
    let picture = view.snapshotView(afterScreenUpdates: afterScreenUpdates).layer
    let frame = view.frame
    let size = view.bounds.size
    let radius = max(size.width * PageCurlAnimator.radiusFraction, 1)
    cylinder = CurlCylinder(page: frame, leftEdge: leftEdge, radius: radius)
    let scale = view.window?.scale ?? 1
    let width = min(PageCurlAnimator.stripWidth, radius * PageCurlAnimator.stripTurn)
    // A page without area has no strips (and so nothing to divide by).
    let count =
      size.width > 0 && size.height > 0 ? max(1, min(Int((size.width / width).rounded()), Int(size.width * scale))) : 0
    let xs = (0...count).map { (Double($0) * size.width / Double(count) * scale).rounded() / scale }
    let overlap = 0.25 / scale
    strips = (0..<count).map { index in
      var edges: EdgeAntialiasingMask = [.layerTopEdge, .layerBottomEdge]
      if index == 0 { edges.insert(.layerLeftEdge) }
      if index == count - 1 { edges.insert(.layerRightEdge) }
      let minX = index == 0 ? xs[index] : xs[index] - overlap
      let maxX = index == count - 1 ? xs[index + 1] : xs[index + 1] + overlap
      let part = Rect(x: minX, y: 0, width: maxX - minX, height: size.height)
      return CurlStrip(picture: picture, part: part, page: frame, radius: radius, edges: edges)
    }
  }

  /// Poses every strip as the page is curled at `progress`; inside an animation block the change
  /// animates.
  func show(at progress: Double) {
    for strip in strips { strip.show(cylinder.pose(ofLineAt: strip.line, progress: progress)) }
  }

  /// Adds, inside a `View.animateKeyframes` block, each strip's keyframes: its pose at each of
  /// its breaks, reached linearly from the one before, from the flat page to the rolled-up one
  /// or, `reverse`, back.
  func addKeyframes(reverse: Bool) {
    for strip in strips {
      let breaks = cylinder.breaks(ofLineAt: strip.line)
      let times = reverse ? breaks.reversed().map { 1 - $0 } : breaks
      for (start, end) in zip(times, times.dropFirst()) {
        View.addKeyframe(withRelativeStartTime: start, relativeDuration: end - start) {
          strip.show(cylinder.pose(ofLineAt: strip.line, progress: reverse ? 1 - end : end))
        }
      }
    }
  }
}
