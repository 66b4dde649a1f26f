import CRasterKernels

extension RasterKernels {
  /// How a device row maps to image coordinates under perspective: bounds u and v through
  /// `law`, then image x and y along `x` and `y` in an image `width` pixels wide.
  struct PerspectiveSampling {
    /// The row's laws of u and v.
    let law: PerspectiveLaw
    /// Bounds u to image x.
    let x: ImageAxis
    /// Bounds v to image y.
    let y: ImageAxis
    /// The image's width.
    let width: Int32

    #if arch(x86_64) || arch(i386)
      /// The sampling as the kernels take it.
      var kernelLaw: rk_perspective_law {
        rk_perspective_law(
          u_alpha: law.uAlpha, u_beta: law.uBeta, v_alpha: law.vAlpha, v_beta: law.vBeta, w_alpha: law.wAlpha,
          w_beta: law.wBeta, source_x: x.source, origin_x: x.origin, scale_x: x.scale, source_y: y.source,
          origin_y: y.origin, scale_y: y.scale, width: width)
      }
    #endif
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
        sx: sampling.x.imageCoordinate(u), width: Int(sampling.width))
      x0[x - columns.lowerBound] = column
      weights[x - columns.lowerBound] = ColumnSampleTable.weights(wx)
      rows[x - columns.lowerBound] = Float(sampling.y.imageCoordinate(v))
    }
  }
}
