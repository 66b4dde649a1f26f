import SegueGeometry
import SegueTransitions
import SegueUI
import Testing

/// Which faces the page curl draws on a 320 × 480 stage (80 strips of 4 points, a cylinder of
/// radius 32): the strips on the cylinder one by one, and the strips lying flat as runs of the
/// sizes of the bits of their counts, the strips they stand for transparent.
@MainActor
@Suite struct PageCurlRunsTests {
  /// The faces drawn now: the strips drawing their own, and the runs drawn, as the index of the
  /// strip whose carriage carries each and how many strips it stands for (its width over the
  /// 4-point strips, less the overlaps of its ends).
  private func drawnFaces(on stage: AnimatorStage) -> (strips: [Int], runs: [(first: Int, count: Int)]) {
    var strips: [Int] = []
    var runs: [(first: Int, count: Int)] = []
    for (index, carriage) in (stage.addedViews.first?.subviews ?? []).enumerated() {
      let faces = carriage.subviews.filter { stage.shown(carriage).opacity > 0 && stage.shown($0).opacity > 0 }
      for face in faces {
        if face === carriage.subviews[0] {
          strips.append(index)
        } else {
          runs.append((index, Int((face.bounds.width / 4).rounded(.down))))
        }
      }
    }
    return (strips, runs)
  }

  /// Expects every strip to be drawn at most once, by its own face or by one run, and returns
  /// those drawn by neither: lying flat or on the roll's near half (still facing the viewer),
  /// hidden behind its far half and the part lying on top (see `CurlOcclusion`).
  @discardableResult
  private func expectEveryStripDrawnOnceButTheHidden(
    _ faces: (strips: [Int], runs: [(first: Int, count: Int)]), on stage: AnimatorStage
  ) -> [Int] {
    let covered = faces.strips + faces.runs.flatMap { $0.first..<$0.first + $0.count }
    #expect(Set(covered).count == covered.count, "\(faces)")
    let hidden = Set(0..<80).subtracting(covered).sorted()
    let carriages = stage.addedViews.first?.subviews ?? []
    for index in hidden {
      let normal = stage.shown(carriages[index]).transform.homogeneous(SIMD4(0, 0, 1, 0))
      #expect(normal.z > 0, "strip \(index) lies flat or on the roll's near half")
    }
    return hidden
  }

  /// Expects the carriages of the strips not drawn, and carrying no run drawn, to be transparent.
  private func expectEmptyCarriagesTransparent(
    _ faces: (strips: [Int], runs: [(first: Int, count: Int)]), on stage: AnimatorStage
  ) {
    let carriages = stage.addedViews.first?.subviews ?? []
    let shownCarriages = carriages.indices.filter { stage.shown(carriages[$0]).opacity > 0 }
    #expect(shownCarriages == (faces.strips + faces.runs.map(\.first)).sorted(), "the others carry nothing drawn")
  }

  @Test(arguments: [false, true])
  func atRestTheWholePageIsTwoRuns(reverse: Bool) {
    let stage = AnimatorStage()
    stage.scrub(PageCurlAnimator(reverse: reverse), to: reverse ? 1 : 0)
    stage.step()
    let faces = drawnFaces(on: stage)
    #expect(faces.strips.isEmpty)
    #expect(faces.runs.map(\.first) == [0, 64] && faces.runs.map(\.count) == [64, 16], "80 = 64 + 16: \(faces.runs)")
  }

  @Test(arguments: [false, true])
  func aQuarterOfTheWayTheRollIsDrawnStripByStripAndTheFlatPartAsRuns(reverse: Bool) {
    let stage = AnimatorStage()
    stage.scrub(PageCurlAnimator(reverse: reverse), to: reverse ? 0.75 : 0.25)
    stage.step()
    let faces = drawnFaces(on: stage)
    let hidden = expectEveryStripDrawnOnceButTheHidden(faces, on: stage)
    // The contact at x = 232: 58 strips lie flat (32 + 16 + 8 + 2); the other 22 lie on the
    // roll, the 13 of its near half (arcs below 16 π ≈ 50.3 points) below the 9 of its far half,
    // which hides some of them.
    #expect(faces.runs.map(\.first) == [0, 32, 48, 56] && faces.runs.map(\.count) == [32, 16, 8, 2], "\(faces.runs)")
    #expect(hidden.allSatisfy { (58..<71).contains($0) }, "only on the near half: \(hidden)")
    #expect(faces.strips == Array(58..<80).filter { !hidden.contains($0) })
    expectEmptyCarriagesTransparent(faces, on: stage)
  }

  @Test(arguments: [false, true])
  func halfWayTheTopIsDrawnAsRunsAndHidesMuchOfTheFlatPart(reverse: Bool) {
    let stage = AnimatorStage()
    stage.scrub(PageCurlAnimator(reverse: reverse), to: 0.5)
    stage.step()
    let faces = drawnFaces(on: stage)
    let hidden = expectEveryStripDrawnOnceButTheHidden(faces, on: stage)
    // The contact at x = 144: 36 strips lie flat, 25 on the roll; the 19 right of it lie on top
    // (16 + 2 + 1, the one alone drawing its own face), seen over the flat part.
    let top = faces.runs.filter { $0.first >= 36 }
    #expect(top.map(\.first) == [62, 64] && top.map(\.count) == [2, 16], "\(top)")
    #expect(Array(48..<62).allSatisfy(faces.strips.contains), "the far half and the one left by the top's bits")
    #expect(hidden.filter { $0 < 36 }.count >= 4 && hidden.filter { $0 >= 36 }.count >= 4, "\(hidden)")
    expectEmptyCarriagesTransparent(faces, on: stage)
  }

  @Test func runsComeAndGoButNeverOutnumberTheBitsOfTheFlatPartsAndHiddenStripsAreNotDrawn() {
    let stage = AnimatorStage()
    let interaction = stage.scrub(PageCurlAnimator(), to: 0)
    for step in 0...40 {
      interaction.update(Double(step) / 40)
      stage.step()
      let faces = drawnFaces(on: stage)
      expectEveryStripDrawnOnceButTheHidden(faces, on: stage)
      #expect(faces.runs.count <= 2 * 6, "at most the bits of two counts below 128, less runs of one")
      #expect(faces.runs.allSatisfy { $0.count > 1 && $0.count & ($0.count - 1) == 0 }, "\(faces.runs)")
    }
  }
}
