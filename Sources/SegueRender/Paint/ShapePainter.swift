import SegueGeometry

/// Runs the three raster stages for one paint: coverage spans of a shape, a shader's colours,
/// source-over blending — or, for the fully covered runs of a layer whose depth is constant
/// down each device column (or along each row, or of one turned or sheared in 2D, or of one in
/// any other perspective), the shader's ``ColumnPaint``.
enum ShapePainter {
  /// Fills `shape` (bounds space, mapped to the device by `matrix`) with `shader` at `opacity` (0...255).
  static func fill<S: Shader>(
    _ shape: CoverageShape, through matrix: Transform3D, with shader: S, opacity: Int, into canvas: inout Canvas
  ) {
    // Segue's choice for speed: a shape whose box does not reach the canvas (the band being
    // drawn, or the frame's columns, which a page's strips curled past its edge leave) is left
    // before its plan is looked up, which hashes its matrix and shader.
    guard opacity > 0, let rasterizer = CoverageRasterizer(shape: shape, matrix: matrix),
      rasterizer.reaches(canvas)
    else { return }
    let plan = columnPlan(rasterizer, matrix, shader, &canvas)
    withColors(rasterizer, width: canvas.width) { colors in
      guard let plan, let paint = plan.paint else {
        rasterizer.forEachSpan(width: canvas.width, rows: canvas.rows) { span in
          blend(span, shader, colors, opacity, &canvas)
        }
        return
      }
      fill(rasterizer, plan.projection, paint, shader, opacity, colors, &canvas)
    }
  }

  /// Fills `shape` with `shader` at `opacity`, then with `shade` at `shadeOpacity` (both
  /// 0...255): the bytes of the two fills one after the other.
  ///
  /// Segue's choice for shaded strips (a fold's strip and the gradient sublayer that darkens
  /// it): when the shader draws interior runs through an image's column tables and the shade
  /// has one colour per column, each row is shaded right after it is sampled, while it is in
  /// the nearest cache, rather than in a second pass over the band; on the fold benchmark that
  /// takes a frame from 10.51 to 10.26 ms. (Shading inside the sampling kernel was slower: it
  /// adds shuffles to a kernel already bound by them.)
  static func fill<S: Shader, T: Shader>(
    _ shape: CoverageShape, through matrix: Transform3D, with shader: S, opacity: Int, shadedBy shade: T,
    opacity shadeOpacity: Int, into canvas: inout Canvas
  ) {
    // Nothing of a shape whose box does not reach the canvas's rows is drawn either way.
    let rasterizer = CoverageRasterizer(shape: shape, matrix: matrix)
    if let rasterizer, !rasterizer.reaches(canvas) { return }
    guard opacity > 0, shadeOpacity > 0, let rasterizer, let plan = columnPlan(rasterizer, matrix, shader, &canvas),
      let image = plan.paint as? ImageColumnPaint,
      let shadePlan = columnPlan(rasterizer, matrix, shade, &canvas), let shading = shadePlan.paint as? RowColumnPaint
    else {
      fill(shape, through: matrix, with: shader, opacity: opacity, into: &canvas)
      fill(shape, through: matrix, with: shade, opacity: shadeOpacity, into: &canvas)
      return
    }
    let columns = ShadedImageColumns(image: image, shade: shading, shadeOpacity: shadeOpacity)
    withColors(rasterizer, width: canvas.width) { colors in
      fill(rasterizer, plan.projection, columns, shader, opacity, colors, &canvas) { span, colors, canvas in
        blend(span, shade, colors, shadeOpacity, &canvas)
      }
    }
  }

  /// Fills through `projection`, drawing each row's interior run with `columns` as it comes and
  /// the row's other spans with `shader` (the existential opened once, not copied per row),
  /// then, if given, with `shade` (which shades and blends a span). The rows that are all
  /// interior (``InteriorRuns/plainRows(within:)``) go to `columns` in one call, without
  /// rasterizing them.
  ///
  /// Segue's choice: the shade comes as a closure rather than a generic optional pair, which
  /// unspecialized code looked up as tuple metadata on every span (4% of the explode frame).
  private static func fill<S: Shader, P: ColumnPaint>(
    _ rasterizer: CoverageRasterizer, _ projection: any InteriorRuns, _ columns: P, _ shader: S, _ opacity: Int,
    _ colors: UnsafeMutableBufferPointer<UInt8>, _ canvas: inout Canvas,
    shade: ((CoverageSpan, UnsafeMutableBufferPointer<UInt8>, inout Canvas) -> Void)? = nil
  ) {
    func rasterize(_ rows: Range<Int>) {
      guard !rows.isEmpty else { return }
      if shade == nil, canvas.usesEdgeKernels, let image = shader as? ImageShader {
        // An image's edge runs go to the edge kernel, when it runs, a call each.
        var drawn = false
        ImageEdges.with(rasterizer, image) { edges in
          guard let edges else { return }
          drawn = true
          drawRows(rows, rasterizer, projection, columns, opacity, edges, &canvas)
        }
        if drawn { return }
      }
      rasterizer.forEachSpan(width: canvas.width, rows: rows, projection: projection, edgeRuns: true) { span in
        // A row's interior comes first: its pixels never overlap the others, and drawing it
        // brings the row and the image lines the edge pixels next to it read into cache.
        if span.isInterior {
          let run = InteriorRun(row: span.y, columns: span.x..<(span.x + span.count))
          if span.runCoverage == 255 {
            columns.paint(run, opacity: opacity, into: &canvas)
          } else {
            columns.paintEdge(run, coverage: span.runCoverage, opacity: opacity, into: &canvas)
          }
        } else {
          blend(span, shader, colors, opacity, &canvas)
          shade?(span, colors, &canvas)
        }
      }
    }
    let rows = canvas.rows
    let plain = projection.plainRows(within: rows)
    rasterize(rows.lowerBound..<plain.lowerBound)
    columns.paint(rows: plain, columns: projection.interiorColumns, opacity: opacity, into: &canvas)
    rasterize(plain.upperBound..<rows.upperBound)
  }

