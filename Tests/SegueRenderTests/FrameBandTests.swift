import SegueGeometry
import SegueImage
import SegueMotion
import Testing

@testable import SegueRender

/// Drawing in bands with a lazily written background, on threads sharing their column plans,
/// must give the bytes of drawing the whole frame at once, and must write every pixel of a
/// reused frame.
@MainActor
@Suite struct FrameBandTests {
  /// A random scene: opaque and translucent images at whole-pixel offsets (the blit path,
  /// covering parts of rows), and a few random containers drawn through the general path.
  private func scene(seed: UInt64) -> RenderLayer {
    var scenes = RandomScenes(seed: seed)
    let root = Scenes.root(width: 64, height: 64)
    for _ in 0..<Int.random(in: 1...4, using: &scenes.random) {
      let width = Int.random(in: 1...70, using: &scenes.random)
      let height = Int.random(in: 1...70, using: &scenes.random)
      let opaque = scenes.unit() < 0.6
      var image = Bitmap(width: width, height: height)
      for y in 0..<height {
        for x in 0..<width { image[x, y] = scenes.color(opaque: opaque || scenes.unit() < 0.8).premultipliedPixel }
      }
      let layer = Layer(
        frame: Rect(
          x: Double(Int.random(in: -20...50, using: &scenes.random)),
          y: Double(Int.random(in: -20...50, using: &scenes.random)),
          width: Double(width), height: Double(height)))
      layer.contents = image
      if scenes.unit() < 0.3 { layer.opacity = scenes.value(0.2...1) }
      root.addSublayer(layer)
    }
    for _ in 0..<Int.random(in: 0...2, using: &scenes.random) {
      root.addSublayer(scenes.container(at: Point(x: scenes.value(0...40), y: scenes.value(0...40))))
    }
    return root.renderTree(at: 0)
  }

  @Test(arguments: 0..<60)
  func bandsOfAnyHeightGiveTheSameBytes(seed: Int) {
    let tree = scene(seed: UInt64(seed))
    var whole = Compositor(background: Bitmap.Pixel(red: 40, green: 50, blue: 60))
    whole.bandBytes = .max
    whole.threads = 1
    let expected = whole.render(tree, width: 64, height: 64)
    for rows in [1, 3, 16] {
      for threads in [1, 2, 3, 8] {
        var banded = whole
        banded.bandBytes = rows * 64 * 4
        banded.threads = threads
        #expect(
          banded.render(tree, width: 64, height: 64) == expected,
          "seed \(seed), \(rows)-row bands on \(threads) threads")
      }
    }
  }

  /// The bands are shared out in order, each exactly once, among at most as many runs as
  /// threads, none empty, with about as many rows each.
  @Test(arguments: [1, 2, 3, 7, 40], [1, 2, 3, 8])
  func bandsAreSharedOutInRunsOfNeighbours(bandCount: Int, threads: Int) {
    let bands = (0..<bandCount).map { ($0 * 10)..<($0 * 10 + 10) }
    let runs = Compositor.runs(of: bands, among: threads)
    #expect(runs.flatMap { Array($0) } == bands)
    #expect(runs.count == min(threads, bandCount))
    #expect(runs.allSatisfy { !$0.isEmpty })
    let sizes = runs.map(\.count)
    #expect(sizes.max()! - sizes.min()! <= 1, "\(sizes)")
  }

  /// A frame defers image blits and blends the next blit over them in one pass; drawing
  /// everything in order must give the same bytes, over any background, also under
  /// perspective layers drawn through column tables.
  @Test(arguments: 0..<60)
  func deferredBlitsGiveTheBytesOfDrawingInOrder(seed: Int) {
    let tree = seed.isMultiple(of: 3) ? foldScene(seed: UInt64(seed)) : scene(seed: UInt64(seed))
    let background = seed.isMultiple(of: 2) ? Bitmap.Pixel.clear : Bitmap.Pixel(red: 40, green: 50, blue: 60)
    var deferring = Compositor(background: background)
    deferring.bandBytes = 7 * 64 * 4
    var inOrder = deferring
    inOrder.defersBlits = false
    #expect(
      deferring.render(tree, width: 64, height: 64) == inOrder.render(tree, width: 64, height: 64), "seed \(seed)")
  }

  /// Strips turned about vertical axes with perspective, drawn through column tables, of an
  /// image (mostly opaque, some translucent pixels) that also lies flat under them for even seeds.
  private func foldScene(seed: UInt64) -> RenderLayer {
    var scenes = RandomScenes(seed: seed)
    let root = Scenes.root(width: 64, height: 64)
    var page = Bitmap(width: 64, height: 64)
    for y in 0..<64 {
      for x in 0..<64 { page[x, y] = scenes.color(opaque: scenes.unit() < 0.9).premultipliedPixel }
    }
    if seed.isMultiple(of: 2) {
      let under = Layer(frame: Rect(x: 0, y: 0, width: 64, height: 64))
      under.contents = page
      root.addSublayer(under)
    }
    let fold = Layer(frame: root.bounds)
    fold.sublayerTransform = .perspective(distance: scenes.value(80...300))
    for index in 0..<Int.random(in: 1...3, using: &scenes.random) {
      let strip = scenes.turnedStrip(
        index, of: page, spacing: 18, jitter: 4, rise: -6...6, height: 60, shown: 0.25)
      if scenes.unit() < 0.3 { strip.opacity = scenes.value(0.3...1) }
      fold.addSublayer(strip)
    }
    root.addSublayer(fold)
    return root.renderTree(at: 0)
  }

  /// A reused frame drawn lazily — background written only where nothing opaque covers it,
  /// opaque samples stored without drawing what they hide — must give the bytes of a canvas
  /// cleared before drawing.
  @Test(arguments: 0..<60)
  func lazyFramesGiveTheBytesOfACanvasClearedFirst(seed: Int) {
    let tree = seed % 3 == 0 ? scene(seed: UInt64(seed)) : foldScene(seed: UInt64(seed))
    var compositor = Compositor(background: .clear)
    compositor.bandBytes = 7 * 64 * 4
    var frame = Bitmap(width: 64, height: 64, filledWith: Bitmap.Pixel(red: 255, green: 0, blue: 255))
    compositor.render(tree, into: &frame)
    #expect(frame == Compositor.snapshot(of: tree, scale: 1), "seed \(seed)")
  }

  @Test(arguments: 0..<20)
  func aReusedFrameIsOverwrittenEverywhere(seed: Int) {
    let tree = scene(seed: UInt64(seed))
    var compositor = Compositor(background: .clear)
    compositor.bandBytes = 5 * 64 * 4
    var frame = Bitmap(width: 64, height: 64, filledWith: Bitmap.Pixel(red: 255, green: 0, blue: 255))
    compositor.render(tree, into: &frame)
    #expect(frame == compositor.render(tree, width: 64, height: 64), "seed \(seed)")
  }
}
