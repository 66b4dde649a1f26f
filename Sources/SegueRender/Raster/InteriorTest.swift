import SegueGeometry

/// A quick test for pixels that a shape covers completely, or not at all because they lie
/// inside its hole, so the rasterizer can skip the analytic coverage there; it answers only
/// when the full computation would give exactly 1, or exactly 0.
///
/// A pixel is well inside a rounded box when its centre lies at least half a device pixel
/// inside every edge of the box (along each bounds axis, as ``CoverageShape`` measures it) and
/// outside the corner squares of the rounding. It is fully covered when it is well inside the
/// shape's box and the shape has no hole, and not covered at all when it is well inside the hole
/// (whose whole coverage is then taken away).
struct InteriorTest {
  /// A rounded box's edges and the inner edges of its corner squares.
  private struct Region {
    let minU: Double
    let maxU: Double
    let minV: Double
    let maxV: Double
    let cornerMinU: Double
    let cornerMaxU: Double
    let cornerMinV: Double
    let cornerMaxV: Double

    init(box: Rect, rounding: RoundedBox?) {
      minU = box.minX
      maxU = box.maxX
      minV = box.minY
      maxV = box.maxY
      let radius = rounding?.radius ?? 0
      let rounded = rounding?.rect ?? box
      cornerMinU = rounded.minX + radius
      cornerMaxU = rounded.maxX - radius
      cornerMinV = rounded.minY + radius
      cornerMaxV = rounded.maxY - radius
    }

    /// Whether the pixel centred at (`u`, `v`) is well inside, with squared half-pixel margins.
    @inline(__always)
    func contains(_ u: Double, _ v: Double, marginU: Double, marginV: Double) -> Bool {
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

  /// The rounding's corner squares and radius, when the shape's box is rounded.
  private let corners: (minU: Double, maxU: Double, minV: Double, maxV: Double, radius: Double)?

  /// The shape's area, when it has no hole.
  private let area: Region?
  /// The shape's hole.
  private let hole: Region?

  /// Prepares the test for `shape`.
  init(shape: CoverageShape) {
    area = shape.hole == nil ? Region(box: shape.box, rounding: shape.rounding) : nil
    hole = shape.hole.map { Region(box: $0.rect, rounding: $0.radius > 0 ? $0 : nil) }
    corners = shape.rounding.map { rounded in
      (
        rounded.rect.minX + rounded.radius, rounded.rect.maxX - rounded.radius, rounded.rect.minY + rounded.radius,
        rounded.rect.maxY - rounded.radius, rounded.radius
      )
    }
  }

  /// Whether the pixel centred at bounds point (`u`, `v`) lies outside a rounded corner's
  /// circle by more than its reach, so that its coverage is exactly 0.
  ///
  /// ``CoverageShape`` gives a corner pixel ½ + (r − d)/g, where d is the distance to the
  /// corner's centre and g the length of the distance's gradient along the device axes; g is at
  /// most the footprint's whole size √(|∇u|² + |∇v|²), so d ≥ r + ½·√(|∇u|² + |∇v|²), with a
  /// relative margin of 10⁻⁹, makes the computed coverage 0. A circle's box is a quarter empty:
  /// those pixels no longer go through the analytic coverage.
  @inline(__always)
  func isOutsideCorners(_ u: Double, _ v: Double, gradientU2: Double, gradientV2: Double) -> Bool {
    guard let distance2 = cornerDistance2(u, v) else { return false }
    let reach = cornerReach(gradientU2: gradientU2, gradientV2: gradientV2)
    return distance2 > reach * reach
  }

  /// ``isOutsideCorners(_:_:gradientU2:gradientV2:)`` with the reach from
  /// ``cornerReach(gradientU2:gradientV2:)`` worked out beforehand, for a footprint that does
  /// not change from pixel to pixel.
  @inline(__always)
  func isOutsideCorners(_ u: Double, _ v: Double, reach: Double) -> Bool {
    guard let distance2 = cornerDistance2(u, v) else { return false }
    return distance2 > reach * reach
  }

  /// The distance from a corner's circle's centre within which a pixel with the given squared
  /// gradient lengths can have some coverage: the radius and half the footprint's size, with
  /// a relative margin of 10⁻⁹; 0 without rounded corners.
  @inline(__always)
  func cornerReach(gradientU2: Double, gradientV2: Double) -> Double {
    guard let corners else { return 0 }
    return corners.radius + 0.5 * (gradientU2 + gradientV2).squareRoot() * (1 + 1e-9)
  }

  /// The squared distance from bounds point (`u`, `v`) to the centre of the corner square it
  /// lies in, if it lies in one.
  @inline(__always)
  private func cornerDistance2(_ u: Double, _ v: Double) -> Double? {
    guard let corners else { return nil }
    let du = u < corners.minU ? corners.minU - u : (u > corners.maxU ? u - corners.maxU : 0)
    let dv = v < corners.minV ? corners.minV - v : (v > corners.maxV ? v - corners.maxV : 0)
    guard du > 0, dv > 0 else { return nil }
    return du * du + dv * dv
  }

  /// Whether the pixel centred at bounds point (`u`, `v`) is fully covered, given the squared
  /// lengths of the gradients of u and v along the device axes (|∇u|², |∇v|²).
  ///
  /// Half a device pixel inside an edge of constant u means a bounds distance of at least
  /// ½·|∇u|; comparing squares with a relative margin of 10⁻⁹ — far above rounding error — makes
  /// a "yes" imply that the exact computation gives full coverage, without a square root.
  @inline(__always)
  func isFullyCovered(_ u: Double, _ v: Double, gradientU2: Double, gradientV2: Double) -> Bool {
    isFullyCovered(u, v, margins: Self.margins(gradientU2: gradientU2, gradientV2: gradientV2))
  }

  /// ``isFullyCovered(_:_:gradientU2:gradientV2:)`` with the margins from
  /// ``margins(gradientU2:gradientV2:)`` worked out beforehand.
  @inline(__always)
  func isFullyCovered(_ u: Double, _ v: Double, margins: (u: Double, v: Double)) -> Bool {
    guard let area else { return false }
    return area.contains(u, v, marginU: margins.u, marginV: margins.v)
  }

  /// Whether the pixel centred at bounds point (`u`, `v`) lies wholly inside the shape's hole,
  /// so that its coverage is exactly 0 (same margins as ``isFullyCovered(_:_:gradientU2:gradientV2:)``).
  @inline(__always)
  func isInsideHole(_ u: Double, _ v: Double, gradientU2: Double, gradientV2: Double) -> Bool {
    isInsideHole(u, v, margins: Self.margins(gradientU2: gradientU2, gradientV2: gradientV2))
  }

  /// ``isInsideHole(_:_:gradientU2:gradientV2:)`` with the margins worked out beforehand.
  @inline(__always)
  func isInsideHole(_ u: Double, _ v: Double, margins: (u: Double, v: Double)) -> Bool {
    guard let hole else { return false }
    return hole.contains(u, v, marginU: margins.u, marginV: margins.v)
  }

  /// The squared half-pixel margins along u and v of the tests for a pixel with squared
  /// gradient lengths `gradientU2` and `gradientV2`, with their relative margin of 10⁻⁹.
  @inline(__always)
  static func margins(gradientU2: Double, gradientV2: Double) -> (u: Double, v: Double) {
    (0.25 * (1 + 1e-9) * gradientU2, 0.25 * (1 + 1e-9) * gradientV2)
  }
}
