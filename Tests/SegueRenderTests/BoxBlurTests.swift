import Testing

@testable import SegueRender

/// The blur gives, for any plane and radius, the bytes of running each box along each row and
/// then down each column, one line at a time (the specification's reading, written out plainly
/// here).
@MainActor
@Suite struct BoxBlurTests {
  @Test(arguments: 0..<40)
  func theBlurIsThreeBoxesAlongRowsThenColumns(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &+ 9)
    // The generator's first draws from neighbouring seeds are alike: they are skipped.
    for _ in 0..<8 { _ = random.unit() }
    let width = Int.random(in: 1...40, using: &random.random)
    let height = Int.random(in: 1...40, using: &random.random)
    let blur = try #require(BoxBlur(sigma: random.value(0.8...9)))
    let plane = (0..<(width * height)).map { _ in UInt8.random(in: 0...255, using: &random.random) }
    var blurred = plane
    blur.apply(to: &blurred, width: width, height: height)
    #expect(blurred == Self.reference(blur, plane, width: width, height: height), "seed \(seed)")
  }

  private static func reference(_ blur: BoxBlur, _ plane: [UInt8], width: Int, height: Int) -> [UInt8] {
    func line(_ values: [UInt8]) -> [UInt8] {
      var source = values
      for box in blur.boxes {
        let size = box.before + box.after + 1
        source = values.indices.map { x in
          let window = max(0, x - box.before)...min(values.count - 1, x + box.after)
          return UInt8((window.reduce(0) { $0 + Int(source[$1]) } + size / 2) / size)
        }
      }
      return source
    }
    var result = plane
    for y in 0..<height {
      result.replaceSubrange(
        (y * width)..<(y * width + width), with: line(Array(result[(y * width)..<(y * width + width)])))
    }
    for x in 0..<width {
      let column = line((0..<height).map { result[$0 * width + x] })
      for y in 0..<height { result[y * width + x] = column[y] }
    }
    return result
  }
}

/// The box mean's multiply and shift gives the division's byte for every sum a box can hold.
@Suite struct BoxMeanTests {
  @Test(arguments: [1...48, 49...1100, 1101...2200, 2201...3300, 3301...4200, 9000...9001])
  func theMeanIsTheRoundedDivisionForEverySum(sizes: ClosedRange<Int>) {
    for size in sizes {
      let mean = BoxMean(size: size)
      // Every sum for small boxes; for larger ones, the sums on either side of each place where
      // the mean steps up (where the division's remainder wraps).
      var sums: [Int] = []
      if size <= 48 {
        sums = Array(0...(255 * size))
      } else {
        for k in 0...255 {
          let nearest = k * size - size / 2
          sums += [nearest - 1, nearest, nearest + size - 1].filter { (0...(255 * size)).contains($0) }
        }
      }
      let wide = sums.map { UInt32($0) }
      var means = [UInt8](repeating: 0, count: sums.count)
      wide.withUnsafeBufferPointer { wide in
        means.withUnsafeMutableBufferPointer { mean.of(wide.baseAddress!, into: $0.baseAddress!, count: wide.count) }
      }
      for (index, sum) in sums.enumerated() {
        let expected = UInt8((sum + size / 2) / size)
        guard mean.of(UInt32(sum)) == expected, means[index] == expected else {
          Issue.record("size \(size), sum \(sum): \(mean.of(UInt32(sum))) and \(means[index]) instead of \(expected)")
          return
        }
      }
    }
  }
}
