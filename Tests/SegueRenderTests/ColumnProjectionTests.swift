import PropertyBased
import SegueGeometry
import SegueMotion
import Testing

@testable import SegueRender

/// A column projection's interior runs must be exactly the interior pixels of each row, and
/// every one of them covered, by the exact per-pixel computation, as its column's coverage says:
/// fully inside the left and right edges, and the same value all down an anti-aliased edge
/// column (within the one step of 1/255 that the rasterizer's stepped coordinates may move it).
@Suite struct ColumnProjectionTests {
  @Test(arguments: 0..<40)
  func interiorRunsAreExactlyTheInteriorPixels(seed: Int) throws {
    var random = Xoshiro(seed: (UInt64(seed), 17, 29, 31))
    let box = Rect(
      x: 0, y: 0, width: Double.random(in: 5...60, using: &random), height: Double.random(in: 5...60, using: &random))
    let matrix = Transform3D(rotationAngle: Double.random(in: -1.2...1.2, using: &random), x: 0, y: 1, z: 0)
      .concatenating(
        Transform3D(
          translationX: Double.random(in: 20...40, using: &random), y: Double.random(in: 5...30, using: &random), z: 0)
      )
      .concatenating(.perspective(distance: Double.random(in: 40...400, using: &random)))
    let edges: [EdgeAntialiasingMask] = [.all, [], [.layerTopEdge, .layerBottomEdge], [.layerLeftEdge]]
    let shape = CoverageShape(box: box, antialiased: edges[seed % edges.count])
    let rasterizer = try #require(CoverageRasterizer(shape: shape, matrix: matrix))
    let projection = try #require(rasterizer.columnProjection(width: 100))
    var interior = 0
    for y in 0..<100 {
      let run = projection.interiorRun(row: y, in: 0..<100)
      let expected = projection.columns.filter { projection.isInterior($0, y) }
      #expect(Array(run) == expected, "seed \(seed), row \(y)")
      interior += run.count
    }
    rasterizer.forEachSpan(width: 100, rows: 0..<100, projection: projection) { span in
      guard !span.isInterior else { return }
      for k in 0..<span.count where projection.columns.contains(span.x + k) {
        #expect(
          !projection.isInterior(span.x + k, span.y),
          "seed \(seed): interior pixel (\(span.x + k), \(span.y)) drawn twice")
      }
    }
    var covered = 0
    var exact = 0
    rasterizer.forEachSpan(width: 100, rows: 0..<100) { span in
      for k in 0..<span.count where projection.columns.contains(span.x + k) && projection.isInterior(span.x + k, span.y)
      {
        covered += 1
        let column = Int(projection.coverage[span.x + k - projection.columns.lowerBound])
        #expect(
          abs(Int(span.coverage[k]) - column) <= 1,
          "seed \(seed): pixel (\(span.x + k), \(span.y)) covered \(span.coverage[k]), its column \(column)")
        if Int(span.coverage[k]) == column { exact += 1 }
      }
    }
    #expect(covered == interior)
    #expect(
      exact * 100 >= covered * 99,
      "seed \(seed): \(covered - exact) of \(covered) pixels one step off their column's coverage")
  }
}
