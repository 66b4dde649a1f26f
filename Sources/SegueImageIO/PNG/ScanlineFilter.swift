/// PNG filter type 0 scanline filtering, one filter per row chosen without trying them: Sub for
/// the first row (nothing lies above it) and Up for every other row.
///
/// Segue's choice for speed: the standard adaptive heuristic (per row, the filter whose output
/// has the smallest sum of absolute signed bytes) took half of a 1179×2556 recording's time,
/// and over the seven `segue demo` recordings at that size it made files only 1.6–4.4 % smaller
/// (3.3 % in all: 52.3 MB against 54.1 MB). App frames change little from one row to the next,
/// so Up already leaves mostly zeros.
enum ScanlineFilter {
  /// Filters one row of 8-bit RGBA pixels, `row`, the `index`-th of the image, whose row above is
  /// `above` (zeros for the first row): writes the filter type byte and then the `row.count`
  /// filtered bytes into `output`, which is one byte longer than `row`.
  static func filter(
    _ row: UnsafeBufferPointer<UInt8>, index: Int, above: UnsafeBufferPointer<UInt8>,
    into output: UnsafeMutableBufferPointer<UInt8>
  ) {
    if index == 0 {
      output[0] = 1
      for i in 0..<row.count { output[i + 1] = row[i] &- (i >= 4 ? row[i - 4] : 0) }
    } else {
      output[0] = 2
      for i in 0..<row.count { output[i + 1] = row[i] &- above[i] }
    }
  }
}
