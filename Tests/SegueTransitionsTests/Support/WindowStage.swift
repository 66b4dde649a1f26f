import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI

/// A 320 × 568 window on a virtual clock showing a root view controller, with one finger to
/// drag across it at mid-height, one frame per touch sample.
@MainActor
final class WindowStage: Stage {
  init(root: ViewController) {
    super.init()
    window.rootViewController = root
    application.runFrame()
  }

  /// The finger landing at `startX`, moving in `steps` equal steps to `endX` and, when
  /// `lift`, lifting there: one sample per frame, running those frames.
  func drag(fromX startX: Double, toX endX: Double, steps: Int = 10, lift: Bool = true) {
    touch(.began, atX: startX)
    for step in 1...steps { touch(.moved, atX: startX + (endX - startX) * Double(step) / Double(steps)) }
    if lift { touch(.ended, atX: endX) }
  }

  /// One sample of the finger at `x` in `phase`, delivered in the next frame, which runs.
  func touch(_ phase: Touch.Phase, atX x: Double) {
    application.enqueue([TouchInput(identifier: 0, location: Point(x: x, y: 300), phase: phase, timestamp: clock.now)])
    step()
  }

  /// The life-cycle calls `body` makes (tests run in parallel: a trace records only while the
  /// synchronous body runs).
  func trace(_ body: () -> Void) -> LifecycleTrace {
    let trace = LifecycleTrace(clock: clock)
    trace.record(body)
    return trace
  }
}
