import SegueGeometry
import SegueImage

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
    let columns = (left..<(left + width)).clamped(to: 0..<canvas.width)
    let rows = (top..<(top + height)).clamped(to: canvas.rows)
    guard !columns.isEmpty, !rows.isEmpty else { return true }
    let canvasWidth = canvas.width
    image.bytes.withUnsafeBytes { pixels in
      for y in rows {
        let offset = ((y - top + sourceY) * image.width + columns.lowerBound - left + sourceX) * 4
        let source = pixels.baseAddress! + offset
        let to = (y * canvasWidth + columns.lowerBound) * 4
        canvas.markDirty(columns: columns, row: y)
        if opacity == 255 && canvas.deferBlit(row: y, columns: columns, image: image, offset: offset) { continue }
        var copied = 0
        if opacity == 255 {
          canvas.drawDeferredBlit(row: y)
          copied = canvas.withUnsafeMutableBytes {
            RasterKernels.copyOpaquePrefix(
              source, $0.baseAddress! + to, count: columns.count, ahead: RasterKernels.prefetchRows * image.width)
          }
          canvas.overwrite(row: y, columns: columns.lowerBound..<(columns.lowerBound + copied))
        }
        if copied < columns.count {
          canvas.blendRow(
            source + copied * 4, sourceStride: image.width, row: y,
            columns: (columns.lowerBound + copied)..<columns.upperBound, opacity: opacity)
        }
      }
    }
    return true
  }
}
