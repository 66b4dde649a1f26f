import SegueGeometry
import SegueImage
import SegueMotion
import Testing

@testable import SegueRender

/// A frame keeps the column plans it made and reuses them for paints of the same shape: two
/// layers with the same box, matrix and colour but different corners, or one inside a group
/// (drawn on a canvas of its own), each get the plan of their own shape.
@MainActor
@Suite struct ColumnPlanKeyTests {
  private func worstDifference(_ tree: RenderLayer, width: Int, height: Int) -> Int {
    let planned = Compositor(background: .clear).render(tree, width: width, height: height)
    var perPixel = Compositor(background: .clear)
    perPixel.usesColumnPaints = false
    let expected = perPixel.render(tree, width: width, height: height)
    return Bitmap.worstDifference(planned, expected)
  }

  @Test(arguments: [false, true])
  func layersThatDifferOnlyInTheirCornersKeepTheirOwnCorners(grouped: Bool) {
    let root = Scenes.root(width: 64, height: 64)
    let holder = Layer(frame: root.bounds)
    if grouped { holder.opacity = 0.5 }
    root.addSublayer(holder)
    for radius in [4.0, 24.0] {
      let card = Layer(frame: Rect(x: 4.25, y: 4.5, width: 50, height: 50))
      card.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.5)
      card.cornerRadius = radius
      holder.addSublayer(card)
    }
    #expect(worstDifference(root.renderTree(at: 0), width: 64, height: 64) <= 3)
  }

  @Test func layersThatDifferOnlyInTheirAntialiasedEdgesKeepTheirOwnEdges() {
    let root = Scenes.root(width: 64, height: 64)
    for mask in [EdgeAntialiasingMask.all, []] {
      let card = Layer(frame: Rect(x: 4.5, y: 4.5, width: 50.25, height: 50.25))
      card.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.5)
      card.edgeAntialiasingMask = mask
      root.addSublayer(card)
    }
    #expect(worstDifference(root.renderTree(at: 0), width: 64, height: 64) <= 3)
  }
}
