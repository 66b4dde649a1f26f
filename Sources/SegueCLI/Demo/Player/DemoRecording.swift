import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import SegueTesting
import SegueUI

/// What playing a scenario produced besides its recording: the contact sheet's frames, the
/// life-cycle trace and the results of the contract checks.
struct DemoRecording {
  /// Frames five times a second, with their times, for the contact sheet.
  var sheetFrames: [(image: Bitmap, label: String)]
  /// How many frames were rendered.
  var frameCount: Int
  /// Where the time went: preparation, compositing and recording of each frame.
  var timings: FrameTimings
  /// The life-cycle trace of the whole scenario.
  var trace: LifecycleTrace
  /// The contract violations found: unbalanced or misordered appearance calls, diagnostics
  /// Segue reported, transitions still running at the end.
  var violations: [String]
  /// The frame drawn at the middle of the first transition, when the play captured it.
  var capturedFrame: CapturedFrame?
  /// The last frame, at full size and without fingers.
  var lastFrame: Bitmap?
}
