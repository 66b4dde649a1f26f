import CRasterKernels
import SegueGeometry
import SegueImage

/// Bilinear sampling of a premultiplied bitmap, part of which is mapped onto a rectangle of
/// bounds space; reads beyond the bitmap repeat its edge pixels.
///
/// Filtering premultiplied values keeps transparent edges free of dark fringes. Weights are
/// quantised to 1/256, so the result is exact integer arithmetic and within one step of the
/// real-valued bilinear filter.
struct BilinearSampler: Hashable {
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
  ///
  /// Two channels are filtered at once in each 64-bit lane pair (red with blue, green with
  /// alpha); the integer arithmetic is the same per channel, so the result is too.
  @inline(__always)
  func sample(_ pixels: UnsafeBufferPointer<UInt8>, _ u: Double, _ v: Double) -> (Int, Int, Int, Int) {
    let sx = sourceX + (u - originX) * scaleX - 0.5
    let sy = sourceY + (v - originY) * scaleY - 0.5
    let cx = sx < -2 ? -2 : (sx > Double(width) ? Double(width) : sx)
    let cy = sy < -2 ? -2 : (sy > Double(height) ? Double(height) : sy)
    var ix = Int(cx)
    if Double(ix) > cx { ix -= 1 }
    var iy = Int(cy)
    if Double(iy) > cy { iy -= 1 }
    let wx = UInt64(max(0, min(256, Int((sx - Double(ix)) * 256 + 0.5))))
    let wy = UInt64(max(0, min(256, Int((sy - Double(iy)) * 256 + 0.5))))
    let x0 = Self.clamp(ix, width)
    let x1 = Self.clamp(ix + 1, width)
    let y0 = Self.clamp(iy, height)
    let y1 = Self.clamp(iy + 1, height)
    let base = UnsafeRawPointer(pixels.baseAddress!)
    let p00 = base.loadUnaligned(fromByteOffset: (y0 * width + x0) * 4, as: UInt32.self)
    let p10 = base.loadUnaligned(fromByteOffset: (y0 * width + x1) * 4, as: UInt32.self)
    let p01 = base.loadUnaligned(fromByteOffset: (y1 * width + x0) * 4, as: UInt32.self)
    let p11 = base.loadUnaligned(fromByteOffset: (y1 * width + x1) * 4, as: UInt32.self)
    // Little-endian RGBA: bytes 0 and 2 (red, blue) and bytes 1 and 3 (green, alpha).
    @inline(__always) func spread(_ p: UInt32, _ shift: UInt32) -> UInt64 {
      let pair = (p >> shift) & 0x00FF_00FF
      return UInt64(pair & 0xFF) | (UInt64(pair >> 16) << 32)
    }
    @inline(__always) func filter(_ shift: UInt32) -> UInt64 {
      let top = spread(p00, shift) &* (256 - wx) &+ spread(p10, shift) &* wx
      let bottom = spread(p01, shift) &* (256 - wx) &+ spread(p11, shift) &* wx
      return (top &* (256 - wy) &+ bottom &* wy &+ 0x0000_8000_0000_8000) >> 16
    }
    let redBlue = filter(0)
    let greenAlpha = filter(8)
    return (
      Int(redBlue & 0xFFFF), Int(greenAlpha & 0xFFFF), Int((redBlue >> 32) & 0xFFFF), Int((greenAlpha >> 32) & 0xFFFF)
    )
  }

