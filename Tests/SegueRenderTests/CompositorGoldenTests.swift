import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import SegueTesting
import SnapshotTesting
import Testing

/// Exact-byte golden images of small scenes; references live in `__Snapshots__` and are
/// recorded by running the tests once with `SNAPSHOT_TESTING_RECORD=missing` after a deliberate change.
@MainActor
@Suite struct CompositorGoldenTests {
  @Test func overlappingBoxesWithOpacityAndCorners() {
    let root = Scenes.root(width: 48, height: 32)
    root.backgroundColor = Color(white: 0.9)
    let back = Scenes.box(Rect(x: 4, y: 4, width: 24, height: 18), .blue)
    back.cornerRadius = 5
    let front = Scenes.box(Rect(x: 18, y: 10, width: 26, height: 18), .orange)
    front.opacity = 0.6
    [back, front].forEach(root.addSublayer)
    assertSnapshot(of: Scenes.render(root, width: 48, height: 32), as: .png)
  }

  @Test func rotatedAndScaledContentsIn2D() {
    let root = Scenes.root(width: 40, height: 40)
    let image = Layer(frame: Rect(x: 8, y: 10, width: 24, height: 20))
    image.contents = Scenes.checkerboard(width: 6, height: 5, cell: 1, .white, .red)
    image.transform = Transform3D(rotationAngle: .pi / 7, x: 0, y: 0, z: 1).scaledBy(x: 1.2, y: 0.9, z: 1)
    root.addSublayer(image)
    assertSnapshot(of: Scenes.render(root, width: 40, height: 40), as: .png)
  }

  @Test func cardTurnedUnderPerspective() {
    let root = Scenes.root(width: 48, height: 40)
    root.sublayerTransform = .perspective(distance: 60)
    let card = Layer(frame: Rect(x: 8, y: 6, width: 32, height: 28))
    card.contents = Scenes.checkerboard(width: 8, height: 7, cell: 1, .yellow, .blue)
    card.transform = Transform3D(rotationAngle: .pi / 5, x: 0, y: 1, z: 0)
    root.addSublayer(card)
    assertSnapshot(of: Scenes.render(root, width: 48, height: 40), as: .png)
  }

  @Test func maskedGroupWithTranslucency() {
    let root = Scenes.root(width: 32, height: 32)
    root.backgroundColor = .white
    let clip = Scenes.box(Rect(x: 4, y: 4, width: 24, height: 24), .gray)
    clip.cornerRadius = 8
    clip.masksToBounds = true
    clip.opacity = 0.75
    clip.transform = Transform3D(rotationAngle: .pi / 9, x: 0, y: 0, z: 1)
    clip.addSublayer(Scenes.box(Rect(x: -6, y: 10, width: 40, height: 8), .red))
    clip.addSublayer(Scenes.box(Rect(x: 10, y: -6, width: 8, height: 40), .green))
    root.addSublayer(clip)
    assertSnapshot(of: Scenes.render(root, width: 32, height: 32), as: .png)
  }

  @Test func cubeHalfwayThroughItsTurn() {
    let size = 40.0
    let root = Scenes.root(width: size, height: size)
    let cube = Layer(frame: Rect(x: 0, y: 0, width: size, height: size))
    let perspective = Transform3D.perspective(distance: 1000 * size / 390)
    let front = Scenes.box(Rect(x: 0, y: 0, width: size, height: size), .blue)
    let side = Scenes.box(Rect(x: 0, y: 0, width: size, height: size), .orange)
    side.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(translationX: size / 2, y: 0, z: -size / 2))
    [front, side].forEach(cube.addSublayer)
    root.addSublayer(cube)
    let turned = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(translationX: -size / 2, y: 0, z: -size / 2))
      .concatenating(perspective)
    let turn = BasicAnimation(.sublayerTransform, from: perspective, to: turned)
    turn.duration = 0.5
    cube.add(turn)
    root.commit(at: 0)
    assertSnapshot(of: Scenes.render(root, width: Int(size), height: Int(size), at: 0.25), as: .png)
  }
}
