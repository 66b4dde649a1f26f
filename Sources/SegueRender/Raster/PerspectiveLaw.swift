/// How a layer's bounds coordinates run along one device row under perspective: at the pixel
/// centre p = x + ½, `w = 1 / (wAlpha + wBeta·p)`, `u = (uAlpha + uBeta·p)·w` and
/// `v = (vAlpha + vBeta·p)·w`, each operation rounded on its own.
struct PerspectiveLaw: Equatable {
  /// u's numerator at p = 0.
  let uAlpha: Double
  /// u's numerator's change per device column.
  let uBeta: Double
  /// v's numerator at p = 0.
  let vAlpha: Double
  /// v's numerator's change per device column.
  let vBeta: Double
  /// The denominator at p = 0.
  let wAlpha: Double
  /// The denominator's change per device column.
  let wBeta: Double

  /// The reciprocal of the denominator at pixel centre `p`.
  @inline(__always)
  func w(at p: Double) -> Double { 1 / (wAlpha + wBeta * p) }

  /// u at pixel centre `p`, whose reciprocal denominator is `w`.
  @inline(__always)
  func u(at p: Double, w: Double) -> Double { (uAlpha + uBeta * p) * w }

  /// v at pixel centre `p`, whose reciprocal denominator is `w`.
  @inline(__always)
  func v(at p: Double, w: Double) -> Double { (vAlpha + vBeta * p) * w }
}
