import SegueGeometry
import SegueMotion

/// The area of a layer's bounds space that a paint covers, and how much of each device pixel it
/// covers (anti-aliasing).
///
/// The area is `box`, with the corners of `rounding` cut off, minus `hole`. Coverage is
/// analytic and deterministic: at a pixel centre the bounds coordinates (`u`, `v`) and their
/// derivatives along device x and y (from the projection) turn bounds-space distances into
/// device-pixel distances to first order. Along each bounds axis the pixel is treated as a
/// one-pixel box across the edges, so coverage is exact for axis-aligned edges and a thin sliver
/// covers as little as it should; the two axes multiply. A rounded corner's coverage is
/// `½ + distance` to its circle, in device pixels, taken where smaller.
struct CoverageShape: Equatable {
  /// The rectangle whose edges bound the area.
  let box: Rect
  /// The rounded rectangle whose corners are cut from the area, if any.
  let rounding: RoundedBox?
  /// A rounded rectangle removed from the area (the inside of a border), if any.
  let hole: RoundedBox?
  /// The box edges covered with anti-aliasing; the others cover a pixel all or nothing, by
  /// whether its centre lies inside.
  let antialiased: EdgeAntialiasingMask

  /// An area bounded by `box`, cut by the corners of `rounding`, minus `hole`, with the box
  /// edges in `antialiased` anti-aliased.
  init(box: Rect, rounding: RoundedBox? = nil, hole: RoundedBox? = nil, antialiased: EdgeAntialiasingMask = .all) {
    self.box = box
    self.rounding = rounding.flatMap { $0.radius > 0 ? $0 : nil }
    self.hole = hole
    self.antialiased = antialiased
  }

  /// A rounded rectangle with the box edges in `antialiased` anti-aliased.
  init(_ rounded: RoundedBox, antialiased: EdgeAntialiasingMask = .all) {
    self.init(box: rounded.rect, rounding: rounded, antialiased: antialiased)
  }

  /// The coverage in [0, 1] of the pixel whose centre is at bounds point (`u`, `v`) and whose
  /// footprint in bounds space is `pixel`.
  @inline(__always)
  func coverage(_ u: Double, _ v: Double, _ pixel: PixelFootprint) -> Double {
    var covered = Self.boxCoverage(u, v, box, pixel, antialiased)
    if covered > 0, let rounding {
      covered = min(covered, Self.cornerCoverage(u, v, rounding, pixel))
    }
    guard covered > 0, let hole else { return covered }
    var removed = Self.boxCoverage(u, v, hole.rect, pixel, .all)
    if removed > 0, hole.radius > 0 {
      removed = min(removed, Self.cornerCoverage(u, v, hole, pixel))
    }
    return max(0, covered - removed)
  }

  /// How much of a one-pixel box around a pixel centre at bounds x `u` lies between the box's
  /// left and right edges, with `perU` device pixels per bounds unit across them: the first
  /// factor of the coverage, which is the whole coverage wherever the top and bottom edges are
  /// at least half a pixel away.
  func acrossCoverage(_ u: Double, perU: Double) -> Double {
    Self.span(
      Self.edge((u - box.minX) * perU, antialiased.contains(.layerLeftEdge)),
      Self.edge((box.maxX - u) * perU, antialiased.contains(.layerRightEdge)))
  }

  /// The product over both axes of how much of a one-pixel box around the centre lies between
  /// the rectangle's two edges on that axis.
  @inline(__always)
  private static func boxCoverage(
    _ u: Double, _ v: Double, _ rect: Rect, _ pixel: PixelFootprint, _ antialiased: EdgeAntialiasingMask
  ) -> Double {
    let left = edge((u - rect.minX) * pixel.perU, antialiased.contains(.layerLeftEdge))
    let right = edge((rect.maxX - u) * pixel.perU, antialiased.contains(.layerRightEdge))
    let across = span(left, right)
    guard across > 0 else { return 0 }
    let top = edge((v - rect.minY) * pixel.perV, antialiased.contains(.layerTopEdge))
    let bottom = edge((rect.maxY - v) * pixel.perV, antialiased.contains(.layerBottomEdge))
    return across * span(top, bottom)
  }

  /// The device distance from a pixel centre to an edge as coverage sees it: as is when the
  /// edge is anti-aliased, otherwise all (inside, centre included) or nothing.
  @inline(__always)
  private static func edge(_ distance: Double, _ antialiased: Bool) -> Double {
    antialiased ? distance : (distance >= 0 ? 0.5 : -0.5)
  }

  /// The overlap of [−½, ½] with [−`before`, `after`]: how much of a pixel lies between two
  /// parallel edges at device distances `before` and `after` from its centre.
  @inline(__always)
  private static func span(_ before: Double, _ after: Double) -> Double {
    max(0, min(before, 0.5) + min(after, 0.5))
  }

  /// The coverage by `rounded`'s corner circles: 1 outside the corner squares, otherwise
  /// ½ plus the device distance from the circle (positive inside), clamped to [0, 1].
  @inline(__always)
  private static func cornerCoverage(_ u: Double, _ v: Double, _ rounded: RoundedBox, _ pixel: PixelFootprint) -> Double
  {
    let r = rounded.radius
    let rect = rounded.rect
    let cu = min(max(u, rect.minX + r), rect.maxX - r)
    let cv = min(max(v, rect.minY + r), rect.maxY - r)
    let du = u - cu
    let dv = v - cv
    guard du != 0 && dv != 0 else { return 1 }
    let distance = (du * du + dv * dv).squareRoot()
    let nu = du / distance
    let nv = dv / distance
    let gx = nu * pixel.ux + nv * pixel.vx
    let gy = nu * pixel.uy + nv * pixel.vy
    let perPixel = (gx * gx + gy * gy).squareRoot()
    return min(max(0.5 + (r - distance) / max(perPixel, 1e-300), 0), 1)
  }
}
