import SegueImage
import SnapshotTesting

extension Snapshotting where Value == ScriptedTransition, Format == Bitmap {
  /// The transition at each of `progress` side by side in one contact-sheet PNG, each frame
  /// labelled with its progress, compared pixel for pixel (see ``Snapshotting/png``).
  ///
  /// Progress `p` is the frame `p` of the way from the frame the transition began in to the one
  /// it ended in (the nearest, at the display's refresh rate): for an animated transition, the
  /// frame nearest `p` × its duration; for a scrubbed or gesture-driven one, that point of the
  /// whole run. A progress outside 0…1 (or not a number) records a test failure and is clamped.
  public static func frames(at progress: [Double]) -> Snapshotting {
    Snapshotting<Bitmap, Bitmap>.png.pullback { transition in
      MainActor.assumeIsolated {
        if progress.isEmpty { TestFailure.record("frames(at:) was given no progress; give some, such as [0, 0.5, 1]") }
        for value in progress where !(0...1).contains(value) {
          TestFailure.record("frames(at:) was given the progress \(value); give progress from 0 to 1")
        }
        let clamped = progress.map { $0.isNaN ? 0 : min(1, max(0, $0)) }
        return transition.checkedFilm().contactSheet(at: clamped)
      }
    }
  }
}
