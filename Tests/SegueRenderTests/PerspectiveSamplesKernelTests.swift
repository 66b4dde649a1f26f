import CRasterKernels
import PropertyBased
import Testing

@testable import SegueRender

/// The AVX2 perspective sampling tables kernel gives the Swift reference's tables exactly: the
/// same divide, image columns, weights and image rows from separately rounded operations, the
/// same clamping at the image's edges and beyond them, for runs of any length and laws of any
/// direction; and so does the gradient kernel that divides one law by another.
@Suite struct PerspectiveSamplesKernelTests {
  @Test(.enabled(if: RasterKernels.isVectorized)) func perspectiveSamplesMatchTheReference() {
    var random = Xoshiro(seed: (31, 32, 33, 34))
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...37, using: &random)
      let first = Int.random(in: -5...1_200, using: &random)
      let run = first..<(first + count)
      let law = PerspectiveLaw(
        uAlpha: Double.random(in: -400...400, using: &random), uBeta: Double.random(in: -3...3, using: &random),
        vAlpha: Double.random(in: -400...400, using: &random), vBeta: Double.random(in: -3...3, using: &random),
        wAlpha: Double.random(in: 0.5...2, using: &random), wBeta: Double.random(in: -4e-4...4e-4, using: &random))
      let sampling = RasterKernels.PerspectiveSampling(
        law: law,
        x: RasterKernels.ImageAxis(
          source: Double.random(in: -10...100, using: &random), origin: Double.random(in: -50...50, using: &random),
          scale: Double.random(in: 0.05...4, using: &random)),
        y: RasterKernels.ImageAxis(
          source: Double.random(in: -10...100, using: &random), origin: Double.random(in: -50...50, using: &random),
          scale: Double.random(in: -4...4, using: &random)),
        width: Int32.random(in: 2...300, using: &random))
      var expected = (
        x0: [Int32](repeating: 0, count: count), weights: [UInt64](repeating: 0, count: count),
        rows: [Float](repeating: 0, count: count)
      )
      var actual = expected
      expected.x0.withUnsafeMutableBufferPointer { x0 in
        expected.weights.withUnsafeMutableBufferPointer { weights in
          expected.rows.withUnsafeMutableBufferPointer { rows in
            RasterKernels.Reference.perspectiveSamples(
              sampling, columns: run, x0: x0.baseAddress!, weights: weights.baseAddress!, rows: rows.baseAddress!)
          }
        }
      }
      actual.x0.withUnsafeMutableBufferPointer { x0 in
        actual.weights.withUnsafeMutableBufferPointer { weights in
          actual.rows.withUnsafeMutableBufferPointer { rows in
            var law = sampling.kernelLaw
            rk_perspective_samples_avx2(
              &law, run.lowerBound, x0.baseAddress!, weights.baseAddress!, rows.baseAddress!, run.count)
          }
        }
      }
      #expect(actual.x0 == expected.x0, "\(sampling), \(run)")
      #expect(actual.weights == expected.weights, "\(sampling), \(run)")
      #expect(actual.rows == expected.rows, "\(sampling), \(run)")
    }
  }

  @Test(.enabled(if: RasterKernels.isVectorized)) func gradientRatioSamplesMatchTheReference() {
    var random = Xoshiro(seed: (41, 42, 43, 44))
    let table = (0..<256).map { UInt32($0) &* 0x0101_0101 ^ 0x5A00_0000 }
    for round in 0..<2_000 {
      let count = Int.random(in: 0...29, using: &random)
      let first = Int.random(in: -5...1_200, using: &random)
      let run = first..<(first + count)
      // Laws that put indices out of range, and a few denominators of 0 (infinite or NaN indices).
      let denominator = (
        alpha: round % 17 == 0 ? 0 : Double.random(in: 0.5...2, using: &random),
        beta: round % 17 == 0 ? 0 : Double.random(in: -4e-4...4e-4, using: &random)
      )
      let numerator = (
        alpha: Double.random(in: -60...320, using: &random), beta: Double.random(in: -0.5...0.5, using: &random)
      )
      var expected = [UInt32](repeating: 0, count: count)
      var actual = expected
      table.withUnsafeBufferPointer { table in
        expected.withUnsafeMutableBufferPointer {
          RasterKernels.Reference.gradientRatioSamples(
            numerator: numerator, denominator: denominator, columns: run, table: table.baseAddress!, last: 255,
            into: $0.baseAddress!)
        }
        actual.withUnsafeMutableBufferPointer {
          RasterKernels.gradientRatioSamples(
            numerator: numerator, denominator: denominator, columns: run, table: table.baseAddress!, last: 255,
            into: $0.baseAddress!)
        }
      }
      #expect(actual == expected, "round \(round): \(numerator) over \(denominator), \(run)")
    }
  }
}
