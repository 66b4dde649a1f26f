/// The sampling tables of an image seen through a ``ColumnProjection``, one entry per device
/// column, in memory the sampling kernels read directly.
final class ColumnSampleTable {
  /// The first device column described.
  let firstColumn: Int
  /// The number of columns.
  let count: Int
  private let x0: UnsafeMutablePointer<Int32>
  private let weights: UnsafeMutablePointer<UInt64>
  private let a: UnsafeMutablePointer<Float>
  private let b: UnsafeMutablePointer<Float>
  /// The longest run of columns that read one image pixel each (see ``AlignedColumns``), if any.
  let aligned: AlignedColumns?

  /// Fills the tables with `entry(k)` for each of `count` columns starting at `firstColumn`:
  /// left image column, weight of the next one (0...128), image row at py = 0 and its step;
  /// finds their aligned columns unless `findsAlignedColumns` is false (for tests, to compare).
  init(
    firstColumn: Int, count: Int, findsAlignedColumns: Bool = true,
    entry: (Int) -> (x0: Int32, wx: Int32, a: Float, b: Float)
  ) {
    self.firstColumn = firstColumn
    self.count = count
    let (x0, weights, a, b) = (
      UnsafeMutablePointer<Int32>.allocate(capacity: max(1, count)),
      UnsafeMutablePointer<UInt64>.allocate(capacity: max(1, count)),
      UnsafeMutablePointer<Float>.allocate(capacity: max(1, count)),
      UnsafeMutablePointer<Float>.allocate(capacity: max(1, count))
    )
    for k in 0..<count {
      let value = entry(k)
      (x0 + k).initialize(to: value.x0)
      (weights + k).initialize(to: Self.weights(value.wx))
      (a + k).initialize(to: value.a)
      (b + k).initialize(to: value.b)
    }
    (self.x0, self.weights, self.a, self.b) = (x0, weights, a, b)
    aligned =
      findsAlignedColumns
      ? AlignedColumns.longest(first: firstColumn, count: count) { k in
        (x0[k], Int32(truncatingIfNeeded: (weights[k] >> 8) & 0xFF), a[k], b[k])
      } : nil
  }

  deinit {
    x0.deallocate()
    weights.deallocate()
    a.deallocate()
    b.deallocate()
  }

  /// The weight entry of a column whose right image column has weight `wx` (0...128): the byte
  /// pairs (128 − wx, wx), four times over.
  @inline(__always)
  static func weights(_ wx: Int32) -> UInt64 {
    let pair = UInt64(128 - wx) | UInt64(wx) << 8
    return pair &* 0x0001_0001_0001_0001
  }

  /// The device columns from the first to the last whose samples read a column of
  /// `imageColumns` (either of their two); empty when none do.
  func columns(reading imageColumns: Range<Int>) -> Range<Int> {
    var (low, high) = (count, -1)
    for k in 0..<count where Int(x0[k]) + 1 >= imageColumns.lowerBound && Int(x0[k]) < imageColumns.upperBound {
      (low, high) = (min(low, k), k)
    }
    return low <= high ? (firstColumn + low)..<(firstColumn + high + 1) : firstColumn..<firstColumn
  }

  /// The tables as the kernels take them.
  var samples: ColumnSamples { ColumnSamples(x0: x0, weights: weights, a: a, b: b) }
}
