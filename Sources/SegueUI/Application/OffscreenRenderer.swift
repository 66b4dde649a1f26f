import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender

/// A renderer that composites each frame into a bitmap kept in memory, reusing its storage from
/// frame to frame: the headless sink for tests, recordings and benchmarks.
@MainActor
public final class OffscreenRenderer: FrameRenderer {
  /// The compositor frames are drawn with.
  public let compositor: Compositor
  /// The latest frame drawn (empty before the first).
  public private(set) var frame: Bitmap
  /// The time of the latest frame drawn.
  public private(set) var frameTime: Double?
  private let width: Int
  private let height: Int

  /// Creates a renderer drawing `width` × `height` pixel frames with `compositor`.
  public init(width: Int, height: Int, compositor: Compositor) {
    self.width = width
    self.height = height
    self.compositor = compositor
    self.frame = Bitmap(width: 0, height: 0)
  }

  /// Creates a renderer for `window`'s bounds at its scale over `background`.
  public convenience init(for window: Window, background: Bitmap.Pixel = .clear) {
    self.init(
      width: Int((window.bounds.width * window.scale).rounded(.up)),
      height: Int((window.bounds.height * window.scale).rounded(.up)),
      compositor: Compositor(scale: window.scale, background: background))
  }

  /// Composites `tree` into ``frame``.
  public func render(_ tree: RenderLayer, at time: Double) {
    if frame.width != width || frame.height != height { frame = Bitmap(width: width, height: height) }
    compositor.render(tree, into: &frame)
    frameTime = time
  }
}
