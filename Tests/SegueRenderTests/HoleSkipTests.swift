import SegueGeometry
import Testing

@testable import SegueRender

/// A border's pixels wholly inside its hole are skipped by the rasterizer: each one skipped has
/// exact coverage 0, and every pixel it does deliver has the coverage computed for it alone.
@MainActor
@Suite struct HoleSkipTests {
  @Test(arguments: 0..<60)
  func skippedPixelsAreUncoveredAndTheRestExact(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &+ 1_234)
    for _ in 0..<8 { _ = random.unit() }
    let box = Rect(
      x: random.value(0...6), y: random.value(0...6), width: random.value(6...50), height: random.value(6...50))
    let border = random.value(0.3...min(4, min(box.width, box.height) * 0.4))
    let rounding = RoundedBox(box, radius: random.value(0...min(box.width, box.height) / 2))
    let hole = try #require(rounding.inset(by: border))
    let shape = CoverageShape(box: box, rounding: rounding, hole: hole)
    let matrix = random.columnKeepingMatrix()
    let rasterizer = try #require(CoverageRasterizer(shape: shape, matrix: matrix))
    let width = 200
    let rows = 0..<200
    let projection = try #require(rasterizer.holeProjection(width: width))
    var delivered = [Int: UInt8]()
    rasterizer.forEachSpan(width: width, rows: rows) { span in
      for k in 0..<span.count { delivered[span.y * width + span.x + k] = span.coverage[k] }
    }
    var skipped = 0
    let i = rasterizer.quad.inverse
    for y in rows {
      let run = projection.fullRun(row: y, in: 0..<width)
      for x in 0..<width {
        let exact = Self.exactCoverage(shape, inverse: i, x: x, y: y)
        if run.contains(x) {
          skipped += 1
          #expect(exact == 0, "seed \(seed): skipped pixel (\(x), \(y)) has coverage \(exact)")
          #expect(delivered[y * width + x] == nil)
        } else if let got = delivered[y * width + x] {
          #expect(abs(Int(got) - Int(exact)) <= 1, "seed \(seed): (\(x), \(y)) got \(got), exact \(exact)")
        } else {
          #expect(exact <= 1, "seed \(seed): (\(x), \(y)) with coverage \(exact) was not delivered")
        }
      }
    }
    #expect(skipped > 0 || hole.rect.width * 0.5 < 2 || hole.rect.height * 0.5 < 2, "seed \(seed): nothing skipped")
  }

  /// The coverage of the pixel at (`x`, `y`) from its own inverse projection, not stepped along
  /// the row; the pixel is in front of the viewer where `w` has the sign `frontSign`.
  static func exactCoverage(
    _ shape: CoverageShape, inverse i: (Double, Double, Double, Double, Double, Double, Double, Double, Double),
    x: Int, y: Int, frontSign: Double = 1
  ) -> UInt8 {
    let px = Double(x) + 0.5
    let py = Double(y) + 0.5
    let c = px * i.2 + py * i.5 + i.8
    guard c * frontSign > 0 else { return 0 }
    let w = 1 / c
    let u = (px * i.0 + py * i.3 + i.6) * w
    let v = (px * i.1 + py * i.4 + i.7) * w
    let pixel = PixelFootprint(
      ux: (i.0 - u * i.2) * w, uy: (i.3 - u * i.5) * w, vx: (i.1 - v * i.2) * w, vy: (i.4 - v * i.5) * w)
    let value = shape.coverage(u, v, pixel)
    return value > 0 ? UInt8(min(value, 1) * 255 + 0.5) : 0
  }
}
