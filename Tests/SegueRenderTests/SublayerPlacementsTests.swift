import SegueGeometry
import SegueImage
import SegueMotion
import Testing

@testable import SegueRender

/// The sublayers placed once a frame and reused by its bands must draw as if placed again in
/// every band, also when two layers of the tree share one list of sublayers (a value copied
/// within the tree) but stand in different places or draw a different part of it.
@MainActor
@Suite struct SublayerPlacementsTests {
  /// A 64 × 64 frame drawn in 5-row bands on `threads` threads over grey.
  private func render(_ tree: RenderLayer, threads: Int) -> Bitmap {
    var compositor = Compositor(background: Bitmap.Pixel(red: 90, green: 90, blue: 90))
    compositor.bandBytes = 5 * 64 * 4
    compositor.threads = threads
    return compositor.render(tree, width: 64, height: 64)
  }

  /// `node` with sublayers of the same values in storage of their own.
  private func unshared(_ node: RenderLayer) -> RenderLayer {
    var copy = node
    copy.sublayers = node.sublayers.map { $0 }
    copy.sublayers.reserveCapacity(copy.sublayers.count + 1)
    return copy
  }

  /// `first` and `second` (which shares its sublayers' storage) side by side under a 64 × 64
  /// root, drawn on `threads` threads; whether they draw as the same two with storage apart.
  private func drawnAsApart(_ first: RenderLayer, _ second: RenderLayer, threads: Int) -> (Bitmap, Bool) {
    #expect(storage(first) == storage(second))
    let root = Scenes.root(width: 64, height: 64).renderTree(at: 0)
    let shared = RenderLayer(values: root.values, sublayers: [first, second])
    let apart = RenderLayer(values: root.values, sublayers: [first, unshared(second)])
    #expect(storage(apart.sublayers[0]) != storage(apart.sublayers[1]))
    let image = render(shared, threads: threads)
    return (image, image == render(apart, threads: threads))
  }

  /// The address of `node`'s sublayers' storage.
  private func storage(_ node: RenderLayer) -> UnsafeRawPointer? {
    node.sublayers.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  /// A holder of a red box (among others), copied with `change` made to the copy: both copies
  /// draw as copies with their sublayers apart would, and the red box shows at each of `reds`.
  private func expectBoxesInPlace(
    of holder: Layer, changing change: (inout RenderLayer) -> Void, reds: [(x: Int, y: Int)], threads: Int
  ) {
    let first = holder.renderTree(at: 0)
    var second = first
    change(&second)
    let (image, same) = drawnAsApart(first, second, threads: threads)
    #expect(same)
    for red in reds { #expect(image[red.x, red.y] == Color.red.premultipliedPixel, "at \(red)") }
  }

  /// A holder of a red and a turned, translucent blue box, copied into a second place: both
  /// copies draw their boxes, each in its own place.
  @Test(arguments: [1, 2])
  func copiesSharingSublayersDrawInTheirOwnPlaces(threads: Int) {
    let holder = Layer(frame: Rect(x: 4, y: 4, width: 20, height: 20))
    holder.addSublayer(Scenes.box(Rect(x: 2, y: 2, width: 8, height: 8), .red))
    let turned = Scenes.box(Rect(x: 8, y: 8, width: 10, height: 10), .blue)
    turned.transform = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1)
    turned.opacity = 0.7
    holder.addSublayer(turned)
    // The red boxes: the first copy's from (6, 6), the second's 30 and 32 points on.
    expectBoxesInPlace(
      of: holder, changing: { $0.values.position = Point(x: 44, y: 46) }, reds: [(8, 8), (38, 40)], threads: threads)
  }

  /// Two copies in one place, the second shifting its sublayers with a sublayer transform:
  /// each draws its boxes where its own transform puts them.
  @Test(arguments: [1, 2])
  func copiesWithTheirOwnSublayerTransformsDrawInTheirOwnPlaces(threads: Int) {
    let holder = Layer(frame: Rect(x: 4, y: 4, width: 40, height: 40))
    holder.addSublayer(Scenes.box(Rect(x: 2, y: 2, width: 8, height: 8), .red))
    expectBoxesInPlace(
      of: holder, changing: { $0.values.sublayerTransform = Transform3D(translationX: 20, y: 24, z: 0) },
      reds: [(8, 8), (28, 32)], threads: threads)
  }

  /// A layer with contents whose first sublayer is a gradient draws that gradient with its
  /// contents (see `LayerPainter`); a copy without contents in the same place, sharing the
  /// sublayers, draws it as a sublayer, over the first: the gradient darkens the picture twice.
  @Test(arguments: [1, 2])
  func copiesDrawingTheirFirstSublayerEachWayDrawAllOfThem(threads: Int) {
    let holder = Layer(frame: Rect(x: 2, y: 2, width: 28, height: 28))
    holder.contents = Scenes.markedImage(width: 7, height: 7)
    let shading = GradientLayer()
    shading.frame = Rect(x: 0, y: 0, width: 28, height: 28)
    shading.colors = [Color(white: 0, alpha: 0.5), .clear]
    holder.addSublayer(shading)
    holder.addSublayer(Scenes.box(Rect(x: 10, y: 10, width: 6, height: 6), .green))
    let painted = holder.renderTree(at: 0)
    var plain = painted
    plain.values.contents = nil
    let (image, same) = drawnAsApart(painted, plain, threads: threads)
    #expect(same)
    #expect(image[14, 14] == Color.green.premultipliedPixel)
    // Near the top, where the gradient is darkest, the second copy darkens the first.
    let root = Scenes.root(width: 64, height: 64).renderTree(at: 0)
    let single = render(RenderLayer(values: root.values, sublayers: [painted]), threads: threads)
    #expect(image[4, 3].red < single[4, 3].red)
  }
}
