/// The split of an interior run into its fully covered middle and its anti-aliased edge
/// columns, which column paints draw one pixel at a time.
enum ColumnCoverage {
  /// The columns of `run` between its edge columns: those left when columns of coverage below
  /// 255 are taken off both ends (`coverage` holds one byte per column from `first` on). Across
  /// a projected box coverage only falls towards its left and right edges, so the middle is
  /// fully covered.
  @inline(__always)
  static func fullRun(_ run: Range<Int>, _ coverage: UnsafeBufferPointer<UInt8>, _ first: Int) -> Range<Int> {
    var low = run.lowerBound
    var high = run.upperBound
    while low < high && coverage[low - first] < 255 { low += 1 }
    while high > low && coverage[high - 1 - first] < 255 { high -= 1 }
    return low..<high
  }

  /// Blends a row of colours over columns `run` of a row of pixels: the fully covered middle
  /// (`full`, from ``fullRun(_:_:_:)``) in one pass, the edge columns at their coverage.
  /// `colors` holds the run's colours as RGBA words from column `run.lowerBound` on, `coverage`
  /// one byte per column from `first` on; `line` is the row's first pixel. With `copiesFull`
  /// (for opaque colours at opacity 255, which replace what they are blended over) the middle
  /// is copied.
  @inline(__always)
  static func blend(
    _ colors: UnsafeRawPointer, over run: Range<Int>, full: Range<Int>, coverage: UnsafeBufferPointer<UInt8>,
    first: Int, into line: UnsafeMutableRawPointer, opacity: Int, copiesFull: Bool = false
  ) {
    func edge(_ part: Range<Int>) {
      guard !part.isEmpty else { return }
      RasterKernels.blendSpan(
        colors + (part.lowerBound - run.lowerBound) * 4, coverage: coverage.baseAddress! + (part.lowerBound - first),
        line + part.lowerBound * 4, count: part.count, opacity: opacity)
    }
    edge(run.lowerBound..<max(run.lowerBound, full.lowerBound))
    edge(max(full.upperBound, run.lowerBound)..<run.upperBound)
    guard !full.isEmpty else { return }
    if copiesFull {
      return (line + full.lowerBound * 4).copyMemory(
        from: colors + (full.lowerBound - run.lowerBound) * 4, byteCount: full.count * 4)
    }
    RasterKernels.blendRow(
      colors + (full.lowerBound - run.lowerBound) * 4, line + full.lowerBound * 4, count: full.count, opacity: opacity)
  }
}
