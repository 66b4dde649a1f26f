/// PNG filter type 0 scanline filtering with the standard adaptive heuristic.
///
/// For each row the filter (None, Sub, Up, Average or Paeth) whose output has the smallest sum
/// of absolute values, reading the bytes as signed, is chosen; ties go to the lower filter type.
enum ScanlineFilter {
  /// Filters one row of 8-bit RGBA pixels, `row`, whose row above is `above` (zeros for the
  /// first row): writes the chosen filter type byte and then the `row.count` filtered bytes into
  /// `output`, which is one byte longer than `row`.
  static func filter(
    _ row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
  ) {
    let type = bestFilter(row, above)
    output[0] = type
    apply(type, row, above, into: output)
  }

  /// The filter type with the smallest sum of absolute signed output bytes for one row.
  private static func bestFilter(_ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>) -> UInt8 {
    var sums = Sums()
    let edge = min(4, row.count)
    for i in 0..<edge {
      sums.add(x: row[i], a: 0, b: above[i], c: 0)
    }
    for i in edge..<row.count {
      sums.add(x: row[i], a: row[i - 4], b: above[i], c: above[i - 4])
    }
    var best: (type: UInt8, sum: Int) = (0, sums.none)
    if sums.sub < best.sum { best = (1, sums.sub) }
    if sums.up < best.sum { best = (2, sums.up) }
    if sums.average < best.sum { best = (3, sums.average) }
    if sums.paeth < best.sum { best = (4, sums.paeth) }
    return best.type
  }

  /// Running sums of absolute signed filter outputs, one per filter type.
  private struct Sums {
    var none = 0
    var sub = 0
    var up = 0
    var average = 0
    var paeth = 0

    /// Adds byte `x` with left `a`, above `b` and upper-left `c` neighbours.
    @inline(__always) mutating func add(x: UInt8, a: UInt8, b: UInt8, c: UInt8) {
      none &+= magnitude(x)
      sub &+= magnitude(x &- a)
      up &+= magnitude(x &- b)
      average &+= magnitude(x &- ScanlineFilter.average(a, b))
      paeth &+= magnitude(x &- ScanlineFilter.paeth(a, b, c))
    }
  }

  /// Writes `row` filtered with `type` into `output[1...]`.
  private static func apply(
    _ type: UInt8, _ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>,
    into output: UnsafeMutableBufferPointer<UInt8>
  ) {
    switch type {
    case 0:
      for i in 0..<row.count { output[i + 1] = row[i] }
    case 1:
      for i in 0..<row.count { output[i + 1] = row[i] &- (i >= 4 ? row[i - 4] : 0) }
    case 2:
      for i in 0..<row.count { output[i + 1] = row[i] &- above[i] }
    case 3:
      for i in 0..<row.count { output[i + 1] = row[i] &- average(i >= 4 ? row[i - 4] : 0, above[i]) }
    default:
      for i in 0..<row.count {
        let (a, c): (UInt8, UInt8) = i >= 4 ? (row[i - 4], above[i - 4]) : (0, 0)
        output[i + 1] = row[i] &- paeth(a, above[i], c)
      }
    }
  }

  /// The absolute value of `byte` read as a signed 8-bit integer.
  @inline(__always) private static func magnitude(_ byte: UInt8) -> Int {
    Int(Int8(bitPattern: byte).magnitude)
  }

  @inline(__always) private static func average(_ a: UInt8, _ b: UInt8) -> UInt8 {
    UInt8((UInt16(a) + UInt16(b)) >> 1)
  }

  /// The PNG Paeth predictor: whichever of left, above and upper-left is closest to `a + b - c`.
  @inline(__always) private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let distanceA = abs(Int32(b) - Int32(c))
    let distanceB = abs(Int32(a) - Int32(c))
    let distanceC = abs(Int32(a) + Int32(b) - 2 * Int32(c))
    let nearerBC = distanceB <= distanceC ? b : c
    return distanceA <= distanceB && distanceA <= distanceC ? a : nearerBC
  }
}