  /// Draws `rows` of an image's fill through `projection`: each row's interior run with
  /// `columns`, as ``fill(_:_:_:_:_:_:_:shade:)`` does, and the pixels either side of it with
  /// `edges`.
  private static func drawRows<P: ColumnPaint>(
    _ rows: Range<Int>, _ rasterizer: CoverageRasterizer, _ projection: any InteriorRuns, _ columns: P,
    _ opacity: Int, _ edges: ImageEdges, _ canvas: inout Canvas
  ) {
    if let paint = columns as? ImageRowPaint, paint.perspective == nil {
      if let affine = projection as? AffineProjection,
        edges.drawTile(rows, rasterizer, affine, paint, opacity: opacity, into: &canvas)
      {
        return
      }
      return edges.drawRows(rows, rasterizer, projection, paint, opacity: opacity, into: &canvas)
    }
    rasterizer.forEachRow(width: canvas.width, rows: rows, projection: projection, edgeRuns: true) {
      y, touched, run, runCoverage in
      guard !run.isEmpty else { return edges.draw(row: y, columns: touched, opacity: opacity, into: &canvas) }
      let interior = InteriorRun(row: y, columns: run)
      if runCoverage == 255 {
        columns.paint(interior, opacity: opacity, into: &canvas)
      } else {
        columns.paintEdge(interior, coverage: runCoverage, opacity: opacity, into: &canvas)
      }
      edges.draw(row: y, columns: touched.lowerBound..<run.lowerBound, opacity: opacity, into: &canvas)
      edges.draw(row: y, columns: run.upperBound..<touched.upperBound, opacity: opacity, into: &canvas)
    }
  }

  /// Runs `body` with a zeroed buffer of four bytes for each pixel of the longest span
  /// `rasterizer` can deliver within `width` columns (the columns its polygon spans).
  ///
  /// Segue's choice for speed: sized to the layer rather than to the frame's width, so that the
  /// many small tiles of an explosion do not each clear a row's worth of colours.
  private static func withColors(
    _ rasterizer: CoverageRasterizer, width: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Void
  ) {
    let count = max(1, rasterizer.quad.spannedColumns(width: width)?.count ?? 1) * 4
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { colors in
      colors.initialize(repeating: 0)
      body(colors)
    }
  }

  /// Shades `span` with `shader` into `colors` and blends it at `opacity`.
  @inline(__always)
  private static func blend<S: Shader>(
    _ span: CoverageSpan, _ shader: S, _ colors: UnsafeMutableBufferPointer<UInt8>, _ opacity: Int,
    _ canvas: inout Canvas
  ) {
    shader.shade(span, into: colors)
    SpanBlender.blend(span, UnsafeBufferPointer(colors), opacity: opacity, into: &canvas)
  }

  /// The paint's column plan, made on the first band of a frame and reused by the others (on
  /// any thread).
  private static func columnPlan<S: Shader>(
    _ rasterizer: CoverageRasterizer, _ matrix: Transform3D, _ shader: S, _ canvas: inout Canvas
  ) -> ColumnPlan? {
    let (usesColumnPaints, width, height) = (canvas.usesColumnPaints, canvas.width, canvas.height)
    func make() -> ColumnPlan? {
      guard usesColumnPaints else { return nil }
      if let projection = rasterizer.columnProjection(width: width) {
        return shader.columnPaint(for: projection).map { ColumnPlan(projection: projection, paint: $0) }
      }
      if let projection = rasterizer.rowProjection(height: height) {
        return shader.rowPaint(for: projection).map { ColumnPlan(projection: projection, paint: $0) }
      }
      if let projection = rasterizer.affineProjection(height: height) {
        return shader.affinePaint(for: projection).map { ColumnPlan(projection: projection, paint: $0) }
      }
      guard let projection = rasterizer.perspectiveProjection(height: height) else { return nil }
      return shader.perspectivePaint(for: projection).map { ColumnPlan(projection: projection, paint: $0) }
    }
    guard let identity = shader.columnIdentity else { return make() }
    return canvas.plan(for: ColumnPlan.Key(matrix: matrix, shape: rasterizer.shape, shader: identity), make)
  }
}
