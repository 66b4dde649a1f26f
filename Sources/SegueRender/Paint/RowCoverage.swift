/// The rows of a ``RowProjection``'s interior runs as row paints draw them: each row's pixels
/// at its one coverage times the opacity.
enum RowCoverage {
  /// Calls `draw` for each of `rows` whose coverage (`coverage` holds one byte per row from
  /// `first` on) times `opacity` (0...255) is not 0, with the row, its pixel at column
  /// `columns.lowerBound` in `canvas` and that opacity, after preparing the row; then marks the
  /// pixels drawn. With `overwritesOpaqueRows` (for a paint of opaque pixels), a row drawn at
  /// opacity 255 is not prepared but recorded as overwritten (``Canvas/overwrite(row:columns:)``),
  /// and `draw` must replace all of its pixels.
  @inline(__always)
  static func forEachRow(
    _ rows: Range<Int>, columns: Range<Int>, coverage: [UInt8], first: Int, opacity: Int, into canvas: inout Canvas,
    overwritesOpaqueRows: Bool = false, _ draw: (_ y: Int, _ line: UnsafeMutableRawPointer, _ opacity: Int) -> Void
  ) {
    guard !columns.isEmpty else { return }
    let width = canvas.width
    for y in rows {
      let covered = Int(coverage[y - first])
      let rowOpacity = covered == 255 ? opacity : PixelMath.divide255(covered * opacity)
      guard rowOpacity > 0 else { continue }
      if overwritesOpaqueRows && rowOpacity == 255 {
        canvas.drawDeferredBlit(row: y)
        canvas.overwrite(row: y, columns: columns)
      } else {
        canvas.prepare(row: y)
      }
      canvas.withUnsafeMutableBytes { target in
        draw(y, target.baseAddress! + (y * width + columns.lowerBound) * 4, rowOpacity)
      }
    }
    canvas.markDirty(columns: columns, rows: rows)
  }
}
