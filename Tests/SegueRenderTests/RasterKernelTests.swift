import CRasterKernels
import PropertyBased
import Testing

@testable import SegueRender

/// The AVX2 kernels in C must give the Swift reference kernels' bytes exactly.
@Suite struct RasterKernelTests {
  /// Random premultiplied pixels, with runs of opaque and transparent ones among them; a third
  /// of the time all opaque, so that the kernels' paths for whole vectors of opaque pixels run.
  private static func pixels(_ count: Int, _ random: inout Xoshiro) -> [UInt32] {
    let opaque = Int.random(in: 0..<3, using: &random) == 0
    return (0..<count).map { _ in
      let kind = opaque ? 0 : Int.random(in: 0..<4, using: &random)
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
        expected.withUnsafeMutableBytes {
          RasterKernels.Reference.blendRow(source.baseAddress!, $0.baseAddress!, count: count, opacity: opacity)
        }
        actual.withUnsafeMutableBufferPointer {
          rk_blend_row_avx2(
            source.baseAddress!.assumingMemoryBound(to: UInt32.self), $0.baseAddress!, count, UInt32(opacity))
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
      let coverage = (0..<count).map { _ in
        UInt8([0, 255, UInt8.random(in: 0...255, using: &random)].randomElement(using: &random)!)
      }
      let opacity = Int.random(in: 0...255, using: &random)
      var expected = below
      var actual = below
      source.withUnsafeBytes { source in
        coverage.withUnsafeBufferPointer { coverage in
          expected.withUnsafeMutableBytes {
            RasterKernels.Reference.blendSpan(
              source.baseAddress!, coverage: coverage.baseAddress!, $0.baseAddress!, count: count, opacity: opacity)
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

  @Test(.enabled(if: RasterKernels.isVectorized)) func fusedBlendOverOpaquePixelsMatchesTheReference() {
    var random = Xoshiro(seed: (13, 14, 15, 16))
    for _ in 0..<400 {
      let count = Int.random(in: 0...37, using: &random)
      let source = Self.pixels(count, &random)
      var below = (0..<count).map { _ in UInt32(0xFF00_0000) | UInt32.random(in: 0...0xFF_FFFF, using: &random) }
      if count > 0 && Bool.random(using: &random) {
        below[Int.random(in: 0..<count, using: &random)] &= 0xFEFF_FFFF
      }
      let opacity = [0, 1, 128, 254, 255, Int.random(in: 0...255, using: &random)].randomElement(using: &random)!
      var expected = [UInt32](repeating: 7, count: count)
      var actual = expected
      let expectedCount = source.withUnsafeBytes { source in
        below.withUnsafeBytes { below in
          expected.withUnsafeMutableBytes {
            RasterKernels.Reference.blendRowOverOpaque(
              source.baseAddress!, below.baseAddress!, $0.baseAddress!, count: count, opacity: opacity)
          }
        }
      }
      let actualCount = source.withUnsafeBufferPointer { source in
        below.withUnsafeBufferPointer { below in
          actual.withUnsafeMutableBufferPointer {
            rk_blend_row_over_opaque_avx2(
              source.baseAddress!, below.baseAddress!, $0.baseAddress!, count, UInt32(opacity),
              Int.random(in: -99...99, using: &random),
              Int.random(in: -99...99, using: &random))
          }
        }
      }
      #expect(actualCount == expectedCount, "\(count) pixels at opacity \(opacity)")
      #expect(actual == expected, "\(count) pixels at opacity \(opacity)")
    }
  }

  @Test(.enabled(if: RasterKernels.isVectorized)) func opaquePrefixCopyMatchesTheReference() {
    var random = Xoshiro(seed: (9, 10, 11, 12))
    for _ in 0..<400 {
      let count = Int.random(in: 0...37, using: &random)
      var source = (0..<count).map { _ in UInt32(0xFF00_0000) | UInt32.random(in: 0...0xFF_FFFF, using: &random) }
      if count > 0 && Bool.random(using: &random) {
        source[Int.random(in: 0..<count, using: &random)] &= 0xFEFF_FFFF
      }
      var expected = [UInt32](repeating: 7, count: count)
      var actual = expected
      let expectedCount = source.withUnsafeBytes { source in
        expected.withUnsafeMutableBytes {
          RasterKernels.Reference.copyOpaquePrefix(source.baseAddress!, $0.baseAddress!, count: count)
        }
      }
      let actualCount = source.withUnsafeBufferPointer { source in
        actual.withUnsafeMutableBufferPointer {
          rk_copy_opaque_prefix_avx2(
            source.baseAddress!, $0.baseAddress!, count, Int.random(in: -99...99, using: &random))
        }
      }
      #expect(actualCount == expectedCount)
      #expect(actual == expected)
    }
  }
}

/// The bilinear run kernel in C must give the Swift reference's bytes exactly: with rows
/// anywhere (clamped at the image's edges), with every row inside the image (where the kernel
/// skips clamping), and for images too wide for its 16-bit row offsets.
@Suite struct BilinearRunKernelTests {
  /// How a case's image and rows are drawn.
  enum Rows: CaseIterable {
    /// Any rows, many beyond the image.
    case anywhere
    /// Rows whose pairs all lie inside the image.
    case inside
    /// Any rows of an image wider than 32,767 pixels.
    case wide
  }

  @Test(.enabled(if: RasterKernels.isVectorized), arguments: Rows.allCases, 0..<40)
  func bilinearRunMatchesTheReference(rows: Rows, seed: Int) {
    var random = Xoshiro(seed: (UInt64(seed), 99, 7, 3))
    // The first outputs of neighbouring seeds are alike.
    for _ in 0..<4 { _ = random.next() }
    let width = rows == .wide ? Int.random(in: 32_768...32_800, using: &random) : Int.random(in: 2...13, using: &random)
    // Three rows at least, so that some samples' upper row is not the first: its offset then
    // needs more than 16 bits.
    let height = rows == .wide ? Int.random(in: 3...5, using: &random) : Int.random(in: 2...11, using: &random)
    var image = [UInt32](repeating: 0, count: width * height)
    for k in image.indices {
      let alpha = UInt32([0, 255, UInt32.random(in: 0...255, using: &random)].randomElement(using: &random)!)
      image[k] = (0..<3).reduce(alpha << 24) { word, channel in
        word | UInt32.random(in: 0...alpha, using: &random) << (8 * UInt32(channel))
      }
    }
    let count = Int.random(in: 1...29, using: &random)
    let x0 = (0..<count).map { _ in Int32.random(in: 0...Int32(width - 2), using: &random) }
    let wx = (0..<count).map { _ in UInt64.random(in: 0...128, using: &random) }
    let weights = wx.map { ((128 - $0) | $0 << 8) &* 0x0001_0001_0001_0001 }
    let py = Float(Int.random(in: 0...40, using: &random)) + 0.5
    let b = (0..<count).map { _ in rows == .inside ? 0 : Float.random(in: -0.3...0.3, using: &random) }
    let a = (0..<count).map { _ in
      rows == .inside
        ? Float.random(in: 0...Float(height) - 1.001, using: &random)
        : Float.random(in: -6...Float(height + 4), using: &random)
    }
    let opacity = [255, Int.random(in: 0...255, using: &random)].randomElement(using: &random)!
    let below = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) | 0xFF00_0000 }
    var expected = below
    var actual = below
    image.withUnsafeBytes { pixels in
      x0.withUnsafeBufferPointer { x0 in
        weights.withUnsafeBufferPointer { weights in
          a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
              let rows = ImageRows(pixels: pixels.baseAddress!, width: Int32(width), height: Int32(height))
              let columns = ColumnSamples(
                x0: x0.baseAddress!, weights: weights.baseAddress!, a: a.baseAddress!, b: b.baseAddress!)
              expected.withUnsafeMutableBytes {
                RasterKernels.Reference.bilinearRun(
                  rows, columns, 0, count: count, py: py, $0.baseAddress!, opacity: opacity)
              }
              actual.withUnsafeMutableBufferPointer {
                rk_bilinear_run_avx2(
                  pixels.baseAddress!.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height),
                  x0.baseAddress!,
                  weights.baseAddress!, a.baseAddress!, b.baseAddress!, count, py, $0.baseAddress!, UInt32(opacity))
              }
            }
          }
        }
      }
    }
    #expect(actual == expected, "\(rows), seed \(seed)")
  }
}
