import Foundation
import SegueGeometry
import SegueImage
import SegueImageIO
import SegueTesting

/// What a scenario's recording does with each frame the app rendered, on the recording's worker
/// (see ``SerialWorker``): draws the fingers over it, appends it to the animated PNG (filtered
/// and compressed there), measures its motion and keeps a thumbnail for the contact sheet.
struct FrameRecorder {
  /// The recording, written frame by frame.
  let movie: AnimatedPNGWriter
  /// The motion of the app's frames, checked for hitches, pops and snaps.
  private(set) var motion = MotionCheck()
  /// Frames five times a second, with their times, for the contact sheet.
  private(set) var sheetFrames: [(image: Bitmap, label: String)] = []
  /// The last frame recorded, without fingers (the motion check's copy, shared).
  private(set) var lastFrame: Bitmap?
  /// How long each frame took to record, in milliseconds.
  private(set) var milliseconds: [Double] = []
  private var nextSheetTime = 0.0

  init(movie: AnimatedPNGWriter) {
    self.movie = movie
  }

  /// Records `frame`, shown at `time` with fingers at `fingers` (pixels; drawn when not empty,
  /// `scale` pixels per point).
  mutating func record(_ frame: Bitmap, fingers: [Point], scale: Double, at time: Double) throws {
    let start = ContinuousClock.now
    let shown = fingers.isEmpty ? frame : TouchOverlay.drawn(fingers, over: frame, scale: scale)
    try movie.append(shown)
    // The motion check keeps the frame until the next: a copy of its own, so that the app's
    // renderer, whose buffer `frame` is, can draw the next frame into it without copying it.
    var copy = Bitmap(width: frame.width, height: frame.height)
    copy.withUnsafeMutableBytes { target in frame.bytes.withUnsafeBytes { target.copyMemory(from: $0) } }
    motion.append(copy, at: time)
    lastFrame = copy
    if time >= nextSheetTime - 1e-9 {
      // Kept at the sheet's cell width, not the window's: a large window's frames add up.
      let thumbnail = ContactSheet(columns: 1, cellWidth: DemoPlayer.sheetCellWidth).thumbnail(of: shown)
      sheetFrames.append((thumbnail, String(format: "%.1fs", time)))
      nextSheetTime += DemoPlayer.sheetInterval
    }
    milliseconds.append(FrameTimings.milliseconds(ContinuousClock.now - start))
  }
}
