import CRasterKernels
import PropertyBased
import Testing

@testable import SegueRender

/// The AVX2 kernels in C must give the Swift reference kernels' bytes exactly.
@Suite struct RasterKernelTests {
  /// Random premultiplied pixels, with runs of opaque and transparent ones among them.
  private static func pixels(_ count: Int, _ random: inout Xoshiro) -> [UInt32] {
    (0..<count).map { _ in
      let kind = Int.random(in: 0..<4, using: &random)
      let alpha = kind == 0 ? 255 : (kind == 1 ? 0 : Int.random(in: 0...255, using: &random))
      let channels = (0..<3).map { _ in UInt32(Int.random(in: 0...alpha, using: &random)) }
      return channels[0] | channels[1] << 8 | channels[2] << 16 | UInt32(alpha) << 24
    }
  }

  @Test(.enabled(if: RasterKernels.isVectorized)) func blendRowMatchesTheReference() {
    var random = Xoshiro(seed: (1, 2, 3, 4))
    for _ in 0..<400 {
      let count = Int.random(in: 0...37, using: &random)
      let source = Self.pixels(count, &random)
      let below = Self.pixels(count, &random)
      let opacity = [0, 1, 128, 254, 255, Int.random(in: 0...255, using: &random)].randomElement(using: &random)!
      var expected = below
      var actual = below
      source.withUnsafeBytes { source in
        expected.withUnsafeMutableBytes { RasterKernels.Reference.blendRow(source.baseAddress!, $0.baseAddress!, count: count, opacity: opacity) }
        actual.withUnsafeMutableBufferPointer {
          rk_blend_row_avx2(source.baseAddress!.assumingMemoryBound(to: UInt32.self), $0.baseAddress!, count, UInt32(opacity))
        }
      }
      #expect(actual == expected, "\(count) pixels at opacity \(opacity)")
    }
  }

  @Test(.enabled(if: RasterKernels.isVectorized)) func blendSpanMatchesTheReference() {
    var random = Xoshiro(seed: (5, 6, 7, 8))
    for _ in 0..<400 {
      let count = Int.random(in: 0...37, using: &random)
      let source = Self.pixels(count, &random)
      let below = Self.pixels(count, &random)
      let coverage = (0..<count).map { _ in UInt8([0, 255, UInt8.random(in: 0...255, using: &random)].randomElement(using: &random)!) }
      let opacity = Int.random(in: 0...255, using: &random)
      var expected = below
      var actual = below
      source.withUnsafeBytes { source in
        coverage.withUnsafeBufferPointer { coverage in
          expected.withUnsafeMutableBytes {
            RasterKernels.Reference.blendSpan(source.baseAddress!, coverage: coverage.baseAddress!, $0.baseAddress!, count: count, opacity: opacity)
          }
          actual.withUnsafeMutableBufferPointer {
            rk_blend_span_avx2(
              source.baseAddress!.assumingMemoryBound(to: UInt32.self), coverage.baseAddress!, $0.baseAddress!, count,
              UInt32(opacity))
          }
        }
      }
      #expect(actual == expected, "\(count) pixels at opacity \(opacity)")
    }
  }

  @Test(.enabled(if: RasterKernels.isVectorized)) func opacityTestMatchesTheReference() {
    var random = Xoshiro(seed: (9, 10, 11, 12))
    for _ in 0..<400 {
      let count = Int.random(in: 0...37, using: &random)
      var source = (0..<count).map { _ in UInt32(0xFF00_0000) | UInt32.random(in: 0...0xFF_FFFF, using: &random) }
      if count > 0 && Bool.random(using: &random) {
        source[Int.random(in: 0..<count, using: &random)] &= 0xFEFF_FFFF
      }
      let expected = source.withUnsafeBytes { RasterKernels.Reference.isOpaque($0.baseAddress!, count: count) }
      let actual = source.withUnsafeBufferPointer { rk_row_is_opaque_avx2($0.baseAddress!, count) }
      #expect(actual == expected)
    }
  }
}
