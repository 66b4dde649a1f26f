/// An approximate Gaussian blur of an 8-bit plane by three successive box blurs per axis, as
/// the SVG `feGaussianBlur` specification describes: for a standard deviation σ the box size is
/// d = ⌊σ·3·√(2π)/4 + ½⌋; an odd d gives three centred boxes, an even d two boxes of d offset
/// half a pixel either way and one centred box of d + 1. Each box rounds to nearest, so the
/// result is exact integer arithmetic. Values outside the plane count as 0.
struct BoxBlur {
  /// The three boxes as (pixels before, pixels after) the output pixel.
  let boxes: [(before: Int, after: Int)]

  /// The blur for standard deviation `sigma` (pixels); `nil` when it would change nothing.
  init?(sigma: Double) {
    guard sigma.isFinite, sigma > 0 else { return nil }
    let size = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    guard size > 1 else { return nil }
    let half = size / 2
    if size % 2 == 1 {
      boxes = Array(repeating: (half, half), count: 3)
    } else {
      boxes = [(half, half - 1), (half - 1, half), (half, half)]
    }
  }

  /// How far the blur spreads a pixel on each side.
  var reach: Int { boxes.reduce(0) { $0 + max($1.before, $1.after) } }

  /// Blurs the `width` × `height` plane in place, rows then columns.
  ///
  /// The columns are blurred all at once, a row of running sums stepping down the plane, so
  /// that the plane is read in memory order; each output is the same integer expression as a
  /// box run down its column.
  func apply(to plane: inout [UInt8], width: Int, height: Int) {
    guard width > 0, height > 0 else { return }
    var other = [UInt8](repeating: 0, count: plane.count)
    plane.withUnsafeMutableBufferPointer { plane in
      other.withUnsafeMutableBufferPointer { other in
        for y in 0..<height {
          let row = UnsafeMutableBufferPointer(rebasing: plane[(y * width)..<(y * width + width)])
          let scratch = UnsafeMutableBufferPointer(rebasing: other[(y * width)..<(y * width + width)])
          blurLine(row, scratch: scratch)
        }
        var sums = [UInt32](repeating: 0, count: width)
        sums.withUnsafeMutableBufferPointer { sums in
          var source = plane
          var target = other
          for box in boxes {
            blurColumns(box, from: UnsafeBufferPointer(source), into: target, width: width, height: height, sums: sums)
            swap(&source, &target)
          }
          // Three boxes leave the result in `other`.
          if source.baseAddress != plane.baseAddress { _ = plane.update(fromContentsOf: source) }
        }
      }
    }
  }

  /// Blurs one line in place by the three boxes, using `scratch` (as long as the line).
  private func blurLine(_ line: UnsafeMutableBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<UInt8>) {
    guard var source = line.baseAddress, var target = scratch.baseAddress else { return }
    let count = line.count
    for box in boxes {
      let mean = BoxMean(size: box.before + box.after + 1)
      if mean.multiplies {
        Self.run(box, count: count, from: source, into: target) { mean.multiplied($0) }
      } else {
        Self.run(box, count: count, from: source, into: target) { mean.of($0) }
      }
      swap(&source, &target)
    }
    if source != line.baseAddress { line.baseAddress?.update(from: source, count: count) }
  }

  /// One box along a line of `count` bytes, from `source` into `target`, each output `mean` of
  /// its box's sum (specialised per mean, so that the loop holds no branch on the kind).
  @inline(__always)
  private static func run(
    _ box: (before: Int, after: Int), count: Int, from source: UnsafeMutablePointer<UInt8>,
    into target: UnsafeMutablePointer<UInt8>, mean: (UInt32) -> UInt8
  ) {
    var sum: UInt32 = 0
    for k in 0..<min(box.after, count) { sum &+= UInt32(source[k]) }
    for x in 0..<count {
      let entering = x + box.after
      if entering < count { sum &+= UInt32(source[entering]) }
      target[x] = mean(sum)
      let leaving = x - box.before
      if leaving >= 0 { sum &-= UInt32(source[leaving]) }
    }
  }

  /// One box down every column of the `width` × `height` plane `source`, into `target`: a row
  /// of running sums steps down the plane, gaining the row entering the box and losing the one
  /// leaving it (wrapping arithmetic, which cannot overflow here, so the rows vectorize).
  private func blurColumns(
    _ box: (before: Int, after: Int), from source: UnsafeBufferPointer<UInt8>,
    into target: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, sums: UnsafeMutableBufferPointer<UInt32>
  ) {
    guard let source = source.baseAddress, let target = target.baseAddress, let sums = sums.baseAddress else { return }
    let mean = BoxMean(size: box.before + box.after + 1)
    for x in 0..<width { sums[x] = 0 }
    for k in 0..<min(box.after, height) {
      let row = source + k * width
      for x in 0..<width { sums[x] &+= UInt32(row[x]) }
    }
    for y in 0..<height {
      let entering = y + box.after
      if entering < height {
        let row = source + entering * width
        for x in 0..<width { sums[x] &+= UInt32(row[x]) }
      }
      mean.of(sums, into: target + y * width, count: width)
      let leaving = y - box.before
      if leaving >= 0 {
        let row = source + leaving * width
        for x in 0..<width { sums[x] &-= UInt32(row[x]) }
      }
    }
  }
}
