import SegueGeometry
import SegueImage
import SegueMotion

/// A layer's drop shadow in device space: the alpha of what the layer drew (contents and
/// sublayers), moved by the offset, blurred and tinted.
///
/// The offset and radius are in the layer's bounds space, so the shadow turns and scales with
/// the layer (as on the platform, where it is part of the layer's rendering). They are mapped
/// to device pixels through the layer's projection at the centre of its bounds: the offset by
/// the projection's derivative, the radius by the square root of its area scale. The offset is
/// rounded to whole device pixels; the blur is ``BoxBlur``'s approximation of a Gaussian whose
/// standard deviation equals the radius (the reading design tools use: blur = 2 × shadowRadius).
struct DropShadow {
  /// The premultiplied shadow colour with the shadow opacity applied.
  let color: Bitmap.Pixel
  /// The offset in whole device pixels.
  let offsetX: Int
  /// The offset in whole device pixels, downwards.
  let offsetY: Int
  /// The blur, if the radius is large enough to need one.
  let blur: BoxBlur?

  /// The shadow of a layer with `values` drawn through `toDevice`; `nil` when it is invisible.
  init?(_ values: LayerValues, toDevice m: Transform3D) {
    let shadow = values.shadow
    let alpha = min(max(shadow.color.alpha, 0), 1) * min(max(shadow.opacity, 0), 1)
    guard alpha > 0 else { return nil }
    let centre = Point(x: values.bounds.midX, y: values.bounds.midY)
    let w = centre.x * m.m14 + centre.y * m.m24 + m.m44
    guard w > 0 else { return nil }
    let x = (centre.x * m.m11 + centre.y * m.m21 + m.m41) / w
    let y = (centre.x * m.m12 + centre.y * m.m22 + m.m42) / w
    let xu = (m.m11 - x * m.m14) / w
    let xv = (m.m21 - x * m.m24) / w
    let yu = (m.m12 - y * m.m14) / w
    let yv = (m.m22 - y * m.m24) / w
    let offset = shadow.offset
    offsetX = Int((xu * offset.width + xv * offset.height).rounded())
    offsetY = Int((yu * offset.width + yv * offset.height).rounded())
    blur = BoxBlur(sigma: max(shadow.radius, 0) * abs(xu * yv - xv * yu).squareRoot())
    color = shadow.color.withAlphaComponent(alpha).premultipliedPixel
  }

  /// The rows of a silhouette the shadow over `rows` is cast from: those rows moved against the
  /// offset and grown by the blur's reach.
  func sourceRows(for rows: Range<Int>) -> Range<Int> {
    let reach = blur?.reach ?? 0
    return (rows.lowerBound - offsetY - reach)..<(rows.upperBound - offsetY + reach)
  }

  /// A canvas holding the shadow cast by what `silhouette` holds, over the silhouette's rows:
  /// exact over the rows whose ``sourceRows(for:)`` the silhouette holds.
  ///
  /// A blur whose plane `cache` holds is not done again; the canvas's buffer comes from `store`
  /// when it keeps one.
  func cast(from silhouette: Canvas, cache: ShadowBlurCache, store: CanvasStore) -> Canvas {
    let width = silhouette.width
    var result = Canvas(width: width, height: silhouette.height, rows: silhouette.rows, store: store)
    guard !silhouette.dirtyX.isEmpty else { return result }
    let reach = blur?.reach ?? 0
    let columns = (silhouette.dirtyX.lowerBound + offsetX - reach)..<(silhouette.dirtyX.upperBound + offsetX + reach)
    let rows = (silhouette.dirtyY.lowerBound + offsetY - reach)..<(silhouette.dirtyY.upperBound + offsetY + reach)
    let region = (x: columns.clamped(to: 0..<width), y: rows.clamped(to: silhouette.rows))
    guard !region.x.isEmpty, !region.y.isEmpty else { return result }
    var plane = alphaPlane(of: silhouette, columns: columns, rows: rows)
    if let blur { plane = cache.blurred(plane, columns: columns, rows: rows, by: blur) }
    let tints = tintTable()
    result.withUnsafeMutableBytes { pixels in
      plane.withUnsafeBufferPointer { plane in
        tints.withUnsafeBufferPointer { tints in
          guard let base = pixels.baseAddress, let alphas = plane.baseAddress, let tints = tints.baseAddress else {
            return
          }
          for y in region.y {
            let source = alphas + (y - rows.lowerBound) * columns.count - columns.lowerBound
            let target = (base + y * width * 4).assumingMemoryBound(to: UInt32.self)
            for x in region.x { target[x] = tints[Int(source[x])] }
          }
        }
      }
    }
    for y in region.y { result.markDirty(columns: region.x, row: y) }
    return result
  }

  /// The shadow's pixel for each blurred alpha: the colour scaled by it, as four bytes in memory
  /// order (so that a row is tinted with one load and one store a pixel).
  private func tintTable() -> [UInt32] {
    (0...255).map { alpha in
      let bytes = [color.red, color.green, color.blue, color.alpha].map { UInt8(PixelMath.divide255(Int($0) * alpha)) }
      return bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
    }
  }

  /// The silhouette's alpha moved by the offset, over `columns` × `rows` of device space
  /// (which may reach outside the canvas, so that the blur sees what lies beyond its edges).
  private func alphaPlane(of silhouette: Canvas, columns: Range<Int>, rows: Range<Int>) -> [UInt8] {
    var plane = [UInt8](repeating: 0, count: columns.count * rows.count)
    let width = silhouette.width
    let xs = silhouette.dirtyX
    plane.withUnsafeMutableBufferPointer { plane in
      silhouette.withUnsafeBytes { pixels in
        guard let target = plane.baseAddress, let source = pixels.baseAddress else { return }
        for y in silhouette.dirtyY {
          let row = target + (y + offsetY - rows.lowerBound) * columns.count + offsetX - columns.lowerBound
          let alphas = source + (y * width) * 4 + 3
          for x in xs { row[x] = alphas.load(fromByteOffset: x * 4, as: UInt8.self) }
        }
      }
    }
    return plane
  }
}
