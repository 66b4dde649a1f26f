import SegueGeometry
import SegueMotion
import Testing

@testable import SegueRender

/// What a row view calls interior is covered as its row says: every pixel of a row's interior
/// run has the row's coverage by the exact per-pixel computation — 255 in a row clear of the
/// top and bottom edges, in rounded boxes up to circles; within one step of 1/255 in a row an
/// anti-aliased edge crosses — for boxes scaled, moved and turned about the horizontal axis.
@MainActor
@Suite struct RowInteriorTests {
  @Test(arguments: 0..<80)
  func interiorPixelsOfRoundedBoxesAreCoveredAsTheirRowSays(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &+ 2_468)
    let box = Rect(
      x: random.value(0...6), y: random.value(0...6), width: random.value(4...60), height: random.value(4...60))
    let half = min(box.width, box.height) / 2
    let radius = random.unit() < 0.3 ? half : random.value(0...half)
    let edges = RandomScenes.antialiasedEdgeSets
    let shape = CoverageShape(RoundedBox(box, radius: radius), antialiased: edges[seed % edges.count])
    let matrix = random.rowKeepingMatrix()
    let rasterizer = try #require(CoverageRasterizer(shape: shape, matrix: matrix))
    let projection = try #require(rasterizer.rowProjection(height: 240))
    var interior = 0
    for y in projection.rows {
      let coverage = projection.coverage[y - projection.rows.lowerBound]
      for x in projection.interiorRun(row: y, in: 0..<240) {
        interior += 1
        let exact = HoleSkipTests.exactCoverage(shape, inverse: rasterizer.quad.inverse, x: x, y: y)
        if coverage == 255 {
          #expect(exact == 255, "seed \(seed): interior pixel (\(x), \(y)) has coverage \(exact)")
        } else {
          #expect(abs(Int(exact) - Int(coverage)) <= 1, "seed \(seed): (\(x), \(y)) has \(exact), its row \(coverage)")
        }
      }
    }
    #expect(interior > 0 || half < 2, "seed \(seed): no interior")
  }
}
