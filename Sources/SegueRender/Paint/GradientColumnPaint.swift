/// Draws interior runs of a gradient whose axis has a vertical component, under a projection
/// that keeps depth constant down columns: the position along the axis is linear down each
/// column (`base + step · (y + ½)`), so a row's colours are one multiply-add and one table
/// lookup per pixel, blended as a row (the run's edge columns at their coverage).
///
/// The position is stepped per column rather than worked out from each pixel's bounds
/// coordinates, so near a boundary between two of the table's samples a pixel can take the
/// neighbouring sample (at most 1/255 per channel) where the per-pixel path would not, and a
/// pixel whose position lies within rounding of a stop can take the colour on its other side.
///
/// For a gradient of two stops (one segment), each column keeps its sample index at y + ½ = 0
/// and its change per row, so a pixel is one multiply-add and one load.
struct GradientColumnPaint: ColumnPaint {
  /// The gradient's colours along its axis.
  let table: GradientTable
  /// The device column of the first entry.
  let firstColumn: Int
  /// The projection's coverage per column, from `firstColumn` on.
  let coverage: [UInt8]
  /// Each column's position along the axis at y + ½ = 0 — or, for one segment, its sample index
  /// there plus ½.
  private let base: [Double]
  /// Each column's change of position (or of sample index) per device row.
  private let step: [Double]
  /// Whether `base` and `step` count samples of the table's one segment.
  private let countsSamples: Bool

  /// The paint of `table` over columns from `firstColumn` on, with `coverage`, each column's
  /// position along the axis at y + ½ = 0 (`base`) and its change per row (`step`).
  init(table: GradientTable, firstColumn: Int, coverage: [UInt8], base: [Double], step: [Double]) {
    self.table = table
    self.firstColumn = firstColumn
    self.coverage = coverage
    if let indices = table.sampleIndices(base: base, step: step) {
      (self.base, self.step) = indices
      countsSamples = true
    } else {
      self.base = base
      self.step = step
      countsSamples = false
    }
  }

  func paint(rows: Range<Int>, columns: Range<Int>, opacity: Int, into canvas: inout Canvas) {
    guard !columns.isEmpty else { return }
    let width = canvas.width
    let first = firstColumn
    let last = Double(GradientTable.samplesPerSegment - 1)
    let occlusion = canvas.occlusion
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: columns.count) { colors in
      coverage.withUnsafeBufferPointer { coverage in
        let full = ColumnCoverage.fullRun(columns, coverage, first)
        for y in rows {
          // Pixels that layers drawn later cover are left out.
          let shown = occlusion?.visible(columns, row: y) ?? columns
          guard !shown.isEmpty else { continue }
          let py = Double(y) + 0.5
          if countsSamples {
            base.withUnsafeBufferPointer { base in
              step.withUnsafeBufferPointer { step in
                table.withSamples { samples in
                  let offset = shown.lowerBound - first
                  RasterKernels.gradientSamples(
                    base: base.baseAddress! + offset, step: step.baseAddress! + offset, py: py, table: samples,
                    last: last, into: colors.baseAddress!, count: shown.count)
                }
              }
            }
          } else {
            for x in shown {
              colors[x - shown.lowerBound] = table.word(at: base[x - first] + step[x - first] * py)
            }
          }
          canvas.prepare(row: y)
          canvas.withUnsafeMutableBytes { target in
            ColumnCoverage.blend(
              UnsafeRawPointer(colors.baseAddress!), over: shown, full: full.clamped(to: shown), coverage: coverage,
              first: first, into: target.baseAddress! + y * width * 4, opacity: opacity)
          }
        }
      }
    }
    canvas.markDirty(columns: columns, rows: rows)
  }
}
