import Testing

@testable import SegueX11

/// The X server's 32-bit millisecond times counted on past their wrap.
@Suite struct ServerTimeTests {
  @Test func timesAreSecondsAndCountOnPastAWrap() {
    var time = ServerTime()
    #expect(time.seconds(1500) == 1.5)
    #expect(time.seconds(4_294_967_000) == 4_294_967.0)
    // 296 ms to the wrap, then 4 ms past it.
    #expect(time.seconds(4) == 4_294_967.3)
    #expect(time.seconds(1004) == 4_294_968.3)
    // Events slightly out of order are not taken as a wrap.
    #expect(time.seconds(1000) == 4_294_968.296)
  }
}
