import SegueImage
import SnapshotTesting

extension Snapshotting where Value == ScriptedTransition, Format == Bitmap {
  /// The transition at each of `progress` side by side in one contact-sheet PNG, each frame
  /// labelled with its progress, compared pixel for pixel (see ``Snapshotting/png``); a
  /// mismatch also names the progress of the frame its first differing pixel is in.
  ///
  /// Progress `p` is the frame `p` of the way from the frame the transition began in to the one
  /// it ended in (the nearest, at the display's refresh rate): for an animated transition, the
  /// frame nearest `p` × its duration; for a scrubbed or gesture-driven one, that point of the
  /// whole run. A progress outside 0…1 (or not a number) records a test failure and is clamped.
  public static func frames(at progress: [Double]) -> Snapshotting {
    let png = Snapshotting<Bitmap, Bitmap>.png
    var diffing = png.diffing
    diffing.diffV2 = { reference, actual in
      guard let (message, attachments) = png.diffing.diffV2(reference, actual) else { return nil }
      guard let difference = PixelDifference(reference: reference, actual: actual), !progress.isEmpty else {
        return (message, attachments)
      }
      let cell = (actual.width - TransitionFilm.sheetSpacing) / progress.count
      let index = min(progress.count - 1, max(0, (difference.first.x - TransitionFilm.sheetSpacing) / max(1, cell)))
      return ("\(message) (in the frame at progress \(TransitionFilm.label(progress[index])))", attachments)
    }
    return Snapshotting(pathExtension: png.pathExtension, diffing: diffing) { transition in
      transition.onMainActor {
        if progress.isEmpty { TestFailure.record("frames(at:) was given no progress; give some, such as [0, 0.5, 1]") }
        for value in progress where !(0...1).contains(value) {
          TestFailure.record("frames(at:) was given the progress \(value); give progress from 0 to 1")
        }
        let clamped = progress.map { $0.isNaN ? 0 : min(1, max(0, $0)) }
        return $0.checkedFilm().contactSheet(at: clamped)
      }
    }
  }
}
