/// Draws the interior runs of a ``RowProjection`` in one premultiplied colour, each row
/// blended at its coverage.
///
/// Segue's choice for speed: an opaque colour at full opacity replaces the pixels of its fully
/// covered rows, which then need no clearing first (see ``Canvas/overwrite(row:columns:)``).
struct SolidRowPaint: ColumnPaint {
  /// The colour as a little-endian RGBA word.
  let color: UInt32
  /// The device row of the first coverage byte.
  let firstRow: Int
  /// The projection's coverage per row, from `firstRow` on.
  let coverage: [UInt8]

  func paint(rows: Range<Int>, columns: Range<Int>, opacity: Int, into canvas: inout Canvas) {
    let opaque = UInt32(littleEndian: color) >> 24 == 255
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: max(1, columns.count)) { colors in
      colors.initialize(repeating: color)
      let source = UnsafeRawPointer(colors.baseAddress!)
      RowCoverage.forEachRow(
        rows, columns: columns, coverage: coverage, first: firstRow, opacity: opacity, into: &canvas,
        overwritesOpaqueRows: opaque
      ) { _, line, opacity in
        if opaque && opacity == 255 {
          line.copyMemory(from: source, byteCount: columns.count * 4)
        } else {
          RasterKernels.blendRow(source, line, count: columns.count, opacity: opacity)
        }
      }
    }
  }
}
