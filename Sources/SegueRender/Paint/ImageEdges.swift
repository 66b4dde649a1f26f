import CRasterKernels

/// The edge pixels of an image's fill, each run of a row drawn by one kernel call that steps,
/// covers, samples and blends it (``RasterKernels/CoverageKernel`` and ``BilinearSampler``'s
/// kernel, then the span blend), with the bytes of the rasterizer's spans shaded and blended one
/// after the other.
///
/// Segue's choice for speed: an explosion's tiles have two short edge runs in every row, and
/// the calls, closures and colour buffer between the stages cost more than the pixels.
struct ImageEdges {
  #if arch(x86_64) || arch(i386)
    /// How device rows map into the layer's bounds.
    private let law: UnsafePointer<rk_edge_law>
    /// The shape, as the coverage kernels take it.
    private let shape: UnsafePointer<rk_coverage_shape>
    /// The footprint of an affine projection.
    private let footprint: UnsafePointer<rk_pixel_footprint>
    /// The image and the map onto it.
    private let image: UnsafePointer<rk_image_sampling>
  #endif

  /// Runs `body` with the edges of `shader`'s fill of `rasterizer`'s shape (valid only inside),
  /// or with `nil` where the kernels do not run: on other processors, for shapes with a hole and
  /// for images too large for them.
  static func with(
    _ rasterizer: CoverageRasterizer, _ shader: ImageShader, _ body: (ImageEdges?) -> Void
  ) {
    #if arch(x86_64) || arch(i386)
      let i = rasterizer.quad.inverse
      let affine = PixelFootprint(ux: i.0 / i.8, uy: i.3 / i.8, vx: i.1 / i.8, vy: i.4 / i.8)
      RasterKernels.CoverageKernel.describe(rasterizer.shape, affine: affine) { shape, footprint in
        shader.image.bytes.withUnsafeBytes { pixels in
          guard rasterizer.usesCoverageKernel, let shape, let footprint,
            var image = shader.sampler.kernelSampling(pixels.baseAddress!)
          else { return body(nil) }
          let box = rasterizer.shape.box
          var law = rk_edge_law(
            inverse: (i.0, i.1, i.2, i.3, i.4, i.5, i.6, i.7, i.8), front_sign: rasterizer.quad.frontSign,
            min_u: box.minX, min_v: box.minY)
          withUnsafePointer(to: &law) { law in
            withUnsafePointer(to: &image) { image in
              body(ImageEdges(law: law, shape: shape, footprint: footprint, image: image))
            }
          }
        }
      }
    #else
      body(nil)
    #endif
  }

  /// Draws `rows` of the fill of `rasterizer`'s shape through `projection` at `opacity`
  /// (0...255), whose interior runs `paint` draws along linear row laws (a row view or an affine
  /// one, not perspective): the rows' runs worked out here, then drawn, runs and edges, by one
  /// kernel call (``draw(row:columns:opacity:into:)`` and the paint's own, row after row, give
  /// the same bytes).
  ///
  /// Segue's choice for speed: an explosion's tiles have some eighty short rows each, and the
  /// calls between the stages of a row cost more than its pixels. Every row of the batch is
  /// prepared (``Canvas/prepare(row:)``) before it is drawn, even one whose touched pixels all
  /// turn out uncovered, which changes no byte. Row and affine views have no edge runs, so each
  /// run is drawn at the row's coverage and marked drawn, as the paint marks it.
  func drawRows(
    _ rows: Range<Int>, _ rasterizer: CoverageRasterizer, _ projection: any InteriorRuns, _ paint: ImageRowPaint,
    opacity: Int, into canvas: inout Canvas
  ) {
    #if arch(x86_64) || arch(i386)
      withUnsafeTemporaryAllocation(of: rk_image_row.self, capacity: max(1, rows.count)) { batch in
        var count = 0
        rasterizer.forEachRow(width: canvas.width, rows: rows, projection: projection, edgeRuns: true) {
          y, touched, run, runCoverage in
          var row = rk_image_row(
            y: y, first: touched.lowerBound, end: touched.upperBound, run_first: run.lowerBound,
            run_end: run.upperBound, alpha: 0, beta: 0, row_base: 0, row_step: 0, run_opacity: 0)
          if !run.isEmpty {
            // The run's opacity as the paint's row coverage and an edge run's coverage give it.
            let k = y - paint.firstRow
            let edged = runCoverage == 255 ? opacity : PixelMath.divide255(Int(runCoverage) * opacity)
            let covered = Int(paint.coverage[k])
            row.run_opacity = UInt32(covered == 255 ? edged : PixelMath.divide255(covered * edged))
            (row.alpha, row.beta) = (paint.alpha[k], paint.beta[k])
            (row.row_base, row.row_step) = (paint.sourceRows[k], paint.sourceSteps[k])
          }
          batch[count] = row
          count += 1
        }
        guard count > 0 else { return }
        for row in batch.prefix(count) { canvas.prepare(row: row.y) }
        Self.drawing(into: &canvas) { pixels, width, dirty in
          rk_image_rows_avx2(
            law, shape, footprint, image, batch.baseAddress!, count, pixels, width, UInt32(opacity), dirty)
        }
      }
    #endif
  }

