import SegueGeometry

/// A rectangle of a layer's bounds space projected to the device: the visible polygon (clipped
/// in front of the viewer) and the inverse mapping from device pixels back to bounds coordinates.
struct ProjectedQuad {
  /// The polygon's device-space corners, in the winding of the rectangle's corners.
  let polygon: [(x: Double, y: Double)]
  /// Twice the polygon's signed area; positive when the layer faces the viewer.
  let signedArea: Double
  /// The nine entries of an inverse homography, row by row.
  typealias Inverse = (Double, Double, Double, Double, Double, Double, Double, Double, Double)

  /// Rows of the inverse homography: `[x y 1]·inverse = w·[u v 1]`.
  let inverse: Inverse
  /// The sign of `w` for device points in front of the viewer: the inverse homography is only
  /// meaningful where its third column has this sign.
  let frontSign: Double

  /// Projects `rect` (bounds coordinates, z = 0) through `matrix` (bounds → device); `nil` when
  /// nothing of it is in front of the viewer or it is seen exactly edge-on.
  init?(rect: Rect, matrix m: Transform3D) {
    // The plane z = 0 maps through the homography H = [[m11 m12 m14] [m21 m22 m24] [m41 m42 m44]].
    let corners = [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY),
    ]
    let homogeneous = corners.map { u, v in
      (x: u * m.m11 + v * m.m21 + m.m41, y: u * m.m12 + v * m.m22 + m.m42, w: u * m.m14 + v * m.m24 + m.m44)
    }
    let clipped = Self.clipInFront(homogeneous)
    guard clipped.count >= 3 else { return nil }
    polygon = clipped.map { (x: $0.x / $0.w, y: $0.y / $0.w) }
    var area = 0.0
    for i in polygon.indices {
      let a = polygon[i]
      let b = polygon[(i + 1) % polygon.count]
      area += a.x * b.y - b.x * a.y
    }
    guard abs(area) > 1e-9 else { return nil }
    signedArea = area
    let (h11, h12, h13) = (m.m11, m.m12, m.m14)
    let (h21, h22, h23) = (m.m21, m.m22, m.m24)
    let (h31, h32, h33) = (m.m41, m.m42, m.m44)
    let c11 = h22 * h33 - h23 * h32
    let c12 = h13 * h32 - h12 * h33
    let c13 = h12 * h23 - h13 * h22
    let determinant = h11 * c11 + h21 * c12 + h31 * c13
    guard abs(determinant) > 1e-12 else { return nil }
    let r = 1 / determinant
    inverse = (
      c11 * r, c12 * r, c13 * r,
      (h23 * h31 - h21 * h33) * r, (h11 * h33 - h13 * h31) * r, (h13 * h21 - h11 * h23) * r,
      (h21 * h32 - h22 * h31) * r, (h12 * h31 - h11 * h32) * r, (h11 * h22 - h12 * h21) * r
    )
    let centreX = polygon.reduce(0) { $0 + $1.x } / Double(polygon.count)
    let centreY = polygon.reduce(0) { $0 + $1.y } / Double(polygon.count)
    frontSign = centreX * inverse.2 + centreY * inverse.5 + inverse.8 < 0 ? -1 : 1
  }

  /// Keeps the part of a homogeneous polygon with `w` at or above a small positive bound.
  private static func clipInFront(
    _ points: [(x: Double, y: Double, w: Double)]
  ) -> [(x: Double, y: Double, w: Double)] {
    let near = 1e-6
    var result: [(x: Double, y: Double, w: Double)] = []
    for i in points.indices {
      let a = points[i]
      let b = points[(i + 1) % points.count]
      let aIn = a.w >= near
      let bIn = b.w >= near
      if aIn { result.append(a) }
      if aIn != bIn {
        let t = (near - a.w) / (b.w - a.w)
        result.append((x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, w: near))
      }
    }
    return result
  }

  /// The device rows of `0..<height` the polygon spans, from its top rounded down to its bottom
  /// rounded up; `nil` when there are none.
  func spannedRows(height: Int) -> Range<Int>? { Self.span(polygon.map(\.y), within: height) }

  /// The device columns of `0..<width` the polygon spans, likewise.
  func spannedColumns(width: Int) -> Range<Int>? { Self.span(polygon.map(\.x), within: width) }

  /// The whole pixels of `0..<count` from the least of `values` rounded down to the greatest
  /// rounded up; `nil` when there are none or the values are not finite.
  private static func span(_ values: [Double], within count: Int) -> Range<Int>? {
    guard let low = values.min(), let high = values.max(), low.isFinite, high.isFinite else { return nil }
    let first = max(0, Int(max(low, -1).rounded(.down)))
    let end = min(count, Int(min(high, Double(count) + 1).rounded(.up)))
    return first < end ? first..<end : nil
  }

  /// Whether the polygon reaches into `rows` (conservatively, by its bounding box).
  func touches(rows: Range<Int>) -> Bool {
    let ys = polygon.map(\.y)
    guard let top = ys.min(), let bottom = ys.max() else { return false }
    return bottom >= Double(rows.lowerBound) - 1 && top <= Double(rows.upperBound) + 1
  }

  /// Calls `body` for every row of pixels whose square touches the polygon, with the half-open
  /// range of columns whose squares touch it, restricted to `width` columns and to `rows`.
  ///
  /// This is the conservative footprint that edge anti-aliasing needs: every pixel with some
  /// coverage is visited (and a few with none, at sharp corners).
  func forEachSpan(width: Int, rows: Range<Int>, _ body: (_ y: Int, _ columns: Range<Int>) -> Void) {
    var minY = Double.infinity
    var maxY = -Double.infinity
    for point in polygon {
      minY = min(minY, point.y)
      maxY = max(maxY, point.y)
    }
    guard minY.isFinite, maxY.isFinite else { return }
    let firstRow = max(rows.lowerBound, Int(max(minY, Double(rows.lowerBound) - 1).rounded(.down)))
    let endRow = min(rows.upperBound, Int(min(maxY, Double(rows.upperBound) + 1).rounded(.up)))
    guard firstRow < endRow else { return }
    // Each edge's start, vertical extent and slope (0 when horizontal), worked out once.
    let edges = polygon.indices.map { i in
      let a = polygon[i]
      let b = polygon[(i + 1) % polygon.count]
      return (a: a, b: b, minY: min(a.y, b.y), maxY: max(a.y, b.y), slope: a.y == b.y ? 0 : (b.x - a.x) / (b.y - a.y))
    }
    for y in firstRow..<endRow {
      let top = Double(y)
      let bottom = top + 1
      var left = Double.infinity
      var right = -Double.infinity
      for edge in edges {
        let low = max(edge.minY, top)
        let high = min(edge.maxY, bottom)
        guard low <= high else { continue }
        let a = edge.a
        if a.y == edge.b.y {
          left = min(left, a.x, edge.b.x)
          right = max(right, a.x, edge.b.x)
          continue
        }
        let x0 = a.x + (low - a.y) * edge.slope
        let x1 = a.x + (high - a.y) * edge.slope
        left = min(left, x0, x1)
        right = max(right, x0, x1)
      }
      guard left <= right else { continue }
      let first = max(0, Int(max(left, -1).rounded(.down)))
      let end = min(width, Int(min(right, Double(width) + 1).rounded(.up)))
      if first < end { body(y, first..<end) }
    }
  }
}
