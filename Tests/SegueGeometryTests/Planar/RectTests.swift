import SegueGeometry
import Testing

@Suite struct RectTests {
  @Test func edgesOfANegativeSizeRectAreStandardized() {
    let r = Rect(x: 10, y: 20, width: -4, height: -6)
    #expect(r.minX == 6 && r.maxX == 10 && r.midX == 8)
    #expect(r.minY == 14 && r.maxY == 20 && r.midY == 17)
    #expect(r.width == 4 && r.height == 6)
    #expect(r.standardized == Rect(x: 6, y: 14, width: 4, height: 6))
  }

  @Test func nullAndInfiniteRectsMatchCoreGraphics() {
    #expect(Rect.null.isNull && Rect.null.isEmpty)
    #expect(Rect.null.origin.x == .infinity && Rect.null.size == .zero)
    #expect(!Rect.zero.isNull && Rect.zero.isEmpty)
    #expect(Rect.infinite.isInfinite && !Rect.infinite.isNull && !Rect.infinite.isEmpty)
    #expect(Rect.infinite.origin.x == -Double.greatestFiniteMagnitude / 2)
    #expect(Rect.infinite.size.width == .greatestFiniteMagnitude)
    #expect(Rect.null.standardized.isNull)
    #expect(Rect.null.offsetBy(dx: 5, dy: 5).isNull)
    #expect(Rect.null.integral.isNull)
    #expect(Rect.null.applying(AffineTransform(scaleX: 2, y: 2)).isNull)
  }

  @Test func disjointIntersectionIsNull() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 20, y: 0, width: 10, height: 10)
    #expect(a.intersection(b).isNull)
    #expect(!a.intersects(b))
    #expect(a.intersection(.null).isNull)
  }

  @Test func touchingEdgesIntersectInAZeroSizeRect() {
    let a = Rect(x: 0, y: 0, width: 10, height: 5)
    let b = Rect(x: 0, y: 5, width: 10, height: 5)
    #expect(a.intersection(b) == Rect(x: 0, y: 5, width: 10, height: 0))
    #expect(a.intersects(b))
    let corner = Rect(x: 10, y: 5, width: 3, height: 3)
    #expect(a.intersection(corner) == Rect(x: 10, y: 5, width: 0, height: 0))
  }

  @Test func unionTreatsNullAsIdentity() {
    let a = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(a.union(.null) == a)
    #expect(Rect.null.union(a) == a)
    #expect(Rect.null.union(.null).isNull)
    #expect(a.union(Rect(x: 10, y: -5, width: 1, height: 1)) == Rect(x: 1, y: -5, width: 10, height: 11))
  }

  @Test func insetByReturnsNullWhenTheSizeWouldGoNegative() {
    let r = Rect(x: 0, y: 0, width: 10, height: 4)
    #expect(r.insetBy(dx: 2, dy: 1) == Rect(x: 2, y: 1, width: 6, height: 2))
    #expect(r.insetBy(dx: -1, dy: -1) == Rect(x: -1, y: -1, width: 12, height: 6))
    #expect(r.insetBy(dx: 5, dy: 2) == Rect(x: 5, y: 2, width: 0, height: 0))
    #expect(r.insetBy(dx: 1, dy: 3).isNull)
  }

  @Test func insetByEdgeInsetsMovesEachEdge() {
    let r = Rect(x: 0, y: 0, width: 100, height: 50)
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(r.inset(by: insets) == Rect(x: 2, y: 1, width: 94, height: 46))
    #expect(r.inset(by: .zero) == r)
  }

  @Test func dividedClampsTheDistanceToTheSize() {
    let r = Rect(x: 0, y: 0, width: 10, height: 20)
    let beyond = r.divided(atDistance: 15, from: .minXEdge)
    #expect(beyond.slice == r)
    #expect(beyond.remainder == Rect(x: 10, y: 0, width: 0, height: 20))
    let fromMax = r.divided(atDistance: 25, from: .maxYEdge)
    #expect(fromMax.slice == r)
    #expect(fromMax.remainder == Rect(x: 0, y: 0, width: 10, height: 0))
    let negative = r.divided(atDistance: -3, from: .minYEdge)
    #expect(negative.slice == Rect(x: 0, y: 0, width: 10, height: 0))
    #expect(negative.remainder == r)
  }

  @Test func dividedFromEachEdge() {
    let r = Rect(x: 10, y: 20, width: 30, height: 40)
    let fromMinX = r.divided(atDistance: 5, from: .minXEdge)
    #expect(fromMinX.slice == Rect(x: 10, y: 20, width: 5, height: 40))
    #expect(fromMinX.remainder == Rect(x: 15, y: 20, width: 25, height: 40))
    let fromMaxX = r.divided(atDistance: 5, from: .maxXEdge)
    #expect(fromMaxX.slice == Rect(x: 35, y: 20, width: 5, height: 40))
    #expect(fromMaxX.remainder == Rect(x: 10, y: 20, width: 25, height: 40))
    let fromMinY = r.divided(atDistance: 5, from: .minYEdge)
    #expect(fromMinY.slice == Rect(x: 10, y: 20, width: 30, height: 5))
    #expect(fromMinY.remainder == Rect(x: 10, y: 25, width: 30, height: 35))
    let fromMaxY = r.divided(atDistance: 5, from: .maxYEdge)
    #expect(fromMaxY.slice == Rect(x: 10, y: 55, width: 30, height: 5))
    #expect(fromMaxY.remainder == Rect(x: 10, y: 20, width: 30, height: 35))
  }

  @Test func integralOfANegativeOriginFractionalRect() {
    #expect(Rect(x: -0.5, y: 1.2, width: 2.1, height: 3.3).integral == Rect(x: -1, y: 1, width: 3, height: 4))
    #expect(Rect(x: 1, y: 2, width: 3, height: 4).integral == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(Rect(x: 0.5, y: 0.5, width: -1.25, height: 2).integral == Rect(x: -1, y: 0, width: 2, height: 3))
  }

  @Test func containsPointIncludesMinEdgesAndExcludesMaxEdges() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(Point(x: 0, y: 0)))
    #expect(r.contains(Point(x: 9.999, y: 5)))
    #expect(!r.contains(Point(x: 10, y: 5)))
    #expect(!r.contains(Point(x: 5, y: 10)))
    #expect(!Rect.null.contains(Point.zero))
    #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(x: 0, y: 1)))
  }

  @Test func containsRectAllowsSharedEdges() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(r))
    #expect(r.contains(Rect(x: 5, y: 5, width: 5, height: 5)))
    #expect(!r.contains(Rect(x: 5, y: 5, width: 6, height: 5)))
    #expect(r.contains(.null))
    #expect(!Rect.null.contains(r))
  }

  @Test func applyingTakesTheBoundingBoxOfTheCorners() {
    let r = Rect(x: 0, y: 0, width: 20, height: 10)
    let rotated = r.applying(AffineTransform(rotationAngle: .pi / 2))
    #expect(isClose(rotated.origin, Point(x: -10, y: 0), tolerance: 1e-12))
    #expect(abs(rotated.width - 10) < 1e-12 && abs(rotated.height - 20) < 1e-12)
    let moved = r.applying(AffineTransform(translationX: 5, y: -5).scaledBy(x: 2, y: -1))
    #expect(moved == Rect(x: 5, y: -15, width: 40, height: 10))
    #expect(r.applying(.identity) == r)
  }
}
