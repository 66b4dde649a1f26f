import SegueGeometry
import SegueUI

/// One scripted action of a demo scenario, played on the virtual clock.
enum DemoStep {
  /// Lets the app run for a number of seconds.
  case wait(Double)
  /// A tap, named for the trace, on the centre of the view `target` finds when the tap starts.
  case tap(String, target: @MainActor () -> View?)
  /// A finger, named for the trace, landing at `from` and moving steadily to `to` over
  /// `seconds`, then lifting; points in fractions of the window's size (0 … 1), so a script
  /// plays at any window size.
  case pan(String, from: Point, to: Point, seconds: Double)

  /// The name written into the trace when the step starts, `nil` for a wait.
  var name: String? {
    switch self {
    case .wait: nil
    case .tap(let name, _): "tap \(name)"
    case .pan(let name, _, _, _): "pan \(name)"
    }
  }
}
