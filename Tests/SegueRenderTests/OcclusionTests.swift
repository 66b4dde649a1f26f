import SegueGeometry
import SegueImage
import SegueMotion
import Testing

@testable import SegueRender

/// Paints leave out pixels that opaque layers drawn later cover (``Occlusion``): the bytes must
/// be those of drawing everything, whatever overlaps — strips in perspective, opaque or not,
/// shaded, held by layers that paint nothing, translucent — and a covered run must really be
/// trimmed.
@MainActor
@Suite struct OcclusionTests {
  /// A 64 × 64 scene: a row of two to six overlapping strips turned about the vertical axis in
  /// perspective, showing parts of one page, opaque or (now and then) with translucent pixels;
  /// some shaded by a black gradient sublayer, some held by a layer that paints nothing, some
  /// translucent or nearly opaque (as are some holders).
  private func scene(seed: UInt64) -> RenderLayer {
    var scenes = RandomScenes(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 3_301)
    let root = Scenes.root(width: 64, height: 64)
    root.backgroundColor = scenes.color(opaque: true)
    var page = Bitmap(width: 24, height: 30)
    let translucent = scenes.unit() < 0.2
    for y in 0..<30 {
      for x in 0..<24 { page[x, y] = scenes.color(opaque: !translucent || x != 3).premultipliedPixel }
    }
    let fold = Layer(frame: root.bounds)
    fold.sublayerTransform = .perspective(distance: scenes.value(60...300))
    for index in 0..<Int.random(in: 2...6, using: &scenes.random) {
      let strip = scenes.turnedStrip(
        index, of: page, spacing: 9, jitter: 3, rise: -6...8, height: 54, shown: 0.5)
      if scenes.unit() < 0.4 {
        let shading = GradientLayer()
        shading.frame = strip.bounds
        shading.colors = [Color(white: 0, alpha: 0), Color(white: 0, alpha: 1)]
        shading.startPoint = Point(x: 0, y: 0.2)
        shading.endPoint = Point(x: 1, y: 0)
        shading.opacity = scenes.value(0.3...1)
        strip.addSublayer(shading)
      }
      // Translucent now and then; or nearly opaque, at an opacity that rounds to full alone but
      // not multiplied by its holder's.
      let translucency = scenes.unit()
      if translucency < 0.15 { strip.opacity = 0.7 } else if translucency < 0.35 { strip.opacity = 0.999 }
      if scenes.unit() < 0.3 {
        let holder = Layer(frame: strip.frame)
        holder.transform = strip.transform
        if scenes.unit() < 0.5 { holder.opacity = 0.999 }
        strip.transform = .identity
        strip.frame = holder.bounds
        holder.addSublayer(strip)
        fold.addSublayer(holder)
      } else {
        fold.addSublayer(strip)
      }
    }
    root.addSublayer(fold)
    return root.renderTree(at: 0)
  }

  @Test(arguments: 0..<40)
  func leavingOutCoveredPixelsKeepsTheBytes(seed: Int) {
    let tree = scene(seed: UInt64(seed))
    for (rows, threads, scale) in [(1, 1, 1.0), (7, 2, 2.0), (64, 1, 3.0)] {
      let size = Int(64 * scale)
      let (leaving, drawing) = Compositor.pair(
        scale: scale, threads: threads, bandBytes: rows * size * 4,
        background: Bitmap.Pixel(red: 10, green: 20, blue: 30),
        turningOff: \.occludesHiddenPixels)
      let same = leaving.render(tree, width: size, height: size) == drawing.render(tree, width: size, height: size)
      #expect(same, "seed \(seed), \(rows)-row bands on \(threads) threads at \(scale)x")
    }
  }

  /// A run is trimmed at whichever end an occluder's covered columns (one pixel in from each end
  /// of its fully covered run, on rows whose neighbours are fully covered too) reach, and
  /// vanishes when two occluders cover it between them.
  @Test func runsAreTrimmedAtTheEndsTheOccludersCover() throws {
    func occlusion(_ box: Rect) throws -> Occlusion {
      let cover = try #require(CoverageRasterizer(shape: CoverageShape(box: box), matrix: .identity))
      let runs = try #require(cover.interiorRuns(width: 64, height: 16))
      return Occlusion(rows: 0..<16, covering: runs, in: 0..<64)
    }
    let left = try occlusion(Rect(x: 10, y: 2, width: 20, height: 10))
    let right = try occlusion(Rect(x: 25, y: 0, width: 20, height: 16))
    #expect(left.visible(5..<40, row: 4) == 5..<40)
    #expect(left.visible(11..<40, row: 4) == 29..<40)
    #expect(left.visible(0..<20, row: 4) == 0..<11)
    #expect(left.visible(11..<40, row: 1) == 11..<40)
    let both = Occlusion(rows: 0..<16, joining: [left, right])
    #expect(both.visible(11..<44, row: 4).isEmpty)
    #expect(both.visible(11..<44, row: 13) == 11..<26)
    // Row 15 lies within half a pixel of the box's bottom edge, not fully covered, so row 14
    // (whose rows either side must be covered too) is left whole.
    #expect(both.visible(11..<44, row: 14) == 11..<44)
    #expect(both.visible(11..<50, row: 4) == 44..<50)
  }

  @Test func onlyImagesWhosePixelsAreAllOpaqueAreOpaque() {
    let images = OpaqueImages()
    var image = Bitmap(width: 5, height: 3, filledWith: Bitmap.Pixel(red: 1, green: 2, blue: 3))
    #expect(images.isOpaque(image))
    image[4, 2] = Bitmap.Pixel(red: 1, green: 2, blue: 3, alpha: 254)
    #expect(!images.isOpaque(image))
    #expect(!images.isOpaque(Bitmap(width: 0, height: 0)))
  }
}
