/// The rows a top or bottom edge crosses in a layer that is neither turned nor seen in
/// perspective (u follows device x alone and v device y alone), seen row by row: there every
/// pixel at least half a pixel inside the left and right edges (with a margin far above
/// rounding error) and clear of the rounded corners' squares has the coverage of the row's
/// centre across the top and bottom edges, as the per-pixel rasterizer computes it, so a
/// column paint can draw them at the opacity times that coverage instead.
///
/// Segue's choice for speed: a layer at a fractional position (most, at 3×) has a partial row
/// at its top and bottom, which the per-pixel path shaded and covered pixel by pixel; a list of
/// text labels spent a fifth of its frame there.
struct EdgeRows {
  /// The shape.
  private let shape: CoverageShape
  /// The inverse homography's entries for v: `v = ((y + ½)·vy + v0) / w`.
  private let vy: Double
  private let v0: Double
  /// The denominator, the same for every pixel.
  private let w: Double
  /// The pixel footprint, the same for every pixel.
  private let footprint: PixelFootprint
  /// The columns wholly inside the left and right edges.
  private let across: Range<Int>
  /// Those of `across` clear of the corner squares' columns (all of them when not rounded).
  private let between: Range<Int>
  /// The bounds u of a column of `between`.
  private let middleU: Double

  /// The edge rows of `shape` through `quad` within `width` columns, or `nil` when the
  /// projection turns the layer or is in perspective, the shape has a hole, or no column lies
  /// wholly inside the left and right edges.
  init?(quad: ProjectedQuad, shape: CoverageShape, width: Int) {
    let i = quad.inverse
    guard i.1 == 0, i.2 == 0, i.3 == 0, i.5 == 0, i.0 != 0, i.4 != 0, i.8 * quad.frontSign > 0, shape.hole == nil
    else { return nil }
    self.shape = shape
    (vy, v0, w) = (i.4, i.7, i.8)
    footprint = PixelFootprint(ux: i.0 / i.8, uy: i.3 / i.8, vx: i.1 / i.8, vy: i.4 / i.8)
    let box = shape.box
    // Pixel centres at least half a pixel (and a margin) inside the left and right edges, and
    // clear of the corner squares by a margin, so that their u (stepped along the row by the
    // rasterizer) is too.
    let reach = 0.5 / footprint.perU * (1 + 1e-6)
    let margin = 1e-6 / footprint.perU
    let radius = shape.rounding?.radius ?? 0
    let rounded = shape.rounding?.rect ?? box
    guard
      let across = Self.columns(
        where: box.minX + reach, box.maxX - reach, scale: i.0 / i.8, offset: i.6 / i.8, width: width),
      let between = Self.columns(
        where: max(box.minX + reach, rounded.minX + radius + margin),
        min(box.maxX - reach, rounded.maxX - radius - margin), scale: i.0 / i.8, offset: i.6 / i.8, width: width)
    else { return nil }
    self.across = across
    self.between = between
    middleU = ((Double(between.lowerBound) + 0.5) * i.0 + i.6) / i.8
  }

  /// The columns of row `y` within `limit` whose pixels all have one coverage, and that
  /// coverage (the row's across the top and bottom edges, 1...254); `nil` when the row is not
  /// crossed by an edge or none of its pixels is covered.
  func run(row y: Int, in limit: Range<Int>) -> (columns: Range<Int>, coverage: UInt8)? {
    let v = ((Double(y) + 0.5) * vy + v0) * (1 / w)
    let value = shape.coverage(middleU, v, footprint)
    let coverage = value > 0 ? UInt8(min(value, 1) * 255 + 0.5) : 0
    guard coverage > 0, coverage < 255 else { return nil }
    // In the corners' rows only the columns between the corner squares.
    let rounding = shape.rounding
    let inCorners = rounding.map { v < $0.rect.minY + $0.radius || v > $0.rect.maxY - $0.radius } ?? false
    let columns = (inCorners ? between : across).clamped(to: limit)
    return columns.isEmpty ? nil : (columns, coverage)
  }

  /// The columns within `width` whose centres x + ½ map to u = `scale`·(x + ½) + `offset`
  /// from `low` to `high`; `nil` when there are none.
  private static func columns(
    where low: Double, _ high: Double, scale: Double, offset: Double, width: Int
  ) -> Range<Int>? {
    let (a, b) = ((low - offset) / scale, (high - offset) / scale)
    let (first, last) = (min(a, b), max(a, b))
    guard first <= last, first.isFinite, last.isFinite else { return nil }
    let start = max(0, Int(max(min(first - 0.5, 1e9), -1e9).rounded(.up)))
    let end = min(width, Int(max(min(last - 0.5, 1e9), -1e9).rounded(.down)) + 1)
    return start < end ? start..<end : nil
  }
}
