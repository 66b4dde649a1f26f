import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// What a recognizer showed at one frame of a replay: the states its actions saw (or its state
/// after the frame when no action ran), and its translation and velocity at the end of the frame.
struct ReplayRow: Equatable {
  let frame: Int
  let states: [GestureRecognizer.State]
  let translation: Point
  let velocity: Point
}

@MainActor
@Suite struct GesturePlayerTests {
  /// Replays `recording` into a fresh 390 × 844 application with `recognizer` on its window and
  /// returns what it showed at each frame (translation and velocity in window coordinates, as
  /// its last action of the frame saw them).
  private func replay(_ recording: GestureRecording, with recognizer: PanGestureRecognizer) -> [ReplayRow] {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let application = Application(window: window, clock: clock)
    var states: [GestureRecognizer.State] = []
    var last = (translation: Point.zero, velocity: Point.zero)
    recognizer.addTarget { recognizer in
      states.append(recognizer.state)
      last = (recognizer.translation(in: nil), recognizer.velocity(in: nil))
    }
    window.addGestureRecognizer(recognizer)
    var rows: [ReplayRow] = []
    GesturePlayer(recording: recording).play(into: application, clock: clock) { frame in
      if states.isEmpty {
        states = [recognizer.state]
        last = (recognizer.translation(in: nil), recognizer.velocity(in: nil))
      }
      rows.append(ReplayRow(frame: frame, states: states, translation: last.translation, velocity: last.velocity))
      states = []
    }
    return rows
  }

