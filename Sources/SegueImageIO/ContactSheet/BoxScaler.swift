import SegueGeometry
import SegueImage

/// Resamples premultiplied bitmaps with an area-averaging (box) filter.
///
/// Each destination pixel is the average of the source area it covers, partial source pixels
/// weighted by their covered fraction. Weights are 16-bit fixed point summing to exactly 1, so a
/// solid-colour image scales to exactly that colour, and colour never exceeds alpha.
enum BoxScaler {
  /// `bitmap` resampled to `width` × `height`; an empty source or size gives an empty bitmap.
  static func scale(_ bitmap: Bitmap, width: Int, height: Int) -> Bitmap {
    guard !bitmap.isEmpty, width > 0, height > 0 else { return Bitmap(width: max(0, width), height: max(0, height)) }
    let horizontal = Taps(source: bitmap.width, destination: width)
    let vertical = Taps(source: bitmap.height, destination: height)
    // Horizontal pass: exact sums (channel × weight) kept in 32 bits, no rounding yet.
    var rows = [UInt32](repeating: 0, count: bitmap.height * width * 4)
    bitmap.bytes.withUnsafeBufferPointer { source in
      rows.withUnsafeMutableBufferPointer { rows in
        for y in 0..<bitmap.height {
          let sourceRow = y * bitmap.width * 4
          let rowStart = y * width * 4
          for x in 0..<width {
            var sum: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
            for tap in horizontal.range(x) {
              let weight = horizontal.weights[tap]
              let i = sourceRow + horizontal.sources[tap] * 4
              sum.0 += UInt32(source[i]) * weight
              sum.1 += UInt32(source[i + 1]) * weight
              sum.2 += UInt32(source[i + 2]) * weight
              sum.3 += UInt32(source[i + 3]) * weight
            }
            let o = rowStart + x * 4
            (rows[o], rows[o + 1], rows[o + 2], rows[o + 3]) = sum
          }
        }
      }
    }
    // Vertical pass: sums of (row value × weight) in 64 bits, rounded once at the end.
    var result = Bitmap(width: width, height: height)
    rows.withUnsafeBufferPointer { rows in
      result.withUnsafeMutableBufferPointer { output in
        for y in 0..<height {
          for index in 0..<(width * 4) {
            var sum: UInt64 = 0
            for tap in vertical.range(y) {
              sum += UInt64(rows[vertical.sources[tap] * width * 4 + index]) * UInt64(vertical.weights[tap])
            }
            output[y * width * 4 + index] = UInt8((sum + (1 << 31)) >> 32)
          }
        }
      }
    }
    return result
  }

  /// For each destination index along one axis, the source indices it covers and their weights.
  private struct Taps {
    /// Where each destination index's taps start in `sources` / `weights`, plus a final end.
    var starts: [Int] = [0]
    /// Source indices, grouped per destination index.
    var sources: [Int] = []
    /// Weights in units of 1/65536, each group summing to exactly 65536.
    var weights: [UInt32] = []

    /// Taps mapping `source` pixels onto `destination` pixels.
    ///
    /// Works in units of 1 / (source × destination): destination pixel `i` covers
    /// `[i × source, (i + 1) × source)` and source pixel `j` covers `[j × destination, (j + 1) × destination)`.
    init(source: Int, destination: Int) {
      for i in 0..<destination {
        let low = i * source
        let high = (i + 1) * source
        var covered = 0
        var assigned: UInt32 = 0
        for j in (low / destination)..<((high + destination - 1) / destination) {
          covered += min((j + 1) * destination, high) - max(j * destination, low)
          let cumulative = UInt32(covered * 65536 / source)
          sources.append(j)
          weights.append(cumulative - assigned)
          assigned = cumulative
        }
        starts.append(sources.count)
      }
    }

    /// The tap indices for destination index `i`.
    func range(_ i: Int) -> Range<Int> { starts[i]..<starts[i + 1] }
  }
}
