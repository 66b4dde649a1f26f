/// The rounded mean of a box of `size` bytes from their sum, `(sum + size / 2) / size`, by a
/// multiply and a shift instead of a division (which costs a blur some twenty cycles a pixel,
/// and keeps a row of means from being computed several at a time).
///
/// Exact: with `factor` = ⌊2³²/size⌋ + 1 the product overshoots n/size by less than
/// n/2³², and n ≤ 256·size keeps that under 1/size — the least a fraction n/size can miss the
/// next whole number by — for every size below 4096; a box of one pixel, or of 4096 or more,
/// divides.
struct BoxMean {
  /// The box's size in pixels.
  let size: UInt32
  /// ⌊2³²/size⌋ + 1 (at most 2³¹ + 1), or 0 when the box divides.
  private let factor: UInt32

  /// The mean of boxes of `size` pixels.
  init(size: Int) {
    self.size = UInt32(min(max(1, size), 1 << 20))
    factor = (2..<4096).contains(self.size) ? UInt32((1 << 32) / UInt64(self.size) + 1) : 0
  }

  /// Whether the mean is a multiply and a shift (not a division).
  var multiplies: Bool { factor != 0 }

  /// The rounded mean of a box whose bytes sum to `sum` (at most 255 × size).
  @inline(__always)
  func of(_ sum: UInt32) -> UInt8 {
    let biased = sum &+ size / 2
    if factor == 0 { return UInt8(truncatingIfNeeded: biased / size) }
    return UInt8(truncatingIfNeeded: (UInt64(biased) &* UInt64(factor)) >> 32)
  }

  /// The mean by the multiply and shift alone, for a loop that has checked ``multiplies``.
  @inline(__always)
  func multiplied(_ sum: UInt32) -> UInt8 {
    UInt8(truncatingIfNeeded: (UInt64(sum &+ size / 2) &* UInt64(factor)) >> 32)
  }

  /// The means of `count` boxes whose sums are at `sums`, into `means`.
  @inline(__always)
  func of(_ sums: UnsafePointer<UInt32>, into means: UnsafeMutablePointer<UInt8>, count: Int) {
    let half = size / 2
    if factor == 0 {
      for x in 0..<count { means[x] = UInt8(truncatingIfNeeded: (sums[x] &+ half) / size) }
    } else {
      let factor = UInt64(factor)
      for x in 0..<count { means[x] = UInt8(truncatingIfNeeded: (UInt64(sums[x] &+ half) &* factor) >> 32) }
    }
  }
}
