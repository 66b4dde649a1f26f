import SegueGeometry
import SegueImage
import SegueTesting
import Testing

/// The motion check on recordings drawn by hand: a light page sliding over a dark one, with
/// each defect of issue 19 put in.
@Suite struct MotionCheckTests {
  private static let width = 200
  private static let height = 100

  /// A frame with the light page's left edge at `edge` (whole pixels), plus the `extra`
  /// leftmost columns filled light (something that pops in), darkened by
  /// `dimming` (0 … 1) everywhere.
  private static func frame(edge: Int, extra: Int = 0, dimming: Double = 0) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    let light = gray(UInt8((230 * (1 - dimming)).rounded()))
    let dark = gray(UInt8((40 * (1 - dimming)).rounded()))
    for y in 0..<height {
      for x in 0..<width {
        let popped = x < extra
        bitmap[x, y] = x >= edge || popped ? light : dark
      }
    }
    return bitmap
  }

  private static func gray(_ value: UInt8) -> Bitmap.Pixel {
    Bitmap.Pixel(red: value, green: value, blue: value)
  }

  /// The problems of frames with the page's edge at `edges`, 30 frames a second.
  private static func problems(_ edges: [Int], extra: [Int: Int] = [:], dimming: [Int: Double] = [:]) -> [MotionProblem]
  {
    var check = MotionCheck()
    for (index, edge) in edges.enumerated() {
      check.append(frame(edge: edge, extra: extra[index] ?? 0, dimming: dimming[index] ?? 0), at: Double(index) / 30)
    }
    return check.problems
  }

  @Test func aSteadySlideAnEaseInAndAnEaseOutPass() {
    #expect(Self.problems([190, 190, 180, 170, 160, 150, 140, 130, 130, 130]).isEmpty)
    // From rest: 1, 3, 5, 7 … pixels a frame, each step at most three times the one before.
    #expect(Self.problems([190, 190, 189, 186, 181, 174, 165, 154, 141, 126, 126]).isEmpty)
    #expect(Self.problems([150, 130, 112, 98, 88, 82, 79, 78, 78, 78]).isEmpty)
  }

  @Test func aChangeMadeAtOnceOnAStillScreenIsNoJump() {
    #expect(Self.problems([190, 190, 190, 190, 190, 20, 20, 20, 20]).isEmpty)
  }

  @Test func aFrameRepeatedInTheMiddleOfASlideIsAHitch() throws {
    let problems = Self.problems([190, 180, 170, 160, 160, 150, 140, 130])
    let problem = try #require(problems.first)
    #expect(problems.count == 1)
    #expect(problem.kind == .repeatedFrame && problem.frame == 4)
    #expect(
      problem.description.hasPrefix("frame 4 (0.133 s) repeats the frame before while the content moves around it"))
  }

  @Test func aReleaseThatRepeatsTheLiftsFrameIsAHitchButAStartFromStillnessIsNot() {
    // The finger lifts and the rest starts from rest: the lift's frame repeats, the next one
    // barely moves.
    #expect(Self.problems([190, 180, 170, 160, 160, 159, 156, 151]).map(\.kind) == [.repeatedFrame])
    #expect(Self.problems([190, 190, 190, 189, 186, 181]).isEmpty)
  }

  @Test func somethingThatPopsInWhileThePageSlidesIsAJump() throws {
    // A wedge 40 pixels wide appears at once on the first frame of a fold, then stays.
    let edges = [190, 190, 188, 184, 178, 170, 160]
    let extra = Dictionary(uniqueKeysWithValues: (2..<edges.count).map { ($0, 40) })
    let problems = Self.problems(edges, extra: extra)
    #expect(problems.map(\.kind) == [.jump])
    #expect(problems.first?.frame == 2)
  }

  @Test func aFaceDimmedAtOnceAsTheTurnStartsIsAJump() {
    let edges = [190, 190, 185, 180, 175, 170, 165]
    let dimming = Dictionary(uniqueKeysWithValues: (2..<edges.count).map { ($0, 0.4) })
    #expect(Self.problems(edges, dimming: dimming).map(\.kind) == [.jump])
  }

  @Test func aMotionThatCreepsAndThenCompletesInOneFrameSnaps() throws {
    // The fold that is 97 % done, barely moves, then snaps away.
    let edges = [150, 100, 60, 40, 31, 30, 30, 30, 30, 30, 30, 30, 0, 0, 0]
    let creeping = Dictionary(uniqueKeysWithValues: (5..<12).map { ($0, $0 % 2) })
    let problems = Self.problems(edges, extra: creeping)
    let problem = try #require(problems.last)
    #expect(problem.kind == .snap && problem.frame == 12)
    #expect(problem.description.contains("snaps: the motion stalls and then completes in one frame"))
  }

  @Test func changesMeasuredElsewhereAreAnalysedTheSameWay() {
    let changes = [0.0, 5, 5, 0, 5, 5].enumerated().map {
      FrameChange(time: Double($0.offset) / 60, meanDifference: $0.element, visibleFraction: $0.element > 0 ? 0.05 : 0)
    }
    #expect(MotionCheck(changes: changes).problems.map(\.kind) == [.repeatedFrame])
  }

  @Test func framesOfAnotherSizeDifferEverywhere() {
    let change = FrameChange(from: Bitmap(width: 2, height: 2), to: Bitmap(width: 3, height: 2), time: 0)
    #expect(change.meanDifference == 255 && change.visibleFraction == 1)
  }
}

extension MotionCheckTests {
  /// The measures of a change are those of comparing every pixel, for frames of odd and even
  /// pixel counts whose pixels partly stay the same.
  @Test(arguments: 0..<30)
  func aChangeMeasuresEveryPixel(seed: Int) {
    // A linear congruential sequence: enough to vary the pixels, the same on every run.
    var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let width = Int(next() % 9) + 1
    let height = Int(next() % 7) + 1
    var old = Bitmap(width: width, height: height)
    var new = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let value = UInt8(truncatingIfNeeded: next())
        old[x, y] = Bitmap.Pixel(red: value, green: value / 2, blue: 255 - value)
        new[x, y] =
          next() % 2 == 0
          ? old[x, y] : Bitmap.Pixel(red: UInt8(truncatingIfNeeded: next()), green: 3, blue: 200)
      }
    }
    var total = 0
    var visible = 0
    for y in 0..<height {
      for x in 0..<width {
        let (a, b) = (old[x, y], new[x, y])
        let steps = [
          abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)),
        ]
        total += steps.reduce(0, +)
        if steps.max()! > FrameChange.visibleStep { visible += 1 }
      }
    }
    let change = FrameChange(from: old, to: new, time: 1)
    #expect(change.meanDifference == Double(total) / Double(width * height * 3))
    #expect(change.visibleFraction == Double(visible) / Double(width * height))
  }
}
