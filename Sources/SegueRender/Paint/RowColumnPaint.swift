/// Draws interior runs of a paint whose colour depends only on the device column: one
/// premultiplied colour per column, blended as a row (the run's edge columns at their coverage).
///
/// Segue's choice for speed: when every colour is opaque and the opacity full, a row's fully
/// covered middle replaces the pixels there, which then need no clearing first (see
/// ``Canvas/overwrite(row:columns:)``): a page's background in a group of its own.
struct RowColumnPaint: ColumnPaint {
  /// Each column's colour as a little-endian RGBA word.
  let colors: [UInt32]
  /// The device column of the first colour.
  let firstColumn: Int
  /// The projection's coverage per column, from `firstColumn` on.
  let coverage: [UInt8]
  /// Whether every colour is opaque.
  let isOpaque: Bool

  /// The paint of `colors` from device column `firstColumn` on, over columns of `coverage`.
  init(colors: [UInt32], firstColumn: Int, coverage: [UInt8]) {
    self.colors = colors
    self.firstColumn = firstColumn
    self.coverage = coverage
    isOpaque = colors.allSatisfy { UInt32(littleEndian: $0) >> 24 == 255 }
  }

  func paint(rows: Range<Int>, columns: Range<Int>, opacity: Int, into canvas: inout Canvas) {
    guard !columns.isEmpty else { return }
    let width = canvas.width
    let first = firstColumn
    let overwrites = isOpaque && opacity == 255
    colors.withUnsafeBytes { colors in
      coverage.withUnsafeBufferPointer { coverage in
        let full = ColumnCoverage.fullRun(columns, coverage, first)
        let row = colors.baseAddress! + (columns.lowerBound - first) * 4
        let copies = overwrites && !full.isEmpty
        for y in rows {
          if copies {
            // The middle is replaced; columns right of it that still wait for the background
            // get it before their edge pixels are blended.
            canvas.drawDeferredBlit(row: y)
            canvas.overwrite(row: y, columns: full)
            if full.upperBound < columns.upperBound { canvas.prepare(row: y) }
          } else {
            canvas.prepare(row: y)
          }
          canvas.withUnsafeMutableBytes { target in
            ColumnCoverage.blend(
              row, over: columns, full: full, coverage: coverage, first: first,
              into: target.baseAddress! + y * width * 4, opacity: opacity, copiesFull: copies)
          }
        }
      }
    }
    canvas.markDirty(columns: columns, rows: rows)
  }
}
