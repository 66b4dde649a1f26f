import CRasterKernels

extension RasterKernels {
  /// Fills `count` colours with samples of a one-segment gradient `table` (whose last sample is
  /// `last`): sample index `base[k] + step[k] · py` for column k, truncated, clamped to the
  /// table (0 when NaN).
  @inline(__always)
  static func gradientSamples(
    base: UnsafePointer<Double>, step: UnsafePointer<Double>, py: Double, table: UnsafePointer<UInt32>, last: Double,
    into colors: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    #if arch(x86_64) || arch(i386)
      if isVectorized { return rk_gradient_samples_avx2(base, step, py, table, last, colors, count) }
    #endif
    Reference.gradientSamples(base: base, step: step, py: py, table: table, last: last, into: colors, count: count)
  }
}

extension RasterKernels {
  /// Fills the colours of the pixels `columns` of a device row with samples of a one-segment
  /// gradient `table` (whose last sample is `last`): sample index `numerator / denominator` at
  /// the pixel centre p = x + ½, each `alpha + beta · p`, truncated, clamped to the table (0
  /// when NaN).
  @inline(__always)
  static func gradientRatioSamples(
    numerator: (alpha: Double, beta: Double), denominator: (alpha: Double, beta: Double), columns: Range<Int>,
    table: UnsafePointer<UInt32>, last: Double, into colors: UnsafeMutablePointer<UInt32>
  ) {
    #if arch(x86_64) || arch(i386)
      if isVectorized {
        return rk_gradient_ratio_samples_avx2(
          numerator.alpha, numerator.beta, denominator.alpha, denominator.beta, columns.lowerBound, table, last, colors,
          columns.count)
      }
    #endif
    Reference.gradientRatioSamples(
      numerator: numerator, denominator: denominator, columns: columns, table: table, last: last, into: colors)
  }
}

extension RasterKernels.Reference {
  /// See ``RasterKernels/gradientRatioSamples(numerator:denominator:columns:table:last:into:)``.
  static func gradientRatioSamples(
    numerator: (alpha: Double, beta: Double), denominator: (alpha: Double, beta: Double), columns: Range<Int>,
    table: UnsafePointer<UInt32>, last: Double, into colors: UnsafeMutablePointer<UInt32>
  ) {
    for x in columns {
      let p = Double(x) + 0.5
      let index = (numerator.alpha + numerator.beta * p) / (denominator.alpha + denominator.beta * p)
      colors[x - columns.lowerBound] = table[index >= 0 ? Int(index < last ? index : last) : 0]
    }
  }

  /// See ``RasterKernels/gradientSamples(base:step:py:table:last:into:count:)``.
  static func gradientSamples(
    base: UnsafePointer<Double>, step: UnsafePointer<Double>, py: Double, table: UnsafePointer<UInt32>, last: Double,
    into colors: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    for k in 0..<count {
      let index = base[k] + step[k] * py
      // Below the first sample (or NaN) the first stop's colour, past the last the last's.
      colors[k] = table[index >= 0 ? Int(index < last ? index : last) : 0]
    }
  }
}
