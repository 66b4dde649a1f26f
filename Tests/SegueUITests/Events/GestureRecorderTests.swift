import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct GestureRecorderTests {
  @Test func itCapturesTheSamplesTheApplicationDeliversUntilStopped() {
    let clock = VirtualClock()
    let application = Application(window: Window(frame: Rect(x: 0, y: 0, width: 320, height: 480)), clock: clock)
    var observed: [TouchInput] = []
    application.inputObserver = { observed.append(contentsOf: $0) }
    let recorder = GestureRecorder(application: application)
    let inputs = drag(from: Point(x: 10, y: 10), to: Point(x: 100, y: 10), at: 0.01, steps: 5)
    application.enqueue(inputs)
    for _ in 0..<3 { application.step(clock) }
    #expect(recorder.samples == Array(inputs.prefix(3)))
    for _ in 0..<5 { application.step(clock) }
    #expect(recorder.samples == inputs && observed == inputs)
    #expect(recorder.recording == GestureRecording(samples: inputs, windowSize: Size(width: 320, height: 480)))

    recorder.stop()
    #expect(!recorder.isRecording)
    application.enqueue([sample(.began, 5, 5, at: clock.now + 0.01)])
    application.step(clock)
    #expect(recorder.samples == inputs && observed.count == inputs.count + 1)
  }
}
