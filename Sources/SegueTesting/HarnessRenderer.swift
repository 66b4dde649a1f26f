import SegueMotion
import SegueUI

/// A harness run's frame sink: keeps the render tree of the latest frame (for
/// ``TransitionHarness/treeHandler``) and composites it only when the run records frames, so
/// that a run that wants trees alone draws no pixels.
@MainActor
final class HarnessRenderer: FrameRenderer {
  /// What composites each frame, while the run records frames.
  private(set) var compositing: OffscreenRenderer?
  /// The tree of the latest frame, `nil` before the first.
  private(set) var latestTree: RenderLayer?

  /// A sink for `window`'s frames that composites them when `composites` is set.
  init(for window: Window, composites: Bool) {
    compositing = composites ? OffscreenRenderer(for: window) : nil
  }

  /// Composites no more frames: the run has every frame it wants.
  func stopCompositing() {
    compositing = nil
  }

  /// Keeps `tree` and composites it when recording.
  func render(_ tree: RenderLayer, at time: Double) {
    latestTree = tree
    compositing?.render(tree, at: time)
  }
}
