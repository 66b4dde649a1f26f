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
    drawRows(
      image, rows: rows, imageColumn: columns.lowerBound - left + sourceX, columns: columns, opacity: opacity,
      into: &canvas
    ) {
      $0 - top + sourceY
    }
    return true
  }

  /// Draws into `columns` of each row `y` of `rows` for which `imageRow(y)` names a row of
  /// `image` that row's pixels from column `imageColumn` on, at `opacity` (0...255): deferred
  /// where the canvas can defer the row's blit, otherwise opaque pixels copied at full opacity
  /// and the rest blended.
  ///
  /// Rows that wait for nothing (no background, no deferred blit) are drawn in one access to
  /// the canvas and the image, without asking the canvas about each: a page's strips are drawn
  /// a few pixels per row.
  @inline(__always)
  static func drawRows(
    _ image: Bitmap, rows: Range<Int>, imageColumn: Int, columns: Range<Int>, opacity: Int, into canvas: inout Canvas,
    imageRow: (Int) -> Int?
  ) {
    guard !rows.isEmpty, !columns.isEmpty else { return }
    let count = columns.count
    let ahead = RasterKernels.prefetchRows * image.width
    defer { canvas.markDirty(columns: columns, rows: rows) }
    // Rows that wait for nothing are copied or blended straight away.
    if canvas.isSettled(rows: rows) {
      let width = canvas.width
      return image.bytes.withUnsafeBytes { pixels in
        canvas.withUnsafeMutableBytes { target in
          for y in rows {
            guard let row = imageRow(y) else { continue }
            let source = pixels.baseAddress! + (row * image.width + imageColumn) * 4
            let line = target.baseAddress! + (y * width + columns.lowerBound) * 4
            let copied = opacity == 255 ? RasterKernels.copyOpaquePrefix(source, line, count: count, ahead: ahead) : 0
            guard copied < count else { continue }
            RasterKernels.blendRow(source + copied * 4, line + copied * 4, count: count - copied, opacity: opacity)
          }
        }
      }
    }
    // Otherwise row by row, each row's copy and blend right after the blit below it is drawn,
    // while that row is in the cache.
    let width = canvas.width
    image.bytes.withUnsafeBytes { pixels in
      for y in rows {
        guard let row = imageRow(y) else { continue }
        let offset = (row * image.width + imageColumn) * 4
        if opacity == 255 && canvas.deferBlit(row: y, columns: columns, image: image, offset: offset) { continue }
        let source = pixels.baseAddress! + offset
        var copied = 0
        if opacity == 255 {
          canvas.drawDeferredBlit(row: y)
          copied = canvas.withUnsafeMutableBytes {
            RasterKernels.copyOpaquePrefix(
              source, $0.baseAddress! + (y * width + columns.lowerBound) * 4, count: count, ahead: ahead)
          }
          canvas.overwrite(row: y, columns: columns.lowerBound..<(columns.lowerBound + copied))
        }
        guard copied < count else { continue }
        canvas.blendRow(
          source + copied * 4, sourceStride: image.width, row: y,
          columns: (columns.lowerBound + copied)..<columns.upperBound, opacity: opacity)
      }
    }
  }
}
