import SegueMotion
import Testing

@MainActor
@Suite struct VirtualClockTests {
  @Test func advancesOnlyWhenToldAndNeverBackwards() {
    let clock = VirtualClock(start: 5)
    #expect(clock.now == 5)
    clock.advance(by: 1.0 / 60)
    #expect(clock.now == 5 + 1.0 / 60)
    clock.advance(by: -1)
    clock.advance(by: .nan)
    clock.advance(to: 1)
    #expect(clock.now == 5 + 1.0 / 60)
    clock.advance(to: 7)
    #expect(clock.now == 7)
  }
}
