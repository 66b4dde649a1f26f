import CRasterKernels

extension RasterKernels {
  /// How a device row maps to image coordinates under perspective: bounds u and v through
  /// `law`, then the image x `sourceX + (u − originX) · scaleX − 0.5` in an image `width`
  /// pixels wide and the image y `sourceY + (v − originY) · scaleY − 0.5`.
  struct PerspectiveSampling {
    /// The row's laws of u and v.
    let law: PerspectiveLaw
    /// The image x at `originX`, plus ½.
    let sourceX: Double
    /// The bounds x mapped to image x `sourceX`.
    let originX: Double
    /// Image pixels per bounds unit along x.
    let scaleX: Double
    /// The image y at `originY`, plus ½.
    let sourceY: Double
    /// The bounds y mapped to image y `sourceY`.
    let originY: Double
    /// Image pixels per bounds unit along y.
    let scaleY: Double
    /// The image's width.
    let width: Int32
  }

  /// Fills the sampling tables of the pixels `columns` of a device row through `sampling`;
  /// see ``Reference/perspectiveSamples(_:columns:x0:weights:rows:)``.
  @inline(__always)
  static func perspectiveSamples(
    _ sampling: PerspectiveSampling, columns: Range<Int>, x0: UnsafeMutablePointer<Int32>,
    weights: UnsafeMutablePointer<UInt64>, rows: UnsafeMutablePointer<Float>
  ) {
    #if arch(x86_64) || arch(i386)
      if isVectorized {
        let law = sampling.law
        var c = rk_perspective_law(
          u_alpha: law.uAlpha, u_beta: law.uBeta, v_alpha: law.vAlpha, v_beta: law.vBeta, w_alpha: law.wAlpha,
          w_beta: law.wBeta, source_x: sampling.sourceX, origin_x: sampling.originX, scale_x: sampling.scaleX,
          source_y: sampling.sourceY, origin_y: sampling.originY, scale_y: sampling.scaleY, width: sampling.width)
        return rk_perspective_samples_avx2(&c, columns.lowerBound, x0, weights, rows, columns.count)
      }
    #endif
    Reference.perspectiveSamples(sampling, columns: columns, x0: x0, weights: weights, rows: rows)
  }
}

extension RasterKernels.Reference {
  /// Pixel x of `columns` reads the image columns ``BilinearSampler/imageColumn(sx:width:)``
  /// gives at its image x through `sampling` and the image row coordinate at its image y (as a
  /// `Float`), each multiply, add and divide rounded on its own, written to `x0`, `weights` and
  /// `rows` from index 0 on.
  static func perspectiveSamples(
    _ sampling: RasterKernels.PerspectiveSampling, columns: Range<Int>, x0: UnsafeMutablePointer<Int32>,
    weights: UnsafeMutablePointer<UInt64>, rows: UnsafeMutablePointer<Float>
  ) {
    let law = sampling.law
    for x in columns {
      let p = Double(x) + 0.5
      let w = law.w(at: p)
      let (u, v) = (law.u(at: p, w: w), law.v(at: p, w: w))
      let (column, wx) = BilinearSampler.imageColumn(
        sx: sampling.sourceX + (u - sampling.originX) * sampling.scaleX - 0.5, width: Int(sampling.width))
      x0[x - columns.lowerBound] = column
      weights[x - columns.lowerBound] = ColumnSampleTable.weights(wx)
      rows[x - columns.lowerBound] = Float(sampling.sourceY + (v - sampling.originY) * sampling.scaleY - 0.5)
    }
  }
}
