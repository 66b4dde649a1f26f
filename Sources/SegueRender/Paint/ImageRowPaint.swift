import SegueImage

/// Draws the interior runs of a ``RowProjection`` or an ``AffineProjection`` from an image with
/// the bilinear run kernel: along a device row the image column follows the row's u and the
/// image row its v, both linear in the pixel centre's x (v constant under a row view), so each
/// row's sampling tables are made for its run (a pixel's image column and weight from its u, its
/// image row from its v) and the run is sampled and blended at the row's coverage.
///
/// Segue's choice: the row reuses the column path's sampling kernel, its tables made per row
/// by a kernel of their own, rather than a second sampling kernel; on the cards benchmark the
/// tables take about a third of the sampling's time. The image rows are the kernel's per-pixel
/// row coordinates (with no change per device row), worked out in double precision along the
/// row. Both are one call a row (``RasterKernels/rowRun(_:_:rows:columns:_:opacity:)``).
///
/// Under perspective (a ``PerspectiveProjection``) u and v are not linear along the row: each
/// pixel's image column, weight and image row come from the row's ``PerspectiveLaw``, one
/// divide per pixel (``RasterKernels/perspectiveRun(_:_:columns:_:opacity:)``).
struct ImageRowPaint: ColumnPaint {
  /// The image.
  let image: Bitmap
  /// Where its pixels are sampled for each bounds point.
  let sampler: BilinearSampler
  /// The device row of the first entry.
  let firstRow: Int
  /// The projection's coverage per row, from `firstRow` on.
  let coverage: [UInt8]
  /// Each row's u at x + ½ = 0.
  let alpha: [Double]
  /// Each row's change of u per device column.
  let beta: [Double]
  /// Each row's image row coordinate at x + ½ = 0.
  let sourceRows: [Double]
  /// Each row's change of image row coordinate per device column (0 under a row view).
  let sourceSteps: [Double]
  /// The projection whose rows' laws give u and v, under perspective; `nil` when they are
  /// linear along rows.
  let perspective: PerspectiveProjection?

  /// The paint of `image` through `sampler` over the rows of `projection`; `nil` when the
  /// kernels cannot sample the image (see ``BilinearSampler/fitsKernels``).
  init?(image: Bitmap, sampler: BilinearSampler, projection: RowProjection) {
    self.init(
      image: image, sampler: sampler, firstRow: projection.rows.lowerBound, coverage: projection.coverage,
      u: (projection.alpha, projection.beta), v: (projection.v, Array(repeating: 0, count: projection.v.count)))
  }

  /// The paint of `image` through `sampler` over the rows of `projection`; `nil` when the
  /// kernels cannot sample the image.
  init?(image: Bitmap, sampler: BilinearSampler, projection: AffineProjection) {
    self.init(
      image: image, sampler: sampler, firstRow: projection.rows.lowerBound, coverage: projection.coverage,
      u: (projection.alpha, projection.beta), v: (projection.vAlpha, projection.vBeta))
  }

  /// The paint of `image` through `sampler` over the rows of `projection`, in perspective; `nil`
  /// when the kernels cannot sample the image.
  init?(image: Bitmap, sampler: BilinearSampler, projection: PerspectiveProjection) {
    self.init(
      image: image, sampler: sampler, firstRow: projection.rows.lowerBound, coverage: projection.coverage,
      u: ([], []), v: ([], []), perspective: projection)
  }

  /// The paint over rows from `firstRow` on with `coverage`, each row's u and v at x + ½ = 0
  /// and their changes per device column, or the laws of `perspective`.
  private init?(
    image: Bitmap, sampler: BilinearSampler, firstRow: Int, coverage: [UInt8], u: ([Double], [Double]),
    v: ([Double], [Double]), perspective: PerspectiveProjection? = nil
  ) {
    guard sampler.fitsKernels else { return nil }
    self.image = image
    self.sampler = sampler
    self.firstRow = firstRow
    self.coverage = coverage
    (alpha, beta) = u
    sourceRows = v.0.map { sampler.sourceRow(v: $0) }
    sourceSteps = v.1.map { sampler.sourceRowChange(perV: $0) }
    self.perspective = perspective
  }

  func paint(rows: Range<Int>, columns: Range<Int>, opacity: Int, into canvas: inout Canvas) {
    image.bytes.withUnsafeBytes { pixels in
      let source = ImageRows(pixels: pixels.baseAddress!, width: Int32(image.width), height: Int32(image.height))
      RowCoverage.forEachRow(
        rows, columns: columns, coverage: coverage, first: firstRow, opacity: opacity, into: &canvas
      ) { y, line, opacity in
        if let perspective {
          return sampler.perspectiveRun(source, perspective.law(row: y), columns: columns, line, opacity: opacity)
        }
        let k = y - firstRow
        sampler.rowRun(
          source, alpha: alpha[k], beta: beta[k], rows: (sourceRows[k], sourceSteps[k]), columns: columns, line,
          opacity: opacity)
      }
    }
  }
}
