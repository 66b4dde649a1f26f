import CRasterKernels
import PropertyBased
import Testing

@testable import SegueRender

/// The AVX2 gradient sampling kernel gives the Swift reference's samples exactly: the same
/// index from a separate multiply and add (never a fused one), the same clamping, NaN at 0.
@Suite struct GradientKernelTests {
  @Test(.enabled(if: RasterKernels.isVectorized)) func gradientSamplesMatchTheReference() {
    var random = Xoshiro(seed: (11, 12, 13, 14))
    let table = (0..<256).map { UInt32($0) &* 0x0101_0101 ^ 0x5A00_0000 }
    let last = 255.0
    for round in 0..<2_000 {
      let count = Int.random(in: 0...29, using: &random)
      let py = Double(Int.random(in: 0...3000, using: &random)) + 0.5
      var base: [Double] = []
      var step: [Double] = []
      for _ in 0..<count {
        let s = Double.random(in: -0.4...0.4, using: &random)
        // Bases that put the index within rounding of a whole sample, where a fused
        // multiply-add would round the other way; and a few out of range or not numbers.
        let whole = Double(Int.random(in: -3...260, using: &random))
        let kinds: [Double] = [
          whole - s * py, Double.random(in: -20...300, using: &random), .nan, -.infinity, .infinity,
          whole - s * py + (Bool.random(using: &random) ? 1e-13 : -1e-13),
        ]
        base.append(
          kinds[round % 7 == 0 ? Int.random(in: 2...4, using: &random) : Int.random(in: 0...5, using: &random) % 6])
        step.append(s)
      }
      var expected = [UInt32](repeating: 0, count: count)
      var actual = expected
      table.withUnsafeBufferPointer { table in
        base.withUnsafeBufferPointer { base in
          step.withUnsafeBufferPointer { step in
            expected.withUnsafeMutableBufferPointer {
              RasterKernels.Reference.gradientSamples(
                base: base.baseAddress!, step: step.baseAddress!, py: py, table: table.baseAddress!, last: last,
                into: $0.baseAddress!, count: count)
            }
            actual.withUnsafeMutableBufferPointer {
              rk_gradient_samples_avx2(
                base.baseAddress!, step.baseAddress!, py, table.baseAddress!, last, $0.baseAddress!, count)
            }
          }
        }
      }
      #expect(actual == expected, "round \(round): bases \(base), steps \(step), py \(py)")
    }
  }
}
