import SegueGeometry
import SegueMotion
import Testing

@testable import SegueRender

/// The coverage kernel gives the Swift rasterizer's spans exactly: the same pixels, bounds
/// coordinates and coverage bytes, for plain and rounded boxes with any anti-aliased edges seen
/// through affine turns, turns about vertical or horizontal axes and any perspective (pixels
/// behind the eye included), with and without interior runs; shapes with a hole keep the Swift
/// path.
@MainActor
@Suite struct CoverageKernelTests {
  /// What a span showed its consumer.
  private struct Seen: Equatable {
    let y: Int
    let x: Int
    let isInterior: Bool
    let coverage: [UInt8]
    let u: [Double]
    let v: [Double]
  }

  /// Every span `rasterizer` delivers within 160 × 160 pixels, through its interior runs when
  /// `runs`.
  private static func spans(_ rasterizer: CoverageRasterizer, runs: Bool) -> [Seen] {
    var seen: [Seen] = []
    let projection = runs ? rasterizer.interiorRuns(width: 160, height: 160) : nil
    rasterizer.forEachSpan(width: 160, rows: 0..<160, projection: projection, edgeRuns: runs) { span in
      let count = span.isInterior ? 0 : span.count
      seen.append(
        Seen(
          y: span.y, x: span.x, isInterior: span.isInterior, coverage: Array(span.coverage.prefix(count)),
          u: Array(span.u.prefix(count)), v: Array(span.v.prefix(count))))
    }
    return seen
  }

  @Test(.enabled(if: RasterKernels.isVectorized), arguments: 0..<240)
  func kernelSpansMatchTheSwiftPath(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 4_242)
    let (shape, matrix) = random.coverageCase(seed: seed)
    var rasterizer = try #require(CoverageRasterizer(shape: shape, matrix: matrix))
    for runs in [false, true] {
      rasterizer.usesCoverageKernel = true
      let kernel = Self.spans(rasterizer, runs: runs)
      rasterizer.usesCoverageKernel = false
      let swift = Self.spans(rasterizer, runs: runs)
      #expect(kernel == swift, "seed \(seed), runs \(runs)")
    }
  }

  /// Edges drawn all or nothing that pass through pixel centres: the centre on the edge is
  /// inside, as the Swift path has it.
  @Test(.enabled(if: RasterKernels.isVectorized), arguments: [false, true])
  func centresOnEdgesDrawnAllOrNothingAreInside(mirrored: Bool) throws {
    let shape = CoverageShape(box: Rect(x: 2.5, y: 3.5, width: 10, height: 7), antialiased: [])
    let matrix = Transform3D(scaleX: mirrored ? -1 : 1, y: 1, z: 1).concatenating(
      Transform3D(translationX: mirrored ? 30 : 0, y: 0, z: 0))
    var rasterizer = try #require(CoverageRasterizer(shape: shape, matrix: matrix))
    let kernel = Self.spans(rasterizer, runs: false)
    rasterizer.usesCoverageKernel = false
    #expect(kernel == Self.spans(rasterizer, runs: false))
    #expect(kernel.count == 8 && kernel.allSatisfy { $0.coverage.filter { $0 == 255 }.count == 11 })
  }

  /// The random cases are not vacuous: most of them draw something within the 160 × 160 pixels.
  @Test func mostCasesDrawSomething() throws {
    var drawn = 0
    for seed in 0..<240 {
      var random = RandomScenes(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 4_242)
      let (shape, matrix) = random.coverageCase(seed: seed)
      guard let rasterizer = CoverageRasterizer(shape: shape, matrix: matrix) else { continue }
      drawn += Self.spans(rasterizer, runs: false).isEmpty ? 0 : 1
    }
    #expect(drawn >= 150, "\(drawn) of 240")
  }

  /// Points where coverage is not finite arithmetic: NaN and infinite coordinates, which the
  /// kernels give the Swift computation's bytes (none covered).
  @Test(.enabled(if: RasterKernels.isVectorized), arguments: [0.0, 4.0])
  func pointsThatAreNotFiniteCoverAsInSwift(radius: Double) {
    let box = Rect(x: 0, y: 0, width: 10, height: 10)
    let shape = CoverageShape(RoundedBox(box, radius: radius))
    let footprint = PixelFootprint(ux: 1, uy: 0, vx: 0, vy: 1)
    let odd = [Double.nan, .infinity, -.infinity, 5, 0.25]
    let points = odd.flatMap { u in odd.map { v in (u, v) } }
    let expected = points.map { u, v -> UInt8 in
      let value = shape.coverage(u, v, footprint)
      return value > 0 ? UInt8(min(value, 1) * 255 + 0.5) : 0
    }
    var u = points.map(\.0)
    var v = points.map(\.1)
    var actual = [UInt8](repeating: 9, count: points.count)
    let identity = (1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0)
    RasterKernels.CoverageKernel.with(shape, inverse: identity, affine: footprint) { kernel in
      guard let kernel else { return }
      u.withUnsafeMutableBufferPointer { u in
        v.withUnsafeMutableBufferPointer { v in
          actual.withUnsafeMutableBufferPointer { coverage in
            CoverageSpan.withSpan(capacity: points.count) { span in
              for k in points.indices { (span.u[k], span.v[k]) = (u[k], v[k]) }
              _ = kernel.cover(span, count: points.count, affine: true)
              for k in points.indices { coverage[k] = span.coverage[k] }
            }
          }
        }
      }
    }
    #expect(actual == expected, "\(zip(points.map { "\($0)" }, zip(actual, expected)).filter { $1.0 != $1.1 })")
  }
}
