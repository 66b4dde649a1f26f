import PropertyBased
import RealModule
import SegueGeometry
import Testing

@Suite struct SineCosineTests {
  @Test func thePairMatchesSineAndCosineToWithinTwoUnitsInTheLastPlace() async {
    await propertyCheck(input: Gen<Double>.double(in: -1e5...1e5)) { (angle: Double) in
      let (sine, cosine) = Double.sineAndCosine(angle)
      #expect(abs(sine - Double.sin(angle)) <= 4.5e-16)
      #expect(abs(cosine - Double.cos(angle)) <= 4.5e-16)
    }
  }

  @Test func quadrantBoundariesAndSmallAnglesAreExactWhereTheyShouldBe() {
    #expect(Double.sineAndCosine(0) == (0, 1))
    #expect(Double.sineAndCosine(1e-300).sine == 1e-300)
    for angle in [Double.pi / 2, .pi, 3 * .pi / 2, -.pi / 4, 2.5, 100, -7777.7] {
      let (sine, cosine) = Double.sineAndCosine(angle)
      #expect(abs(sine - Double.sin(angle)) <= 4.5e-16, "angle \(angle)")
      #expect(abs(cosine - Double.cos(angle)) <= 4.5e-16, "angle \(angle)")
    }
  }

  @Test func hugeAndNonFiniteAnglesFallBackToTheLibrary() {
    #expect(Double.sineAndCosine(1e10) == (Double.sin(1e10), Double.cos(1e10)))
    #expect(Double.sineAndCosine(.infinity).sine.isNaN)
    #expect(Double.sineAndCosine(.nan).cosine.isNaN)
  }
}
