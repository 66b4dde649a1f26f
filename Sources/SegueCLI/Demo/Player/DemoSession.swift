import Foundation
import SegueGeometry
import SegueImage
import SegueImageIO
import SegueMotion
import SegueRender
import SegueTesting
import SegueUI

extension DemoPlayer {
  /// The running state of one play: window, application, clock, renderer and what was
  /// recorded so far.
  @MainActor
  final class Session {
    let clock = VirtualClock()
    let window: Window
    let application: Application
    let trace: LifecycleTrace
    private let renderer: TimedRenderer
    private let fps: Int
    /// The recording, made frame by frame on a worker as the frames are rendered.
    private let recorder: SerialWorker<FrameRecorder>
    /// Where the time went so far.
    private(set) var timings = FrameTimings()
    private let started = ContinuousClock.now
    /// Whether the recording shows the fingers (see ``TouchOverlay``).
    private let showsTouches: Bool
    /// Where each finger down (or lifting in this frame) is, in window points.
    private var fingers: [Int: Point] = [:]
    /// The fingers that lift in this frame: drawn once more, then forgotten.
    private var lifting: Set<Int> = []
    /// The tree of the first transition to capture, when capturing (see ``capturedFrame``).
    private var capture: TransitionCapture?

    init(size: PixelSize, scale: Int, fps: Int, showsTouches: Bool, captures: Bool, moviePath: String) throws {
      self.fps = fps
      capture = captures ? TransitionCapture() : nil
      self.showsTouches = showsTouches
      window = Window(frame: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
      window.scale = Double(scale)
      application = Application(window: window, clock: clock, framesPerSecond: fps)
      renderer = TimedRenderer(OffscreenRenderer(for: window, background: Color.black.premultipliedPixel))
      application.renderer = renderer
      trace = LifecycleTrace(clock: clock)
      let movie = try AnimatedPNGWriter(
        path: moviePath, width: size.width * scale, height: size.height * scale, frameDelay: (1, UInt16(fps)))
      recorder = SerialWorker(
        FrameRecorder(movie: movie),
        depth: Self.recordingDepth(frameBytes: size.width * scale * size.height * scale * 4))
      application.inputObserver = { [weak self] inputs in self?.follow(inputs) }
    }

    /// Notes where the fingers of the samples a frame delivers are.
    private func follow(_ inputs: [TouchInput]) {
      for input in inputs {
        fingers[input.identifier] = input.location
        if input.phase.isFinal { lifting.insert(input.identifier) } else { lifting.remove(input.identifier) }
      }
    }

    /// The frame drawn at the middle of the first transition (see ``TransitionCapture``), when
    /// capturing and a transition ran.
    var capturedFrame: CapturedFrame? {
      guard let tree = capture?.chosen else { return nil }
      let frame = renderer.base.frame
      return CapturedFrame(tree: tree, width: frame.width, height: frame.height, scale: window.scale)
    }

    /// Runs and records the first frame.
    func start() throws {
      try record { application.runFrame() }
    }

    /// Plays `step`.
    func perform(_ step: DemoStep) throws {
      switch step {
      case .wait(let seconds):
        try run(for: seconds)
      case .tap(_, let target):
        guard let point = target() else { return try run(for: DemoPlayer.tapDuration) }
        let start = clock.now
        application.enqueue([
          TouchInput(identifier: 0, location: point, phase: .began, timestamp: start),
          TouchInput(identifier: 0, location: point, phase: .ended, timestamp: start + DemoPlayer.tapDuration),
        ])
        try run(for: DemoPlayer.tapDuration + 1 / Double(fps))
      case .pan(_, let from, let to, let seconds):
        application.enqueue(panInputs(from: windowPoint(from), to: windowPoint(to), seconds: seconds))
        try run(for: seconds + 1 / Double(fps))
      case .edgePan(_, let fromLeft, let to, let seconds):
        let x = fromLeft ? DemoStep.edgeInset : window.bounds.width - DemoStep.edgeInset
        application.enqueue(
          panInputs(from: Point(x: x, y: window.bounds.height / 2), to: windowPoint(to), seconds: seconds))
        try run(for: seconds + 1 / Double(fps))
      case .gesture(_, let recording):
        guard let first = recording.samples.first?.timestamp else { return }
        let start = clock.now
        application.enqueue(
          recording.samples.map { sample in
            var sample = sample
            sample.timestamp = start + (sample.timestamp - first)
            return sample
          })
        try run(for: recording.duration + 1 / Double(fps))
      }
    }

    /// How many frames may wait for the recording's worker: enough to ride out a slow frame
    /// (up to 4), few enough that they hold at most about 64 MiB (at least 1).
    static func recordingDepth(frameBytes: Int) -> Int {
      max(1, min(4, (64 << 20) / max(1, frameBytes)))
    }

    /// Waits for the recording's worker, finishes the animated PNG and gives what was recorded.
    func finish() throws -> FrameRecorder {
      let recorded = try recorder.finish { recorder in
        try recorder.movie.finish()
        return recorder
      }
      timings.record = recorded.milliseconds
      timings.seconds = FrameTimings.milliseconds(ContinuousClock.now - started) / 1e3
      return recorded
    }

    private func windowPoint(_ unit: Point) -> Point {
      Point(x: unit.x * window.bounds.width, y: unit.y * window.bounds.height)
    }

    /// A finger's samples from `start` to `end`, one a frame, starting now.
    private func panInputs(from start: Point, to end: Point, seconds: Double) -> [TouchInput] {
      let steps = max(1, Int((seconds * max(Double(fps), DemoPlayer.touchSampleRate)).rounded()))
      let t0 = clock.now
      return (0...steps).map { step in
        let fraction = Double(step) / Double(steps)
        let location = Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
        let phase: Touch.Phase = step == 0 ? .began : step == steps ? .ended : .moved
        return TouchInput(identifier: 0, location: location, phase: phase, timestamp: t0 + seconds * fraction)
      }
    }

    private func run(for seconds: Double) throws {
      let end = clock.now + seconds
      while clock.now < end - 1e-9 {
        try record { application.step(clock) }
      }
    }

    /// Notes the latest tree for the capture, with how far the transition had got when a finger
    /// drove it.
    private func keepTree() {
      guard capture?.ended == false, let tree = renderer.latestTree, let root = window.rootViewController else {
        return
      }
      if let coordinator = DemoPlayer.running(from: root).first?.transitionCoordinator {
        capture?.note(tree, driven: coordinator.isInteractive ? coordinator.percentComplete : nil)
      } else {
        capture?.noteNoTransition()
      }
    }

    /// Runs `frame` and records what it rendered; first throws ``Interruption/Caught`` if the run
    /// was interrupted.
    ///
    /// Segue's choice: the frame waits until the recording of the frames before it is done, so
    /// that compositing has every core to itself. On a machine whose cores the compositor's
    /// threads fill, recording beside them made each frame two to four times slower (the
    /// recorder's deflating shares the cores and their caches, whatever its priority); the run,
    /// whose pace the recording sets either way, takes about a tenth longer.
    private func record(_ frame: () -> Void) throws {
      try Interruption.check()
      try recorder.waitUntilIdle()
      let start = ContinuousClock.now
      frame()
      let total = FrameTimings.milliseconds(ContinuousClock.now - start)
      let composite = renderer.takeElapsed()
      timings.composite.append(composite)
      timings.prepare.append(max(0, total - composite))
      if capture != nil { keepTree() }
      let shown = renderer.base.frame
      let scale = window.scale
      let points = showsTouches ? fingers.values.map { Point(x: $0.x * scale, y: $0.y * scale) } : []
      let time = clock.now
      for finger in lifting { fingers[finger] = nil }
      lifting.removeAll()
      try recorder.submit { try $0.record(shown, fingers: points, scale: scale, at: time) }
    }
  }
}
