import SegueGeometry
import SegueMotion
import Testing

@MainActor
@Suite struct AnimationGroupTests {
  private func group(duration: Double, children: [Animation]) -> (Layer, AnimationGroup) {
    let layer = Layer()
    let group = AnimationGroup(animations: children)
    group.duration = duration
    layer.add(group, forKey: "group")
    layer.commit(at: 0)
    return (layer, group)
  }

  @Test func childrenRunOnTheGroupsTimeline() {
    let fade = BasicAnimation(.opacity, from: 0, to: 1)
    fade.duration = 1
    let move = BasicAnimation(.position, from: .zero, to: Point(x: 100, y: 0))
    move.duration = 1
    move.beginTime = 0.5
    let (layer, _) = group(duration: 2, children: [fade, move])
    let at075 = layer.presentation(at: 0.75)
    #expect(at075.opacity == 0.75)
    #expect(at075.position == Point(x: 25, y: 0))
  }

  @Test func theGroupCutsOffAChildThatRunsPastIt() {
    // A 10 s child in a 5 s group shows only its first 5 s (Apple's documented example).
    let long = BasicAnimation(.opacity, from: 0, to: 1)
    long.duration = 10
    long.fillMode = .forwards
    let (layer, _) = group(duration: 5, children: [long])
    #expect(abs(layer.presentation(at: 4.999).opacity - 0.4999) < 1e-9)
    layer.opacity = 0.25
    #expect(layer.presentation(at: 5).opacity == 0.25)
  }

  @Test func theGroupsTimingFunctionWarpsItsChildren() {
    let fade = BasicAnimation(.opacity, from: 0, to: 1)
    fade.duration = 1
    let layer = Layer()
    let group = AnimationGroup(animations: [fade])
    group.duration = 1
    group.timingFunction = .easeIn
    layer.add(group)
    layer.commit(at: 0)
    #expect(abs(layer.presentation(at: 0.5).opacity - 0.315357) < 1e-6)
  }

  @Test func childrensCompletionsAreIgnoredAndTheGroupsRunsOnce() {
    var log: [String] = []
    let fade = BasicAnimation(.opacity, from: 0, to: 1)
    fade.duration = 0.5
    fade.completion = { _ in log.append("child") }
    let layer = Layer()
    let group = AnimationGroup(animations: [fade])
    group.duration = 1
    group.completion = { finished in log.append("group \(finished)") }
    layer.add(group)
    layer.commit(at: 0)
    layer.commit(at: 0.75)
    layer.commit(at: 1)
    #expect(log == ["group true"])
  }

  @Test func addingCopiesTheChildren() {
    let fade = BasicAnimation(.opacity, from: 0, to: 1)
    fade.duration = 1
    let (layer, group) = group(duration: 1, children: [fade])
    fade.toValue = 0
    group.animations.removeAll()
    #expect(layer.presentation(at: 0.5).opacity == 0.5)
  }

  @Test func theCookbookCubeGroupEndsOnTheFinalSublayerTransform() {
    // The recipe's three animations, expressed on components of the sublayer transform's
    // translation and a rotation: the group holds the end with forwards fill.
    let halfWidth = 160.0
    let layer = Layer()
    let turned = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(translationX: -halfWidth, y: 0, z: -halfWidth))
      .concatenating(.perspective(distance: 1000))
    let turn = BasicAnimation(.sublayerTransform, from: .perspective(distance: 1000), to: turned)
    let group = AnimationGroup(animations: [turn])
    group.duration = 0.5
    group.fillMode = .forwards
    group.isRemovedOnCompletion = false
    layer.add(group, forKey: "cube")
    layer.commit(at: 0)
    layer.commit(at: 0.6)
    #expect(layer.presentation(at: 0.6).sublayerTransform == turned)
    #expect(layer.presentation(at: 0.25).sublayerTransform != turned)
  }
}

@MainActor
@Suite struct AnimationGroupDurationTests {
  @Test func aChildWithoutADurationRunsForTheGroupsDuration() {
    let fade = BasicAnimation(.opacity, from: 0, to: 1)
    let group = AnimationGroup(animations: [fade])
    group.duration = 2
    let layer = Layer()
    layer.add(group)
    layer.commit(at: 0)
    #expect(layer.presentation(at: 1).opacity == 0.5)
  }
}
