import SegueGeometry
import SegueImage
import SegueMotion
import Testing

@testable import SegueRender

/// The image edge kernel draws an image's edge pixels with the bytes of the rasterizer's spans
/// shaded by ``ImageShader`` and blended by ``SpanBlender``, and marks the same pixels drawn: for
/// plain and rounded boxes with any anti-aliased edges through affine turns, column and row
/// views and any perspective (pixels behind the eye included), over a canvas of random pixels,
/// at any opacity.
@MainActor
@Suite struct ImageEdgesTests {
  /// A random picture (at least `narrowest` pixels wide, 7 high) filling `shape`'s box, and a
  /// random opacity, full at times.
  private static func paint(of shape: CoverageShape, narrowest: Int, _ random: inout RandomScenes) -> (
    ImageShader, Int
  ) {
    let picture = random.image(width: Int.random(in: narrowest...9, using: &random.random), height: 7)
    let shader = ImageShader(
      image: picture, source: Rect(x: 0, y: 0, width: Double(picture.width), height: 7), destination: shape.box)
    return (shader, [255, Int.random(in: 1...255, using: &random.random)].randomElement(using: &random.random)!)
  }

  @Test(.enabled(if: RasterKernels.isVectorized), arguments: 0..<160)
  func edgesMatchTheSpanPath(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 8_181)
    let (shape, matrix) = random.coverageCase(seed: seed)
    let rasterizer = try #require(CoverageRasterizer(shape: shape, matrix: matrix))
    let (shader, opacity) = Self.paint(of: shape, narrowest: 1, &random)
    // A shape no view describes (a box that is not its rounding's) is drawn pixel by pixel,
    // without the edge kernels.
    guard let projection = rasterizer.interiorRuns(width: 160, height: 160) else { return }
    let below = random.image(width: 160, height: 160)
    // The span path: the spans that are not interior, shaded and blended.
    var expected = Canvas(bitmap: below)
    let count = (rasterizer.quad.spannedColumns(width: 160)?.count ?? 1) * 4
    var colors = [UInt8](repeating: 0, count: max(4, count))
    colors.withUnsafeMutableBufferPointer { colors in
      rasterizer.forEachSpan(width: 160, rows: 0..<160, projection: projection, edgeRuns: true) { span in
        guard !span.isInterior else { return }
        shader.shade(span, into: colors)
        SpanBlender.blend(span, UnsafeBufferPointer(colors), opacity: opacity, into: &expected)
      }
    }
    // The kernel: each row's pixels either side of its run.
    var actual = Canvas(bitmap: below)
    var ran = false
    ImageEdges.with(rasterizer, shader) { edges in
      guard let edges else { return }
      ran = true
      rasterizer.forEachRow(width: 160, rows: 0..<160, projection: projection, edgeRuns: true) { y, touched, run, _ in
        guard !run.isEmpty else { return edges.draw(row: y, columns: touched, opacity: opacity, into: &actual) }
        edges.draw(row: y, columns: touched.lowerBound..<run.lowerBound, opacity: opacity, into: &actual)
        edges.draw(row: y, columns: run.upperBound..<touched.upperBound, opacity: opacity, into: &actual)
      }
    }
    #expect(ran)
    #expect(actual.bitmap == expected.bitmap, "seed \(seed)")
    #expect(actual.dirtyX == expected.dirtyX && actual.dirtyY == expected.dirtyY, "seed \(seed)")
  }

  /// The kernels that draw a band's rows in one call, a turned tile's (its rows' runs found in
  /// the kernel) and rows given their runs, draw the bytes and mark the bounds of the span path
  /// (interior runs by the row paint, the other spans shaded and blended): for plain boxes with
  /// any anti-aliased edges turned or sheared in 2D or turned about the horizontal axis in
  /// perspective, in bands of any height, over a canvas of random pixels, at any opacity.
  @Test(.enabled(if: RasterKernels.isVectorized), arguments: 0..<160)
  func bandsMatchTheSpanPath(seed: Int) throws {
    var random = RandomScenes(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 9_191)
    let bounds = Rect(
      x: random.value(-4...6), y: random.value(-4...6), width: random.value(0.3...40), height: random.value(0.3...40))
    let edges = RandomScenes.antialiasedEdgeSets
    let shape = CoverageShape(
      box: bounds, rounding: RoundedBox(bounds, radius: 0), antialiased: edges[seed % edges.count])
    let matrix = seed % 3 == 2 ? random.rowKeepingMatrix() : random.turningMatrix()
    let rasterizer = try #require(CoverageRasterizer(shape: shape, matrix: matrix))
    let (shader, opacity) = Self.paint(of: shape, narrowest: 2, &random)
    guard let projection = rasterizer.interiorRuns(width: 96, height: 96) else { return }
    let affine = projection as? AffineProjection
    let rowPaint = affine.map { shader.affinePaint(for: $0) } ?? (projection as? RowProjection).map(shader.rowPaint)
    guard let paint = rowPaint as? ImageRowPaint else { return }
    let below = random.image(width: 96, height: 96)
    var expected = Canvas(bitmap: below)
    var colors = [UInt8](repeating: 0, count: 96 * 4)
    colors.withUnsafeMutableBufferPointer { colors in
      rasterizer.forEachSpan(width: 96, rows: 0..<96, projection: projection, edgeRuns: true) { span in
        guard span.isInterior else {
          shader.shade(span, into: colors)
          return SpanBlender.blend(span, UnsafeBufferPointer(colors), opacity: opacity, into: &expected)
        }
        let run = InteriorRun(row: span.y, columns: span.x..<(span.x + span.count))
        guard span.runCoverage == 255 else {
          return paint.paintEdge(run, coverage: span.runCoverage, opacity: opacity, into: &expected)
        }
        paint.paint(run, opacity: opacity, into: &expected)
      }
    }
    // Bands of random heights, each one call.
    var cuts = [0, 96]
    for _ in 0..<Int.random(in: 0...4, using: &random.random) {
      cuts.append(Int.random(in: 1..<96, using: &random.random))
    }
    cuts.sort()
    var tiled = Canvas(bitmap: below)
    var rows = Canvas(bitmap: below)
    ImageEdges.with(rasterizer, shader) { edges in
      guard let edges else { return }
      for (start, end) in zip(cuts, cuts.dropFirst()) {
        if let affine {
          #expect(edges.drawTile(start..<end, rasterizer, affine, paint, opacity: opacity, into: &tiled))
        }
        edges.drawRows(start..<end, rasterizer, projection, paint, opacity: opacity, into: &rows)
      }
    }
    for actual in affine == nil ? [rows] : [tiled, rows] {
      #expect(actual.bitmap == expected.bitmap, "seed \(seed)")
      #expect(actual.dirtyX == expected.dirtyX && actual.dirtyY == expected.dirtyY, "seed \(seed)")
    }
  }
}