  /// Draws `rows` of the fill of `rasterizer`'s box through the affine projection `projection`
  /// at `opacity` (0...255), whose interior runs `paint` draws: each row's touched columns and
  /// interior run found, and the row drawn, by one kernel call for all the rows
  /// (``drawRows(_:_:_:_:opacity:into:)`` gives the same bytes); `false`, drawing nothing, when the
  /// kernel does not take the projection.
  ///
  /// Segue's choice for speed: an explosion's two hundred tiles are each a few dozen rows in a
  /// band, and finding a row's runs in Swift cost as much as drawing it.
  func drawTile(
    _ rows: Range<Int>, _ rasterizer: CoverageRasterizer, _ projection: AffineProjection, _ paint: ImageRowPaint,
    opacity: Int, into canvas: inout Canvas
  ) -> Bool {
    #if arch(x86_64) || arch(i386)
      guard var tile = projection.kernelTile(quad: rasterizer.quad, box: rasterizer.shape.box) else { return false }
      // The rows the polygon can reach are prepared, as drawing each would prepare it; settled
      // rows (all of them once the screen beneath a tile is drawn) need nothing, and are checked
      // at less cost than preparing them.
      let reach = rows.clamped(
        to: Int(max(min(tile.min_y, 1e9), -1e9).rounded(.down))..<Int(max(min(tile.max_y, 1e9), -1e9).rounded(.up)) + 1)
      if !canvas.isSettled(rows: reach) {
        for y in reach { canvas.prepare(row: y) }
      }
      Self.drawing(into: &canvas) { pixels, width, dirty in
        rk_affine_tile_avx2(
          &tile, law, shape, footprint, image, rows.lowerBound, rows.upperBound, pixels, width, UInt32(opacity), dirty)
      }
      return true
    #else
      return false
    #endif
  }

  /// Runs `draw` with `canvas`'s pixels (row 0 first), its width and the bounds the kernel grows
  /// to hold what it draws (x0, x1, y0, y1, empty while x0 >= x1), then marks those drawn.
  private static func drawing(
    into canvas: inout Canvas, _ draw: (UnsafeMutablePointer<UInt32>, Int, UnsafeMutablePointer<Int>) -> Void
  ) {
    var dirty = (0, 0, 0, 0)
    let width = canvas.width
    withUnsafeMutablePointer(to: &dirty) { tuple in
      tuple.withMemoryRebound(to: Int.self, capacity: 4) { dirty in
        canvas.withUnsafeMutableBytes { draw($0.baseAddress!.assumingMemoryBound(to: UInt32.self), width, dirty) }
      }
    }
    if dirty.0 < dirty.1 { canvas.markDirty(columns: dirty.0..<dirty.1, rows: dirty.2..<dirty.3) }
  }

  /// Draws the pixels `columns` of row `y` at `opacity` (0...255).
  func draw(row y: Int, columns: Range<Int>, opacity: Int, into canvas: inout Canvas) {
    #if arch(x86_64) || arch(i386)
      guard !columns.isEmpty else { return }
      canvas.prepare(row: y)
      let width = canvas.width
      let drawn = canvas.withUnsafeMutableBytes { pixels in
        rk_image_edge_avx2(
          law, shape, footprint, image, y, columns.lowerBound, columns.count,
          pixels.baseAddress!.assumingMemoryBound(to: UInt32.self) + y * width, UInt32(opacity))
      }
      if drawn { canvas.markDirty(columns: columns, row: y) }
    #endif
  }
}
