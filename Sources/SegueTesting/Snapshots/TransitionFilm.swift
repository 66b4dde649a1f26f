import SegueImage
import SegueImageIO
import SegueUI

/// What a ``ScriptedTransition`` showed: its frames from the one the transition began in to the
/// one it ended in, the life-cycle calls and what went wrong.
struct TransitionFilm {
  /// The frames, one per display refresh, the first where the transition began and the last
  /// where it ended (every frame drawn when it never began or never ended).
  let frames: [Bitmap]
  /// The display's refresh rate.
  let framesPerSecond: Int
  /// The life-cycle calls from the trigger to the end.
  let trace: [LifecycleEvent]
  /// Every problem of the run, each a line for a person.
  let problems: [String]

  /// The gap in pixels around and between the frames of a contact sheet.
  static let sheetSpacing = 4

  /// The frame `progress` of the way from the first frame to the last (the nearest one).
  func frame(at progress: Double) -> Bitmap {
    frames[Int((progress * Double(frames.count - 1)).rounded())]
  }

  /// The frames at `progress` side by side in a contact sheet, each labelled with its progress;
  /// an empty bitmap when there are no frames or no progress points.
  func contactSheet(at progress: [Double]) -> Bitmap {
    guard let width = frames.first?.width, !progress.isEmpty else { return Bitmap(width: 0, height: 0) }
    let sheet = ContactSheet(
      columns: progress.count, cellWidth: max(1, width), spacing: Self.sheetSpacing, labelHeight: 12,
      background: Bitmap.Pixel(red: 255, green: 255, blue: 255))
    return sheet.render(progress.map { (frame(at: $0), Self.label($0)) })
  }

  /// The frames as a sequence for ``Snapshotting/animatedPNG``.
  var sequence: FrameSequence {
    FrameSequence(frames: frames, framesPerSecond: framesPerSecond)
  }

  /// `0`, `0.25`, `1`: the shortest form of `progress`.
  static func label(_ progress: Double) -> String {
    progress == progress.rounded() ? String(Int(progress)) : String(progress)
  }
}
