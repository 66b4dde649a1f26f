import SegueGeometry

/// Runs the three raster stages for one paint: coverage spans of a shape, a shader's colours,
/// source-over blending — or, for the fully covered runs of a layer whose depth is constant
/// down each device column, the shader's ``ColumnPaint``.
enum ShapePainter {
  /// Fills `shape` (bounds space, mapped to the device by `matrix`) with `shader` at `opacity` (0...255).
  static func fill<S: Shader>(
    _ shape: CoverageShape, through matrix: Transform3D, with shader: S, opacity: Int, into canvas: inout Canvas
  ) {
    guard opacity > 0, let rasterizer = CoverageRasterizer(shape: shape, matrix: matrix) else { return }
    let plan = columnPlan(rasterizer, matrix, shader, &canvas)
    let projection = plan?.projection
    let columns = plan?.paint
    var colors = [UInt8](repeating: 0, count: canvas.bitmap.width * 4)
    var interior: [InteriorRun] = []
    colors.withUnsafeMutableBufferPointer { colors in
      rasterizer.forEachSpan(width: canvas.bitmap.width, rows: canvas.rows, projection: columns == nil ? nil : projection) {
        span in
        if span.isInterior {
          interior.append(InteriorRun(row: span.y, columns: span.x..<(span.x + span.count)))
        } else {
          shader.shade(span, into: colors)
          SpanBlender.blend(span, UnsafeBufferPointer(colors), opacity: opacity, into: &canvas)
        }
      }
    }
    // Interior pixels and the others never overlap, so drawing the interior last changes nothing.
    if let columns, !interior.isEmpty { columns.paint(interior, opacity: opacity, into: &canvas) }
  }

  /// The paint's column plan, made on the first band of a frame and reused by the others.
  private static func columnPlan<S: Shader>(
    _ rasterizer: CoverageRasterizer, _ matrix: Transform3D, _ shader: S, _ canvas: inout Canvas
  ) -> ColumnPlan? {
    func make() -> ColumnPlan? {
      guard let projection = rasterizer.columnProjection(width: canvas.bitmap.width),
        let paint = shader.columnPaint(for: projection)
      else { return nil }
      return ColumnPlan(projection: projection, paint: paint)
    }
    guard let identity = shader.columnIdentity else { return make() }
    let key = ColumnPlan.Key(matrix: matrix, shape: rasterizer.shape, shader: identity)
    if let plan = canvas.columnPlans[key] { return plan }
    let plan = make()
    canvas.columnPlans[key] = .some(plan)
    return plan
  }
}
