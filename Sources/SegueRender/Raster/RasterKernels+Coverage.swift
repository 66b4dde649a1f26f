import CRasterKernels

extension RasterKernels {
  /// A shape and a projection as the coverage kernel takes them: the anti-aliased coverage of
  /// a span's pixels from their bounds coordinates, four at a time, with the arithmetic of
  /// ``CoverageShape/coverage(_:_:_:)`` operation for operation.
  ///
  /// Segue's choice for speed: the kernel computes every pixel's coverage in full, without the
  /// Swift rasterizer's shortcuts (``InteriorTest``), which answer only where the full
  /// computation gives exactly 1 or exactly 0, so the bytes are the same; on the turn's frame
  /// the edges' coverage took about a sixth of the time.
  struct CoverageKernel {
    #if arch(x86_64) || arch(i386)
      /// The shape.
      private let shape: UnsafePointer<rk_coverage_shape>
      /// The footprint of an affine projection.
      private let footprint: UnsafePointer<rk_pixel_footprint>
      /// The first six entries of the inverse homography.
      private let inverse: UnsafePointer<Double>
    #endif

    /// Runs `body` with the kernel for `shape` through the projection whose inverse
    /// homography is `inverse`, with `affine` its footprint when the projection is affine (the
    /// kernel valid only inside); with `nil` when the kernel does not run on this processor or
    /// the shape has a hole.
    static func with<Result>(
      _ shape: CoverageShape, inverse: (Double, Double, Double, Double, Double, Double, Double, Double, Double),
      affine: PixelFootprint, _ body: (CoverageKernel?) -> Result
    ) -> Result {
      #if arch(x86_64) || arch(i386)
        describe(shape, affine: affine) { described, footprint in
          guard let described, let footprint else { return body(nil) }
          var entries = (inverse.0, inverse.1, inverse.2, inverse.3, inverse.4, inverse.5)
          return withUnsafePointer(to: &entries) { tuple in
            tuple.withMemoryRebound(to: Double.self, capacity: 6) { inverse in
              body(CoverageKernel(shape: described, footprint: footprint, inverse: inverse))
            }
          }
        }
      #else
        return body(nil)
      #endif
    }

    #if arch(x86_64) || arch(i386)
      /// Runs `body` with `shape` and the footprint `affine` as the coverage kernels take them
      /// (valid only inside), or with `nil`s when the kernels do not run on this processor or
      /// the shape has a hole.
      static func describe<Result>(
        _ shape: CoverageShape, affine: PixelFootprint,
        _ body: (UnsafePointer<rk_coverage_shape>?, UnsafePointer<rk_pixel_footprint>?) -> Result
      ) -> Result {
        guard RasterKernels.isVectorized, shape.hole == nil else { return body(nil, nil) }
        let box = shape.box
        let radius = shape.rounding?.radius ?? 0
        let rect = shape.rounding?.rect ?? box
        let edges = shape.antialiased
        var described = rk_coverage_shape(
          min_x: box.minX, max_x: box.maxX, min_y: box.minY, max_y: box.maxY, corner_min_x: rect.minX + radius,
          corner_max_x: rect.maxX - radius, corner_min_y: rect.minY + radius, corner_max_y: rect.maxY - radius,
          radius: radius, left: edges.contains(.layerLeftEdge) ? 1 : 0, right: edges.contains(.layerRightEdge) ? 1 : 0,
          top: edges.contains(.layerTopEdge) ? 1 : 0, bottom: edges.contains(.layerBottomEdge) ? 1 : 0)
        var footprint = rk_pixel_footprint(
          ux: affine.ux, uy: affine.uy, vx: affine.vx, vy: affine.vy, per_u: affine.perU, per_v: affine.perV)
        return withUnsafePointer(to: &described) { shape in
          withUnsafePointer(to: &footprint) { footprint in body(shape, footprint) }
        }
      }
    #endif

    /// Fills the coverage of the first `count` pixels of `span` from their `u` and `v` (and
    /// `w`, 1 / c, 0 behind the eye, unless the projection is `affine`); returns whether any is
    /// above 0.
    @inline(__always)
    func cover(_ span: CoverageSpan, count: Int, affine: Bool) -> Bool {
      #if arch(x86_64) || arch(i386)
        guard !affine else {
          return rk_affine_coverage_avx2(
            shape, footprint, span.u.baseAddress!, span.v.baseAddress!, span.coverage.baseAddress!, count)
        }
        return rk_projected_coverage_avx2(
          shape, inverse, span.u.baseAddress!, span.v.baseAddress!, span.w.baseAddress!, span.coverage.baseAddress!,
          count)
      #else
        return false
      #endif
    }
  }
}
