import SegueMotion
import SegueUI

/// A stage whose application runs on a virtual clock, frame by frame.
@MainActor
protocol ClockedStage {
  var clock: VirtualClock { get }
  var application: Application { get }
}

extension ClockedStage {
  /// Runs one frame 1/60 s later.
  func step() { application.step(clock) }

  /// Runs frames for `seconds` of application time.
  func run(for seconds: Double) {
    let end = clock.now + seconds
    while clock.now < end - 1e-9 { step() }
  }

  /// What `view`'s layer shows now.
  func shown(_ view: View) -> LayerValues {
    view.layer.presentation(at: clock.now)
  }
}
