import SegueGeometry
import Testing

@Suite struct RectClosenessTests {
  @Test func rectanglesWithinAHundredthOfAPointOnEveryEdgeAreClose() {
    let frame = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(frame.isClose(to: Rect(x: 10.005, y: 19.995, width: 100, height: 50.004)))
    #expect(!frame.isClose(to: Rect(x: 10, y: 20, width: 100.02, height: 50)))
    #expect(frame.isClose(to: Rect(x: 10.5, y: 20, width: 100, height: 50), tolerance: 1))
  }

  @Test func theShortDescriptionWritesWholeNumbersWithoutDecimals() {
    #expect(Rect(x: 0, y: -3, width: 320, height: 480).shortDescription == "(0, -3, 320, 480)")
    #expect(Rect(x: 0.5, y: 0, width: 1, height: 2.25).shortDescription == "(0.5, 0, 1, 2.25)")
  }
}
