import CRasterKernels
import PropertyBased
import Testing

@testable import SegueRender

/// The AVX2 row sampling tables kernel gives the Swift reference's tables exactly: the same
/// image columns and weights from separately rounded multiplies and adds, the same clamping at
/// the image's edges and beyond them, for runs of any length and laws of any direction; and the
/// row coordinates kernel gives the reference's coordinates.
@Suite struct RowSamplesKernelTests {
  @Test(.enabled(if: RasterKernels.isVectorized)) func rowSamplesMatchTheReference() {
    var random = Xoshiro(seed: (21, 22, 23, 24))
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...37, using: &random)
      let first = Int.random(in: -5...1_200, using: &random)
      let width = Int32.random(in: 2...300, using: &random)
      let law = RasterKernels.RowLaw(
        alpha: Double.random(in: -400...400, using: &random), beta: Double.random(in: -3...3, using: &random),
        x: RasterKernels.ImageAxis(
          source: Double.random(in: -10...100, using: &random), origin: Double.random(in: -50...50, using: &random),
          scale: Double.random(in: 0.05...4, using: &random)), width: width)
      var expected = (x0: [Int32](repeating: 0, count: count), weights: [UInt64](repeating: 0, count: count))
      var actual = expected
      let columns = first..<(first + count)
      expected.x0.withUnsafeMutableBufferPointer { x0 in
        expected.weights.withUnsafeMutableBufferPointer { weights in
          RasterKernels.Reference.rowSamples(law, columns: columns, x0: x0.baseAddress!, weights: weights.baseAddress!)
        }
      }
      actual.x0.withUnsafeMutableBufferPointer { x0 in
        actual.weights.withUnsafeMutableBufferPointer { weights in
          rk_row_samples_avx2(
            law.alpha, law.beta, columns.lowerBound, law.x.source, law.x.origin, law.x.scale, law.width,
            x0.baseAddress!, weights.baseAddress!, columns.count)
        }
      }
      #expect(actual.x0 == expected.x0, "\(law), \(columns)")
      #expect(actual.weights == expected.weights, "\(law), \(columns)")
    }
  }

  @Test(.enabled(if: RasterKernels.isVectorized)) func rowCoordinatesMatchTheReference() {
    var random = Xoshiro(seed: (25, 26, 27, 28))
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...37, using: &random)
      let first = Int.random(in: -5...1_200, using: &random)
      let (base, step) = (Double.random(in: -400...400, using: &random), Double.random(in: -3...3, using: &random))
      var expected = [Float](repeating: 0, count: count)
      var actual = expected
      expected.withUnsafeMutableBufferPointer {
        RasterKernels.Reference.rowCoordinates(
          base: base, step: step, columns: first..<(first + count), into: $0.baseAddress!)
      }
      actual.withUnsafeMutableBufferPointer {
        rk_row_coordinates_avx2(base, step, first, $0.baseAddress!, count)
      }
      #expect(actual == expected, "\(base) + \(step)·x over \(first)..<\(first + count)")
    }
  }
}
