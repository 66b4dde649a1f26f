import SegueMotion

/// Where the frame loop sends each frame's render tree: an offscreen bitmap, a window on
/// screen, a recorder.
@MainActor
public protocol FrameRenderer: AnyObject {
  /// Draws `tree`, the window's presentation at `time`.
  func render(_ tree: RenderLayer, at time: Double)
}
