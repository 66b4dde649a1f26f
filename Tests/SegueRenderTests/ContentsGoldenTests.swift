import Foundation
import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import SegueTesting
import SnapshotTesting
import Testing

/// Golden images of how contents are placed: every gravity, contentsRect slices, contentsScale.
@MainActor
@Suite struct ContentsGoldenTests {
  @Test func everyContentsGravity() {
    let root = Scenes.root(width: 64, height: 48)
    root.backgroundColor = .black
    for (index, gravity) in LayerContentsGravity.allCases.enumerated() {
      let cell = Scenes.box(
        Rect(x: Double(index % 4 * 16 + 1), y: Double(index / 4 * 16 + 3), width: 14, height: 10), Color(white: 0.3))
      cell.contents = Scenes.markedImage(width: 6, height: 4)
      cell.contentsGravity = gravity
      root.addSublayer(cell)
    }
    assertSnapshot(of: Scenes.render(root, width: 64, height: 48), as: .png)
  }

  @Test func aspectFillIsClippedWhenMaskingToRoundedBounds() {
    let root = Scenes.root(width: 32, height: 24)
    let layer = Scenes.box(Rect(x: 4, y: 4, width: 24, height: 16), Color(white: 0.3))
    layer.contents = Scenes.markedImage(width: 6, height: 6)
    layer.contentsGravity = .resizeAspectFill
    layer.masksToBounds = true
    layer.cornerRadius = 5
    root.addSublayer(layer)
    assertSnapshot(of: Scenes.render(root, width: 32, height: 24), as: .png)
  }

  @Test func contentsRectSlicesFoldedLikePaper() {
    let root = Scenes.root(width: 48, height: 32)
    root.backgroundColor = Color(white: 0.1)
    root.sublayerTransform = .perspective(distance: 50)
    let image = Scenes.checkerboard(width: 16, height: 12, cell: 2, .orange, .blue)
    let (width, angle) = (14.0, 1.0)
    for strip in 0..<4 {
      // Hinged at their left edges, alternately turning away and back, so neighbours meet.
      let slice = Layer()
      slice.anchorPoint = Point(x: 0, y: 0.5)
      slice.bounds = Rect(x: 0, y: 0, width: width, height: 24)
      slice.position = Point(x: 6 + Double(strip) * width * cos(angle), y: 16)
      slice.zPosition = strip % 2 == 0 ? 0 : -width * sin(angle)
      slice.contents = image
      slice.contentsRect = Rect(x: Double(strip) / 4, y: 0, width: 0.25, height: 1)
      slice.transform = Transform3D(rotationAngle: strip % 2 == 0 ? angle : -angle, x: 0, y: 1, z: 0)
      root.addSublayer(slice)
    }
    assertSnapshot(of: Scenes.render(root, width: 48, height: 32), as: .png)
  }

  @Test func contentsScaleSetsTheNaturalSize() {
    let root = Scenes.root(width: 24, height: 16)
    let layer = Scenes.box(Rect(x: 0, y: 0, width: 24, height: 16), Color(white: 0.3))
    layer.contents = Scenes.markedImage(width: 12, height: 8)
    layer.contentsGravity = .topLeft
    layer.contentsScale = 2
    root.addSublayer(layer)
    let bitmap = Scenes.render(root, width: 24, height: 16)
    // 12 × 8 pixels at 2 pixels per point fill 6 × 4 points in the top-left corner.
    let background = Color(white: 0.3).premultipliedPixel
    #expect(bitmap[5, 3] != background)
    #expect(bitmap[6, 3] == background && bitmap[5, 4] == background)
  }
}

/// Analytic checks of contentsRect.
@MainActor
@Suite struct ContentsRectTests {
  @Test func slicesPlacedSideBySideReassembleTheImage() {
    let image = Scenes.checkerboard(width: 16, height: 12, cell: 3, .orange, .blue)
    let whole = Scenes.root(width: 40, height: 30)
    let layer = Layer(frame: Rect(x: 4, y: 3, width: 32, height: 24))
    layer.contents = image
    whole.addSublayer(layer)
    let sliced = Scenes.root(width: 40, height: 30)
    for strip in 0..<4 {
      let slice = Layer(frame: Rect(x: 4 + Double(strip) * 8, y: 3, width: 8, height: 24))
      slice.contents = image
      slice.contentsRect = Rect(x: Double(strip) / 4, y: 0, width: 0.25, height: 1)
      sliced.addSublayer(slice)
    }
    #expect(Scenes.render(sliced, width: 40, height: 30) == Scenes.render(whole, width: 40, height: 30))
  }

  @Test func aRectBeyondTheUnitSquareRepeatsTheEdgePixels() {
    let root = Scenes.root(width: 8, height: 1)
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 8, height: 1))
    var image = Bitmap(width: 2, height: 1)
    image[0, 0] = Color.red.premultipliedPixel
    image[1, 0] = Color.blue.premultipliedPixel
    layer.contents = image
    layer.contentsRect = Rect(x: -1, y: 0, width: 2, height: 1)
    root.addSublayer(layer)
    let row = Scenes.render(root, width: 8, height: 1)
    // The left half shows the area left of the image: its left edge pixel repeated.
    #expect((0..<3).allSatisfy { row[$0, 0] == Color.red.premultipliedPixel })
    #expect(row[7, 0] == Color.blue.premultipliedPixel)
  }
}
