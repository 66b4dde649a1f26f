import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import SegueUI

/// The renderer a ``WindowHost`` attaches to its application: it notes the time of each frame
/// handed over (the application's clock, as the frame loop read it) and passes the frame to a
/// ``PipelinedRenderer``, whose finished frames wait in a ``LatestFrame``.
@MainActor
final class HostRenderer: FrameRenderer {
  /// Called with the time of each frame handed over, before it is.
  private let noted: (Double) -> Void
  private let pipeline: PipelinedRenderer

  /// A renderer drawing `width` × `height` pixel frames at `scale` over black (as the demo
  /// records them) into `latest`, calling `noted` with each frame's time.
  init(width: Int, height: Int, scale: Double, into latest: LatestFrame, noted: @escaping (Double) -> Void) {
    self.noted = noted
    pipeline = PipelinedRenderer(
      width: width, height: height, compositor: Compositor(scale: scale, background: Color.black.premultipliedPixel),
      deliver: { bitmap, time in latest.put(bitmap, time: time) })
  }

  /// Notes `time` and hands `tree` to the drawing thread.
  func render(_ tree: RenderLayer, at time: Double) {
    noted(time)
    pipeline.render(tree, at: time)
  }

  /// Waits until every frame handed over was drawn.
  func waitUntilDrawn() {
    pipeline.waitUntilDrawn()
  }
}
