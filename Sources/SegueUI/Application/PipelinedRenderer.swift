import Dispatch
import SegueImage
import SegueMotion
import SegueRender
import Synchronization

/// A renderer that composites each frame on a thread of its own while the main actor prepares
/// the next: what a live window runs, so that a frame's events, layout and animations overlap
/// the previous frame's drawing.
///
/// ``render(_:at:)`` hands the tree over and returns; it waits only while an earlier frame is
/// still waiting to be drawn, so at most one frame is drawn and one waits (and memory stays at
/// two trees and one bitmap). Each drawn frame goes to `deliver`, on the drawing thread, in the
/// order the trees came; ``waitUntilDrawn()`` waits for every frame handed over. Compositing
/// reads only the immutable tree, so the frames are byte for byte those an
/// ``OffscreenRenderer`` with the same compositor draws.
@MainActor
public final class PipelinedRenderer: FrameRenderer {
  /// The compositor frames are drawn with.
  public let compositor: Compositor
  private let line: DrawingLine

  /// Creates a renderer drawing `width` × `height` pixel frames with `compositor`, handing each
  /// frame and its time to `deliver` on the drawing thread.
  public init(
    width: Int, height: Int, compositor: Compositor, deliver: @escaping @Sendable (Bitmap, Double) -> Void
  ) {
    self.compositor = compositor
    line = DrawingLine(width: width, height: height, compositor: compositor, deliver: deliver)
  }

  /// Creates a renderer for `window`'s bounds at its scale over `background`.
  public convenience init(
    for window: Window, background: Bitmap.Pixel = .clear, deliver: @escaping @Sendable (Bitmap, Double) -> Void
  ) {
    self.init(
      width: Int((window.bounds.width * window.scale).rounded(.up)),
      height: Int((window.bounds.height * window.scale).rounded(.up)),
      compositor: Compositor(scale: window.scale, background: background), deliver: deliver)
  }

  /// Hands `tree`, the window's presentation at `time`, to the drawing thread.
  public func render(_ tree: RenderLayer, at time: Double) {
    line.draw(tree, at: time)
  }

  /// Waits until every frame handed over was drawn and delivered.
  public func waitUntilDrawn() {
    line.drain()
  }

  /// Whether a frame handed over is still being drawn or waiting to be (``render(_:at:)`` would
  /// then queue the next behind it, or wait): a live host that wants the newest state on
  /// screen runs its next frame once this is false.
  public var isDrawing: Bool { line.pending.load(ordering: .acquiring) > 0 }
}

/// The drawing thread's queue and its frame. Unchecked `Sendable`: `frame` is touched only on
/// `queue`.
private final class DrawingLine: @unchecked Sendable {
  private let queue = DispatchQueue(label: "segue.pipelined-renderer")
  /// One slot for a frame waiting while another is drawn.
  private let waiting = DispatchSemaphore(value: 2)
  private let compositor: Compositor
  private let deliver: @Sendable (Bitmap, Double) -> Void
  private var frame: Bitmap
  /// Frames handed over and not yet delivered.
  let pending = Atomic<Int>(0)

  init(width: Int, height: Int, compositor: Compositor, deliver: @escaping @Sendable (Bitmap, Double) -> Void) {
    self.compositor = compositor
    self.deliver = deliver
    frame = Bitmap(width: width, height: height)
  }

  func draw(_ tree: RenderLayer, at time: Double) {
    waiting.wait()
    pending.add(1, ordering: .relaxed)
    queue.async { [self] in
      compositor.render(tree, into: &frame)
      // Counted out before delivery, so that whoever the delivery wakes sees the line free.
      pending.subtract(1, ordering: .releasing)
      deliver(frame, time)
      waiting.signal()
    }
  }

  func drain() {
    queue.sync {}
  }
}
