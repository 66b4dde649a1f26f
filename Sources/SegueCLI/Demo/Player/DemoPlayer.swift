import Foundation
import SegueGeometry
import SegueImageIO
import SegueMotion
import SegueRender
import SegueUI

/// Plays a scenario: its app in a window on a virtual clock, its script as touches, every
/// frame rendered and recorded, the life-cycle trace and Segue's diagnostics collected — the
/// transition issues and the problems the animation, gesture and event systems recovered from,
/// each a contract violation.
@MainActor
struct DemoPlayer {
  /// How long a tap's finger stays down, in seconds.
  static let tapDuration = 0.08
  /// How often a frame goes on the contact sheet, in seconds.
  nonisolated static let sheetInterval = 0.2
  /// The width of a contact sheet's cells, in pixels; frames are kept at that width.
  nonisolated static let sheetCellWidth = 120
  /// How many times a second a scripted finger reports where it is, whatever the frame rate, so
  /// that a pan is a pan at 1 frame per second too.
  static let touchSampleRate = 60.0
  /// The lowest frame rate whose recordings get the motion check (see ``MotionCheck``): below
  /// it every motion is a series of jumps.
  static let motionCheckRate = 24

  /// The window's size in points.
  let size: PixelSize
  /// Device pixels per point: the frames are `size` times this.
  var scale = 1
  /// Frames per second of the virtual clock.
  let fps: Int
  /// Whether the recordings show the fingers as translucent discs.
  var showsTouches = true
  /// Whether to keep the tree drawn at the middle of the first transition (``DemoRecording/capturedFrame``).
  var captures = false
  /// A recorded gesture played instead of the scenario's script (then a second to settle), if any.
  var gesture: GestureRecording?
  /// Whether the app runs with reduced motion (``Application/isReduceMotionEnabled``).
  var reducesMotion = false

  /// Plays `scenario` to the end of its script, writing its frames as an animated PNG at
  /// `moviePath` as they are rendered.
  func play(_ scenario: DemoScenario, recordingTo moviePath: String) throws -> DemoRecording {
    let session = try Session(
      size: size, scale: scale, fps: fps, showsTouches: showsTouches, captures: captures, moviePath: moviePath)
    session.application.isReduceMotionEnabled = reducesMotion
    let app = scenario.makeApp(Size(width: Double(size.width), height: Double(size.height)))
    let diagnostics = try Diagnostics.collecting {
      try session.trace.record {
        session.window.rootViewController = app.rootViewController
        try session.start()
        for step in gesture.map({ [DemoStep.gesture("recorded", $0), .wait(1)] }) ?? app.script {
          if let name = step.name { session.trace.append(subject: "script", call: name) }
          try session.perform(step)
        }
      }
    }.diagnostics
    let issues = diagnostics.map { "Segue reported: \($0.message)" }
    let recorded = try session.finish()
    var violations = session.trace.contractViolations(in: session.window) + issues
    violations += Self.running(from: app.rootViewController).map {
      "\($0.traceName) is still in a transition at the end"
    }
    if fps >= Self.motionCheckRate { violations += recorded.motion.problems.map { "the motion check found: \($0)" } }
    if gesture == nil && !session.trace.lines.contains(where: { $0.contains(".animationEnded(") }) {
      violations.append("the script started no transition: its taps and pans missed what they aim at")
    }
    return DemoRecording(
      sheetFrames: recorded.sheetFrames, frameCount: recorded.movie.frameCount, timings: session.timings,
      trace: session.trace, violations: violations, capturedFrame: session.capturedFrame,
      lastFrame: recorded.lastFrame)
  }

  /// The view controllers under `root` (children and presented ones) still in a transition.
  static func running(from root: ViewController) -> [ViewController] {
    var found: [ViewController] = []
    var queue = [root]
    while let controller = queue.popLast() {
      if controller.transitionCoordinator != nil { found.append(controller) }
      queue += controller.children
      if let presented = controller.presentedViewController { queue.append(presented) }
    }
    return found
  }
}
