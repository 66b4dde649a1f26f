import SegueGeometry
import SegueMotion
import Testing

@testable import SegueRender

/// What the perspective view calls interior is fully covered: every pixel of a row's interior
/// run has coverage 255 by the exact per-pixel computation, for plain and rounded boxes turned
/// in perspective about axes neither vertical nor horizontal, mirrored or not (either sign of `w`),
/// with any anti-aliased edges; and the runs leave out few of the pixels ``InteriorTest`` calls
/// fully covered.
@MainActor
@Suite struct PerspectiveInteriorTests {
  @Test(arguments: 0..<160)
  func interiorPixelsAreFullyCovered(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 7_531)
    let box = Rect(
      x: random.value(-4...6), y: random.value(-4...6), width: random.value(0.5...60),
      height: random.value(0.5...60))
    let half = min(box.width, box.height) / 2
    let radius = seed % 3 == 0 ? 0 : (random.unit() < 0.3 ? half : random.value(0...half))
    let edges = RandomScenes.antialiasedEdgeSets
    let shape = CoverageShape(RoundedBox(box, radius: radius), antialiased: edges[seed % edges.count])
    let rasterizer = try #require(CoverageRasterizer(shape: shape, matrix: random.perspectiveMatrix()))
    #expect(rasterizer.columnProjection(width: 160) == nil && rasterizer.rowProjection(height: 160) == nil)
    #expect(rasterizer.affineProjection(height: 160) == nil)
    guard let projection = rasterizer.perspectiveProjection(height: 160) else {
      let ys = rasterizer.quad.polygon.map(\.y)
      #expect(ys.allSatisfy { $0 < 0 } || ys.allSatisfy { $0 > 160 }, "seed \(seed): no perspective view")
      return
    }
    #expect(rasterizer.interiorRuns(width: 160, height: 160) is PerspectiveProjection)
    let quad = rasterizer.quad
    var interior = 0
    var covered = 0
    for y in 0..<160 {
      let run = projection.interiorRun(row: y, in: 0..<160)
      for x in run {
        interior += 1
        let exact = HoleSkipTests.exactCoverage(shape, inverse: quad.inverse, x: x, y: y, frontSign: quad.frontSign)
        #expect(exact == 255, "seed \(seed): interior pixel (\(x), \(y)) has coverage \(exact)")
      }
      covered += (0..<160).filter { Self.isFullyCovered(shape, quad, x: $0, y: y) }.count
    }
    // Rounded corners leave out whole corner squares' rows where the run is split, plain boxes
    // at most a pixel or two at each end.
    #expect(
      interior >= covered * (radius > 0 ? 1 : 9) / (radius > 0 ? 2 : 10), "seed \(seed): \(interior) of \(covered)")
    #expect(interior > 0 || half < 4 || covered == 0, "seed \(seed): no interior")
  }

  /// The view's runs are clipped to the limit they are asked within, and rows outside the
  /// polygon have none.
  @Test(arguments: 0..<20)
  func runsStayWithinTheirLimit(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1_357)
    let box = Rect(x: 0, y: 0, width: random.value(10...40), height: random.value(10...40))
    let rasterizer = try #require(
      CoverageRasterizer(shape: CoverageShape(box: box), matrix: random.perspectiveMatrix()))
    let projection = try #require(rasterizer.perspectiveProjection(height: 160))
    for y in -2..<162 {
      let limit = random.unit() < 0.5 ? 0..<160 : 20..<40
      let run = projection.interiorRun(row: y, in: limit)
      #expect(run.isEmpty || (limit.contains(run.lowerBound) && run.upperBound <= limit.upperBound))
      if !projection.rows.contains(y) { #expect(run.isEmpty) }
    }
  }

  /// Whether ``InteriorTest`` calls the pixel at (`x`, `y`) fully covered, from its own inverse
  /// projection.
  private static func isFullyCovered(_ shape: CoverageShape, _ quad: ProjectedQuad, x: Int, y: Int) -> Bool {
    let i = quad.inverse
    let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
    let c = px * i.2 + py * i.5 + i.8
    guard c * quad.frontSign > 0 else { return false }
    let w = 1 / c
    let u = (px * i.0 + py * i.3 + i.6) * w
    let v = (px * i.1 + py * i.4 + i.7) * w
    let (ux, uy, vx, vy) = ((i.0 - u * i.2) * w, (i.3 - u * i.5) * w, (i.1 - v * i.2) * w, (i.4 - v * i.5) * w)
    return InteriorTest(shape: shape).isFullyCovered(
      u, v, gradientU2: ux * ux + uy * uy, gradientV2: vx * vx + vy * vy)
  }
}
