import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import SegueTesting
import SnapshotTesting
import Testing

/// Text layers drawn with DejaVu Sans through FreeType.
@MainActor
@Suite struct TextGoldenTests {
  private func label(_ string: String, y: Double, configure: (TextLayer) -> Void = { _ in }) -> TextLayer {
    let layer = TextLayer()
    layer.frame = Rect(x: 2, y: y, width: 60, height: 14)
    layer.string = string
    layer.fontSize = 11
    layer.backgroundColor = Color(white: 0.25)
    configure(layer)
    return layer
  }

  @Test func alignmentAndTruncation() {
    let root = Scenes.root(width: 64, height: 96)
    root.backgroundColor = .black
    root.addSublayer(label("Segue", y: 2))
    root.addSublayer(label("Segue", y: 18) { $0.alignmentMode = .center })
    root.addSublayer(
      label("Segue", y: 34) {
        $0.alignmentMode = .right
        $0.foregroundColor = .yellow
      })
    root.addSublayer(label("Transitions in Swift", y: 50) { $0.truncationMode = .end })
    root.addSublayer(label("Transitions in Swift", y: 66) { $0.truncationMode = .middle })
    root.addSublayer(label("Transitions in Swift", y: 82) { $0.truncationMode = .start })
    assertSnapshot(of: Scenes.render(root, width: 64, height: 96), as: .png)
  }

  @Test func wrappedTextOnATurnedLayer() {
    let root = Scenes.root(width: 64, height: 48)
    root.backgroundColor = .white
    let layer = label("Paper folds and rotating cubes", y: 4) {
      $0.isWrapped = true
      $0.foregroundColor = .black
      $0.backgroundColor = Color(white: 0.9)
      $0.frame = Rect(x: 4, y: 4, width: 56, height: 40)
      $0.transform = Transform3D(rotationAngle: 0.15, x: 0, y: 0, z: 1)
    }
    root.addSublayer(layer)
    assertSnapshot(of: Scenes.render(root, width: 64, height: 48), as: .png)
  }

  @Test func textScalesWithTheDevice() {
    let layer = label("Ag", y: 0)
    layer.frame = Rect(x: 0, y: 0, width: 16, height: 14)
    for scale in [1.0, 2.0] {
      let root = Scenes.root(width: 16, height: 14)
      root.addSublayer(layer)
      let bitmap = Compositor(scale: scale, background: Color.black.premultipliedPixel)
        .render(root.renderTree(at: 0), width: Int(16 * scale), height: Int(14 * scale))
      assertSnapshot(of: bitmap, as: .png, named: "\(Int(scale))x")
    }
  }

  @Test func theFontIsFoundAndAMissingFileIsAOneLineError() {
    #expect((try? FontFace.dejaVuSans.get()) != nil)
    #expect(throws: FontError.self) { try FontFace(path: "/nonexistent/NoSuchFont.ttf") }
    do {
      _ = try FontFace(path: "/nonexistent/NoSuchFont.ttf")
    } catch {
      #expect(!error.description.contains("\n"))
      #expect(error.description.contains("/nonexistent/NoSuchFont.ttf"))
    }
    #expect(FontError.notFound(searched: ["/a.ttf"]).description.contains("fonts-dejavu-core"))
  }

  @Test func textWithoutAStringOrColourDrawsNothing() {
    let root = Scenes.root(width: 20, height: 12)
    let layer = TextLayer()
    layer.frame = Rect(x: 0, y: 0, width: 20, height: 12)
    root.addSublayer(layer)
    let empty = Bitmap(width: 20, height: 12, filledWith: Color.black.premultipliedPixel)
    #expect(Scenes.render(root, width: 20, height: 12) == empty)
    layer.string = "Hi"
    layer.foregroundColor = .clear
    #expect(Scenes.render(root, width: 20, height: 12) == empty)
  }
}
