/// Draws the interior runs of a ``RowProjection`` in an axial gradient: along a row the
/// position on the axis is linear in the pixel centre's x (`base + step · (x + ½)`), so each
/// pixel is one multiply-add and one table lookup, and the row is blended at its coverage.
///
/// As in ``GradientColumnPaint``, the position is stepped rather than worked out from each
/// pixel's bounds coordinates, so near a boundary between two of the table's samples a pixel
/// can take the neighbouring sample (at most 1/255 per channel). For a gradient of two stops
/// each row keeps its sample index at x + ½ = 0 and its change per column, and the row's
/// samples come from the gradient kernel (with the pixel centres as its steps and the row's
/// change as its "py").
///
/// Under perspective the position is that numerator over a denominator of its own, also
/// linear in x (see ``PerspectiveLaw``): one divide and one table lookup per pixel. For a
/// gradient of two stops the numerator is turned into that of the sample index plus ½ over the
/// same denominator, and the row's samples come from a kernel of their own
/// (``RasterKernels/gradientRatioSamples(numerator:denominator:columns:table:last:into:)``);
/// its index can differ from the position's by rounding, taking the neighbouring sample.
struct GradientRowPaint: ColumnPaint {
  /// The gradient's colours along its axis.
  let table: GradientTable
  /// The device row of the first entry.
  let firstRow: Int
  /// The projection's coverage per row, from `firstRow` on.
  let coverage: [UInt8]
  /// Each row's position along the axis at x + ½ = 0 — or, for one segment, its sample index
  /// there plus ½.
  private let base: [Double]
  /// Each row's change of position (or of sample index) per device column.
  private let step: [Double]
  /// Whether `base` and `step` count samples of the table's one segment.
  private let countsSamples: Bool
  /// Under perspective, each row's denominator at x + ½ = 0 and its change per device column.
  private let denominators: (base: [Double], step: [Double])?

  /// The paint of `table` over rows from `firstRow` on, with `coverage`, each row's position
  /// along the axis at x + ½ = 0 (`base`) and its change per column (`step`) — under
  /// perspective, the position's numerator, over `denominators`.
  init(
    table: GradientTable, firstRow: Int, coverage: [UInt8], base: [Double], step: [Double],
    denominators: (base: [Double], step: [Double])? = nil
  ) {
    self.table = table
    self.firstRow = firstRow
    self.coverage = coverage
    let indices =
      denominators.map { denominators in
        table.singleSegment.map { segment in
          // (n / d − start) · samplesPerUnit + ½ = ((n − start · d) · samplesPerUnit + ½ · d) / d
          let (first, per) = (segment.start, segment.samplesPerUnit)
          return (
            base: zip(base, denominators.base).map { ($0 - first * $1) * per + 0.5 * $1 },
            step: zip(step, denominators.step).map { ($0 - first * $1) * per + 0.5 * $1 }
          )
        }
      } ?? table.sampleIndices(base: base, step: step)
    (self.base, self.step) = indices ?? (base, step)
    countsSamples = indices != nil
    self.denominators = denominators
  }

  func paint(rows: Range<Int>, columns: Range<Int>, opacity: Int, into canvas: inout Canvas) {
    let count = max(1, columns.count)
    let last = Double(GradientTable.samplesPerSegment - 1)
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { colors in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { centres in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { bases in
          // The pixel centres, the steps of the gradient kernel along a row of a two-stop
          // gradient; not needed under perspective, where a paint is often one row's run.
          if countsSamples && denominators == nil {
            for x in columns { centres[x - columns.lowerBound] = Double(x) + 0.5 }
          }
          RowCoverage.forEachRow(
            rows, columns: columns, coverage: coverage, first: firstRow, opacity: opacity, into: &canvas
          ) { y, line, opacity in
            let base = base[y - firstRow]
            let step = step[y - firstRow]
            let denominator = denominators.map { ($0.base[y - firstRow], $0.step[y - firstRow]) }
            if let (below, change) = denominator, countsSamples {
              table.withSamples { samples in
                RasterKernels.gradientRatioSamples(
                  numerator: (base, step), denominator: (below, change), columns: columns, table: samples, last: last,
                  into: colors.baseAddress!)
              }
            } else if let (below, change) = denominator {
              for x in columns {
                let p = Double(x) + 0.5
                colors[x - columns.lowerBound] = table.word(at: (base + step * p) / (below + change * p))
              }
            } else if countsSamples {
              bases.initialize(repeating: base)
              table.withSamples { samples in
                RasterKernels.gradientSamples(
                  base: bases.baseAddress!, step: centres.baseAddress!, py: step, table: samples, last: last,
                  into: colors.baseAddress!, count: columns.count)
              }
            } else if step == 0 {
              // A gradient whose axis runs down the layer: one colour along the row.
              colors.initialize(repeating: table.word(at: base))
            } else {
              for x in columns { colors[x - columns.lowerBound] = table.word(at: base + step * (Double(x) + 0.5)) }
            }
            RasterKernels.blendRow(UnsafeRawPointer(colors.baseAddress!), line, count: columns.count, opacity: opacity)
          }
        }
      }
    }
  }
}
