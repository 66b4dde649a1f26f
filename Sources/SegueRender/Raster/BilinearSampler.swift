import SegueGeometry

/// Bilinear sampling of a premultiplied bitmap stretched over a rectangle, clamped at the edges.
struct BilinearSampler {
  private let width: Int
  private let height: Int
  private let originX: Double
  private let originY: Double
  private let scaleX: Double
  private let scaleY: Double

  /// Prepares to sample `image` mapped onto `rect` (bounds coordinates).
  init(image: Bitmap, over rect: Rect) {
    width = image.width
    height = image.height
    originX = rect.minX
    originY = rect.minY
    scaleX = Double(image.width) / rect.width
    scaleY = Double(image.height) / rect.height
  }

  /// The filtered premultiplied colour at bounds point (`u`, `v`); weights are quantised to
  /// 1/256 so the result is exact integer arithmetic.
  @inline(__always)
  func sample(_ pixels: UnsafeBufferPointer<UInt8>, _ u: Double, _ v: Double) -> (Int, Int, Int, Int) {
    let sx = (u - originX) * scaleX - 0.5
    let sy = (v - originY) * scaleY - 0.5
    let fx = sx.rounded(.down)
    let fy = sy.rounded(.down)
    let wx = Int(((sx - fx) * 256).rounded())
    let wy = Int(((sy - fy) * 256).rounded())
    let x0 = clamp(Int(fx), width)
    let x1 = clamp(Int(fx) + 1, width)
    let y0 = clamp(Int(fy), height)
    let y1 = clamp(Int(fy) + 1, height)
    let i00 = (y0 * width + x0) * 4
    let i10 = (y0 * width + x1) * 4
    let i01 = (y1 * width + x0) * 4
    let i11 = (y1 * width + x1) * 4
    @inline(__always) func channel(_ c: Int) -> Int {
      let top = Int(pixels[i00 + c]) * (256 - wx) + Int(pixels[i10 + c]) * wx
      let bottom = Int(pixels[i01 + c]) * (256 - wx) + Int(pixels[i11 + c]) * wx
      return (top * (256 - wy) + bottom * wy + 32_768) >> 16
    }
    return (channel(0), channel(1), channel(2), channel(3))
  }

  @inline(__always)
  private func clamp(_ value: Int, _ count: Int) -> Int {
    value < 0 ? 0 : (value >= count ? count - 1 : value)
  }
}
