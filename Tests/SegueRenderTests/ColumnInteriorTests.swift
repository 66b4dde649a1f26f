import SegueGeometry
import Testing

@testable import SegueRender

/// What a column view calls interior is fully covered: every pixel in a column's interior rows,
/// in a column whose coverage is 255, has exact coverage 255 — in rounded boxes up to circles,
/// where the interior reaches into the corners' width; and a row's interior run, found by binary
/// searches, holds exactly the row's interior pixels.
@MainActor
@Suite struct ColumnInteriorTests {
  @Test(arguments: 0..<80)
  func interiorPixelsOfRoundedBoxesAreFullyCovered(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &+ 4_321)
    for _ in 0..<8 { _ = random.unit() }
    let box = Rect(
      x: random.value(0...6), y: random.value(0...6), width: random.value(4...60), height: random.value(4...60))
    let half = min(box.width, box.height) / 2
    let radius = random.unit() < 0.3 ? half : random.value(0...half)
    let shape = CoverageShape(RoundedBox(box, radius: radius))
    let matrix = random.columnKeepingMatrix()
    let rasterizer = try #require(CoverageRasterizer(shape: shape, matrix: matrix))
    let projection = try #require(rasterizer.columnProjection(width: 240))
    var interior = 0
    var inCorners = 0
    for x in projection.columns where projection.coverage[x - projection.columns.lowerBound] == 255 {
      for y in 0..<240 where projection.isInterior(x, y) {
        interior += 1
        let exact = HoleSkipTests.exactCoverage(shape, inverse: rasterizer.quad.inverse, x: x, y: y)
        #expect(exact == 255, "seed \(seed): interior pixel (\(x), \(y)) has coverage \(exact)")
        let u = projection.u[x - projection.columns.lowerBound]
        if u < box.minX + radius || u > box.maxX - radius { inCorners += 1 }
      }
    }
    #expect(interior > 0 || half < 2, "seed \(seed): no interior")
    if radius > 4 { #expect(inCorners > 0, "seed \(seed): no interior pixel in the corners' width") }
  }

  @Test(arguments: 0..<80)
  func interiorRunsHoldTheRowsInteriorPixels(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 8_642)
    let (box, radius) = random.roundedBox(sides: 4...60, rounded: seed % 4 != 0)
    let rasterizer = try #require(
      CoverageRasterizer(shape: CoverageShape(RoundedBox(box, radius: radius)), matrix: random.columnKeepingMatrix()))
    let projection = try #require(rasterizer.columnProjection(width: 240))
    for y in -1..<241 {
      let limit = random.unit() < 0.7 ? 0..<240 : Int.random(in: 0...120, using: &random.random)..<240
      let interior = limit.filter { projection.columns.contains($0) && projection.isInterior($0, y) }
      let run = projection.interiorRun(row: y, in: limit)
      #expect(Array(run) == interior, "seed \(seed), row \(y): run \(run), interior \(interior)")
    }
  }
}
