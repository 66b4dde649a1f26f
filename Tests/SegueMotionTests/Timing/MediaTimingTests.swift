import PropertyBased
import Testing

@testable import SegueMotion

@Suite("MediaTiming: time conversion and durations")
struct MediaTimingTests {
  @Test("Defaults are Core Animation's")
  func defaults() {
    let timing = MediaTiming()
    #expect(timing.beginTime == 0 && timing.duration == 0 && timing.speed == 1)
    #expect(timing.timeOffset == 0 && timing.repeatCount == 0 && timing.repeatDuration == 0)
    #expect(timing.autoreverses == false && timing.fillMode == .removed)
    #expect(timing == MediaTiming(beginTime: 0))
  }

  @Test("Active time is (parentTime − beginTime) · speed + timeOffset")
  func activeTimeFormula() {
    let timing = MediaTiming(beginTime: 2, speed: 3, timeOffset: 0.5)
    #expect(timing.activeTime(parentTime: 2) == 0.5)
    #expect(timing.activeTime(parentTime: 4) == 6.5)
    #expect(timing.activeTime(parentTime: 1) == -2.5)
  }

  @Test("parentTime(activeTime:) inverts activeTime(parentTime:) for random non-zero speeds")
  func inverseRoundTrip() {
    var generator = Xoshiro(seed: (1673, ~1673, 1673, ~1673))
    for _ in 0..<1_000 {
      var speed = Double.random(in: -4...4, using: &generator)
      if abs(speed) < 0.01 { speed = 1 }
      let timing = MediaTiming(
        beginTime: Double.random(in: -100...100, using: &generator), speed: speed,
        timeOffset: Double.random(in: -100...100, using: &generator))
      let parent = Double.random(in: -1_000...1_000, using: &generator)
      let back = timing.parentTime(activeTime: timing.activeTime(parentTime: parent))
      #expect(back.map { abs($0 - parent) < 1e-9 } == true, "\(timing) at \(parent)")
    }
  }

  @Test("parentTime(activeTime:) is nil while paused")
  func inverseWhilePaused() {
    #expect(MediaTiming(speed: 0, timeOffset: 3).parentTime(activeTime: 3) == nil)
  }

  @Test("QA1673 pause / resume arithmetic on a layer")
  func pauseAndResume() {
    var layer = MediaTiming()
    let pausedAt = layer.activeTime(parentTime: 10)
    layer.speed = 0
    layer.timeOffset = pausedAt
    #expect(layer.activeTime(parentTime: 10) == 10)
    #expect(layer.activeTime(parentTime: 12.5) == 10)
    #expect(layer.basicTime(parentTime: 11, defaultDuration: 0) == 10)

    let paused = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.activeTime(parentTime: 13) - paused
    #expect(layer.beginTime == 3)
    #expect(layer.activeTime(parentTime: 13) == 10)
    #expect(layer.activeTime(parentTime: 14) == 11)
  }

