import SegueGeometry
import Testing

@testable import SegueRender

/// A mask's rows split into the run it covers completely and the rest: every pixel of a full
/// run has coverage exactly 255, every other pixel comes with the coverage the per-pixel
/// rasterizer gives it, and none is lost, so a group blended through the mask has the bytes it
/// had when every pixel was rasterized.
@MainActor
@Suite struct MaskFullRunTests {
  @Test(arguments: 0..<60)
  func fullRunsAreWhollyCoveredAndTheRestUnchanged(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &+ 9_876)
    try check(seed: seed, &random) { $0.columnKeepingMatrix() }
  }

  @Test(arguments: 0..<60)
  func rowFullRunsAreWhollyCoveredAndTheRestUnchanged(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &+ 6_789)
    try check(seed: seed, &random) { $0.rowKeepingMatrix() }
  }

  @Test(arguments: 0..<60)
  func perspectiveFullRunsAreWhollyCoveredAndTheRestUnchanged(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 5_678)
    try check(seed: seed, &random) { $0.perspectiveMatrix() }
  }

  /// Splits a random rounded box seen through a matrix from `matrix` and checks the split.
  private func check(seed: Int, _ random: inout RandomScenes, matrix: (inout RandomScenes) -> Transform3D) throws {
    let box = Rect(
      x: random.value(0...6), y: random.value(0...6), width: random.value(4...60), height: random.value(4...60))
    let radius = random.unit() < 0.5 ? 0 : random.value(0...min(box.width, box.height) / 2)
    let shape = CoverageShape(RoundedBox(box, radius: radius), antialiased: .all)
    let matrix = matrix(&random)
    let rasterizer = try #require(CoverageRasterizer(shape: shape, matrix: matrix))
    let width = 200
    let rows = 0..<200
    var plain = [Int: UInt8]()
    rasterizer.forEachSpan(width: width, rows: rows) { span in
      for k in 0..<span.count { plain[span.y * width + span.x + k] = span.coverage[k] }
    }
    var split = [Int: UInt8]()
    var fullPixels = 0
    rasterizer.forEachSpan(
      width: width, rows: rows, projection: rasterizer.interiorRuns(width: width, height: rows.upperBound),
      fullRunsOnly: true
    ) { span in
      for k in 0..<span.count {
        let index = span.y * width + span.x + k
        #expect(split[index] == nil, "seed \(seed): pixel \(index) delivered twice")
        split[index] = span.isInterior ? 255 : span.coverage[k]
        if span.isInterior { fullPixels += 1 }
      }
    }
    let mismatches = plain.filter { index, coverage in coverage > 0 && split[index] != coverage }
    #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.count) pixels differ, e.g. \(mismatches.first!)")
    let extra = split.filter { index, coverage in coverage > 0 && (plain[index] ?? 0) != coverage }
    #expect(extra.isEmpty, "seed \(seed): \(extra.count) pixels covered only when split")
    #expect(
      fullPixels > 0 || plain.values.filter { $0 == 255 }.count < 4 || box.width * matrix.m11 < 3
        || box.height * matrix.m22 < 3, "seed \(seed): no full run")
  }
}
