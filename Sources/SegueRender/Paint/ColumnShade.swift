/// A paint of one colour per pixel over a column projection's interior runs that hands over a
/// row's colours, so that an image's column paint shades each row right after sampling it
/// (see ``ShadedImageColumns``).
protocol ColumnShade {
  /// Runs `body` with the colours of `columns` of row `y` as RGBA words from the first column
  /// on (valid only inside), using `scratch` (room for `columns.count` words) where they must
  /// be worked out.
  func withColors(
    row y: Int, columns: Range<Int>, scratch: UnsafeMutablePointer<UInt32>, _ body: (UnsafeRawPointer) -> Void)
}

extension RowColumnPaint: ColumnShade {
  /// The colours are the same in every row: `scratch` is not used.
  func withColors(
    row y: Int, columns: Range<Int>, scratch: UnsafeMutablePointer<UInt32>, _ body: (UnsafeRawPointer) -> Void
  ) {
    colors.withUnsafeBytes { body($0.baseAddress! + (columns.lowerBound - firstColumn) * 4) }
  }
}

extension GradientColumnPaint: ColumnShade {
  /// The colours are worked out into `scratch`, as the paint's own rows are.
  func withColors(
    row y: Int, columns: Range<Int>, scratch: UnsafeMutablePointer<UInt32>, _ body: (UnsafeRawPointer) -> Void
  ) {
    rowColors(y, columns: columns, into: scratch)
    body(UnsafeRawPointer(scratch))
  }
}
