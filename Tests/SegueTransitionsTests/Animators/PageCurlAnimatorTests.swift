import SegueGeometry
import SegueImage
import SegueTransitions
import SegueUI
import Testing

/// The page curl scrubbed (linear) on a 320 × 480 stage: a cylinder of radius 32 rolls from the
/// right edge (x = 320) to a radius beyond the left one (x = −32).
@MainActor
@Suite struct PageCurlAnimatorTests {
  /// The cylinder's radius on the stage.
  private let radius = 32.0

  /// The strips' carriages while the curl runs, left to right on the flat page.
  private func strips(on stage: AnimatorStage) -> [View] {
    stage.addedViews.first?.subviews ?? []
  }

  /// Where the middle of `strip` is shown now: x and depth towards the viewer, and the z of its
  /// face's normal (negative when it faces away).
  private func shownPlace(of strip: View, on stage: AnimatorStage) -> (x: Double, z: Double, facing: Double) {
    let carriage = stage.shown(strip)
    let below = stage.shown(strip.subviews[0]).zPosition
    let middle = carriage.transform.homogeneous(SIMD4(0, 0, below, 1))
    let normal = carriage.transform.homogeneous(SIMD4(0, 0, 1, 0))
    return (carriage.position.x + middle.x, carriage.zPosition + middle.z, normal.z)
  }

  /// Where the line of the page at `x` belongs when the cylinder touches the page at `contact`:
  /// flat in place before it, an arc `s` past it at the angle `s / r` on the cylinder, and past
  /// a half turn flat on top, a diameter up, running back to the left.
  private func expectedPlace(ofLineAt x: Double, contact: Double) -> (x: Double, z: Double) {
    let arc = x - contact
    if arc <= 0 { return (x, 0) }
    if arc >= .pi * radius { return (contact - (arc - .pi * radius), 2 * radius) }
    let angle = arc / radius
    return (contact + radius * Double.sin(angle), radius * (1 - Double.cos(angle)))
  }

  @Test(arguments: [false, true], [0.13, 0.37, 0.5, 0.81])
  func scrubbedAnywhereEveryStripLiesExactlyOnTheCurl(reverse: Bool, progress: Double) {
    let stage = AnimatorStage()
    let interaction = stage.scrub(PageCurlAnimator(reverse: reverse), to: reverse ? 1 : 0)
    stage.step()
    let lines = strips(on: stage).map { shownPlace(of: $0, on: stage).x }
    #expect(lines.count == 80)
    interaction.update(progress)
    stage.step()
    let curled = reverse ? 1 - progress : progress
    let contact = 320 - curled * (320 + radius)
    for (strip, line) in zip(strips(on: stage), lines) {
      let shown = shownPlace(of: strip, on: stage)
      let expected = expectedPlace(ofLineAt: line, contact: contact)
      #expect(abs(shown.x - expected.x) < 1e-9 && abs(shown.z - expected.z) < 1e-9, "line \(line): \(shown)")
    }
  }

  @Test func halfWayTheFlatPartLiesInPlaceTheRollRisesAndTheTopFacesAway() {
    let stage = AnimatorStage()
    stage.scrub(PageCurlAnimator(), to: 0.5)
    stage.step()
    let contact = 320 - 0.5 * (320 + radius)
    let places = strips(on: stage).map { (strip: $0, place: shownPlace(of: $0, on: stage)) }
    let flat = places.prefix { $0.place.x <= contact }
    #expect(flat.count == 36, "the strips whose middles, 4 points apart, lie left of x = 144")
    #expect(flat.allSatisfy { stage.shown($0.strip).transform == .identity && $0.place.z == 0 })
    let inner = flat.dropFirst()
    #expect(zip(inner, inner.dropFirst()).allSatisfy { abs($1.place.x - $0.place.x - 4) < 1e-9 }, "in place")
    let rest = places.dropFirst(flat.count)
    let roll = rest.prefix { $0.place.facing > -1 + 1e-9 }
    #expect(roll.count > 10)
    #expect(zip(roll, roll.dropFirst()).allSatisfy { $1.place.z > $0.place.z }, "rising with the angle")
    let top = rest.dropFirst(roll.count)
    #expect(top.count > 10)
    #expect(top.allSatisfy { abs($0.place.facing + 1) < 1e-9 && abs($0.place.z - 2 * radius) < 1e-9 })
    #expect(stage.from.view.isHidden, "the strips stand in for the old screen")
    #expect(stage.container.subviews.first === stage.to.view, "the new screen waits beneath")
    #expect(stage.container.layer.sublayerTransform == .perspective(distance: 2 * 480))
  }

  /// The brightness (sum of the channels) of the pixel at `x` half way down `frame`.
  private func brightness(_ frame: Bitmap, x: Int) -> Int {
    let pixel = frame[x, frame.height / 2]
    return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)
  }

  @Test func halfWayTheBackOfThePageShowsLightDarkeningTowardsTheRollsEdge() {
    let stage = AnimatorStage()
    let renderer = OffscreenRenderer(for: stage.window, background: Bitmap.Pixel(red: 0, green: 0, blue: 0))
    stage.application.renderer = renderer
    stage.step()
    let old = renderer.frame[20, 240]
    stage.scrub(PageCurlAnimator(), to: 0.5)
    stage.step()
    let frame = renderer.frame
    #expect(frame[20, 240] == old, "the flat part of the old page")
    #expect(frame[300, 240] == Bitmap.Pixel(red: 242, green: 140, blue: 38), "the new page beyond the roll")
    let back = frame[100, 240]
    #expect(back.red > 200 && back.green > 200 && back.blue > 200, "light: \(back)")
    #expect(back.blue > back.red, "the old page's blue shows through, mirrored")
    let across = [100, 150, 165, 172].map { brightness(frame, x: $0) }
    #expect(zip(across, across.dropFirst()).allSatisfy { $1 < $0 }, "\(across)")
  }

  @Test func aSmallPageIsCutIntoNarrowerStripsThatTurnAtMostASixteenthOfAHalfTurnEach() {
    let stage = AnimatorStage(size: Size(width: 72, height: 128))
    stage.scrub(PageCurlAnimator(), to: 0.5)
    // A radius of 7.2 points: strips of at most 7.2 π / 16 ≈ 1.41 points, 51 across 72.
    #expect(strips(on: stage).count == 51)
  }

  @Test(arguments: [0.1, 0.5, 0.9])
  func cancelledOrFinishedTheStripsGoAndTheContainerIsFlatAgain(progress: Double) {
    for finishing in [false, true] {
      let stage = AnimatorStage()
      let interaction = stage.scrub(PageCurlAnimator(), to: progress)
      stage.step()
      if finishing { interaction.finish() } else { interaction.cancel() }
      stage.run(for: 2)
      #expect(stage.addedViews.isEmpty && stage.container.layer.sublayerTransform == .identity)
      #expect(!stage.from.view.isHidden && !stage.to.view.isHidden)
      let staying = finishing ? stage.to.view : stage.from.view
      #expect(stage.container.subviews.count == 1 && stage.container.subviews.first === staying)
    }
  }
}
