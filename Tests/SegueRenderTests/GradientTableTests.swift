import SegueGeometry
import SegueImage
import Testing

@testable import SegueRender

/// The table gives the exactly interpolated colour within one step of 1/255 per channel at any
/// position, with hard stops (equal locations) exact and the end colours beyond the stops.
@MainActor
@Suite struct GradientTableTests {
  @Test(arguments: 0..<60)
  func theTableIsTheInterpolationWithinOneStep(seed: Int) {
    var random = RandomScenes(seed: UInt64(seed) &* 7919 &+ 3)
    for _ in 0..<8 { _ = random.unit() }
    let count = Int.random(in: 1...5, using: &random.random)
    let colors = (0..<count).map { _ in random.color() }
    var locations = (0..<count).map { _ in random.value(-0.2...1.2) }.sorted()
    // Hard stops: neighbouring stops at one place.
    if count > 2, random.unit() < 0.5 { locations[1] = locations[2] }
    if count == 2, random.unit() < 0.3 { locations[1] = locations[0] }
    let table = GradientTable(GradientTable.Key(colors: colors, locations: locations))
    var positions = (0..<400).map { _ in random.value(-0.5...1.5) }
    positions += locations + locations.map { $0.nextUp } + locations.map { $0.nextDown } + [.nan]
    for t in positions {
      let exact = Self.interpolated(colors, locations, at: t).premultipliedPixel
      let word = table.word(at: t)
      let sampled = Bitmap.Pixel(
        red: UInt8(word & 0xFF), green: UInt8(word >> 8 & 0xFF), blue: UInt8(word >> 16 & 0xFF),
        alpha: UInt8(word >> 24))
      let difference = [
        Int(exact.red) - Int(sampled.red), Int(exact.green) - Int(sampled.green), Int(exact.blue) - Int(sampled.blue),
        Int(exact.alpha) - Int(sampled.alpha),
      ].map(abs).max()!
      #expect(difference <= 1, "seed \(seed) at \(t): \(exact) against \(sampled), stops \(locations)")
    }
  }

  /// The straight-sRGB interpolation of the stops, as Core Animation's gradient layer defines it.
  private static func interpolated(_ colors: [Color], _ locations: [Double], at t: Double) -> Color {
    guard t > locations[0] else { return colors[0] }
    guard t < locations[locations.count - 1] else { return colors[colors.count - 1] }
    var index = 0
    while index + 2 < locations.count && locations[index + 1] <= t { index += 1 }
    let width = locations[index + 1] - locations[index]
    guard width > 0 else { return colors[index + 1] }
    return colors[index].interpolated(to: colors[index + 1], fraction: (t - locations[index]) / width)
  }
}
