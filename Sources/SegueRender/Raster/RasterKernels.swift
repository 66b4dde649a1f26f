import CRasterKernels

/// An image's pixels as 32-bit words, for the sampling kernels (width and height at least 2).
struct ImageRows {
  /// The first pixel.
  let pixels: UnsafeRawPointer
  /// Pixels per row.
  let width: Int32
  /// Rows.
  let height: Int32
}

/// Per device column sampling tables for ``RasterKernels/bilinearRun(_:_:_:count:py:_:opacity:)``.
struct ColumnSamples {
  /// The left image column read.
  let x0: UnsafePointer<Int32>
  /// The column weights as the byte pairs (128 − wx, wx), four times over; wx is the weight of
  /// the column right of `x0`, 0...128.
  let weights: UnsafePointer<UInt64>
  /// The image row coordinate at py = 0.
  let a: UnsafePointer<Float>
  /// The image row coordinate's change per device row.
  let b: UnsafePointer<Float>
}

/// The renderer's innermost loops over rows of premultiplied RGBA8 pixels: the AVX2 versions
/// in C (CRasterKernels) on x86 processors with AVX2 and FMA (the sampling kernel uses both),
/// otherwise the Swift reference versions in ``Reference``, which give the same bytes. Other
/// architectures compile the reference alone.
enum RasterKernels {
  /// Whether the AVX2 kernels run on this processor: it has AVX2 and FMA.
  static let isVectorized = rk_has_avx2_fma()

  /// `count` pixels of `source`, scaled by `opacity` (0...255), blended over `target`.
  @inline(__always)
  static func blendRow(_ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, count: Int, opacity: Int) {
    #if arch(x86_64) || arch(i386)
      if isVectorized {
        return rk_blend_row_avx2(
          source.assumingMemoryBound(to: UInt32.self), target.assumingMemoryBound(to: UInt32.self), count,
          UInt32(opacity))
      }
    #endif
    Reference.blendRow(source, target, count: count, opacity: opacity)
  }

  /// `count` pixels of `source`, each scaled by its `coverage` byte and by `opacity` (0...255),
  /// blended over `target`.
  @inline(__always)
  static func blendSpan(
    _ source: UnsafeRawPointer, coverage: UnsafePointer<UInt8>, _ target: UnsafeMutableRawPointer, count: Int,
    opacity: Int
  ) {
    #if arch(x86_64) || arch(i386)
      if isVectorized {
        return rk_blend_span_avx2(
          source.assumingMemoryBound(to: UInt32.self), coverage, target.assumingMemoryBound(to: UInt32.self), count,
          UInt32(opacity))
      }
    #endif
    Reference.blendSpan(source, coverage: coverage, target, count: count, opacity: opacity)
  }

  /// Blends `source` at `opacity` (0...255) over the run of opaque pixels at the start of
  /// `below` (at most `count`) into `target` and returns the run's length: the bytes of copying
  /// `below` and then blending, in one pass. The images' pixels `sourceAhead` and `belowAhead`
  /// further on (rows below, see ``prefetchRows``) are fetched into the cache on the way.
  @inline(__always)
  static func blendRowOverOpaque(
    _ source: UnsafeRawPointer, _ below: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, count: Int, opacity: Int,
    sourceAhead: Int, belowAhead: Int
  ) -> Int {
    #if arch(x86_64) || arch(i386)
      if isVectorized {
        return rk_blend_row_over_opaque_avx2(
          source.assumingMemoryBound(to: UInt32.self), below.assumingMemoryBound(to: UInt32.self),
          target.assumingMemoryBound(to: UInt32.self), count, UInt32(opacity), sourceAhead, belowAhead)
      }
    #endif
    return Reference.blendRowOverOpaque(source, below, target, count: count, opacity: opacity)
  }

  /// Copies the run of opaque pixels at the start of `source` (at most `count`) to `target`
  /// and returns its length; the image's pixels `ahead` further on (rows below, see
  /// ``prefetchRows``) are fetched into the cache on the way.
  @inline(__always)
  static func copyOpaquePrefix(_ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, count: Int, ahead: Int)
    -> Int
  {
    #if arch(x86_64) || arch(i386)
      if isVectorized {
        return rk_copy_opaque_prefix_avx2(
          source.assumingMemoryBound(to: UInt32.self), target.assumingMemoryBound(to: UInt32.self), count, ahead)
      }
    #endif
    return Reference.copyOpaquePrefix(source, target, count: count)
  }

  /// How many image rows ahead the copying and blending kernels fetch: rows being copied one
  /// after another are not contiguous, and the processor's own prefetching stops at each page.
  static let prefetchRows = 8

  /// Samples a run of `count` pixels of one device row from an image through column tables
  /// and blends them at `opacity` over `target`; see ``Reference/bilinearRun(_:_:_:count:py:_:opacity:)``.
  @inline(__always)
  static func bilinearRun(
    _ image: ImageRows, _ columns: ColumnSamples, _ offset: Int, count: Int, py: Float,
    _ target: UnsafeMutableRawPointer,
    opacity: Int
  ) {
    #if arch(x86_64) || arch(i386)
      if isVectorized {
        return rk_bilinear_run_avx2(
          image.pixels.assumingMemoryBound(to: UInt32.self), image.width, image.height, columns.x0 + offset,
          columns.weights + offset, columns.a + offset, columns.b + offset, count, py,
          target.assumingMemoryBound(to: UInt32.self), UInt32(opacity))
      }
    #endif
    Reference.bilinearRun(image, columns, offset, count: count, py: py, target, opacity: opacity)
  }

