/// What layers drawn later in a canvas will cover with opaque pixels, so that a paint may leave
/// those pixels out: whatever it drew there would be replaced.
///
/// Segue's choice for speed: a paper fold's strips facing away from the viewer lie under the
/// neighbours that face it, and drawing them cost a fifth of the fold's frame. Leaving out
/// pixels that a later opaque paint replaces changes no byte (over a pixel of alpha 255 the
/// blend is that pixel whatever lay beneath), so paints may use the occlusion or not: the
/// column paints of images and gradients, which draw such strips, do. An occluder's runs are
/// taken one pixel in from each end, and a row counts only the columns fully covered in the
/// rows above and below it too, so that no rounding of the coverage at any of its edges can let
/// a left-out pixel show. The runs are worked out once a band, each row's kept side by side, so
/// that a paint's look-up per row reads a few integers.
struct Occlusion {
  /// The canvas rows described.
  let rows: Range<Int>
  /// How many occluders each row has.
  let count: Int
  /// For each row, each occluder's covered columns, as a start and an end.
  private let spans: [Int32]

  /// The runs of the region `runs` covers completely on each of `rows` and on the rows either
  /// side of it, within `columns`, taken one pixel in from each end.
  init(rows: Range<Int>, covering runs: any InteriorRuns, in columns: Range<Int>) {
    self.rows = rows
    count = 1
    let full = ((rows.lowerBound - 1)..<(rows.upperBound + 1)).map { runs.fullRun(row: $0, in: columns) }
    var spans = [Int32](repeating: 0, count: rows.count * 2)
    for i in 0..<rows.count {
      let start = max(full[i].lowerBound, full[i + 1].lowerBound, full[i + 2].lowerBound) + 1
      let end = min(full[i].upperBound, full[i + 1].upperBound, full[i + 2].upperBound) - 1
      guard start < end, !full[i].isEmpty, !full[i + 1].isEmpty, !full[i + 2].isEmpty else { continue }
      spans[2 * i] = Int32(truncatingIfNeeded: start)
      spans[2 * i + 1] = Int32(truncatingIfNeeded: end)
    }
    self.spans = spans
  }

  /// The occluders of all of `parts`, which describe the same rows.
  init(rows: Range<Int>, joining parts: [Occlusion]) {
    self.rows = rows
    count = parts.reduce(0) { $0 + $1.count }
    var spans = [Int32](repeating: 0, count: rows.count * count * 2)
    var offset = 0
    for part in parts {
      for i in 0..<rows.count {
        for k in 0..<(part.count * 2) { spans[i * count * 2 + offset + k] = part.spans[i * part.count * 2 + k] }
      }
      offset += part.count * 2
    }
    self.spans = spans
  }

  /// The part of `run` (columns of row `y`) left when the occluders' runs on that row are taken
  /// off its ends; an empty range when they cover it all.
  func visible(_ run: Range<Int>, row y: Int) -> Range<Int> {
    guard rows.contains(y) else { return run }
    let base = (y - rows.lowerBound) * count * 2
    var (low, high) = (run.lowerBound, run.upperBound)
    // A second pass for a run that one occluder trimmed to where another one starts.
    for _ in 0..<2 {
      let before = (low, high)
      for k in 0..<count where low < high {
        let (start, end) = (Int(spans[base + 2 * k]), Int(spans[base + 2 * k + 1]))
        guard start < end else { continue }
        if start <= low && end > low {
          low = min(end, high)
        } else if end >= high && start < high {
          high = max(start, low)
        }
      }
      if before == (low, high) { break }
    }
    return low..<max(low, high)
  }
}
