import SegueGeometry

/// Turns a shape in a layer's bounds space, seen through a projection, into coverage spans.
///
/// Each row's span holds the pixels whose squares touch the projected bounding box; the work per
/// pixel is the inverse homography (three accumulators stepped per pixel, one divide) and the
/// shape's coverage, whose pixel footprint is computed once when the projection is affine and
/// per pixel under perspective. Spans are delivered top to bottom, so a later pass can swap in
/// per-span or per-column kernels without changing what is drawn.
struct CoverageRasterizer {
  /// The shape.
  let shape: CoverageShape
  /// The projection of the shape's box.
  let quad: ProjectedQuad
  /// The map from bounds to device.
  let matrix: Transform3D
  /// Whether the pixels along edges are covered by the coverage kernel where it runs
  /// (``RasterKernels/CoverageKernel``); tests turn it off to compare with the Swift path.
  var usesCoverageKernel = true

  /// Prepares to rasterize `shape` through `matrix` (bounds → device); `nil` when nothing
  /// would be visible.
  init?(shape: CoverageShape, matrix: Transform3D) {
    guard shape.box.width > 0, shape.box.height > 0,
      let quad = ProjectedQuad(rect: shape.box, matrix: matrix)
    else { return nil }
    self.shape = shape
    self.quad = quad
    self.matrix = matrix
  }

  /// A coverage in [0, 1] (or beyond) as a byte, rounded.
  @inline(__always)
  private static func byte(_ value: Double) -> UInt8 {
    value > 0 ? UInt8(min(value, 1) * 255 + 0.5) : 0
  }

  /// Whether the shape's polygon can touch a pixel of `canvas`: it reaches the canvas's rows
  /// (by its bounding box) and spans some of its columns.
  func reaches(_ canvas: Canvas) -> Bool {
    quad.touches(rows: canvas.rows) && quad.spannedColumns(width: canvas.width) != nil
  }

  /// The shape seen column by column, when the projection keeps depth constant down columns.
  func columnProjection(width: Int) -> ColumnProjection? {
    ColumnProjection(quad: quad, shape: shape, width: width)
  }

  /// The shape seen row by row within `height` rows, when the projection keeps depth constant
  /// along rows.
  func rowProjection(height: Int) -> RowProjection? {
    RowProjection(quad: quad, shape: shape, height: height)
  }

  /// The shape seen row by row within `height` rows, when the projection is affine and turns or
  /// shears it so that neither the column nor the row view applies.
  func affineProjection(height: Int) -> AffineProjection? {
    AffineProjection(quad: quad, shape: shape, height: height)
  }

  /// The shape seen row by row within `height` rows, through any projection (see
  /// ``PerspectiveProjection``).
  func perspectiveProjection(height: Int) -> PerspectiveProjection? {
    PerspectiveProjection(quad: quad, shape: shape, height: height)
  }

  /// The shape's interior runs: seen column by column when the projection keeps depth constant
  /// down columns, otherwise row by row when it keeps it constant along rows, is affine, or
  /// neither, within `width` columns and `height` rows.
  func interiorRuns(width: Int, height: Int) -> (any InteriorRuns)? {
    if let columns = columnProjection(width: width) { return columns }
    if let rows = rowProjection(height: height) { return rows }
    if let affine = affineProjection(height: height) { return affine }
    return perspectiveProjection(height: height)
  }

  /// The shape's hole seen column by column, when it has one and the projection keeps depth
  /// constant down columns: its pixels that are wholly inside the hole (coverage 255 in the
  /// hole's own projection) are the ones the shape does not cover at all.
  func holeProjection(width: Int) -> ColumnProjection? {
    guard let hole = shape.hole, let holeQuad = ProjectedQuad(rect: hole.rect, matrix: matrix) else { return nil }
    let holeShape = CoverageShape(box: hole.rect, rounding: hole.radius > 0 ? hole : nil, antialiased: .all)
    return ColumnProjection(quad: holeQuad, shape: holeShape, width: width)
  }

