extension RasterKernels {
  /// How bounds coordinates map to image coordinates along one axis, as the sampling kernels
  /// read them: image = `source + (bounds − origin) · scale − 0.5`.
  struct ImageAxis {
    /// The image coordinate at `origin`, plus ½.
    let source: Double
    /// The bounds coordinate mapped to image coordinate `source`.
    let origin: Double
    /// Image pixels per bounds unit.
    let scale: Double

    /// The image coordinate of bounds coordinate `bounds`, computed as the kernels compute it.
    @inline(__always)
    func imageCoordinate(_ bounds: Double) -> Double {
      source + (bounds - origin) * scale - 0.5
    }
  }
}
