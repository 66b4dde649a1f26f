import SegueMotion
import SegueUI

/// The window's renderer with a stopwatch: how long compositing took in the latest frame, so
/// that `--timings` can tell it from the frame's preparation.
@MainActor
final class TimedRenderer: FrameRenderer {
  /// The renderer that draws.
  let base: OffscreenRenderer
  /// The compositing time since ``takeElapsed()`` was last called, in milliseconds.
  private var elapsed = 0.0
  /// The tree drawn last.
  private(set) var latestTree: RenderLayer?

  init(_ base: OffscreenRenderer) {
    self.base = base
  }

  func render(_ tree: RenderLayer, at time: Double) {
    let start = ContinuousClock.now
    base.render(tree, at: time)
    latestTree = tree
    elapsed += FrameTimings.milliseconds(ContinuousClock.now - start)
  }

  /// The compositing time since the last call, in milliseconds; starts counting again.
  func takeElapsed() -> Double {
    defer { elapsed = 0 }
    return elapsed
  }
}
