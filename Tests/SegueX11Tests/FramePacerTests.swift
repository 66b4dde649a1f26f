import Testing

@testable import SegueX11

/// The window's frame pacing, on a clock the tests move: the steady pace, movement bringing
/// frames forward, and falling behind.
@Suite struct FramePacerTests {
  /// The times frames begin over `seconds`, with pointer movement arriving at `movements`
  /// (each waits until a frame begins), stepping the clock by the pacer's own waits.
  private func frames(fps: Int = 60, seconds: Double, movements: [Double] = [], cost: Double = 0) -> [Double] {
    paced(fps: fps, seconds: seconds, movements: movements, cost: cost).starts
  }

  /// ``frames(fps:seconds:movements:cost:)`` with the seconds each frame stands for.
  private func paced(
    fps: Int = 60, seconds: Double, movements: [Double] = [], cost: Double = 0
  ) -> (starts: [Double], steps: [Double]) {
    var pacer = FramePacer(framesPerSecond: fps, start: 0)
    var now = 0.0
    var pending = movements.sorted()
    var waiting = false
    var starts: [Double] = []
    var steps: [Double] = []
    while now < seconds {
      if let next = pending.first, next <= now {
        pending.removeFirst()
        waiting = true
      }
      if pacer.isDue(at: now, inputWaiting: waiting) {
        starts.append(now)
        steps.append(pacer.began(at: now))
        waiting = false
        now += cost
        continue
      }
      let wait = pacer.wait(at: now, inputWaiting: waiting)
      #expect(wait > 0, "the pacer neither ran a frame nor waited at \(now)")
      now = min(now + wait, pending.first.map { max($0, now) } ?? .infinity)
    }
    return (starts, steps)
  }

  @Test func withoutMovementFramesKeepTheSteadyPace() {
    let starts = frames(seconds: 1)
    #expect(starts.count == 60)
    for (index, start) in starts.enumerated() { #expect(abs(start - Double(index) / 60) < 1e-9) }
  }

  @Test func movementJustAfterAFrameIsShownAtThreeQuartersOfAnInterval() throws {
    let starts = frames(seconds: 0.05, movements: [0.001])
    let interval = 1.0 / 60
    #expect(abs(starts[1] - interval * 0.75) < 1e-9, "movement at 1 ms waited until \(starts[1])")
    // The pace goes on from the early frame.
    #expect(abs(starts[2] - interval * 1.75) < 1e-9)
  }

  @Test func underADragFramesFallInStepWithThePointer() {
    // Movement every 16 ms, at a phase that the steady ticks would keep waiting for.
    let movements = (0..<60).map { 0.0101 + Double($0) * 0.016 }
    let starts = frames(seconds: 0.97, movements: movements)
    var delays: [Double] = []
    for movement in movements.dropFirst() {
      guard let shown = starts.first(where: { $0 >= movement }) else { continue }
      delays.append(shown - movement)
    }
    #expect(delays.count > 50)
    #expect(delays.allSatisfy { $0 < 1e-9 }, "movement waited for frames: \(delays.max() ?? 0) s at most")
  }

  @Test func movementNeverRaisesTheRateAboveFourThirds() {
    // Movement every millisecond.
    let starts = frames(seconds: 1, movements: (0..<1000).map { Double($0) / 1000 })
    let gaps = zip(starts.dropFirst(), starts).map { $0 - $1 }
    #expect(gaps.allSatisfy { $0 >= 0.75 / 60 - 1e-9 })
    #expect(starts.count <= 81)
  }

  @Test func aPacerThatFallsBehindStartsAgainFromNow() {
    // Each frame takes 40 ms: frames begin one after the other, never twice at one instant.
    let starts = frames(seconds: 0.4, cost: 0.04)
    let gaps = zip(starts.dropFirst(), starts).map { $0 - $1 }
    #expect(gaps.allSatisfy { abs($0 - 0.04) < 1e-9 }, "\(gaps)")
  }

  @Test func eachFrameStandsForTheTimeSinceTheLastAtMostAnInterval() {
    let interval = 1.0 / 60
    #expect(paced(seconds: 0.2).steps.allSatisfy { abs($0 - interval) < 1e-9 })
    // Early frames stand for the shorter time that passed, so a virtual clock keeps real pace.
    let early = paced(seconds: 0.05, movements: [0.001])
    #expect(abs(early.steps[1] - interval * 0.75) < 1e-9)
    // Late frames stand for one interval: slow motion rather than skipped frames.
    #expect(paced(seconds: 0.3, cost: 0.04).steps.allSatisfy { abs($0 - interval) < 1e-9 })
  }
}
