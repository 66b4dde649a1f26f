import SegueGeometry
import SegueMotion
import Testing

@testable import SegueRender

/// What the affine view calls interior is fully covered: every pixel of a row's interior run
/// has coverage 255 by the exact per-pixel computation, for boxes scaled, turned in 2D and
/// sheared, with any anti-aliased edges; and the run misses at most one fully covered pixel at
/// each end.
@MainActor
@Suite struct AffineInteriorTests {
  @Test(arguments: 0..<120)
  func interiorPixelsAreFullyCovered(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &+ 9_753)
    let box = Rect(
      x: random.value(-4...6), y: random.value(-4...6), width: random.value(0.5...40),
      height: random.value(0.5...40))
    let edges = RandomScenes.antialiasedEdgeSets
    let shape = CoverageShape(box: box, antialiased: edges[seed % edges.count])
    let rasterizer = try #require(CoverageRasterizer(shape: shape, matrix: random.turningMatrix()))
    #expect(rasterizer.columnProjection(width: 96) == nil && rasterizer.rowProjection(height: 96) == nil)
    guard let projection = rasterizer.affineProjection(height: 96) else {
      let ys = rasterizer.quad.polygon.map(\.y)
      #expect(ys.allSatisfy { $0 < 0 } || ys.allSatisfy { $0 > 96 }, "seed \(seed): no affine view")
      return
    }
    let i = rasterizer.quad.inverse
    var interior = 0
    var missed = 0
    for y in 0..<96 {
      let run = projection.interiorRun(row: y, in: 0..<96)
      for x in run {
        interior += 1
        let exact = HoleSkipTests.exactCoverage(shape, inverse: i, x: x, y: y)
        #expect(exact == 255, "seed \(seed): interior pixel (\(x), \(y)) has coverage \(exact)")
      }
      let covered = (0..<96).filter { Self.isFullyCovered(shape, inverse: i, x: $0, y: y) }
      if let first = covered.first, let last = covered.last {
        missed +=
          run.isEmpty ? max(0, covered.count - 2) : max(0, run.lowerBound - first - 1) + max(0, last - run.upperBound)
      }
    }
    #expect(missed == 0, "seed \(seed): \(missed) fully covered pixels left out of runs")
    #expect(interior > 0 || min(box.width, box.height) < 6, "seed \(seed): no interior")
  }

  /// The affine view is left to the column and row views where they apply, and to the per-pixel
  /// path for rounded boxes and boxes with holes, so what those draw does not change.
  @Test(arguments: 0..<20)
  func onlyPlainBoxesTurnedIn2DHaveAnAffineView(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &+ 4_321)
    let box = Rect(x: 0, y: 0, width: random.value(4...40), height: random.value(4...40))
    let turned = random.turningMatrix()
    let plain = try #require(CoverageRasterizer(shape: CoverageShape(box: box), matrix: turned))
    #expect(plain.affineProjection(height: 96) != nil)
    #expect(plain.interiorRuns(width: 96, height: 96) is AffineProjection)
    let rounded = CoverageShape(RoundedBox(box, radius: 2))
    #expect(CoverageRasterizer(shape: rounded, matrix: turned)?.affineProjection(height: 96) == nil)
    let holed = CoverageShape(box: box, hole: RoundedBox(box.insetBy(dx: 1, dy: 1), radius: 0))
    #expect(CoverageRasterizer(shape: holed, matrix: turned)?.affineProjection(height: 96) == nil)
    for matrix in [random.rowKeepingMatrix(), random.columnKeepingMatrix()] {
      let kept = try #require(CoverageRasterizer(shape: CoverageShape(box: box), matrix: matrix))
      #expect(kept.affineProjection(height: 96) == nil)
      #expect(!(kept.interiorRuns(width: 96, height: 96) is AffineProjection))
    }
  }

  /// Whether ``InteriorTest`` calls the pixel at (`x`, `y`) fully covered, from its own inverse
  /// projection.
  private static func isFullyCovered(_ shape: CoverageShape, inverse i: ProjectedQuad.Inverse, x: Int, y: Int) -> Bool {
    let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
    let (ux, uy, vx, vy) = (i.0 / i.8, i.3 / i.8, i.1 / i.8, i.4 / i.8)
    return InteriorTest(shape: shape).isFullyCovered(
      (px * i.0 + py * i.3 + i.6) / i.8, (px * i.1 + py * i.4 + i.7) / i.8, gradientU2: ux * ux + uy * uy,
      gradientV2: vx * vx + vy * vy)
  }
}
