import CRasterKernels

/// The renderer's innermost loops over rows of premultiplied RGBA8 pixels: the AVX2 versions
/// in C (CRasterKernels) where the processor has AVX2, otherwise the Swift reference versions
/// in ``Reference``, which give the same bytes.
enum RasterKernels {
  /// Whether the AVX2 kernels run on this processor.
  static let isVectorized = rk_has_avx2()

  /// `count` pixels of `source`, scaled by `opacity` (0...255), blended over `target`.
  @inline(__always)
  static func blendRow(_ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, count: Int, opacity: Int) {
    if isVectorized {
      rk_blend_row_avx2(source.assumingMemoryBound(to: UInt32.self), target.assumingMemoryBound(to: UInt32.self), count, UInt32(opacity))
    } else {
      Reference.blendRow(source, target, count: count, opacity: opacity)
    }
  }

  /// `count` pixels of `source`, each scaled by its `coverage` byte and by `opacity` (0...255),
  /// blended over `target`.
  @inline(__always)
  static func blendSpan(
    _ source: UnsafeRawPointer, coverage: UnsafePointer<UInt8>, _ target: UnsafeMutableRawPointer, count: Int, opacity: Int
  ) {
    if isVectorized {
      rk_blend_span_avx2(
        source.assumingMemoryBound(to: UInt32.self), coverage, target.assumingMemoryBound(to: UInt32.self), count,
        UInt32(opacity))
    } else {
      Reference.blendSpan(source, coverage: coverage, target, count: count, opacity: opacity)
    }
  }

  /// Whether all `count` pixels at `source` are opaque.
  @inline(__always)
  static func isOpaque(_ source: UnsafeRawPointer, count: Int) -> Bool {
    if isVectorized { return rk_row_is_opaque_avx2(source.assumingMemoryBound(to: UInt32.self), count) }
    return Reference.isOpaque(source, count: count)
  }

  /// Copies the run of opaque pixels at the start of `source` (at most `count`) to `target`
  /// and returns its length.
  @inline(__always)
  static func copyOpaquePrefix(_ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, count: Int) -> Int {
    if isVectorized {
      return rk_copy_opaque_prefix_avx2(
        source.assumingMemoryBound(to: UInt32.self), target.assumingMemoryBound(to: UInt32.self), count)
    }
    return Reference.copyOpaquePrefix(source, target, count: count)
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

    /// See ``RasterKernels/copyOpaquePrefix(_:_:count:)``.
    static func copyOpaquePrefix(_ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, count: Int) -> Int {
      var k = 0
      while k < count, source.load(fromByteOffset: k * 4 + 3, as: UInt8.self) == 255 { k += 1 }
      target.copyMemory(from: source, byteCount: k * 4)
      return k
    }

    /// See ``RasterKernels/isOpaque(_:count:)``.
    static func isOpaque(_ source: UnsafeRawPointer, count: Int) -> Bool {
      for k in 0..<count where source.load(fromByteOffset: k * 4 + 3, as: UInt8.self) != 255 { return false }
      return true
    }
  }
}
