import SegueMotion
import Testing

@MainActor
@Suite struct DisplayLinkTests {
  @Test func firesEachFrameWithTimestampTargetAndDuration() {
    let clock = VirtualClock()
    let scheduler = FrameScheduler(clock: clock, framesPerSecond: 60)
    var seen: [(Double, Double, Double)] = []
    let link = DisplayLink { link in seen.append((link.timestamp, link.targetTimestamp, link.duration)) }
    link.add(to: scheduler)
    for _ in 0..<3 { scheduler.step(clock) }
    #expect(seen.count == 3)
    let frame = 1.0 / 60
    for (index, sample) in seen.enumerated() {
      let time = Double(index + 1) * frame
      #expect(abs(sample.0 - time) < 1e-12)
      #expect(abs(sample.1 - (time + frame)) < 1e-12)
      #expect(abs(sample.2 - frame) < 1e-15)
    }
  }

  @Test func pauseSkipsFramesAndInvalidateStopsForGood() {
    let clock = VirtualClock()
    let scheduler = FrameScheduler(clock: clock)
    var count = 0
    let link = DisplayLink { _ in count += 1 }
    link.add(to: scheduler)
    scheduler.step(clock)
    link.isPaused = true
    scheduler.step(clock)
    link.isPaused = false
    scheduler.step(clock)
    link.invalidate()
    scheduler.step(clock)
    link.add(to: scheduler)
    scheduler.step(clock)
    #expect(count == 2)
  }

  @Test func aLowerPreferredRateFiresOnEveryOtherFrame() {
    let clock = VirtualClock()
    let scheduler = FrameScheduler(clock: clock, framesPerSecond: 60)
    var stamps: [Double] = []
    let link = DisplayLink { link in stamps.append(link.timestamp) }
    link.preferredFramesPerSecond = 30
    link.add(to: scheduler)
    for _ in 0..<6 { scheduler.step(clock) }
    #expect(stamps.count == 3)
    #expect(abs(link.duration - 1.0 / 30) < 1e-12)
  }

  @Test func aCallbackDrivesAnimationScrubbing() {
    // A display link stepping a paused layer's timeOffset frame by frame, as percent-driven
    // controllers do, lands exactly on the frame times.
    let clock = VirtualClock()
    let scheduler = FrameScheduler(clock: clock, framesPerSecond: 60)
    let layer = Layer()
    layer.speed = 0
    let link = DisplayLink { link in layer.timeOffset += link.duration }
    link.add(to: scheduler)
    for _ in 0..<30 { scheduler.step(clock) }
    #expect(abs(layer.localTime(atAbsolute: clock.now) - 0.5) < 1e-12)
  }
}

@MainActor
@Suite struct SystemClockTests {
  @Test func readsMonotonicSecondsFromNearZero() {
    let clock = SystemClock()
    let first = clock.now
    let second = clock.now
    #expect(first >= 0 && first < 1)
    #expect(second >= first)
  }
}
