import SegueGeometry

/// The fast path for contents shown one image pixel per device pixel at a whole-pixel offset
/// (a slide, a fade, an untransformed screen): rows are copied or blended directly, skipping
/// the coverage, filtering and staging stages.
///
/// It applies only where the general pipeline's result is known exactly — every covered pixel
/// fully covered and every sample landing on a pixel centre — so both paths give the same bytes.
enum PixelAlignedBlit {
  /// Draws `source` (a pixel rectangle of `image`) over `destination` (bounds space) through
  /// `toDevice` at `opacity` (0...255) when the mapping is pixel-aligned; returns whether it did.
  static func draw(
    _ image: Bitmap, source: Rect, destination: Rect, toDevice m: Transform3D, opacity: Int,
    into canvas: inout Canvas
  ) -> Bool {
    guard m.m11 == 1, m.m22 == 1, m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 == 1,
      source.width == destination.width, source.height == destination.height,
      let left = Int(exactly: destination.minX + m.m41), let top = Int(exactly: destination.minY + m.m42),
      let sourceX = Int(exactly: source.minX), let sourceY = Int(exactly: source.minY),
      let width = Int(exactly: source.width), let height = Int(exactly: source.height),
      sourceX >= 0, sourceY >= 0, sourceX + width <= image.width, sourceY + height <= image.height
    else { return false }
    let columns = max(0, left)..<min(canvas.bitmap.width, left + width)
    let rows = max(0, top)..<min(canvas.bitmap.height, top + height)
    guard !columns.isEmpty, !rows.isEmpty else { return true }
    let canvasWidth = canvas.bitmap.width
    image.bytes.withUnsafeBufferPointer { pixels in
      canvas.bitmap.bytes.withUnsafeMutableBufferPointer { target in
        for y in rows {
          let from = ((y - top + sourceY) * image.width + columns.lowerBound - left + sourceX) * 4
          let to = (y * canvasWidth + columns.lowerBound) * 4
          blendRow(pixels, from: from, into: target, at: to, count: columns.count, opacity: opacity)
        }
      }
    }
    for y in rows { canvas.markDirty(columns: columns, row: y) }
    return true
  }

  @inline(__always)
  private static func blendRow(
    _ pixels: UnsafeBufferPointer<UInt8>, from: Int, into target: UnsafeMutableBufferPointer<UInt8>, at to: Int,
    count: Int, opacity: Int
  ) {
    if opacity == 255 && isOpaque(pixels, from: from, count: count) {
      UnsafeMutableRawPointer(target.baseAddress! + to)
        .copyMemory(from: pixels.baseAddress! + from, byteCount: count * 4)
      return
    }
    let source = UnsafeRawPointer(pixels.baseAddress! + from)
    let target = UnsafeMutableRawPointer(target.baseAddress! + to)
    let factor = UInt64(opacity)
    for k in 0..<count {
      let pixel = PackedPixel.scaled(source.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self), by: factor)
      let below = target.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self)
      target.storeBytes(of: PackedPixel.over(pixel, below), toByteOffset: k * 4, as: UInt32.self)
    }
  }

  @inline(__always)
  private static func isOpaque(_ pixels: UnsafeBufferPointer<UInt8>, from: Int, count: Int) -> Bool {
    var index = from + 3
    let end = from + count * 4
    while index < end {
      if pixels[index] != 255 { return false }
      index += 4
    }
    return true
  }
}
