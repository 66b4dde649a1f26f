import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import SegueTesting
import SnapshotTesting
import Testing

/// Golden images of corners, borders, shadows and gradients.
@MainActor
@Suite struct AppearanceGoldenTests {
  @Test func antiAliasedCornersFlatTurnedAndInPerspective() {
    let root = Scenes.root(width: 64, height: 24)
    root.backgroundColor = .white
    root.sublayerTransform = .perspective(distance: 80)
    let circle = Scenes.box(Rect(x: 2, y: 2, width: 20, height: 20), .blue)
    circle.cornerRadius = 10
    let turned = Scenes.box(Rect(x: 24, y: 4, width: 16, height: 16), .red)
    turned.cornerRadius = 4
    turned.transform = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1)
    let tilted = Scenes.box(Rect(x: 44, y: 2, width: 18, height: 20), .green)
    tilted.cornerRadius = 6
    tilted.transform = Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0)
    [circle, turned, tilted].forEach(root.addSublayer)
    assertSnapshot(of: Scenes.render(root, width: 64, height: 24), as: .png)
  }

  @Test func bordersAreInsetRoundedAndAboveSublayers() {
    let root = Scenes.root(width: 64, height: 24)
    root.backgroundColor = .white
    let plain = Scenes.box(Rect(x: 2, y: 2, width: 18, height: 20), .yellow)
    plain.borderWidth = 2
    let rounded = Scenes.box(Rect(x: 23, y: 2, width: 18, height: 20), .yellow)
    rounded.borderWidth = 1.5
    rounded.borderColor = .blue
    rounded.cornerRadius = 6
    rounded.addSublayer(Scenes.box(Rect(x: -4, y: 8, width: 26, height: 4), .red))
    let turned = Layer(frame: Rect(x: 45, y: 4, width: 16, height: 16))
    turned.borderWidth = 3
    turned.borderColor = Color.red.withAlphaComponent(0.5)
    turned.cornerRadius = 8
    turned.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
    [plain, rounded, turned].forEach(root.addSublayer)
    assertSnapshot(of: Scenes.render(root, width: 64, height: 24), as: .png)
  }

  @Test func shadowsSoftHardAndOfSublayers() {
    let root = Scenes.root(width: 64, height: 32)
    root.backgroundColor = .white
    let soft = Scenes.box(Rect(x: 6, y: 10, width: 14, height: 14), .orange)
    soft.shadowOpacity = 0.8
    let hard = Scenes.box(Rect(x: 26, y: 6, width: 12, height: 12), .blue)
    hard.cornerRadius = 4
    hard.shadowOpacity = 1
    hard.shadowRadius = 0
    hard.shadowOffset = Size(width: 3, height: 4)
    hard.shadowColor = .red
    let group = Layer(frame: Rect(x: 44, y: 8, width: 16, height: 16))
    group.shadowOpacity = 0.6
    group.shadowRadius = 2
    group.shadowOffset = Size(width: 2, height: 2)
    group.addSublayer(Scenes.box(Rect(x: 0, y: 0, width: 8, height: 8), .green))
    group.addSublayer(Scenes.box(Rect(x: 8, y: 8, width: 8, height: 8), .green))
    [soft, hard, group].forEach(root.addSublayer)
    assertSnapshot(of: Scenes.render(root, width: 64, height: 32), as: .png)
  }

  @Test func gradientsAlongEachAxisWithStops() {
    let root = Scenes.root(width: 64, height: 24)
    let vertical = GradientLayer()
    vertical.frame = Rect(x: 2, y: 2, width: 18, height: 20)
    vertical.colors = [.white, .black]
    let horizontal = GradientLayer()
    horizontal.frame = Rect(x: 23, y: 2, width: 18, height: 20)
    horizontal.colors = [.red, .yellow, .blue]
    horizontal.locations = [0.2, 0.5, 0.8]
    horizontal.startPoint = Point(x: 0, y: 0.5)
    horizontal.endPoint = Point(x: 1, y: 0.5)
    horizontal.cornerRadius = 5
    let shading = GradientLayer()
    shading.frame = Rect(x: 44, y: 2, width: 18, height: 20)
    shading.backgroundColor = .orange
    shading.colors = [Color.black.withAlphaComponent(0), Color.black.withAlphaComponent(0.45)]
    shading.startPoint = Point(x: 0, y: 0)
    shading.endPoint = Point(x: 1, y: 1)
    [vertical, horizontal, shading].forEach(root.addSublayer)
    assertSnapshot(of: Scenes.render(root, width: 64, height: 24), as: .png)
  }
}