  /// The filtered premultiplied colours at the `count` bounds points (`u[k]`, `v[k]`) of the
  /// image whose pixels are `pixels`, into `colors` as four bytes each (red first):
  /// ``sample(_:_:_:)`` at each point whose `coverage` is above 0, by the point sampling kernel
  /// where it runs (which samples the others too, safely: their colours are not blended).
  func samples(
    _ pixels: UnsafeRawBufferPointer, u: UnsafePointer<Double>, v: UnsafePointer<Double>,
    coverage: UnsafePointer<UInt8>, count: Int, into colors: UnsafeMutableRawPointer
  ) {
    #if arch(x86_64) || arch(i386)
      if RasterKernels.isVectorized, width * height < Int(Int32.max) {
        return rk_bilinear_samples_avx2(
          pixels.baseAddress!.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height), sourceX, originX,
          scaleX, sourceY, originY, scaleY, u, v, colors, count)
      }
    #endif
    referenceSamples(pixels, u: u, v: v, coverage: coverage, count: count, into: colors)
  }

  /// ``samples(_:u:v:coverage:count:into:)`` in Swift, one ``sample(_:_:_:)`` at a time at the
  /// points with coverage (a point without any may lie too far out to sample): the reference
  /// the kernel is tested against.
  func referenceSamples(
    _ pixels: UnsafeRawBufferPointer, u: UnsafePointer<Double>, v: UnsafePointer<Double>,
    coverage: UnsafePointer<UInt8>, count: Int, into colors: UnsafeMutableRawPointer
  ) {
    let bytes = UnsafeBufferPointer(start: pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), count: pixels.count)
    for k in 0..<count where coverage[k] > 0 {
      let (red, green, blue, alpha) = sample(bytes, u[k], v[k])
      colors.storeBytes(of: UInt8(truncatingIfNeeded: red), toByteOffset: k * 4, as: UInt8.self)
      colors.storeBytes(of: UInt8(truncatingIfNeeded: green), toByteOffset: k * 4 + 1, as: UInt8.self)
      colors.storeBytes(of: UInt8(truncatingIfNeeded: blue), toByteOffset: k * 4 + 2, as: UInt8.self)
      colors.storeBytes(of: UInt8(truncatingIfNeeded: alpha), toByteOffset: k * 4 + 3, as: UInt8.self)
    }
  }

  #if arch(x86_64) || arch(i386)
    /// The image whose pixels are `pixels` and the map onto it as the kernels take them; `nil`
    /// when the image is too large for their 32-bit indices.
    func kernelSampling(_ pixels: UnsafeRawPointer) -> rk_image_sampling? {
      guard width * height < Int(Int32.max) else { return nil }
      return rk_image_sampling(
        pixels: pixels.assumingMemoryBound(to: UInt32.self), width: Int32(width), height: Int32(height),
        source_x: sourceX, origin_x: originX, scale_x: scaleX, source_y: sourceY, origin_y: originY, scale_y: scaleY)
    }
  #endif

  /// ``samples(_:u:v:count:into:)`` in Swift, one ``sample(_:_:_:)`` at a time: the reference the
  /// kernel is tested against.
  func referenceSamples(
    _ pixels: UnsafeRawBufferPointer, u: UnsafePointer<Double>, v: UnsafePointer<Double>, count: Int,
    into colors: UnsafeMutableRawPointer
  ) {
    let bytes = UnsafeBufferPointer(start: pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), count: pixels.count)
    for k in 0..<count {
      let (red, green, blue, alpha) = sample(bytes, u[k], v[k])
      for (index, channel) in [red, green, blue, alpha].enumerated() {
        colors.storeBytes(of: UInt8(truncatingIfNeeded: channel), toByteOffset: k * 4 + index, as: UInt8.self)
      }
    }
  }

  /// The sampling tables for the columns of `projection`, giving each column's left image
  /// column (moved so that the right one is always the next: at the image's edges the weight
  /// selects the edge pixel, as clamping would), its weight in 1/128 and the image row's linear
  /// law down the column; `nil` for images narrower or lower than two pixels or too large for
  /// 32-bit indices.
  func columnSamples(for projection: ColumnProjection) -> ColumnSampleTable? {
    guard fitsKernels else { return nil }
    return ColumnSampleTable(firstColumn: projection.columns.lowerBound, count: projection.columns.count) { k in
      let (x0, wx) = Self.imageColumn(sx: sourceX + (projection.u[k] - originX) * scaleX - 0.5, width: width)
      return (x0, wx, Float(sourceRow(v: projection.alpha[k])), Float(projection.beta[k] * scaleY))
    }
  }

  /// Whether the kernels can sample the image: at least two pixels wide and high, and small
  /// enough for 32-bit indices.
  var fitsKernels: Bool { width >= 2 && height >= 2 && width * height < Int(Int32.max) }

  /// Samples the run of pixels `columns` of a device row from `image` and blends it at
  /// `opacity` over `target` (the run's first pixel): each pixel's u is `alpha + beta · (x + ½)`
  /// and its image row `rows.base + rows.step · (x + ½)`
  /// (see ``RasterKernels/rowRun(_:_:rows:columns:_:opacity:)``).
  func rowRun(
    _ image: ImageRows, alpha: Double, beta: Double, rows: (base: Double, step: Double), columns: Range<Int>,
    _ target: UnsafeMutableRawPointer, opacity: Int
  ) {
    let law = RasterKernels.RowLaw(
      alpha: alpha, beta: beta, x: RasterKernels.ImageAxis(source: sourceX, origin: originX, scale: scaleX),
      width: Int32(width))
    RasterKernels.rowRun(image, law, rows: rows, columns: columns, target, opacity: opacity)
  }

  /// Samples the run of pixels `columns` of a device row whose u and v follow `law` from
  /// `image` and blends it at `opacity` over `target` (the run's first pixel)
  /// (see ``RasterKernels/perspectiveRun(_:_:columns:_:opacity:)``).
  func perspectiveRun(
    _ image: ImageRows, _ law: PerspectiveLaw, columns: Range<Int>, _ target: UnsafeMutableRawPointer, opacity: Int
  ) {
    let sampling = RasterKernels.PerspectiveSampling(
      law: law, x: RasterKernels.ImageAxis(source: sourceX, origin: originX, scale: scaleX),
      y: RasterKernels.ImageAxis(source: sourceY, origin: originY, scale: scaleY), width: Int32(width))
    RasterKernels.perspectiveRun(image, sampling, columns: columns, target, opacity: opacity)
  }

  /// The image columns read at image x `sx` in an image `width` pixels wide: the left one
  /// (moved so that the right one is always the next: at the image's edges the weight selects
  /// the edge pixel, as clamping would) and the right one's weight in 1/128.
  @inline(__always)
  static func imageColumn(sx: Double, width: Int) -> (x0: Int32, wx: Int32) {
    let cx = sx < -2 ? -2 : (sx > Double(width) ? Double(width) : sx)
    var ix = Int(cx)
    if Double(ix) > cx { ix -= 1 }
    var wx = max(0, min(128, Int((sx - Double(ix)) * 128 + 0.5)))
    var x0 = Self.clamp(ix, width)
    if clamp(ix + 1, width) == x0 {
      wx = x0 == width - 1 ? 128 : 0
      x0 = min(x0, width - 2)
    }
    return (Int32(x0), Int32(wx))
  }

  /// The image row coordinate (rows centred on whole numbers) at bounds y `v`.
  func sourceRow(v: Double) -> Double { sourceY + (v - originY) * scaleY - 0.5 }

  /// The change of image row coordinate for a change `perV` of bounds y.
  func sourceRowChange(perV: Double) -> Double { perV * scaleY }

  @inline(__always)
  private static func clamp(_ value: Int, _ count: Int) -> Int {
    value < 0 ? 0 : (value >= count ? count - 1 : value)
  }
}
