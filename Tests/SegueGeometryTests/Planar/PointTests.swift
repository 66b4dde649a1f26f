import SegueGeometry
import Testing

@Suite struct PointTests {
  @Test func pointsMapThroughTheWholeTransform() {
    let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(Point(x: 1, y: 1).applying(t) == Point(x: 9, y: 12))
    #expect(Point.zero.applying(t) == Point(x: 5, y: 6))
  }

  @Test func sizesIgnoreTranslation() {
    let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(Size(width: 1, height: 1).applying(t) == Size(width: 4, height: 6))
    #expect(Size(width: 10, height: 20).applying(AffineTransform(scaleX: -1, y: 2)) == Size(width: -10, height: 40))
  }

  @Test func zeroValues() {
    #expect(Point.zero == Point(x: 0, y: 0))
    #expect(Size.zero == Size(width: 0, height: 0))
    #expect(Vector.zero == Vector(dx: 0, dy: 0))
    #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(RectEdge.allCases.count == 4)
  }
}
