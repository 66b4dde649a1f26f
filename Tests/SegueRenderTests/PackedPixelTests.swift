import Testing

@testable import SegueRender

/// The packed source-over must equal the per-channel arithmetic byte for byte.
@Suite struct PackedPixelTests {
  private func word(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> UInt32 {
    UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
  }

  @Test func overAndScaleMatchThePerChannelPath() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 56)
    }
    for _ in 0..<20_000 {
      let alpha = next()
      let (r, g, b) = (next() * alpha / 255, next() * alpha / 255, next() * alpha / 255)
      let below = (next(), next(), next(), next())
      let opacity = next()
      var expected = [UInt8](repeating: 0, count: 4)
      expected[0] = UInt8(below.0)
      expected[1] = UInt8(below.1)
      expected[2] = UInt8(below.2)
      expected[3] = UInt8(below.3)
      var (sr, sg, sb, sa) = (r, g, b, alpha)
      PixelMath.scale(&sr, &sg, &sb, &sa, by: opacity)
      expected.withUnsafeMutableBufferPointer {
        PixelMath.blendOver($0, at: 0, red: sr, green: sg, blue: sb, alpha: sa)
      }
      let packed = PackedPixel.over(
        PackedPixel.scaled(word(r, g, b, alpha), by: UInt64(opacity)), word(below.0, below.1, below.2, below.3))
      let bytes = (0..<4).map { UInt8(truncatingIfNeeded: packed >> (8 * UInt32($0))) }
      #expect(bytes == expected, "source \((r, g, b, alpha)) over \(below) at \(opacity)")
    }
  }
}
