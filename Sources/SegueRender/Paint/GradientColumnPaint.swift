/// Draws interior runs of a gradient whose axis has a vertical component, under a projection
/// that keeps depth constant down columns: the position along the axis is linear down each
/// column (`base + step · (y + ½)`), so a row's colours are one multiply-add and one table
/// lookup per pixel, blended as a row (the run's edge columns at their coverage).
///
/// The position is stepped per column rather than worked out from each pixel's bounds
/// coordinates, so near a boundary between two of the table's samples a pixel can take the
/// neighbouring sample (at most 1/255 per channel) where the per-pixel path would not, and a
/// pixel whose position lies within rounding of a stop can take the colour on its other side.
struct GradientColumnPaint: ColumnPaint {
  /// The gradient's colours along its axis.
  let table: GradientTable
  /// The device column of the first entry.
  let firstColumn: Int
  /// The projection's coverage per column, from `firstColumn` on.
  let coverage: [UInt8]
  /// Each column's position along the axis at y + ½ = 0.
  let base: [Double]
  /// Each column's change of position per device row.
  let step: [Double]

  func paint(rows: Range<Int>, columns: Range<Int>, opacity: Int, into canvas: inout Canvas) {
    guard !columns.isEmpty else { return }
    let width = canvas.width
    let first = firstColumn
    var colors = [UInt32](repeating: 0, count: columns.count)
    colors.withUnsafeMutableBufferPointer { colors in
      coverage.withUnsafeBufferPointer { coverage in
        let full = ColumnCoverage.fullRun(columns, coverage, first)
        for y in rows {
          let py = Double(y) + 0.5
          for x in columns {
            let k = x - first
            colors[x - columns.lowerBound] = table.word(at: base[k] + step[k] * py)
          }
          canvas.prepare(row: y)
          canvas.withUnsafeMutableBytes { target in
            ColumnCoverage.blend(
              UnsafeRawPointer(colors.baseAddress!), over: columns, full: full, coverage: coverage, first: first,
              into: target.baseAddress! + y * width * 4, opacity: opacity)
          }
        }
      }
    }
    canvas.markDirty(columns: columns, rows: rows)
  }
}
