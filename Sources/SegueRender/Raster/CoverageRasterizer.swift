import SegueGeometry

/// Turns a shape in a layer's bounds space, seen through a projection, into coverage spans.
///
/// Each row's span holds the pixels whose squares touch the projected bounding box; the work per
/// pixel is the inverse homography (three accumulators stepped per pixel, one divide), its
/// derivatives and the shape's coverage. Spans are delivered top to bottom, so a later pass can
/// swap in per-span or per-column kernels without changing what is drawn.
struct CoverageRasterizer {
  /// The shape.
  let shape: CoverageShape
  /// The projection of the shape's box.
  let quad: ProjectedQuad

  /// Prepares to rasterize `shape` through `matrix` (bounds → device); `nil` when nothing
  /// would be visible.
  init?(shape: CoverageShape, matrix: Transform3D) {
    guard shape.box.width > 0, shape.box.height > 0,
      let quad = ProjectedQuad(rect: shape.box, matrix: matrix)
    else { return nil }
    self.shape = shape
    self.quad = quad
  }

  /// Calls `body` with every row's span that covers at least one pixel, inside `width` × `height`.
  func forEachSpan(width: Int, height: Int, _ body: (CoverageSpan) -> Void) {
    var span = CoverageSpan(capacity: width)
    let i = quad.inverse
    let sign = quad.frontSign
    quad.forEachSpan(width: width, height: height) { y, columns in
      let py = Double(y) + 0.5
      let px = Double(columns.lowerBound) + 0.5
      var a = px * i.0 + py * i.3 + i.6
      var b = px * i.1 + py * i.4 + i.7
      var c = px * i.2 + py * i.5 + i.8
      var any = false
      for k in 0..<columns.count {
        var covered: UInt8 = 0
        if c * sign > 0 {
          let w = 1 / c
          let u = a * w
          let v = b * w
          span.u[k] = u
          span.v[k] = v
          let ux = (i.0 - u * i.2) * w
          let uy = (i.3 - u * i.5) * w
          let vx = (i.1 - v * i.2) * w
          let vy = (i.4 - v * i.5) * w
          covered = UInt8((shape.coverage(u, v, ux, uy, vx, vy) * 255).rounded())
        } else {
          span.u[k] = shape.box.minX
          span.v[k] = shape.box.minY
        }
        span.coverage[k] = covered
        any = any || covered > 0
        a += i.0
        b += i.1
        c += i.2
      }
      guard any else { return }
      span.y = y
      span.x = columns.lowerBound
      span.count = columns.count
      body(span)
    }
  }
}
