import PropertyBased
import Testing

@testable import SegueMotion

@Suite("MediaTiming: basic time (repeat, autoreverse, fill)")
struct MediaTimingBasicTimeTests {
  /// One DERIVED row of §8.4: a timing, a parent time and the expected basic time.
  struct Row: Sendable, CustomTestStringConvertible {
    let timing: MediaTiming
    let parentTime: Double
    let basicTime: Double?
    let testDescription: String
  }

  static let derivedRows: [Row] = [
    Row(
      timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true),
      parentTime: 0.25, basicTime: 0.25, testDescription: "autoreverse ×2 at 0.25"),
    Row(
      timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true),
      parentTime: 1.25, basicTime: 0.75, testDescription: "autoreverse ×2 at 1.25 (reverse leg)"),
    Row(
      timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true),
      parentTime: 2.5, basicTime: 0.5, testDescription: "autoreverse ×2 at 2.5"),
    Row(
      timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true),
      parentTime: 3.9, basicTime: 0.1, testDescription: "autoreverse ×2 at 3.9"),
    Row(
      timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards),
      parentTime: 4.5, basicTime: 0, testDescription: "autoreverse ×2 filled forwards at 4.5"),
    Row(
      timing: MediaTiming(duration: 2, repeatCount: 3.5, fillMode: .forwards),
      parentTime: 8, basicTime: 1, testDescription: "repeat 3.5 filled forwards at 8"),
    Row(
      timing: MediaTiming(duration: 2, repeatCount: 3, fillMode: .forwards),
      parentTime: 8, basicTime: 2, testDescription: "repeat 3 filled forwards at 8"),
    Row(
      timing: MediaTiming(duration: 1, timeOffset: 0.5),
      parentTime: 0.3, basicTime: 0.8, testDescription: "timeOffset 0.5 at 0.3"),
    Row(
      timing: MediaTiming(duration: 1, timeOffset: 0.5),
      parentTime: 0.7, basicTime: 0.2, testDescription: "timeOffset 0.5 at 0.7 (wrapped)"),
    Row(
      timing: MediaTiming(beginTime: 5, duration: 1, speed: 2),
      parentTime: 5.25, basicTime: 0.5, testDescription: "begin 5, speed 2 at 5.25"),
    Row(
      timing: MediaTiming(beginTime: 5, duration: 1, fillMode: .backwards),
      parentTime: 4, basicTime: 0, testDescription: "begin 5, fill backwards at 4"),
    Row(
      timing: MediaTiming(beginTime: 5, duration: 1),
      parentTime: 4, basicTime: nil, testDescription: "begin 5, fill removed at 4"),
  ]

  @Test("Every DERIVED row of the §8.4 timing table", arguments: derivedRows)
  func derived(row: Row) {
    let basic = row.timing.basicTime(parentTime: row.parentTime, defaultDuration: 0.25)
    if let expected = row.basicTime {
      #expect(basic.map { abs($0 - expected) < 1e-12 } == true, "got \(String(describing: basic))")
    } else {
      #expect(basic == nil)
    }
  }

  @Test(
    "Each fill mode before, during and after the active period",
    arguments: [
      (FillMode.removed, nil, 0.5, nil), (.forwards, nil, 0.5, 1.0),
      (.backwards, 0.0, 0.5, nil), (.both, 0.0, 0.5, 1.0),
    ] as [(FillMode, Double?, Double?, Double?)])
  func fillModes(fill: FillMode, before: Double?, active: Double?, after: Double?) {
    let timing = MediaTiming(beginTime: 1, duration: 2, fillMode: fill)
    #expect(timing.phase(parentTime: 0.5, defaultDuration: 0.25) == .before)
    #expect(timing.phase(parentTime: 2, defaultDuration: 0.25) == .active)
    #expect(timing.phase(parentTime: 3, defaultDuration: 0.25) == .after)
    #expect(timing.progress(parentTime: 0.5, defaultDuration: 0.25) == before)
    #expect(timing.progress(parentTime: 2, defaultDuration: 0.25) == active)
    #expect(timing.progress(parentTime: 3, defaultDuration: 0.25) == after)
    #expect(timing.progress(parentTime: 100, defaultDuration: 0.25) == after)
  }

  @Test("WPT simple-iteration-progress analogue: repeat 3 → 0, 0, 1; repeat 3.5 ends at 0.5")
  func iterationProgress() {
    let three = MediaTiming(beginTime: 0.001, duration: 100, repeatCount: 3, fillMode: .both)
    #expect(three.progress(parentTime: 0, defaultDuration: 0.25) == 0)
    #expect(three.progress(parentTime: 0.001, defaultDuration: 0.25) == 0)
    #expect(three.progress(parentTime: 400, defaultDuration: 0.25) == 1)
    var threeAndAHalf = three
    threeAndAHalf.repeatCount = 3.5
    #expect(threeAndAHalf.progress(parentTime: 400, defaultDuration: 0.25) == 0.5)
  }

  @Test("Repeating wraps each cycle and restarts at iteration boundaries inside the active period")
  func repeating() {
    let timing = MediaTiming(duration: 2, repeatCount: 3)
    #expect(timing.basicTime(parentTime: 2.5, defaultDuration: 0.25) == 0.5)
    #expect(timing.basicTime(parentTime: 4, defaultDuration: 0.25) == 0)
    #expect(timing.basicTime(parentTime: 5.5, defaultDuration: 0.25) == 1.5)
    #expect(timing.basicTime(parentTime: 6, defaultDuration: 0.25) == nil)
  }

  @Test("Infinite repeat never ends")
  func repeatForever() {
    let timing = MediaTiming(duration: 2, repeatCount: .infinity)
    #expect(timing.phase(parentTime: 1e9, defaultDuration: 0.25) == .active)
    #expect(timing.basicTime(parentTime: 1e9 + 0.5, defaultDuration: 0.25) == 0.5)
  }

  @Test("repeatDuration bounds the active period and ends part way through a cycle")
  func repeatDuration() {
    let timing = MediaTiming(duration: 2, repeatDuration: 5, fillMode: .forwards)
    #expect(timing.basicTime(parentTime: 4.5, defaultDuration: 0.25) == 0.5)
    #expect(timing.phase(parentTime: 5, defaultDuration: 0.25) == .after)
    #expect(timing.basicTime(parentTime: 5, defaultDuration: 0.25) == 1)
  }

  @Test("repeatDuration with autoreverse counts the reverse leg (not doubled)")
  func repeatDurationAutoreversing() {
    let timing = MediaTiming(
      duration: 1, repeatDuration: 1.5, autoreverses: true, fillMode: .forwards)
    #expect(timing.basicTime(parentTime: 1.25, defaultDuration: 0.25) == 0.75)
    #expect(timing.basicTime(parentTime: 2, defaultDuration: 0.25) == 0.5)
  }

  @Test("Autoreverse without repeat plays forwards then back and fills at the start value")
  func autoreverse() {
    let timing = MediaTiming(duration: 1, autoreverses: true, fillMode: .both)
    #expect(timing.basicTime(parentTime: 0.4, defaultDuration: 0.25) == 0.4)
    #expect(timing.basicTime(parentTime: 1, defaultDuration: 0.25) == 1)
    #expect(
      timing.basicTime(parentTime: 1.6, defaultDuration: 0.25).map { abs($0 - 0.4) < 1e-12 } == true
    )
    #expect(timing.basicTime(parentTime: 3, defaultDuration: 0.25) == 0)
  }

  @Test("The default duration applies when duration is 0")
  func defaultDuration() {
    let timing = MediaTiming(fillMode: .forwards)
    #expect(timing.progress(parentTime: 0.125, defaultDuration: 0.25) == 0.5)
    #expect(timing.progress(parentTime: 1, defaultDuration: 0.25) == 1)
  }

  @Test("An integral repeat count ends on the end value despite rounding in d · count")
  func integralEndDespiteRounding() {
    let timing = MediaTiming(duration: 0.1, repeatCount: 3, fillMode: .forwards)
    #expect(timing.progress(parentTime: 1, defaultDuration: 0.25) == 1)
  }

  @Test("With a timeOffset the held value is the limit from inside the active period")
  func endWithTimeOffset() {
    let once = MediaTiming(duration: 1, timeOffset: 0.5, fillMode: .forwards)
    #expect(once.basicTime(parentTime: 5, defaultDuration: 0.25) == 0.5)
    let wrapsToEnd = MediaTiming(
      duration: 1, timeOffset: 0.5, repeatCount: 1.5, fillMode: .forwards)
    #expect(wrapsToEnd.basicTime(parentTime: 5, defaultDuration: 0.25) == 1)
    let fractional = MediaTiming(
      duration: 1, timeOffset: 0.25, repeatCount: 1.5, fillMode: .forwards)
    #expect(fractional.basicTime(parentTime: 5, defaultDuration: 0.25) == 0.75)
  }

  @Test("Before the active period a backwards fill shows the timeOffset position")
  func backwardsFillWithTimeOffset() {
    let timing = MediaTiming(beginTime: 2, duration: 1, timeOffset: 1.25, fillMode: .backwards)
    #expect(timing.basicTime(parentTime: 0, defaultDuration: 0.25) == 0.25)
  }

  @Test("Basic time stays in [0, d] for random timings (property)")
  func basicTimeInRange() {
    var generator = Xoshiro(seed: (42, ~42, 42, ~42))
    for _ in 0..<2_000 {
      let timing = MediaTiming(
        beginTime: Double.random(in: -5...5, using: &generator),
        duration: Double.random(in: 0.01...3, using: &generator),
        speed: Double.random(in: -3...3, using: &generator),
        timeOffset: Double.random(in: -10...10, using: &generator),
        repeatCount: Bool.random(using: &generator)
          ? 0 : Double.random(in: 0...5, using: &generator),
        repeatDuration: Bool.random(using: &generator)
          ? 0 : Double.random(in: 0...5, using: &generator),
        autoreverses: Bool.random(using: &generator),
        fillMode: FillMode.allCases.randomElement(using: &generator)!)
      let parent = Double.random(in: -20...20, using: &generator)
      if let basic = timing.basicTime(parentTime: parent, defaultDuration: 0.25) {
        #expect(basic >= 0 && basic <= timing.duration, "\(timing) at \(parent)")
      }
    }
  }
}
