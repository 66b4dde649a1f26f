import SegueGeometry
import SegueImage
import SegueMotion
import Testing

@testable import SegueRender

/// A compositor rasterizes a label once and draws the kept bitmap in later bands and frames:
/// the frames are the bytes of a compositor that rasterizes it anew, and a changed label gets
/// a bitmap of its own.
@MainActor
@Suite struct TextImageCacheTests {
  private func scene(_ string: String) -> RenderLayer {
    let root = Scenes.root(width: 80, height: 60)
    root.backgroundColor = .white
    let label = TextLayer()
    label.frame = Rect(x: 4, y: 10, width: 70, height: 30)
    label.string = string
    label.fontSize = 12
    label.foregroundColor = .black
    label.isWrapped = true
    root.addSublayer(label)
    return root.renderTree(at: 0)
  }

  @Test func keptBitmapsDrawTheSameBytes() {
    var compositor = Compositor(scale: 2)
    compositor.bandBytes = 80 * 2 * 4 * 8
    let first = compositor.render(scene("Segue transitions"), width: 160, height: 120)
    let again = compositor.render(scene("Segue transitions"), width: 160, height: 120)
    #expect(compositor.textImages.count == 1)
    let fresh = Compositor(scale: 2).render(scene("Segue transitions"), width: 160, height: 120)
    let same = first == fresh && again == fresh
    #expect(same)
    let changed = compositor.render(scene("Other words"), width: 160, height: 120)
    #expect(compositor.textImages.count == 2)
    let changedFresh = Compositor(scale: 2).render(scene("Other words"), width: 160, height: 120)
    let sameChanged = changed == changedFresh && changed != fresh
    #expect(sameChanged)
  }

  @Test func aStringInAnotherNormalFormGetsABitmapOfItsOwn() {
    let composed = "Caf\u{E9}"
    let decomposed = "Cafe\u{301}"
    let compositor = Compositor(scale: 2)
    let first = compositor.render(scene(composed), width: 160, height: 120)
    let second = compositor.render(scene(decomposed), width: 160, height: 120)
    #expect(compositor.textImages.count == 2)
    let fresh = Compositor(scale: 2).render(scene(decomposed), width: 160, height: 120)
    let same = second == fresh
    #expect(same)
    _ = first
  }
}
