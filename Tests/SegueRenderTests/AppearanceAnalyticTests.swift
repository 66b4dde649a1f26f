import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import Testing

/// Numeric checks of edges, corners, borders, shadows and gradients.
@MainActor
@Suite struct AppearanceAnalyticTests {
  @Test func anEdgeThroughPixelCentresCoversHalfOfThem() {
    let root = Scenes.root(width: 8, height: 4)
    root.addSublayer(Scenes.box(Rect(x: 2.5, y: 0, width: 3, height: 4), .white))
    let bitmap = Scenes.render(root, width: 8, height: 4)
    for y in 0..<4 {
      #expect(abs(Int(bitmap[2, y].red) - 128) <= 1)
      #expect(bitmap[3, y] == Color.white.premultipliedPixel && bitmap[4, y] == Color.white.premultipliedPixel)
      #expect(abs(Int(bitmap[5, y].red) - 128) <= 1)
      #expect(bitmap[1, y] == Color.black.premultipliedPixel && bitmap[6, y] == Color.black.premultipliedPixel)
    }
  }

  @Test func coverageFadesMonotonicallyAcrossATurnedEdge() {
    let root = Scenes.root(width: 32, height: 32)
    let card = Scenes.box(Rect(x: 8, y: 8, width: 16, height: 16), .white)
    card.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
    root.addSublayer(card)
    let bitmap = Scenes.render(root, width: 32, height: 32)
    // Walking out of the card along its middle row, brightness never rises and ends at black.
    let row = (16..<32).map { Int(bitmap[$0, 16].red) }
    #expect(zip(row, row.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(row.first == 255 && row.last == 0)
    #expect(row.contains { $0 > 0 && $0 < 255 })
  }

  @Test func aBorderCoversOnlyItsWidthInsideTheBounds() {
    let root = Scenes.root(width: 12, height: 12)
    let layer = Scenes.box(Rect(x: 2, y: 2, width: 8, height: 8), .white)
    layer.borderWidth = 2
    layer.borderColor = .red
    root.addSublayer(layer)
    let bitmap = Scenes.render(root, width: 12, height: 12)
    #expect(bitmap[1, 5] == Color.black.premultipliedPixel)
    #expect(bitmap[2, 5] == Color.red.premultipliedPixel && bitmap[3, 5] == Color.red.premultipliedPixel)
    #expect(bitmap[4, 5] == Color.white.premultipliedPixel && bitmap[7, 5] == Color.white.premultipliedPixel)
    #expect(bitmap[8, 5] == Color.red.premultipliedPixel && bitmap[10, 5] == Color.black.premultipliedPixel)
  }

  @Test func aShadowFallsBelowItsOffsetAndNeverOverTheLayer() {
    let root = Scenes.root(width: 24, height: 24)
    root.backgroundColor = .white
    let layer = Scenes.box(Rect(x: 4, y: 4, width: 8, height: 8), .blue)
    layer.shadowOpacity = 1
    layer.shadowRadius = 0
    layer.shadowOffset = Size(width: 6, height: 6)
    root.addSublayer(layer)
    let bitmap = Scenes.render(root, width: 24, height: 24)
    #expect(bitmap[8, 8] == Color.blue.premultipliedPixel)
    #expect(bitmap[15, 15] == Color.black.premultipliedPixel)
    #expect(bitmap[18, 18] == Color.white.premultipliedPixel)
    #expect(bitmap[2, 2] == Color.white.premultipliedPixel)
  }

  @Test func anInvisibleShadowChangesNothing() {
    func render(_ configure: (Layer) -> Void) -> Bitmap {
      let root = Scenes.root(width: 20, height: 20)
      let layer = Scenes.box(Rect(x: 4, y: 4, width: 10, height: 9), .orange)
      layer.cornerRadius = 3
      configure(layer)
      root.addSublayer(layer)
      return Scenes.render(root, width: 20, height: 20)
    }
    let plain = render { _ in }
    #expect(render { $0.shadowRadius = 5 } == plain)
    #expect(
      render {
        $0.shadowOpacity = 1
        $0.shadowColor = .clear
      } == plain)
  }

  @Test func masksToBoundsClipsTheShadowToo() {
    let root = Scenes.root(width: 24, height: 24)
    root.backgroundColor = .white
    let layer = Scenes.box(Rect(x: 6, y: 6, width: 10, height: 10), .blue)
    layer.shadowOpacity = 1
    layer.shadowOffset = Size(width: 4, height: 4)
    layer.masksToBounds = true
    root.addSublayer(layer)
    let bitmap = Scenes.render(root, width: 24, height: 24)
    for y in 0..<24 {
      for x in 0..<24 where !(6..<16).contains(x) || !(6..<16).contains(y) {
        #expect(bitmap[x, y] == Color.white.premultipliedPixel)
      }
    }
  }

  @Test func aGradientInterpolatesBetweenItsStops() {
    let root = Scenes.root(width: 10, height: 1)
    let layer = GradientLayer()
    layer.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    layer.colors = [.black, .white, .black]
    layer.locations = [0, 0.5, 1]
    layer.startPoint = Point(x: 0, y: 0.5)
    layer.endPoint = Point(x: 1, y: 0.5)
    root.addSublayer(layer)
    let row = Scenes.render(root, width: 10, height: 1)
    // Pixel centres at t = 0.05, 0.15, …: brightness 2t up to the middle, 2 − 2t after it.
    for x in 0..<10 {
      let t = (Double(x) + 0.5) / 10
      let expected = Int(((t < 0.5 ? 2 * t : 2 - 2 * t) * 255).rounded())
      #expect(abs(Int(row[x, 0].red) - expected) <= 1)
    }
  }

  @Test func aGradientHoldsItsEndColoursBeyondItsStops() {
    let root = Scenes.root(width: 10, height: 10)
    let layer = GradientLayer()
    layer.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    layer.colors = [.red, .blue]
    layer.locations = [0.3, 0.7]
    root.addSublayer(layer)
    let bitmap = Scenes.render(root, width: 10, height: 10)
    #expect(bitmap[5, 0] == Color.red.premultipliedPixel && bitmap[5, 2] == Color.red.premultipliedPixel)
    #expect(bitmap[5, 7] == Color.blue.premultipliedPixel && bitmap[5, 9] == Color.blue.premultipliedPixel)
  }
}
