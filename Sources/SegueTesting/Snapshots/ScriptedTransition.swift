import Foundation
import SegueGeometry
import SegueUI

/// A transition for a snapshot strategy to run, and how to drive it: an animator alone in a
/// ``TransitionHarness`` (animated, or scrubbed and then finished or cancelled), or a whole
/// app's container transition (a tab switch, a push, a presentation) started by a trigger or by
/// a recorded gesture. It runs on a virtual clock, so the same value always gives the same
/// frames and the same trace: `assertSnapshot(of: transition, as: .frames(at: [0, 0.5, 1]))`.
///
/// Every snapshot runs it afresh: its closures make new view controllers and animators each
/// time. The strategies (``SnapshotTesting/Snapshotting/frames(at:)``, ``SnapshotTesting/Snapshotting/animatedPNG``,
/// ``SnapshotTesting/Snapshotting/lifecycleTrace``) must be used from the main actor (a `@MainActor` test); a
/// run that breaks a contract, never starts a transition or never ends one records a test
/// failure saying so.
public struct ScriptedTransition: Sendable {
  /// What transitions.
  enum Subject: Sendable {
    /// An animator in a harness, from the harness's "From" (or the user's) to its "To".
    case animator(
      @MainActor @Sendable () -> any AnimatedTransitioning, from: (@MainActor @Sendable () -> ViewController)?,
      to: (@MainActor @Sendable () -> ViewController)?, scenario: TransitionScenario)
    /// An app: makes the window's root view controller and what starts its transition; then
    /// `gesture`, if any, is played into the window.
    case app(
      @MainActor @Sendable () -> (root: ViewController, trigger: @MainActor () -> Void), gesture: GestureRecording?)
  }

  /// The size the windows of the harness and of apps have by default, in points.
  public static let defaultSize = Size(width: 320, height: 480)

  /// What transitions.
  let subject: Subject
  /// The window's size in points.
  public var size: Size
  /// Device pixels per point: frames are ``size`` times this.
  public var scale = 1.0
  /// The display's refresh rate: frames are this many a second apart.
  public var framesPerSecond = 60
  /// How much application time the run may take before it is given up as never ending.
  public var timeLimit = 30.0
  /// What is wrong with the value itself, reported when it runs.
  let setupProblem: String?

  init(subject: Subject, size: Size, setupProblem: String? = nil) {
    self.subject = subject
    self.size = size
    self.setupProblem = setupProblem
  }

  /// `makeAnimator`'s animator run alone in a ``TransitionHarness`` as `scenario` says, from
  /// `from` to `to` (the harness's plain "From" and "To" when `nil`).
  public static func animator(
    size: Size = defaultSize, from: (@MainActor @Sendable () -> ViewController)? = nil,
    to: (@MainActor @Sendable () -> ViewController)? = nil, scenario: TransitionScenario = .animated,
    _ makeAnimator: @escaping @MainActor @Sendable () -> any AnimatedTransitioning
  ) -> ScriptedTransition {
    ScriptedTransition(subject: .animator(makeAnimator, from: from, to: to, scenario: scenario), size: size)
  }

  /// The transition `transition` starts in the app whose window's root view controller
  /// `makeRoot` makes, once its window has shown it for a frame: `{ $0.selectedIndex = 1 }`,
  /// `{ $0.pushViewController(Detail(), animated: true) }`, `{ $0.present(popUp, animated: true) }`.
  public static func app<Root: ViewController>(
    size: Size = defaultSize, _ makeRoot: @escaping @MainActor @Sendable () -> Root,
    transition: @escaping @MainActor @Sendable (Root) -> Void
  ) -> ScriptedTransition {
    ScriptedTransition(
      subject: .app(
        {
          let root = makeRoot()
          return (root, { transition(root) })
        }, gesture: nil), size: size)
  }

  /// The transition `gesture` drives in the app whose window's root view controller `makeRoot`
  /// makes: the samples are played into the window from its second frame, at their recorded
  /// spacing, and the app's own recognizers start, scrub, finish or cancel the transition.
  ///
  /// The window is `size`, else the size the gesture was recorded in, else ``defaultSize``; a
  /// `size` other than the recording's is reported when the transition runs.
  public static func app<Root: ViewController>(
    size: Size? = nil, _ makeRoot: @escaping @MainActor @Sendable () -> Root, replaying gesture: GestureRecording
  ) -> ScriptedTransition {
    var problem: String?
    if let size, let recorded = gesture.windowSize, recorded != size {
      problem =
        "the gesture was recorded in a \(recorded.width)×\(recorded.height) window but replays in "
        + "\(size.width)×\(size.height); pass no size to replay it in the window it was recorded in"
    }
    return ScriptedTransition(
      subject: .app({ (makeRoot(), {}) }, gesture: gesture), size: size ?? gesture.windowSize ?? defaultSize,
      setupProblem: problem)
  }

  /// The transition the gesture file at `url` drives in the app `makeRoot` makes (see
  /// ``app(size:_:replaying:)``).
  ///
  /// Throws a ``GestureFileError`` naming the file and its first problem when it cannot be read.
  public static func app<Root: ViewController>(
    size: Size? = nil, _ makeRoot: @escaping @MainActor @Sendable () -> Root, replayingGestureAt url: URL
  ) throws(GestureFileError) -> ScriptedTransition {
    app(size: size, makeRoot, replaying: try GestureRecording.load(contentsOf: url))
  }
}
