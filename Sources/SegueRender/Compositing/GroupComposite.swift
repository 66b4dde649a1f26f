/// Blends a group drawn on its own canvas onto the canvas below with one opacity, optionally
/// only inside a masking layer's (rounded) rectangle.
struct GroupComposite {
  /// The group's pixels, same size as the destination.
  let group: Canvas
  /// The group opacity, 0...255.
  let opacity: Int

  /// Blends the group into `canvas`, through `mask` when given.
  func composite(into canvas: inout Canvas, through mask: LayerPaint?) {
    guard opacity > 0 else { return }
    group.bitmap.bytes.withUnsafeBufferPointer { source in
      if let mask {
        mask.forEachPixel(in: &canvas) { pixels, index, _, _ in
          blend(source, into: pixels, at: index)
        }
        return
      }
      let width = canvas.bitmap.width
      for y in group.dirtyY {
        canvas.bitmap.bytes.withUnsafeMutableBufferPointer { pixels in
          for x in group.dirtyX { blend(source, into: pixels, at: (y * width + x) * 4) }
        }
        canvas.markDirty(columns: group.dirtyX, row: y)
      }
    }
  }

  @inline(__always)
  private func blend(_ source: UnsafeBufferPointer<UInt8>, into pixels: UnsafeMutableBufferPointer<UInt8>, at index: Int) {
    var red = Int(source[index])
    var green = Int(source[index + 1])
    var blue = Int(source[index + 2])
    var alpha = Int(source[index + 3])
    PixelMath.scale(&red, &green, &blue, &alpha, by: opacity)
    PixelMath.blendOver(pixels, at: index, red: red, green: green, blue: blue, alpha: alpha)
  }
}
