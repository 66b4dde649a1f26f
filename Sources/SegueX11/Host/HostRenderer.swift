import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import SegueUI

/// The renderer a ``WindowHost`` attaches to its application: it passes each frame whose tree
/// differs from the last one drawn to a ``PipelinedRenderer``, whose finished frames wait in a
/// ``LatestFrame``, and tells the host the time of each frame (the application's clock, as the
/// frame loop read it) and whether it is drawn.
///
/// Segue's choice: a frame showing exactly what the window shows already is not composited
/// again, so an app at rest costs its frame loop's bookkeeping and a comparison of trees (whose
/// images compare by buffer first), not a frame's drawing, 60 times a second.
@MainActor
final class HostRenderer: FrameRenderer {
  /// Called with the time of each frame handed over and whether it is drawn, before it is.
  private let noted: (Double, Bool) -> Void
  private let pipeline: PipelinedRenderer
  /// The tree of the last frame drawn.
  private var drawn: RenderLayer?

  /// A renderer drawing `width` × `height` pixel frames at `scale` over black (as the demo
  /// records them) into `latest`, calling `noted` with each frame's time and whether it is drawn.
  init(width: Int, height: Int, scale: Double, into latest: LatestFrame, noted: @escaping (Double, Bool) -> Void) {
    self.noted = noted
    pipeline = PipelinedRenderer(
      width: width, height: height, compositor: Compositor(scale: scale, background: Color.black.premultipliedPixel),
      deliver: { bitmap, time in latest.put(bitmap, time: time) })
  }

  /// Hands `tree` to the drawing thread unless it is the tree drawn last, noting which.
  func render(_ tree: RenderLayer, at time: Double) {
    guard tree != drawn else { return noted(time, false) }
    noted(time, true)
    drawn = tree
    pipeline.render(tree, at: time)
  }

  /// Waits until every frame handed over was drawn.
  func waitUntilDrawn() {
    pipeline.waitUntilDrawn()
  }

  /// Whether a frame handed over is still being drawn.
  var isDrawing: Bool { pipeline.isDrawing }
}
