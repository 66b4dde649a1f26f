import PropertyBased
import SegueImage
import Testing

@testable import SegueRender

/// An image's ink is the run of columns holding its pixels that are not all zero, and an image
/// column paint that knows it (skipping the columns whose samples read only transparent
/// pixels) gives the bytes of one that does not: over random images with clear margins, column
/// tables moving and stretching across them (clamped at the image's edges), edge columns,
/// opacities and canvases.
@Suite struct ImageInkTests {
  /// A `width` × `height` image, clear but for random pixels in `inked` (some of them zero).
  private static func image(width: Int, height: Int, inked: (Range<Int>, Range<Int>), _ random: inout Xoshiro)
    -> Bitmap
  {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in inked.1 {
      for x in inked.0 where random.next() % 3 != 0 {
        let alpha = UInt8.random(in: 1...255, using: &random)
        let offset = (y * width + x) * 4
        for channel in 0..<3 { bytes[offset + channel] = UInt8.random(in: 0...alpha, using: &random) }
        bytes[offset + 3] = alpha
      }
    }
    return Bitmap(width: width, height: height, bytes: bytes)!
  }

  @Test func inkIsTheColumnsOfPixelsNotZero() {
    var random = Xoshiro(seed: (51, 52, 53, 54))
    for _ in 0..<200 {
      let (width, height) = (Int.random(in: 1...30, using: &random), Int.random(in: 1...30, using: &random))
      let x = Int.random(in: 0..<width, using: &random)
      let y = Int.random(in: 0..<height, using: &random)
      let inked = (
        x..<Int.random(in: (x + 1)...width, using: &random), y..<Int.random(in: (y + 1)...height, using: &random)
      )
      let image = Self.image(width: width, height: height, inked: inked, &random)
      let marked = (0..<(width * height)).filter { image[$0 % width, $0 / width] != .clear }
      let ink = ImageInk(of: image)
      if marked.isEmpty {
        #expect(ink.columns.isEmpty)
      } else {
        #expect(ink.columns == marked.map { $0 % width }.min()!..<(marked.map { $0 % width }.max()! + 1))
      }
    }
  }

  @Test(arguments: 0..<60)
  func inkedPaintsDrawWhatOthersDraw(seed: Int) {
    var random = Xoshiro(seed: (UInt64(seed), 61, ~UInt64(seed), 63))
    let (width, height) = (Int.random(in: 8...48, using: &random), Int.random(in: 8...32, using: &random))
    let x = Int.random(in: 0..<(width - 2), using: &random)
    let y = Int.random(in: 0..<(height - 2), using: &random)
    let inked = (
      x..<Int.random(in: (x + 1)...(width - 1), using: &random),
      y..<Int.random(in: (y + 1)...(height - 1), using: &random)
    )
    let image = Self.image(width: width, height: height, inked: inked, &random)
    let count = Int.random(in: 1...40, using: &random)
    let first = Int.random(in: 0...6, using: &random)
    // Image columns and rows moving across the image and beyond it, as a turned layer's do.
    let startX = Double.random(in: -4...Double(width), using: &random)
    let stepX = Double.random(in: 0.3...2, using: &random) * (random.next() % 4 == 0 ? -1 : 1)
    let startA = Float.random(in: -6...Float(height), using: &random)
    let slopeA = Float.random(in: -0.5...0.5, using: &random)
    let startB = Float.random(in: 0.4...1.6, using: &random)
    let table = ColumnSampleTable(firstColumn: first, count: count) { k in
      let (x0, wx) = BilinearSampler.imageColumn(sx: startX + stepX * Double(k), width: width)
      return (x0, wx, startA + slopeA * Float(k), startB * (1 + 0.02 * Float(k)))
    }
    let coverage = (0..<count).map { k in k == 0 || k == count - 1 ? UInt8.random(in: 0...255, using: &random) : 255 }
    let opacity = [255, 128, Int.random(in: 1...255, using: &random)].randomElement(using: &random)!
    let rows = Int.random(in: 0...8, using: &random)..<Int.random(in: 9...40, using: &random)
    let canvasWidth = first + count + 2
    var below = [UInt8](repeating: 0, count: canvasWidth * 48 * 4)
    for index in below.indices { below[index] = UInt8.random(in: 0...255, using: &random) }
    for index in stride(from: 3, to: below.count, by: 4) { below[index] = 255 }
    let canvasBitmap = Bitmap(width: canvasWidth, height: 48, bytes: below)!
    func draw(_ ink: ImageInk?) -> Bitmap {
      var canvas = Canvas(bitmap: canvasBitmap)
      ImageColumnPaint(image: image, table: table, coverage: coverage, ink: ink)
        .paint(rows: rows, columns: first..<(first + count), opacity: opacity, into: &canvas)
      return canvas.bitmap
    }
    #expect(draw(ImageInk(of: image)) == draw(nil), "seed \(seed)")
  }
}
