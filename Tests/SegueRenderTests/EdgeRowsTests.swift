import SegueGeometry
import SegueMotion
import Testing

@testable import SegueRender

/// The rows a top or bottom edge crosses in a layer neither turned nor in perspective: every
/// pixel of an edge run has exactly the coverage the per-pixel rasterizer gives it, every other
/// pixel comes with its own, and none is lost or delivered twice — for rounded and plain boxes
/// at fractional positions and scales, mirrored or not, with any anti-aliased edges.
@MainActor
@Suite struct EdgeRowsTests {
  @Test(arguments: 0..<80)
  func edgeRunsHaveThePerPixelCoverage(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1_111)
    let (box, radius) = random.roundedBox(sides: 0.5...60, rounded: seed % 3 != 0)
    let edges = RandomScenes.antialiasedEdgeSets
    let shape = CoverageShape(RoundedBox(box, radius: radius), antialiased: edges[seed % edges.count])
    let mirror = seed % 5 == 0 ? -1.0 : 1
    let matrix = Transform3D(scaleX: random.value(0.5...3) * mirror, y: random.value(0.5...3), z: 1)
      .concatenating(
        Transform3D(translationX: random.value(2...20) + (mirror < 0 ? 150 : 0), y: random.value(2...20), z: 0))
    let rasterizer = try #require(CoverageRasterizer(shape: shape, matrix: matrix))
    let projection = try #require(rasterizer.columnProjection(width: 200))
    let (width, rows) = (200, 0..<200)
    var plain = [Int: UInt8]()
    rasterizer.forEachSpan(width: width, rows: rows) { span in
      for k in 0..<span.count { plain[span.y * width + span.x + k] = span.coverage[k] }
    }
    var split = [Int: UInt8]()
    var edgePixels = 0
    rasterizer.forEachSpan(width: width, rows: rows, projection: projection, edgeRuns: true) { span in
      for k in 0..<span.count {
        let index = span.y * width + span.x + k
        #expect(split[index] == nil, "seed \(seed): pixel \(index) delivered twice")
        // An interior run's pixels have their column's coverage, an edge run's the run's.
        let column = projection.coverage[span.x + k - projection.columns.lowerBound]
        split[index] = span.isInterior ? min(span.runCoverage, column) : span.coverage[k]
        if span.isInterior && span.runCoverage < 255 { edgePixels += 1 }
      }
    }
    let mismatches = plain.filter { index, coverage in coverage > 0 && split[index] != coverage }
    #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.count) pixels differ, e.g. \(mismatches.first!)")
    let extra = split.filter { index, coverage in coverage > 0 && (plain[index] ?? 0) != coverage }
    #expect(extra.isEmpty, "seed \(seed): \(extra.count) pixels covered only when split")
    let crossed =
      edges[seed % edges.count].contains(.layerTopEdge) || edges[seed % edges.count].contains(.layerBottomEdge)
    if radius == 0 && crossed && box.width * abs(matrix.m11) > 12 && box.height * matrix.m22 > 4 {
      #expect(edgePixels > 0, "seed \(seed): no edge run")
    }
  }

  /// Turned or perspective layers have no edge rows.
  @Test func onlyLayersNeitherTurnedNorInPerspectiveHaveEdgeRows() throws {
    let shape = CoverageShape(box: Rect(x: 0, y: 0, width: 20, height: 20))
    let flat = try #require(CoverageRasterizer(shape: shape, matrix: Transform3D(translationX: 3.3, y: 4.4, z: 0)))
    #expect(EdgeRows(quad: flat.quad, shape: shape, width: 64) != nil)
    for matrix in [
      Transform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1),
      Transform3D(rotationAngle: 0.2, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 100)),
    ] {
      let turned = try #require(CoverageRasterizer(shape: shape, matrix: matrix))
      #expect(EdgeRows(quad: turned.quad, shape: shape, width: 64) == nil)
    }
  }
}
