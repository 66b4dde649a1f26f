import SegueGeometry

/// Bilinear sampling of a premultiplied bitmap, part of which is mapped onto a rectangle of
/// bounds space; reads beyond the bitmap repeat its edge pixels.
///
/// Filtering premultiplied values keeps transparent edges free of dark fringes. Weights are
/// quantised to 1/256, so the result is exact integer arithmetic and within one step of the
/// real-valued bilinear filter.
struct BilinearSampler {
  private let width: Int
  private let height: Int
  private let originX: Double
  private let originY: Double
  private let scaleX: Double
  private let scaleY: Double
  private let sourceX: Double
  private let sourceY: Double

  /// Prepares to sample the pixel rectangle `source` of `image` (which may be flipped or extend
  /// past the image) stretched over `destination` (bounds coordinates).
  init(image: Bitmap, source: Rect, destination: Rect) {
    width = image.width
    height = image.height
    originX = destination.minX
    originY = destination.minY
    scaleX = source.size.width / destination.width
    scaleY = source.size.height / destination.height
    sourceX = source.origin.x
    sourceY = source.origin.y
  }

  /// The filtered premultiplied colour at bounds point (`u`, `v`).
  @inline(__always)
  func sample(_ pixels: UnsafeBufferPointer<UInt8>, _ u: Double, _ v: Double) -> (Int, Int, Int, Int) {
    let sx = sourceX + (u - originX) * scaleX - 0.5
    let sy = sourceY + (v - originY) * scaleY - 0.5
    let fx = sx.rounded(.down)
    let fy = sy.rounded(.down)
    let wx = Int((sx - fx) * 256 + 0.5)
    let wy = Int((sy - fy) * 256 + 0.5)
    let ix = fx >= -2 ? (fx <= Double(width) ? Int(fx) : width) : -2
    let iy = fy >= -2 ? (fy <= Double(height) ? Int(fy) : height) : -2
    let x0 = clamp(ix, width)
    let x1 = clamp(ix + 1, width)
    let y0 = clamp(iy, height)
    let y1 = clamp(iy + 1, height)
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
