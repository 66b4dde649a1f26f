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
  func apply(to plane: inout [UInt8], width: Int, height: Int) {
    var line = [UInt8](repeating: 0, count: max(width, height))
    for y in 0..<height {
      for x in 0..<width { line[x] = plane[y * width + x] }
      blurLine(&line, count: width)
      for x in 0..<width { plane[y * width + x] = line[x] }
    }
    for x in 0..<width {
      for y in 0..<height { line[y] = plane[y * width + x] }
      blurLine(&line, count: height)
      for y in 0..<height { plane[y * width + x] = line[y] }
    }
  }

  private func blurLine(_ line: inout [UInt8], count: Int) {
    var source = line
    for box in boxes {
      let size = box.before + box.after + 1
      var sum = 0
      for k in 0..<min(box.after, count) { sum += Int(source[k]) }
      for x in 0..<count {
        let entering = x + box.after
        if entering < count { sum += Int(source[entering]) }
        line[x] = UInt8((sum + size / 2) / size)
        let leaving = x - box.before
        if leaving >= 0 { sum -= Int(source[leaving]) }
      }
      source = line
    }
  }
}
