import PropertyBased
import SegueGeometry
import Testing

/// Whether `interpolated(to:fraction:)` returns exactly the start at 0 and exactly the end at 1.
private func hitsBothEnds<Value: Interpolatable & Equatable>(_ start: Value, _ end: Value) -> Bool {
  start.interpolated(to: end, fraction: 0) == start && start.interpolated(to: end, fraction: 1) == end
}

private let coordinate = Gen<Double>.double(in: -1000...1000)

@Suite struct InterpolatableTests {
  @Test func doublesHitBothEnds() async {
    await propertyCheck(input: coordinate, coordinate) { (a: Double, b: Double) in
      #expect(hitsBothEnds(a, b))
    }
  }

  @Test func planarValuesHitBothEnds() async {
    await propertyCheck(input: coordinate.array(of: 8), coordinate.array(of: 8)) { (a: [Double], b: [Double]) in
      #expect(hitsBothEnds(Point(x: a[0], y: a[1]), Point(x: b[0], y: b[1])))
      #expect(hitsBothEnds(Size(width: a[2], height: a[3]), Size(width: b[2], height: b[3])))
      #expect(hitsBothEnds(Vector(dx: a[4], dy: a[5]), Vector(dx: b[4], dy: b[5])))
      let rect = Rect(x: a[0], y: a[1], width: a[2], height: a[3])
      #expect(hitsBothEnds(rect, Rect(x: b[4], y: b[5], width: b[6], height: b[7])))
      let insets = EdgeInsets(top: a[4], left: a[5], bottom: a[6], right: a[7])
      #expect(hitsBothEnds(insets, EdgeInsets(top: b[0], left: b[1], bottom: b[2], right: b[3])))
    }
  }

  @Test func specialRectsHitBothEnds() {
    #expect(hitsBothEnds(Rect.null, Rect(x: 1, y: 2, width: 3, height: 4)))
    #expect(hitsBothEnds(Rect.infinite, Rect.null))
  }

  @Test func coloursHitBothEnds() async {
    let component = Gen<Double>.double(in: 0...1)
    await propertyCheck(input: component.array(of: 4), component.array(of: 4)) { (a: [Double], b: [Double]) in
      let start = Color(red: a[0], green: a[1], blue: a[2], alpha: a[3])
      #expect(hitsBothEnds(start, Color(red: b[0], green: b[1], blue: b[2], alpha: b[3])))
    }
  }

  @Test func transformsHitBothEnds() async {
    await propertyCheck(input: Gen.composed, Gen.composed, Gen<AffineTransform>.composed, Gen<AffineTransform>.composed)
    {
      (a: Transform3D, b: Transform3D, c: AffineTransform, d: AffineTransform) in
      #expect(hitsBothEnds(a, b))
      #expect(hitsBothEnds(c, d))
      #expect(hitsBothEnds(a, Transform3D(scaleX: 0, y: 1, z: 1)))
    }
  }

  @Test func scalarsBlendLinearlyAndExtrapolate() {
    #expect(2.0.interpolated(to: 6, fraction: 0.25) == 3)
    #expect(2.0.interpolated(to: 6, fraction: -0.5) == 0)
    #expect(2.0.interpolated(to: 6, fraction: 1.5) == 8)
    #expect(Point(x: 0, y: 10).interpolated(to: Point(x: 10, y: 0), fraction: 0.5) == Point(x: 5, y: 5))
    #expect(
      Rect(x: 0, y: 0, width: 10, height: 10).interpolated(to: Rect(x: 10, y: 20, width: 30, height: 40), fraction: 0.5)
        == Rect(x: 5, y: 10, width: 20, height: 25))
  }

  @Test func coloursBlendStraightComponents() {
    let halfway = Color.red.interpolated(to: Color.blue.withAlphaComponent(0), fraction: 0.5)
    #expect(halfway == Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
  }

  @Test func additionUndoesSubtraction() async {
    await propertyCheck(input: Gen<Point>.grid, Gen<Point>.grid, Gen<Rect>.grid, Gen<Rect>.grid) {
      (p: Point, q: Point, r: Rect, s: Rect) in
      #expect(p.subtracting(q).adding(q) == p)
      #expect(p.adding(.additiveIdentity) == p)
      #expect(r.subtracting(s).adding(s) == r)
      #expect(r.adding(.additiveIdentity) == r)
      #expect(p.x.subtracting(q.y).adding(q.y) == p.x)
      #expect(
        Size.additiveIdentity == .zero && Vector.additiveIdentity == .zero && EdgeInsets.additiveIdentity == .zero)
      #expect(Color.additiveIdentity == .clear && Double.additiveIdentity == 0)
    }
  }

  @Test func transformsAddByConcatenation() async {
    await propertyCheck(input: Gen.composed, Gen.composed, Gen<AffineTransform>.composed, Gen<AffineTransform>.composed)
    {
      (a: Transform3D, b: Transform3D, c: AffineTransform, d: AffineTransform) in
      #expect(a.adding(b) == a.concatenating(b))
      #expect(isClose(a.adding(b).subtracting(b), a, tolerance: 1e-9 * max(1, a.entries.map(abs).max() ?? 1)))
      #expect(a.adding(.additiveIdentity) == a)
      #expect(c.adding(d) == c.concatenating(d))
      #expect(isClose(c.adding(d).subtracting(d), c, tolerance: 1e-9 * max(1, c.entries.map(abs).max() ?? 1)))
      #expect(c.adding(.additiveIdentity) == c)
    }
  }
}