  @Test func aRecordedLeftEdgeSwipeReplaysThroughAnEdgePan() {
    let recordingClock = VirtualClock()
    let recordingApplication = Application(
      window: Window(frame: Rect(x: 0, y: 0, width: 390, height: 844)), clock: recordingClock)
    let recorder = GestureRecorder(application: recordingApplication)
    // The finger lands 2 points from the left edge and moves right 300 points in 0.3 s, sampled
    // at 60 Hz, lifting with the last sample.
    let swipe = (0...18).map { (step: Int) -> TouchInput in
      let phase: Touch.Phase = step == 0 ? .began : step == 18 ? .ended : .moved
      let x = 2 + 300 * Double(step) / 18
      return TouchInput(location: Point(x: x, y: 400), phase: phase, timestamp: Double(step) / 60)
    }
    recordingApplication.enqueue(swipe)
    recordingApplication.runFrame()
    while recordingApplication.hasPendingInput { recordingApplication.step(recordingClock) }
    recorder.stop()
    #expect(recorder.samples == swipe)

    let recording = recorder.recording
    #expect(recording == GestureRecording(samples: swipe, windowSize: Size(width: 390, height: 844)))

    let rows = replay(recording, with: ScreenEdgePanGestureRecognizer(edges: .left))
    #expect(rows.count == 19)
    for row in rows {
      let expectedState: GestureRecognizer.State =
        switch row.frame {
        case 0: .possible
        case 1: .began
        case 18: .ended
        default: .changed
        }
      #expect(row.states == [expectedState])
      #expect(abs(row.translation.x - 300 * Double(row.frame) / 18) < 1e-9 && row.translation.y == 0)
      #expect(abs(row.velocity.x - (row.frame == 0 ? 0 : 1000)) < 1e-9 && row.velocity.y == 0)
    }
    let table = rows.map { row in
      let state = "\(row.states[0])".padding(toLength: 8, withPad: " ", startingAt: 0)
      return String(format: "%5d  %7.4f  ", row.frame, Double(row.frame) / 60) + state
        + String(format: "  %8.3f  %8.3f", row.translation.x, row.velocity.x)
    }
    #expect(
      table == [
        "    0   0.0000  possible     0.000     0.000",
        "    1   0.0167  began       16.667  1000.000",
        "    2   0.0333  changed     33.333  1000.000",
        "    3   0.0500  changed     50.000  1000.000",
        "    4   0.0667  changed     66.667  1000.000",
        "    5   0.0833  changed     83.333  1000.000",
        "    6   0.1000  changed    100.000  1000.000",
        "    7   0.1167  changed    116.667  1000.000",
        "    8   0.1333  changed    133.333  1000.000",
        "    9   0.1500  changed    150.000  1000.000",
        "   10   0.1667  changed    166.667  1000.000",
        "   11   0.1833  changed    183.333  1000.000",
        "   12   0.2000  changed    200.000  1000.000",
        "   13   0.2167  changed    216.667  1000.000",
        "   14   0.2333  changed    233.333  1000.000",
        "   15   0.2500  changed    250.000  1000.000",
        "   16   0.2667  changed    266.667  1000.000",
        "   17   0.2833  changed    283.333  1000.000",
        "   18   0.3000  ended      300.000  1000.000",
      ])
  }

  @Test func aReplayGivesTheSameOutputEveryTime() {
    // A decelerating two-finger drag sampled at irregular times, off the frame boundaries.
    var samples: [TouchInput] = []
    var t = 3.21
    for step in 0...40 {
      let phase: Touch.Phase = step == 0 ? .began : step == 40 ? .ended : .moved
      let elapsed = t - 3.21
      let x = 30 + 900 * elapsed - 700 * elapsed * elapsed
      samples.append(
        TouchInput(identifier: 0, location: Point(x: x, y: 300 + Double(step % 3)), phase: phase, timestamp: t))
      samples.append(TouchInput(identifier: 1, location: Point(x: x + 40, y: 340), phase: phase, timestamp: t))
      t += 0.007 + 0.004 * Double(step % 5)
    }
    let recording = GestureRecording(samples: samples)
    let first = replay(recording, with: PanGestureRecognizer())
    let second = replay(recording, with: PanGestureRecognizer())
    #expect(first.count > 30)
    #expect(first.flatMap(\.states).contains(.began) && first.last?.states.last == .ended)
    #expect(first == second)
  }

  @Test func samplesArriveAtTheFirstFrameAtOrAfterTheirTime() {
    let clock = VirtualClock(start: 5)
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let log = Log()
    let view = TouchLogView(frame: window.bounds, log: log)
    window.addSubview(view)
    let application = Application(window: window, clock: clock, framesPerSecond: 10)
    let recording = GestureRecording(samples: [
      sample(.began, 10, 10, at: 100), sample(.moved, 20, 10, at: 100.05), sample(.moved, 30, 10, at: 100.1),
      sample(.ended, 30, 10, at: 100.25),
    ])
    var times: [Double] = []
    let frames = GesturePlayer(recording: recording).play(into: application, clock: clock) { _ in
      times.append(clock.now)
      log.append("frame")
    }
    #expect(frames == 4)
    #expect(times.map { ($0 * 10).rounded() / 10 } == [5.1, 5.2, 5.3, 5.4])
    #expect(
      log.entries == [
        "view began 0", "frame", "view moved 0", "view moved 0", "frame", "frame", "view ended 0", "frame",
      ])
  }

  @Test func anEmptyRecordingOrAnotherClockPlaysNothing() {
    let clock = VirtualClock()
    let application = Application(window: Window(frame: Rect(x: 0, y: 0, width: 100, height: 100)), clock: clock)
    #expect(GesturePlayer(recording: GestureRecording(samples: [])).play(into: application, clock: clock) == 0)
    var frames = -1
    let messages = diagnosticMessages {
      frames = GesturePlayer(recording: GestureRecording(samples: [sample(.began, 1, 1, at: 0)])).play(
        into: application, clock: VirtualClock())
    }
    #expect(frames == 0 && application.frameCount == 0)
    #expect(
      messages == [
        "GesturePlayer.play(into:clock:) was given a clock that is not the application's; nothing was played (pass the VirtualClock the application was made with)"
      ])
  }
}