  /// Calls `body` with every row within `width` columns and `rows` whose pixels `projection`
  /// finds touched, with those columns and the row's run of interior pixels among them (empty
  /// when it has none) and the run's coverage: 255, or with `edgeRuns` an edge run's (see
  /// ``forEachSpan(width:rows:projection:fullRunsOnly:edgeRuns:_:)``). The pixels of the columns
  /// outside the run are the edge pixels.
  func forEachRow(
    width: Int, rows: Range<Int>, projection: any InteriorRuns, fullRunsOnly: Bool = false, edgeRuns: Bool = false,
    _ body: (_ y: Int, _ columns: Range<Int>, _ run: Range<Int>, _ runCoverage: UInt8) -> Void
  ) {
    quad.forEachSpan(width: width, rows: rows) { y, reach in
      let columns = projection.touchedRun(row: y, in: reach)
      guard !columns.isEmpty else { return }
      let run = fullRunsOnly ? projection.fullRun(row: y, in: columns) : projection.interiorRun(row: y, in: columns)
      if run.isEmpty, edgeRuns, let edge = projection.edgeRun(row: y, in: columns) {
        return body(y, columns, edge.columns, edge.coverage)
      }
      body(y, columns, run, 255)
    }
  }

  /// Calls `body` with every row's span that covers at least one pixel, inside `width` columns
  /// and `rows` (for a shape with a hole, the runs either side of the pixels wholly inside the
  /// hole); with a `projection` (a column, row or affine view), each row's run of interior pixels comes as its own span
  /// marked ``CoverageSpan/isInterior``, before the spans of the pixels left and right of it
  /// (so a painter that draws it at once leaves their pixels in cache for them), and columns the
  /// projection finds untouched are skipped. With `fullRunsOnly`, the interior span holds only
  /// the pixels the shape covers completely (``InteriorRuns/fullRun(row:in:)``), so that a
  /// mask can blend it as a plain row; the pixels an edge crosses come with the others. With
  /// `edgeRuns`, a row without an interior run may instead have an edge run
  /// (``InteriorRuns/edgeRun(row:in:)``), which comes as an interior span of its coverage.
  func forEachSpan(
    width: Int, rows: Range<Int>, projection: (any InteriorRuns)? = nil, fullRunsOnly: Bool = false,
    edgeRuns: Bool = false, _ body: (CoverageSpan) -> Void
  ) {
    CoverageSpan.withSpan(capacity: width) { span in
      let i = quad.inverse
      let sign = quad.frontSign
      let isAffine = i.2 == 0 && i.5 == 0
      let flatRows = i.2 == 0
      let affine = PixelFootprint(ux: i.0 / i.8, uy: i.3 / i.8, vx: i.1 / i.8, vy: i.4 / i.8)
      let interior = InteriorTest(shape: shape)
      let affineGradients = (
        u2: affine.ux * affine.ux + affine.uy * affine.uy, v2: affine.vx * affine.vx + affine.vy * affine.vy
      )
      let affineMargins = InteriorTest.margins(gradientU2: affineGradients.u2, gradientV2: affineGradients.v2)
      let affineReach = interior.cornerReach(gradientU2: affineGradients.u2, gradientV2: affineGradients.v2)
      // Under an affine projection the footprint, and with it the tests' margins, are the same
      // for every pixel: worked out once.
      @inline(__always) func affineCoverage(_ u: Double, _ v: Double) -> UInt8 {
        if interior.isFullyCovered(u, v, margins: affineMargins) { return 255 }
        if interior.isInsideHole(u, v, margins: affineMargins) || interior.isOutsideCorners(u, v, reach: affineReach) {
          return 0
        }
        return Self.byte(shape.coverage(u, v, affine))
      }
      // Under perspective the footprint at bounds point (u, v), where w = 1 / c.
      @inline(__always) func projectedCoverage(_ u: Double, _ v: Double, _ w: Double) -> UInt8 {
        let ux = (i.0 - u * i.2) * w
        let uy = (i.3 - u * i.5) * w
        let vx = (i.1 - v * i.2) * w
        let vy = (i.4 - v * i.5) * w
        let gradientU2 = ux * ux + uy * uy
        let gradientV2 = vx * vx + vy * vy
        if interior.isFullyCovered(u, v, gradientU2: gradientU2, gradientV2: gradientV2) { return 255 }
        if interior.isInsideHole(u, v, gradientU2: gradientU2, gradientV2: gradientV2)
          || interior.isOutsideCorners(u, v, gradientU2: gradientU2, gradientV2: gradientV2)
        {
          return 0
        }
        return Self.byte(shape.coverage(u, v, PixelFootprint(ux: ux, uy: uy, vx: vx, vy: vy)))
      }
      RasterKernels.CoverageKernel.with(shape, inverse: i, affine: affine) { coverageKernel in
        let kernel = usesCoverageKernel ? coverageKernel : nil
        func general(_ y: Int, _ columns: Range<Int>) {
          guard !columns.isEmpty else { return }
          let py = Double(y) + 0.5
          let px = Double(columns.lowerBound) + 0.5
          var a = px * i.0 + py * i.3 + i.6
          var b = px * i.1 + py * i.4 + i.7
          var c = px * i.2 + py * i.5 + i.8
          var any = false
          // Along a row of a projection whose depth does not change across rows (an affine one, or
          // a turn about a horizontal axis) c is constant, so its reciprocal is too.
          let rowReciprocal = 1 / c
          if let kernel {
            // The coordinates stepped as the Swift path below steps them, the coverage by the kernel.
            for k in 0..<columns.count {
              if c * sign > 0 {
                let w = flatRows ? rowReciprocal : 1 / c
                span.u[k] = a * w
                span.v[k] = b * w
                span.w[k] = w
              } else {
                span.u[k] = shape.box.minX
                span.v[k] = shape.box.minY
                span.w[k] = 0
              }
              a += i.0
              b += i.1
              c += i.2
            }
            any = kernel.cover(span, count: columns.count, affine: isAffine)
          } else {
            for k in 0..<columns.count {
              var covered: UInt8 = 0
              if c * sign > 0 {
                let w = flatRows ? rowReciprocal : 1 / c
                let u = a * w
                let v = b * w
                span.u[k] = u
                span.v[k] = v
                covered = isAffine ? affineCoverage(u, v) : projectedCoverage(u, v, w)
              } else {
                span.u[k] = shape.box.minX
                span.v[k] = shape.box.minY
              }
              span.coverage[k] = covered
              any = any || covered > 0
              a += i.0
              b += i.1
              c += i.2
            }
          }
          guard any else { return }
          span.y = y
          span.x = columns.lowerBound
          span.count = columns.count
          span.isInterior = false
          body(span)
        }
        guard let projection else {
          guard let hole = holeProjection(width: width) else {
            return quad.forEachSpan(width: width, rows: rows, general)
          }
          // A border's hole: the pixels wholly inside it are skipped, each side of it rasterized.
          quad.forEachSpan(width: width, rows: rows) { y, reach in
            let skipped = hole.fullRun(row: y, in: reach)
            guard !skipped.isEmpty else { return general(y, reach) }
            general(y, reach.lowerBound..<skipped.lowerBound)
            general(y, skipped.upperBound..<reach.upperBound)
          }
          return
        }
        forEachRow(
          width: width, rows: rows, projection: projection, fullRunsOnly: fullRunsOnly, edgeRuns: edgeRuns
        ) { y, columns, run, runCoverage in
          guard !run.isEmpty else { return general(y, columns) }
          span.y = y
          span.x = run.lowerBound
          span.count = run.count
          span.isInterior = true
          span.runCoverage = runCoverage
          body(span)
          general(y, columns.lowerBound..<run.lowerBound)
          general(y, run.upperBound..<columns.upperBound)
        }
      }
    }
  }
}
