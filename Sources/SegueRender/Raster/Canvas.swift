import SegueGeometry

/// A bitmap being drawn into, with the device rectangle that drawing has touched so far.
struct Canvas {
  /// The pixels.
  var bitmap: Bitmap
  /// The smallest rectangle of pixels containing everything drawn, as half-open ranges.
  var dirtyX = 0..<0
  /// The rows drawn into, as a half-open range.
  var dirtyY = 0..<0

  init(bitmap: Bitmap) {
    self.bitmap = bitmap
  }

  init(width: Int, height: Int) {
    bitmap = Bitmap(width: width, height: height)
  }

  /// Grows the dirty rectangle to contain columns `xs` of row `y`.
  mutating func markDirty(columns xs: Range<Int>, row y: Int) {
    guard !xs.isEmpty else { return }
    if dirtyX.isEmpty {
      dirtyX = xs
      dirtyY = y..<(y + 1)
      return
    }
    dirtyX = min(dirtyX.lowerBound, xs.lowerBound)..<max(dirtyX.upperBound, xs.upperBound)
    dirtyY = min(dirtyY.lowerBound, y)..<max(dirtyY.upperBound, y + 1)
  }
}
