/// Blends a group drawn on its own canvas onto the canvas below with one opacity, optionally
/// only inside a masking shape (weighted by the mask's anti-aliased coverage).
struct GroupComposite {
  /// The group's pixels, same size as the destination.
  let group: Canvas
  /// The group opacity, 0...255.
  let opacity: Int

  /// Blends the group into `canvas`, through `mask` when given.
  func composite(into canvas: inout Canvas, through mask: CoverageRasterizer?) {
    guard opacity > 0, !group.dirtyX.isEmpty else { return }
    let width = canvas.width
    group.withUnsafeBytes { raw in
      let source = raw.assumingMemoryBound(to: UInt8.self)
      if let mask {
        mask.forEachSpan(width: width, rows: canvas.rows) { span in
          guard group.dirtyY.contains(span.y) else { return }
          let columns = span.x..<(span.x + span.count)
          let visible = columns.clamped(to: group.dirtyX)
          guard !visible.isEmpty else { return }
          canvas.prepare(row: span.y)
          canvas.withUnsafeMutableBufferPointer { pixels in
            for x in visible {
              let index = (span.y * width + x) * 4
              blend(
                source, into: pixels, at: index, opacity: PixelMath.divide255(Int(span.coverage[x - span.x]) * opacity))
            }
          }
          canvas.markDirty(columns: visible, row: span.y)
        }
        return
      }
      for y in group.dirtyY.clamped(to: canvas.rows) {
        canvas.prepare(row: y)
        canvas.withUnsafeMutableBufferPointer { pixels in
          for x in group.dirtyX { blend(source, into: pixels, at: (y * width + x) * 4, opacity: opacity) }
        }
        canvas.markDirty(columns: group.dirtyX, row: y)
      }
    }
  }

  /// The group clipped to `mask`: a new canvas holding the group's pixels weighted by the
  /// mask's coverage and the opacity, and nothing outside the mask.
  func masked(by mask: CoverageRasterizer) -> Canvas {
    var result = Canvas(width: group.width, height: group.height, rows: group.rows)
    composite(into: &result, through: mask)
    return result
  }

  @inline(__always)
  private func blend(
    _ source: UnsafeBufferPointer<UInt8>, into pixels: UnsafeMutableBufferPointer<UInt8>, at index: Int, opacity: Int
  ) {
    let pixel = PackedPixel.scaled(
      UnsafeRawPointer(source.baseAddress!).loadUnaligned(fromByteOffset: index, as: UInt32.self), by: UInt64(opacity))
    let target = UnsafeMutableRawPointer(pixels.baseAddress!)
    let below = target.loadUnaligned(fromByteOffset: index, as: UInt32.self)
    target.storeBytes(of: PackedPixel.over(pixel, below), toByteOffset: index, as: UInt32.self)
  }
}
