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
}