  @Test("Scrubbing a paused layer shows timeOffset as its local time")
  func scrub() {
    let layer = MediaTiming(speed: 0, timeOffset: 0.35 * 0.5)
    #expect(layer.activeTime(parentTime: 1_000) == 0.175)
    let animation = MediaTiming(duration: 0.5)
    #expect(
      animation.progress(parentTime: layer.activeTime(parentTime: 7), defaultDuration: 0.25) == 0.35
    )
  }

  @Test("A paused animation samples its timeOffset")
  func pausedAnimation() {
    let timing = MediaTiming(duration: 2, speed: 0, timeOffset: 0.5)
    #expect(timing.phase(parentTime: 100, defaultDuration: 0.25) == .active)
    #expect(timing.basicTime(parentTime: 100, defaultDuration: 0.25) == 0.5)
    #expect(timing.endTime(defaultDuration: 0.25) == nil)
  }

  @Test("Simple duration falls back to the default when duration is not positive")
  func simpleDuration() {
    #expect(MediaTiming().simpleDuration(defaultDuration: 0.25) == 0.25)
    #expect(MediaTiming(duration: -1).simpleDuration(defaultDuration: 0.25) == 0.25)
    #expect(MediaTiming(duration: 2).simpleDuration(defaultDuration: 0.25) == 2)
    #expect(MediaTiming().simpleDuration(defaultDuration: 0) == 0)
  }

  @Test("Active duration: cycles, repeat count, repeat duration, forever")
  func activeDuration() {
    #expect(MediaTiming().activeDuration(defaultDuration: 0.25) == 0.25)
    #expect(MediaTiming(duration: 2, repeatCount: 3.5).activeDuration(defaultDuration: 0.25) == 7)
    #expect(
      MediaTiming(duration: 1, repeatCount: 2, autoreverses: true)
        .activeDuration(defaultDuration: 0.25) == 4)
    #expect(MediaTiming(duration: 1, autoreverses: true).activeDuration(defaultDuration: 0.25) == 2)
    #expect(
      MediaTiming(duration: 1, repeatCount: 5, repeatDuration: 1.5, autoreverses: true)
        .activeDuration(defaultDuration: 0.25) == 1.5)
    #expect(
      MediaTiming(duration: 1, repeatCount: .infinity).activeDuration(defaultDuration: 0.25)
        == .infinity)
    #expect(
      MediaTiming(duration: 1, repeatCount: Double(Float.greatestFiniteMagnitude))
        .activeDuration(defaultDuration: 0.25) == .infinity)
    #expect(
      MediaTiming(duration: 1, repeatCount: -2, repeatDuration: -1)
        .activeDuration(defaultDuration: 0.25) == 1)
  }

  @Test("End time is beginTime + activeDuration / speed, nil when never reached")
  func endTime() {
    #expect(MediaTiming(beginTime: 5, duration: 1, speed: 2).endTime(defaultDuration: 0.25) == 5.5)
    #expect(MediaTiming(beginTime: 1).endTime(defaultDuration: 0.25) == 1.25)
    #expect(MediaTiming(duration: 1, speed: 0).endTime(defaultDuration: 0.25) == nil)
    #expect(MediaTiming(duration: 1, speed: -1).endTime(defaultDuration: 0.25) == nil)
    #expect(MediaTiming(duration: 1, repeatCount: .infinity).endTime(defaultDuration: 0.25) == nil)
  }

  @Test("Speed 2 from beginTime 5: half the parent time, ends at 5.5")
  func doubleSpeed() {
    let timing = MediaTiming(beginTime: 5, duration: 1, speed: 2)
    #expect(timing.basicTime(parentTime: 5.25, defaultDuration: 0.25) == 0.5)
    #expect(timing.phase(parentTime: 5.49, defaultDuration: 0.25) == .active)
    #expect(timing.phase(parentTime: 5.5, defaultDuration: 0.25) == .after)
    #expect(timing.basicTime(parentTime: 5.5, defaultDuration: 0.25) == nil)
  }

  @Test("A negative speed runs elapsed time backwards: after beginTime is the before phase")
  func negativeSpeed() {
    let timing = MediaTiming(beginTime: 0, duration: 1, speed: -1)
    #expect(timing.phase(parentTime: 0.5, defaultDuration: 0.25) == .before)
    #expect(timing.phase(parentTime: -0.5, defaultDuration: 0.25) == .active)
    #expect(timing.basicTime(parentTime: -0.25, defaultDuration: 0.25) == 0.25)
  }

  @Test("A layer with no duration: active time unwrapped, never nil, no progress")
  func layerWithoutDuration() {
    let layer = MediaTiming(beginTime: 3, speed: 2, timeOffset: 1)
    #expect(layer.basicTime(parentTime: 0, defaultDuration: 0) == -5)
    #expect(layer.basicTime(parentTime: 103, defaultDuration: 0) == 201)
    #expect(layer.progress(parentTime: 103, defaultDuration: 0) == nil)
    #expect(layer.phase(parentTime: 2, defaultDuration: 0) == .before)
    #expect(layer.phase(parentTime: 3, defaultDuration: 0) == .after)
  }
}
