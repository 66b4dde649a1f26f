import PropertyBased
import SegueGeometry
import Testing

private let coordinate = Gen<Double>.double(in: -1000...1000)

/// Checks the vector laws on one pair of values with a fraction `t`.
private func checkLaws<Value: VectorInterpolatable & Equatable>(_ a: Value, _ b: Value, _ t: Double) {
  #expect(a.distance(to: a) == 0)
  #expect(a.distance(to: b) == b.distance(to: a))
  #expect(a.distance(to: b) >= 0)
  #expect(a.scaled(by: 1) == a)
  #expect(a.scaled(by: 0) == Value.additiveIdentity)
  let expected = a.adding(b.subtracting(a).scaled(by: t))
  #expect(a.interpolated(to: b, fraction: t).distance(to: expected) <= 1e-9 * (1 + a.distance(to: b)))
  #expect(abs(a.distance(to: b) - b.subtracting(a).distance(to: .additiveIdentity)) <= 1e-9 * (1 + a.distance(to: b)))
  let scaledDistance = a.scaled(by: 2).distance(to: b.scaled(by: 2))
  #expect(abs(scaledDistance - 2 * a.distance(to: b)) <= 1e-9 * (1 + scaledDistance))
}

@Suite struct VectorInterpolatableTests {
  @Test func vectorLawsHoldForEveryConformingType() async {
    await propertyCheck(input: coordinate.array(of: 8), coordinate.array(of: 8), Gen<Double>.double(in: -1...2)) {
      (a: [Double], b: [Double], t: Double) in
      checkLaws(a[0], b[0], t)
      checkLaws(Point(x: a[0], y: a[1]), Point(x: b[0], y: b[1]), t)
      checkLaws(Size(width: a[2], height: a[3]), Size(width: b[2], height: b[3]), t)
      checkLaws(Vector(dx: a[4], dy: a[5]), Vector(dx: b[4], dy: b[5]), t)
      checkLaws(Rect(x: a[0], y: a[1], width: a[2], height: a[3]), Rect(x: b[4], y: b[5], width: b[6], height: b[7]), t)
      checkLaws(
        EdgeInsets(top: a[4], left: a[5], bottom: a[6], right: a[7]),
        EdgeInsets(top: b[0], left: b[1], bottom: b[2], right: b[3]), t)
      checkLaws(
        Color(red: a[0], green: a[1], blue: a[2], alpha: a[3]),
        Color(red: b[4], green: b[5], blue: b[6], alpha: b[7]), t)
    }
  }

  @Test func distanceIsEuclideanOverAllComponents() {
    #expect(2.0.distance(to: -3) == 5)
    #expect(Point(x: 1, y: 2).distance(to: Point(x: 4, y: 6)) == 5)
    #expect(Size(width: 3, height: 0).distance(to: Size(width: 0, height: 4)) == 5)
    #expect(Vector(dx: 0, dy: 0).distance(to: Vector(dx: -6, dy: 8)) == 10)
    #expect(Rect(x: 0, y: 0, width: 0, height: 0).distance(to: Rect(x: 1, y: 1, width: 1, height: 1)) == 2)
    #expect(Color(red: 1, green: 0, blue: 0, alpha: 1).distance(to: .clear) == 2.0.squareRoot())
    #expect(EdgeInsets.zero.distance(to: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)) == 4)
  }

  @Test func scalingMultipliesEveryComponent() {
    #expect(Point(x: 1, y: -2).scaled(by: 3) == Point(x: 3, y: -6))
    #expect(Rect(x: 1, y: 2, width: 3, height: 4).scaled(by: 0.5) == Rect(x: 0.5, y: 1, width: 1.5, height: 2))
    #expect(Color(red: 1, green: 0.5, blue: 0, alpha: 1).scaled(by: 2) == Color(red: 2, green: 1, blue: 0, alpha: 2))
    #expect(
      EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).scaled(by: -1)
        == EdgeInsets(top: -1, left: -2, bottom: -3, right: -4))
  }
}