  /// The Swift versions of the kernels: the reference the C kernels are tested against, and
  /// what runs without AVX2.
  enum Reference {
    /// See ``RasterKernels/blendRow(_:_:count:opacity:)``.
    static func blendRow(_ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, count: Int, opacity: Int) {
      let factor = UInt64(opacity)
      for k in 0..<count {
        let pixel = PackedPixel.scaled(source.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self), by: factor)
        let below = target.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self)
        target.storeBytes(of: PackedPixel.over(pixel, below), toByteOffset: k * 4, as: UInt32.self)
      }
    }

    /// See ``RasterKernels/blendSpan(_:coverage:_:count:opacity:)``.
    static func blendSpan(
      _ source: UnsafeRawPointer, coverage: UnsafePointer<UInt8>, _ target: UnsafeMutableRawPointer, count: Int,
      opacity: Int
    ) {
      for k in 0..<count {
        let covered = Int(coverage[k])
        guard covered > 0 else { continue }
        let factor = UInt64(PixelMath.divide255(covered * opacity))
        let pixel = PackedPixel.scaled(source.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self), by: factor)
        let below = target.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self)
        target.storeBytes(of: PackedPixel.over(pixel, below), toByteOffset: k * 4, as: UInt32.self)
      }
    }

    /// See ``RasterKernels/blendRowOverOpaque(_:_:_:count:opacity:)``.
    static func blendRowOverOpaque(
      _ source: UnsafeRawPointer, _ below: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, count: Int, opacity: Int
    ) -> Int {
      let factor = UInt64(opacity)
      var k = 0
      while k < count {
        let under = below.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self)
        guard under >> 24 == 255 else { break }
        let pixel = PackedPixel.scaled(source.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self), by: factor)
        target.storeBytes(of: PackedPixel.over(pixel, under), toByteOffset: k * 4, as: UInt32.self)
        k += 1
      }
      return k
    }

    /// See ``RasterKernels/copyOpaquePrefix(_:_:count:)``.
    static func copyOpaquePrefix(_ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, count: Int) -> Int {
      var k = 0
      while k < count, source.load(fromByteOffset: k * 4 + 3, as: UInt8.self) == 255 { k += 1 }
      target.copyMemory(from: source, byteCount: k * 4)
      return k
    }

    /// Pixel k of the run reads image columns `x0` and `x0 + 1` (weight wx, 0...128, on the
    /// second) and the rows around `sy = fma(b, py, a)` clamped to [−2, height], with a weight
    /// wy from its fraction rounded to 1/128; rows outside the image repeat its edge rows. The
    /// arithmetic is that of SSSE3's `pmaddubsw` and `pmulhrsw` on signed 16-bit lanes: texels
    /// offset by −128, horizontal sums at 7-bit weights kept exact, the vertical step scaled by
    /// wy·256 (capped at 32767, which moves a full-weight step by at most 1/128 of a level), one
    /// rounding at the end. The result is scaled by `opacity` and blended over.
    static func bilinearRun(
      _ image: ImageRows, _ columns: ColumnSamples, _ offset: Int, count: Int, py: Float,
      _ target: UnsafeMutableRawPointer,
      opacity: Int
    ) {
      let width = Int(image.width)
      let height = Int32(image.height)
      let factor = UInt64(opacity)
      @inline(__always) func mulhrs(_ x: Int32, _ y: Int32) -> Int32 { (x &* y &+ 16384) >> 15 }
      for k in 0..<count {
        let index = offset + k
        let sy = columns.a[index].addingProduct(columns.b[index], py)
        let cy = min(max(sy, -2), Float(height))
        let floor = cy.rounded(.down)
        let iy = Int32(floor)
        var wy = Int32((cy - floor) * 128 + 0.5)
        let y0 = min(max(iy, 0), height - 2)
        if iy < 0 { wy = 0 }
        if iy > height - 2 { wy = 128 }
        let f = min(wy * 256, 32767)
        let wx = Int32(truncatingIfNeeded: (columns.weights[index] >> 8) & 0xFF)
        let top = (Int(y0) * width + Int(columns.x0[index])) * 4
        let bottom = top + width * 4
        var pixel: UInt32 = 0
        for channel in 0..<4 {
          @inline(__always) func texel(_ offset: Int) -> Int32 {
            Int32(image.pixels.load(fromByteOffset: offset + channel, as: UInt8.self)) - 128
          }
          let t = (128 - wx) * texel(top) + wx * texel(top + 4)
          let u = (128 - wx) * texel(bottom) + wx * texel(bottom + 4)
          let v = t + mulhrs(u - t, f)
          pixel |= UInt32(mulhrs(v, 256) + 128) << (8 * UInt32(channel))
        }
        let below = target.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self)
        target.storeBytes(
          of: PackedPixel.over(PackedPixel.scaled(pixel, by: factor), below), toByteOffset: k * 4, as: UInt32.self)
      }
    }
  }
}
