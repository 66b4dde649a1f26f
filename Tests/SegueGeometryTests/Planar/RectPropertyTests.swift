import PropertyBased
import SegueGeometry
import Testing

@Suite struct RectPropertyTests {
  @Test func intersectionIsCommutative() async {
    await propertyCheck(input: Gen.signed, Gen.signed) { (a: Rect, b: Rect) in
      #expect(a.intersection(b) == b.intersection(a))
    }
  }

  @Test func intersectionLiesInsideBoth() async {
    await propertyCheck(input: Gen.grid, Gen.grid) { (a: Rect, b: Rect) in
      let overlap = a.intersection(b)
      #expect(a.contains(overlap))
      #expect(b.contains(overlap))
      #expect(overlap.isNull == !a.intersects(b))
    }
  }

  @Test func unionContainsBoth() async {
    await propertyCheck(input: Gen.signed, Gen.signed) { (a: Rect, b: Rect) in
      let union = a.union(b)
      #expect(union.contains(a))
      #expect(union.contains(b))
    }
  }

  @Test func sliceAndRemainderMakeUpTheRect() async {
    await propertyCheck(input: Gen.signed, Gen<Int>.int(in: -10...80), Gen<RectEdge>.case) {
      (r: Rect, distance: Int, edge: RectEdge) in
      let (slice, remainder) = r.divided(atDistance: Double(distance), from: edge)
      #expect(slice.union(remainder) == r.standardized)
      #expect(slice.width * slice.height + remainder.width * remainder.height == r.width * r.height)
    }
  }

  @Test func integralContainsTheRectOnIntegerEdges() async {
    await propertyCheck(input: Gen.signed) { (r: Rect) in
      let integral = r.integral
      #expect(integral.contains(r))
      #expect(integral == integral.integral)
      #expect(integral.minX == integral.minX.rounded() && integral.maxY == integral.maxY.rounded())
    }
  }

  @Test func standardizedIsIdempotent() async {
    await propertyCheck(input: Gen.signed) { (r: Rect) in
      let once = r.standardized
      #expect(once.standardized == once)
      #expect(once.size.width >= 0 && once.size.height >= 0)
      #expect(once.minX == r.minX && once.maxY == r.maxY)
    }
  }

  @Test func offsetByRoundTrips() async {
    await propertyCheck(input: Gen.signed, Gen<Double>.quarterGrid, Gen<Double>.quarterGrid) {
      (r: Rect, dx: Double, dy: Double) in
      #expect(r.offsetBy(dx: dx, dy: dy).offsetBy(dx: -dx, dy: -dy) == r.standardized)
    }
  }

  @Test func containsPointAgreesWithIntersectingAUnitSquare() async {
    await propertyCheck(input: Gen.grid, Gen.grid) { (r: Rect, p: Point) in
      let unit = Rect(x: p.x, y: p.y, width: 1, height: 1)
      #expect(r.contains(p) == !r.intersection(unit).isEmpty)
    }
  }
}
