import SegueGeometry

/// Fills a projected layer rectangle with a solid colour or a bitmap (bilinear), optionally
/// with rounded corners, blending source-over into a canvas.
struct LayerPaint {
  /// What fills the rectangle.
  enum Fill {
    /// One premultiplied colour, opacity already applied.
    case color(red: Int, green: Int, blue: Int, alpha: Int)
    /// An image stretched over the rectangle, with the opacity (0...255) to apply.
    case image(Bitmap, opacity: Int)
  }

  /// The rectangle in the layer's bounds coordinates.
  let rect: Rect
  /// The corner radius, already limited to half the shorter side.
  let cornerRadius: Double
  /// The projection of `rect` to the device.
  let quad: ProjectedQuad

  /// Prepares to paint `rect` through `matrix`; `nil` when nothing would be visible.
  init?(rect: Rect, cornerRadius: Double, matrix: Transform3D) {
    guard rect.width > 0, rect.height > 0, let quad = ProjectedQuad(rect: rect, matrix: matrix) else { return nil }
    self.rect = rect
    self.cornerRadius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
    self.quad = quad
  }

  /// Whether the bounds point (`u`, `v`) lies inside the rounded corners (always, without a radius).
  @inline(__always)
  func insideCorners(_ u: Double, _ v: Double) -> Bool {
    let r = cornerRadius
    guard r > 0 else { return true }
    let cx = u < rect.minX + r ? rect.minX + r : (u > rect.maxX - r ? rect.maxX - r : u)
    let cy = v < rect.minY + r ? rect.minY + r : (v > rect.maxY - r ? rect.maxY - r : v)
    let dx = u - cx
    let dy = v - cy
    return dx * dx + dy * dy <= r * r
  }

  /// Calls `body` with each covered pixel's byte index and bounds coordinates (`u`, `v`).
  func forEachPixel(in canvas: inout Canvas, _ body: (_ pixels: UnsafeMutableBufferPointer<UInt8>, _ index: Int, _ u: Double, _ v: Double) -> Void) {
    let width = canvas.bitmap.width
    let height = canvas.bitmap.height
    let i = quad.inverse
    var touched: [(Int, Range<Int>)] = []
    canvas.bitmap.bytes.withUnsafeMutableBufferPointer { pixels in
      quad.forEachSpan(width: width, height: height) { y, columns in
        let py = Double(y) + 0.5
        let px = Double(columns.lowerBound) + 0.5
        var a = px * i.0 + py * i.3 + i.6
        var b = px * i.1 + py * i.4 + i.7
        var c = px * i.2 + py * i.5 + i.8
        var index = (y * width + columns.lowerBound) * 4
        for _ in columns {
          let u = a / c
          let v = b / c
          if insideCorners(u, v) { body(pixels, index, u, v) }
          a += i.0
          b += i.1
          c += i.2
          index += 4
        }
        touched.append((y, columns))
      }
    }
    for (y, columns) in touched { canvas.markDirty(columns: columns, row: y) }
  }

  /// Paints `fill` into `canvas`.
  func paint(_ fill: Fill, into canvas: inout Canvas) {
    switch fill {
    case .color(let red, let green, let blue, let alpha):
      guard alpha > 0 else { return }
      forEachPixel(in: &canvas) { pixels, index, _, _ in
        PixelMath.blendOver(pixels, at: index, red: red, green: green, blue: blue, alpha: alpha)
      }
    case .image(let image, let opacity):
      guard opacity > 0, !image.isEmpty else { return }
      let sampler = BilinearSampler(image: image, over: rect)
      image.bytes.withUnsafeBufferPointer { source in
        forEachPixel(in: &canvas) { pixels, index, u, v in
          var (red, green, blue, alpha) = sampler.sample(source, u, v)
          PixelMath.scale(&red, &green, &blue, &alpha, by: opacity)
          PixelMath.blendOver(pixels, at: index, red: red, green: green, blue: blue, alpha: alpha)
        }
      }
    }
  }
}
