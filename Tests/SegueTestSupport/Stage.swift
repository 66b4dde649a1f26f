import SegueGeometry
import SegueMotion
import SegueUI

/// A window on a virtual clock with its application: the stage every test of the app layer
/// runs frames on. Subclasses put their view controllers in the window.
@MainActor
open class Stage {
  /// The clock the frames are stamped with, advanced only by the stage.
  public let clock = VirtualClock()
  /// The window.
  public let window: Window
  /// The application running the window's frames.
  public let application: Application

  /// A stage with a window of `width` × `height` points refreshing `framesPerSecond` times a
  /// second; no frame has run yet.
  public init(width: Double = 320, height: Double = 568, framesPerSecond: Int = 60) {
    window = Window(frame: Rect(x: 0, y: 0, width: width, height: height))
    application = Application(window: window, clock: clock, framesPerSecond: framesPerSecond)
  }

  /// The time between two frames.
  public var frameDuration: Double { application.frameScheduler.frameDuration }

  /// Runs one frame a frame's duration later.
  public func step() { application.step(clock) }

  /// Runs `count` frames.
  public func step(_ count: Int) {
    for _ in 0..<count { step() }
  }

  /// Runs frames for `seconds` of application time, whole frames from now; a stage whose
  /// tests want the last frame exactly `seconds` from now overrides it with ``run(until:)``.
  open func run(for seconds: Double) {
    let end = clock.now + seconds
    while clock.now < end - 1e-9 { step() }
  }

  /// Runs frames up to and including absolute time `time`, the last one at `time` exactly.
  public func run(until time: Double) {
    while clock.now + frameDuration < time - 1e-12 { step() }
    clock.advance(to: time)
    application.runFrame()
  }

  /// Runs frames while `isBusy` holds (`limit` at most), then one more; whether it stopped
  /// holding.
  public func settle(limit: Int = 600, while isBusy: () -> Bool) -> Bool {
    for _ in 0..<limit where isBusy() { step() }
    step()
    return !isBusy()
  }

  /// Queues `inputs` and runs the frames up to the last one's time.
  public func send(_ inputs: [TouchInput]) {
    application.enqueue(inputs)
    run(for: (inputs.last?.timestamp ?? clock.now) - clock.now)
  }

  /// Taps the centre of `view`, the finger lifting 0.05 s later, and runs the frames it takes.
  public func tap(_ view: View) {
    let point = view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: window)
    send([
      TouchInput(identifier: 0, location: point, phase: .began, timestamp: clock.now),
      TouchInput(identifier: 0, location: point, phase: .ended, timestamp: clock.now + 0.05),
    ])
  }

  /// What `view`'s layer shows now.
  public func shown(_ view: View) -> LayerValues {
    view.layer.presentation(at: clock.now)
  }

  /// The x of `view`'s frame origin as shown now.
  public func shownX(_ view: View) -> Double {
    let values = shown(view)
    return values.position.x - values.bounds.size.width * values.anchorPoint.x
  }
}
