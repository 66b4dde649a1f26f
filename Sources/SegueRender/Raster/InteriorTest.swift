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

  /// Whether the pixel centred at bounds point (`u`, `v`) with footprint `pixel` is fully covered.
  @inline(__always)
  func isFullyCovered(_ u: Double, _ v: Double, _ pixel: PixelFootprint) -> Bool {
    guard enabled,
      (u - minU) * pixel.perU >= 0.5, (maxU - u) * pixel.perU >= 0.5,
      (v - minV) * pixel.perV >= 0.5, (maxV - v) * pixel.perV >= 0.5
    else { return false }
    return (u >= cornerMinU && u <= cornerMaxU) || (v >= cornerMinV && v <= cornerMaxV)
  }
}
