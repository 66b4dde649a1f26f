/// A quick test for pixels that a shape covers completely, so the rasterizer can skip the
/// analytic coverage there; it answers only when the full computation would give exactly 1.
///
/// A pixel is fully covered when its centre lies at least half a device pixel inside every edge
/// of the box (along each bounds axis, as ``CoverageShape`` measures it) and outside the corner
/// squares of the rounding, and the shape has no hole.
struct InteriorTest {
  private let minU: Double
  private let maxU: Double
  private let minV: Double
  private let maxV: Double
  private let cornerMinU: Double
  private let cornerMaxU: Double
  private let cornerMinV: Double
  private let cornerMaxV: Double
  private let enabled: Bool

  /// Prepares the test for `shape`.
  init(shape: CoverageShape) {
    let box = shape.box
    minU = box.minX
    maxU = box.maxX
    minV = box.minY
    maxV = box.maxY
    let radius = shape.rounding?.radius ?? 0
    let rounded = shape.rounding?.rect ?? box
    cornerMinU = rounded.minX + radius
    cornerMaxU = rounded.maxX - radius
    cornerMinV = rounded.minY + radius
    cornerMaxV = rounded.maxY - radius
    enabled = shape.hole == nil
  }

  /// Whether the pixel centred at bounds point (`u`, `v`) is fully covered, given the squared
  /// lengths of the gradients of u and v along the device axes (|∇u|², |∇v|²).
  ///
  /// Half a device pixel inside an edge of constant u means a bounds distance of at least
  /// ½·|∇u|; comparing squares with a relative margin of 10⁻⁹ — far above rounding error — makes
  /// a "yes" imply that the exact computation gives full coverage, without a square root.
  @inline(__always)
  func isFullyCovered(_ u: Double, _ v: Double, gradientU2: Double, gradientV2: Double) -> Bool {
    guard enabled else { return false }
    let marginU = 0.25 * (1 + 1e-9) * gradientU2
    let marginV = 0.25 * (1 + 1e-9) * gradientV2
    let left = u - minU
    let right = maxU - u
    let top = v - minV
    let bottom = maxV - v
    guard left > 0, right > 0, top > 0, bottom > 0,
      left * left >= marginU, right * right >= marginU, top * top >= marginV, bottom * bottom >= marginV
    else { return false }
    return (u >= cornerMinU && u <= cornerMaxU) || (v >= cornerMinV && v <= cornerMaxV)
  }
}
