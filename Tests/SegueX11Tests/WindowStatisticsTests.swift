import Testing

@testable import SegueX11

/// The statistics' percentiles and summary line.
@Suite struct WindowStatisticsTests {
  @Test func percentilesInMilliseconds() throws {
    let values = (1...10).map { Double($0) / 1000 }
    let (median, p90) = try #require(WindowStatistics.percentiles(values))
    #expect(median == 6)
    #expect(p90 == 9)
    #expect(WindowStatistics.percentiles([]) == nil)
  }

  @Test func theSummarySaysWhatWasMeasured() {
    var statistics = WindowStatistics()
    #expect(
      statistics.summary == "input latency none measured; frame time none measured; 0 frames dropped")
    statistics.inputLatencies = [0.0124, 0.0201]
    statistics.frameTimes = [0.004]
    statistics.droppedFrames = 2
    #expect(
      statistics.summary
        == "input latency median 20.1, p90 20.1 ms over 2; frame time median 4.0, p90 4.0 ms over 1; 2 frames dropped")
  }
}
