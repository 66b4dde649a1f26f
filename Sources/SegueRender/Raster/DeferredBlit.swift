import SegueGeometry

/// An image row segment that a frame canvas has been asked to copy into a row whose pixels
/// still wait for the background, recorded instead of drawn: the first thing blended into
/// that row then reads the image instead of the row (one pass instead of two, as in a
/// cross-fade), and otherwise the copy is made when the row is next needed.
struct DeferredBlit {
  /// The image's pixel bytes. The canvas keeps the image alive while the blit waits, and an
  /// array's storage stays put while a copy of it is alive and nobody writes through it. With
  /// no reference among its fields, reading a blit costs no retain and release of the image's
  /// storage: atomics that would wait for the row's pending stores.
  let pixels: UnsafeRawPointer
  /// The byte offset in the image of the pixel shown in the first column.
  let offset: Int
  /// The image's pixels per row.
  let stride: Int
  /// The device columns covered.
  let columns: Range<Int>

  /// Draws the blit's pixels in `part` (within `columns`) into `row` of `target`, a
  /// `width`-pixel-wide frame, as the direct path would have: opaque pixels are copied, the
  /// others blended over `background`.
  func draw(_ part: Range<Int>, row: Int, width: Int, background: UInt32, into target: UnsafeMutableRawPointer) {
    guard !part.isEmpty else { return }
    let source = pixels + offset + (part.lowerBound - columns.lowerBound) * 4
    let destination = target + (row * width + part.lowerBound) * 4
    let copied = RasterKernels.copyOpaquePrefix(
      source, destination, count: part.count, ahead: RasterKernels.prefetchRows * stride)
    guard copied < part.count else { return }
    (destination + copied * 4).initializeMemory(as: UInt32.self, repeating: background, count: part.count - copied)
    RasterKernels.blendRow(source + copied * 4, destination + copied * 4, count: part.count - copied, opacity: 255)
  }

  /// Blends `source` (the pixels of `part`, within `columns`, from an image `sourceStride`
  /// pixels wide) at `opacity` over the blit into `row` of `target`, reading the blit's image
  /// rather than the row; the fused kernel covers the run over opaque image pixels, the rest
  /// is drawn and blended as two steps.
  func blend(
    _ source: UnsafeRawPointer, sourceStride: Int, _ part: Range<Int>, opacity: Int, row: Int, width: Int,
    background: UInt32, into target: UnsafeMutableRawPointer
  ) {
    let fused = RasterKernels.blendRowOverOpaque(
      source, pixels + offset + (part.lowerBound - columns.lowerBound) * 4,
      target + (row * width + part.lowerBound) * 4,
      count: part.count, opacity: opacity, sourceAhead: RasterKernels.prefetchRows * sourceStride,
      belowAhead: RasterKernels.prefetchRows * stride)
    guard fused < part.count else { return }
    let rest = (part.lowerBound + fused)..<part.upperBound
    draw(rest, row: row, width: width, background: background, into: target)
    RasterKernels.blendRow(
      source + fused * 4, target + (row * width + rest.lowerBound) * 4, count: rest.count, opacity: opacity)
  }
}
