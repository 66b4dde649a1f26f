import CRasterKernels

extension RasterKernels {
  /// How a device row maps to image x: u = `alpha + beta · (x + ½)` at pixel x, then image x
  /// along `x` in an image `width` pixels wide.
  struct RowLaw {
    /// The row's u at x + ½ = 0.
    let alpha: Double
    /// The row's change of u per device column.
    let beta: Double
    /// Bounds u to image x.
    let x: ImageAxis
    /// The image's width.
    let width: Int32
  }
}

extension RasterKernels.Reference {
  /// Pixel x of `columns` gets `base + step · (x + ½)` (the multiply and the add rounded on
  /// their own) as a `Float`.
  static func rowCoordinates(base: Double, step: Double, columns: Range<Int>, into rows: UnsafeMutablePointer<Float>) {
    let start = Double(columns.lowerBound) + 0.5
    for j in 0..<columns.count { rows[j] = Float(base + step * (start + Double(j))) }
  }

  /// Pixel x of `columns` reads the image columns ``BilinearSampler/imageColumn(sx:width:)``
  /// gives at its image x through `law` (each multiply and add rounded on its own), written
  /// to `x0` and `weights` from index 0 on as ``ColumnSampleTable`` holds them.
  static func rowSamples(
    _ law: RasterKernels.RowLaw, columns: Range<Int>, x0: UnsafeMutablePointer<Int32>,
    weights: UnsafeMutablePointer<UInt64>
  ) {
    for x in columns {
      let u = law.alpha + law.beta * (Double(x) + 0.5)
      let (column, wx) = BilinearSampler.imageColumn(
        sx: law.x.imageCoordinate(u), width: Int(law.width))
      x0[x - columns.lowerBound] = column
      weights[x - columns.lowerBound] = ColumnSampleTable.weights(wx)
    }
  }
}
