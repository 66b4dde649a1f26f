/// The progress of one property animator over time, shared by the tracks it attaches to layers:
/// they read it whenever a presentation is computed, so pausing, scrubbing and continuing need
/// no change to the layers.
///
/// It holds either a run, or — while paused — a fixed fraction complete and progress. It keeps
/// no history: asked for a time before the current run began, it gives the run's start.
@MainActor
final class AnimatorTimeline {
  /// The current run, `nil` while paused.
  var run: AnimatorRun?
  /// The fraction complete while paused.
  var fraction = 0.0
  /// The progress while paused.
  var progress = 0.0

  /// The progress at absolute time `time`.
  func progress(at time: Double) -> Double {
    run?.progress(at: time) ?? progress
  }

  /// The fraction complete at absolute time `time`.
  func fraction(at time: Double) -> Double {
    run?.fraction(at: time) ?? fraction
  }

  /// The rate of change of progress at absolute time `time`.
  func velocity(at time: Double) -> Double {
    run?.velocity(at: time) ?? 0
  }

  /// Ends the run, holding its fraction complete and progress at `time`.
  func hold(at time: Double) {
    guard let run else { return }
    fraction = run.fraction(at: time)
    progress = run.progress(at: time)
    self.run = nil
  }

  /// Back to the start: paused at 0.
  func reset() {
    run = nil
    fraction = 0
    progress = 0
  }
}
