import SegueGeometry
import Testing

@testable import SegueRender

/// The quick interior test answers only where the exact coverage agrees: a pixel it calls fully
/// covered has coverage exactly 1, one it calls inside the hole or outside a corner exactly 0.
@MainActor
@Suite struct InteriorTestTests {
  @Test func itsAnswersAreTheExactCoverage() {
    var answers = (covered: 0, inHole: 0, outside: 0)
    for seed in 0..<200 { check(seed: seed, counting: &answers) }
    // Every answer was given, so none of the checks above was vacuous.
    #expect(answers.covered > 1_000 && answers.inHole > 1_000 && answers.outside > 300, "\(answers)")
  }

  private func check(seed: Int, counting answers: inout (covered: Int, inHole: Int, outside: Int)) {
    var random = RandomScenes(seed: UInt64(seed) &+ 77)
    let box = Rect(
      x: random.value(-5...5), y: random.value(-5...5), width: random.value(4...40), height: random.value(4...40))
    let rounding = RoundedBox(box, radius: random.value(0...min(box.width, box.height) / 2))
    let inset = random.value(0.5...3)
    let hole = random.unit() < 0.7 ? RoundedBox(box.insetBy(dx: inset, dy: inset), radius: random.value(0...4)) : nil
    let shape = CoverageShape(box: box, rounding: rounding, hole: hole)
    let test = InteriorTest(shape: shape)
    // A footprint of a turned and scaled pixel: the gradients of u and v along the device axes.
    let pixel = PixelFootprint(
      ux: random.value(-1.5...1.5), uy: random.value(-1.5...1.5), vx: random.value(-1.5...1.5),
      vy: random.value(-1.5...1.5))
    for _ in 0..<400 {
      let u = random.value((box.minX - 2)...(box.maxX + 2))
      let v = random.value((box.minY - 2)...(box.maxY + 2))
      let gradientU2 = pixel.ux * pixel.ux + pixel.uy * pixel.uy
      let gradientV2 = pixel.vx * pixel.vx + pixel.vy * pixel.vy
      if test.isFullyCovered(u, v, gradientU2: gradientU2, gradientV2: gradientV2) {
        #expect(shape.coverage(u, v, pixel) == 1, "seed \(seed) at (\(u), \(v))")
        answers.covered += 1
      }
      if test.isInsideHole(u, v, gradientU2: gradientU2, gradientV2: gradientV2) {
        #expect(hole != nil)
        #expect(shape.coverage(u, v, pixel) == 0, "seed \(seed) at (\(u), \(v))")
        answers.inHole += 1
      }
      if test.isOutsideCorners(u, v, gradientU2: gradientU2, gradientV2: gradientV2) {
        #expect(shape.coverage(u, v, pixel) == 0, "seed \(seed) at (\(u), \(v)) outside a corner")
        answers.outside += 1
      }
    }
  }
}
