import SegueGeometry
import SegueMotion
import SegueUI
import Testing

/// Touch samples and frames whose times are computed differently (a sampled finger's
/// `start + n × interval`, a clock advanced one frame at a time) still meet: a steady finger is
/// delivered evenly.
@MainActor
@Suite struct TouchTimingTests {
  @Test(arguments: [24, 30, 60])
  func aFingerSampledAt60HzIsDeliveredEvenlyWhateverTheFrameRate(fps: Int) {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let application = Application(window: window, clock: clock, framesPerSecond: fps)
    var perFrame: [Int] = []
    application.inputObserver = { perFrame[perFrame.count - 1] += $0.count }
    for _ in 0..<7 { application.step(clock) }
    let start = clock.now
    let seconds = 1.0
    let samples = 60
    application.enqueue(
      (0...samples).map { step in
        let fraction = Double(step) / Double(samples)
        return TouchInput(
          location: Point(x: 10 + 80 * fraction, y: 50), phase: step == 0 ? .began : step == samples ? .ended : .moved,
          timestamp: start + seconds * fraction)
      })
    perFrame.append(0)
    application.runFrame()
    for _ in 0..<fps {
      perFrame.append(0)
      application.step(clock)
    }
    #expect(perFrame.reduce(0, +) == samples + 1)
    let expected = Double(samples) / Double(fps)
    #expect(perFrame.dropFirst().allSatisfy { abs(Double($0) - expected) < 1 }, "\(perFrame)")
  }

  @Test func aSampleAMicrosecondLateWaitsForTheNextFrame() {
    let clock = VirtualClock()
    let application = Application(window: Window(frame: Rect(x: 0, y: 0, width: 10, height: 10)), clock: clock)
    var delivered = 0
    application.inputObserver = { delivered += $0.count }
    application.enqueue([
      TouchInput(location: .zero, phase: .began, timestamp: Application.inputTimeTolerance / 2),
      TouchInput(location: .zero, phase: .ended, timestamp: 2 * Application.inputTimeTolerance),
    ])
    application.runFrame()
    #expect(delivered == 1)
    application.step(clock)
    #expect(delivered == 2)
  }
}
