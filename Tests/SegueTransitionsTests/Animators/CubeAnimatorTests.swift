import SegueGeometry
import SegueTestSupport
import SegueTesting
import SegueTransitions
import SegueUI
import Testing

@MainActor
@Suite struct CubeAnimatorTests {
  /// The recipe's cube at `progress` of a turn over a width `width`: perspective m34 = −1/1000,
  /// turned by ∓π/2·progress about y after a move of (∓width/2, 0, −width/2)·progress.
  private func recipeTransform(progress: Double, width: Double, forward: Bool) -> Transform3D {
    let sign = forward ? -1.0 : 1.0
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 1000
    let move = Transform3D(translationX: sign * width / 2 * progress, y: 0, z: -width / 2 * progress)
    return Transform3D(rotationAngle: sign * .pi / 2 * progress, x: 0, y: 1, z: 0).concatenating(move)
      .concatenating(perspective)
  }

  /// Where the edge the two faces share falls on screen at `progress`, worked out by hand: the
  /// old face's right (forward) or left edge, half a width from the cube's centre, turned by θ,
  /// moved, then divided by w = 1 + z·m34.
  private func seamX(progress: Double, width: Double, forward: Bool) -> Double {
    let sign = forward ? -1.0 : 1.0
    let edge = -sign * width / 2
    let angle = sign * .pi / 2 * progress
    let x = edge * Double.cos(angle) + sign * width / 2 * progress
    let z = -edge * Double.sin(angle) - width / 2 * progress
    return width / 2 + x / (1 - z / 1000)
  }

  /// The cube as shown now: its sublayer transform after its move after its turn (all three
  /// about the container's centre), and its faces; `nil` when it is not in the container.
  private func shownCube(on stage: AnimatorStage) -> (transform: Transform3D, faces: [View])? {
    guard let perspective = stage.addedViews.first, let mover = perspective.subviews.first,
      let spinner = mover.subviews.first
    else { return nil }
    let transform = stage.shown(spinner).transform.concatenating(stage.shown(mover).transform)
      .concatenating(stage.shown(perspective).sublayerTransform)
    return (transform, spinner.subviews)
  }

  @Test(arguments: [true, false])
  func theCubeTurnsAQuarterTurnUnderTheRecipesPerspective(forward: Bool) throws {
    for progress in [0.0, 0.5, 1.0] {
      let stage = AnimatorStage()
      stage.scrub(CubeAnimator(goesForward: forward), to: progress)
      let cube = try #require(shownCube(on: stage))
      #expect(
        cube.transform.distance(to: recipeTransform(progress: progress, width: stage.width, forward: forward)) < 1e-4)
      #expect(cube.faces.count == 2)
      #expect(stage.to.view.isHidden && stage.from.view.isHidden)
    }
  }

  @Test func theNewFaceStandsAtRightAnglesOnTheSideTheCubeTurnsTo() throws {
    for forward in [true, false] {
      let stage = AnimatorStage()
      stage.scrub(CubeAnimator(goesForward: forward), to: 0)
      let faces = try #require(shownCube(on: stage)).faces
      #expect(faces[0].transform3D == .identity)
      let width = stage.width
      let newFace = faces[1].transform3D
      let leftEdge = newFace.homogeneous(SIMD4(-width, 0, 0, 1))
      let rightEdge = newFace.homogeneous(SIMD4(0, 0, 0, 1))
      if forward {
        #expect(abs(leftEdge.x) < 1e-9 && abs(leftEdge.z) < 1e-9)
        #expect(abs(rightEdge.x) < 1e-9 && abs(rightEdge.z + width) < 1e-9)
      } else {
        #expect(abs(leftEdge.x + width) < 1e-9 && abs(leftEdge.z + width) < 1e-9)
        #expect(abs(rightEdge.x + width) < 1e-9 && abs(rightEdge.z) < 1e-9)
      }
    }
  }

  @Test(arguments: [true, false])
  func halfWayTheSeamIsWhereThePerspectiveSaysAndBothFacesAreDimmedHalfTheWay(forward: Bool) throws {
    let harness = TransitionHarness(size: Size(width: 320, height: 240))
    let run = harness.run(
      CubeAnimator(goesForward: forward), scenario: .interactive(progress: [0.5, 0.5, 0.5], finishes: true),
      recordingFrames: true)
    let frame = try #require(run.frames.dropFirst(2).first)
    let seam = seamX(progress: 0.5, width: 320, forward: forward)
    #expect(abs(seam - (forward ? 194.27 : 125.73)) < 0.01)
    let row = 120
    let column = Int(seam.rounded())
    let oldSide = forward ? -1 : 1
    let oldFace = frame[column + 3 * oldSide, row]
    let newFace = frame[column - 3 * oldSide, row]
    #expect(oldFace.blue > oldFace.red && newFace.red > newFace.blue)
    let oldInside = frame[forward ? 100 : 220, row]
    let newInside = frame[forward ? 260 : 60, row]
    // Each face turned 45° away is under a 20 % overlay: 80 % of its colour.
    #expect(
      abs(Int(oldInside.red) - 41) <= 2 && abs(Int(oldInside.green) - 81) <= 2 && abs(Int(oldInside.blue) - 184) <= 2)
    #expect(
      abs(Int(newInside.red) - 193) <= 2 && abs(Int(newInside.green) - 112) <= 2 && abs(Int(newInside.blue) - 31) <= 2)
  }

  @Test func theFaceSeenFlatIsNotDimmedAndTheDimmingDeepensWithTheTurn() throws {
    let harness = TransitionHarness(size: Size(width: 320, height: 240))
    let progress = [0, 0.25, 0.5]
    let run = harness.run(
      CubeAnimator(), scenario: .interactive(progress: progress, finishes: true), recordingFrames: true)
    let frames = Array(run.frames)
    #expect(frames.count > progress.count)
    let before = try #require(frames.first)[100, 120]
    let start = try #require(frames.dropFirst(1).first)[100, 120]
    #expect(start == before, "the first frame of the turn shows the old view as it was")
    // Twenty points inside the old face, left of the seam as the cube turns forward.
    let blues = progress.enumerated().map { index, progress in
      Int(frames[index + 1][Int(seamX(progress: progress, width: 320, forward: true)) - 20, 120].blue)
    }
    #expect(blues[0] > blues[1] && blues[1] > blues[2], "\(blues)")
  }

  @Test func theTurnIsLinearAndTakesHalfASecondOnItsOwn() throws {
    let stage = AnimatorStage()
    stage.start(CubeAnimator())
    stage.run(for: 0.25)
    let shown = try #require(shownCube(on: stage)).transform
    let elapsed = stage.clock.now - 1.0 / 60
    #expect(shown.distance(to: recipeTransform(progress: elapsed / 0.5, width: stage.width, forward: true)) < 0.05)
    stage.run(for: 0.3)
    #expect(stage.addedViews.isEmpty && !stage.to.view.isHidden && stage.from.view.superview == nil)
  }
}
