import SegueGeometry
import SegueImage
import SegueMotion
import SegueUI

/// Runs an app's transition in a fresh window on a virtual clock, drawing every frame, for a
/// ``ScriptedTransition``.
///
/// The root view controller is shown for one frame; then the trigger runs and the gesture's
/// samples are queued from the next frame on, and frames run until the transition has begun
/// and ended (no view controller under the root has a transition coordinator any more) or,
/// when none begins, until the samples are delivered and three more frames have run.
@MainActor
struct AppFilming {
  /// The window's size in points.
  let size: Size
  /// Device pixels per point.
  let scale: Double
  /// The display's refresh rate.
  let framesPerSecond: Int

  /// How many frames to wait for a transition once the trigger ran and the samples are
  /// delivered: a requested transition begins on the next frame.
  static let framesToBegin = 3

  /// The film of the transition `make`'s trigger or `gesture` starts in `make`'s root.
  func film(
    _ make: @MainActor () -> (root: ViewController, trigger: @MainActor () -> Void), gesture: GestureRecording?,
    until limit: Double
  ) -> TransitionFilm {
    let clock = VirtualClock()
    let window = Window(frame: Rect(origin: .zero, size: size))
    window.scale = scale
    let application = Application(window: window, clock: clock, framesPerSecond: framesPerSecond)
    let renderer = OffscreenRenderer(for: window, background: Color.white.premultipliedPixel)
    application.renderer = renderer
    let trace = LifecycleTrace(clock: clock)
    var frames: [Bitmap] = []
    var span: (begin: Int?, end: Int?) = (nil, nil)
    let (_, issues) = TransitionDiagnostics.collectingIssues {
      let (root, trigger) = make()
      window.rootViewController = root
      application.step(clock)
      trace.record {
        trigger()
        if let gesture { application.enqueue(Self.samples(of: gesture, from: clock.now + 1 / Double(framesPerSecond))) }
        var idle = 0
        while clock.now < limit, idle < Self.framesToBegin {
          application.step(clock)
          frames.append(renderer.frame)
          let running = Self.isTransitioning(under: root)
          if span.begin == nil {
            if running { span.begin = frames.count - 1 } else if !application.hasPendingInput { idle += 1 }
          } else if !running {
            span.end = frames.count - 1
            break
          }
        }
      }
    }
    var problems = issues.map(\.message) + trace.appearanceViolations
    let shown: [Bitmap]
    switch span {
    case (let begin?, let end?):
      shown = Array(frames[begin...end])
    case (.some, nil):
      problems.append("the transition never ended within \(limit) seconds; check that its animator completes it")
      shown = frames
    case (nil, _):
      problems.append(
        "no transition began after the \(gesture == nil ? "trigger" : "gesture"); check that it starts an animated "
          + "transition in the root's window")
      shown = frames
    }
    return TransitionFilm(frames: shown, framesPerSecond: framesPerSecond, trace: trace.events, problems: problems)
  }

  /// `gesture`'s samples moved in time so that the first is at `start`, keeping their spacing.
  static func samples(of gesture: GestureRecording, from start: Double) -> [TouchInput] {
    guard let first = gesture.samples.first?.timestamp else { return [] }
    return gesture.samples.map { sample in
      var sample = sample
      sample.timestamp = start + (sample.timestamp - first)
      return sample
    }
  }

  /// Whether a view controller under `root` (its children and presented ones, at any depth) is
  /// in a transition.
  static func isTransitioning(under root: ViewController) -> Bool {
    var queue = [root]
    while let controller = queue.popLast() {
      if controller.transitionCoordinator != nil { return true }
      queue += controller.children
      if let presented = controller.presentedViewController { queue.append(presented) }
    }
    return false
  }
}
