import PropertyBased
import SegueImage
import Testing

@testable import SegueRender

/// An image column paint's aligned rows (``AlignedColumns``), copied or blended from the image
/// rather than sampled, must give the bilinear run kernel's bytes exactly: over random images,
/// tables whose columns read whole pixels (and some that do not), row laws on and off pixel
/// centres, edge columns, opacities, and canvases drawn as they are or clearing lazily.
@Suite struct AlignedColumnsTests {
  @Test(arguments: 0..<40)
  func alignedRowsDrawWhatTheKernelDraws(seed: Int) {
    var random = Xoshiro(seed: (UInt64(seed), 7, ~UInt64(seed), 9))
    let (width, height) = (Int.random(in: 2...40, using: &random), Int.random(in: 2...40, using: &random))
    let image = Bitmap(width: width, height: height, bytes: Self.pixels(width * height, &random))!
    let count = Int.random(in: 1...24, using: &random)
    let first = Int.random(in: 0...8, using: &random)
    let start = Int.random(in: -3...width, using: &random)
    // Mostly a row law on pixel centres (a whole shift, b = 1); sometimes a fraction or a scale.
    let kind = Int.random(in: 0..<4, using: &random)
    let a = Float(Int.random(in: -4...height, using: &random)) - 0.5 + (kind == 1 ? 0.25 : 0)
    let b: Float = kind == 2 ? 0.5 : 1
    let broken = kind == 3 ? Int.random(in: 0..<count, using: &random) : -1
    let entry = { (k: Int) -> (x0: Int32, wx: Int32, a: Float, b: Float) in
      let (x0, wx) = BilinearSampler.imageColumn(sx: Double(start + k), width: width)
      return (x0, k == broken ? 64 : wx, a, b)
    }
    let coverage = (0..<count).map { k in k == 0 || k == count - 1 ? UInt8.random(in: 0...255, using: &random) : 255 }
    let opacity = [255, 255, 128, Int.random(in: 1...255, using: &random)].randomElement(using: &random)!
    let rows = Int.random(in: 0...10, using: &random)..<Int.random(in: 11...(height + 14), using: &random)
    let columns = first..<(first + count)
    let below = Bitmap(
      width: first + count + 3, height: height + 16, bytes: Self.pixels((first + count + 3) * (height + 16), &random))!
    let lazily = random.next() % 2 == 0
    func draw(finding: Bool) -> Bitmap {
      let table = ColumnSampleTable(firstColumn: first, count: count, findsAlignedColumns: finding, entry: entry)
      var canvas = Canvas(bitmap: below)
      if lazily {
        canvas.begin(rows: 0..<below.height, background: Bitmap.Pixel(red: 9, green: 8, blue: 7, alpha: 200))
      }
      ImageColumnPaint(image: image, table: table, coverage: coverage)
        .paint(rows: rows, columns: columns, opacity: opacity, into: &canvas)
      canvas.finish()
      return canvas.bitmap
    }
    #expect(draw(finding: true) == draw(finding: false), "seed \(seed)")
  }

  @Test func imageRowFollowsTheKernelsArithmetic() {
    var random = Xoshiro(seed: (31, 32, 33, 34))
    for _ in 0..<4_000 {
      let height = Int.random(in: 2...3_000, using: &random)
      let whole = random.next() % 2 == 0
      let a =
        whole ? Float(Int.random(in: -5_000...5_000, using: &random)) - 0.5 : Float.random(in: -50...50, using: &random)
      let b: Float = random.next() % 3 == 0 ? Float.random(in: 0.5...2, using: &random) : 1
      let aligned = AlignedColumns(columns: 0..<2, imageColumn: 0, a: a, b: b)
      let y = Int.random(in: 0...6_000, using: &random)
      let expected = AlignedColumns.kernelRow(a: a, b: b, py: Float(y) + 0.5, height: height)
      #expect(aligned.imageRow(y, height: height) == expected, "a \(a), b \(b), row \(y), height \(height)")
    }
  }

  @Test func longestFindsTheLongestRunOfWholePixels() {
    var random = Xoshiro(seed: (41, 42, 43, 44))
    for _ in 0..<500 {
      let count = Int.random(in: 0...20, using: &random)
      let entries = (0..<count).map { k -> (x0: Int32, wx: Int32, a: Float, b: Float) in
        let jump = random.next() % 6 == 0 ? Int32.random(in: -2...2, using: &random) : 0
        let wx: Int32 = [0, 0, 0, 128, 64].randomElement(using: &random)!
        let a: Float = random.next() % 8 == 0 ? 1.5 : 0.5
        return (Int32(k) + jump + 3, wx, a, 1)
      }
      // Brute force: every run of at least two columns that reads consecutive whole pixels.
      func pixel(_ k: Int) -> Int? {
        entries[k].wx == 0 || entries[k].wx == 128 ? Int(entries[k].x0) + Int(entries[k].wx / 128) : nil
      }
      var best = 0
      for low in 0..<count {
        for high in (low + 1)..<(count + 1) where high - low >= 2 && high - low > best {
          let whole = (low..<high).allSatisfy { pixel($0) != nil }
          let steps =
            whole
            && (low + 1..<high).allSatisfy { k in
              pixel(k)! == pixel(k - 1)! + 1 && entries[k].a == entries[k - 1].a && entries[k].b == entries[k - 1].b
            }
          if steps { best = high - low }
        }
      }
      let found = AlignedColumns.longest(first: 5, count: count) { entries[$0] }
      #expect((found?.columns.count ?? 0) == best)
      if let found { #expect(pixel(found.columns.lowerBound - 5) == found.imageColumn) }
    }
  }

  /// Random premultiplied pixels, a third of the time all opaque.
  private static func pixels(_ count: Int, _ random: inout Xoshiro) -> [UInt8] {
    let opaque = Int.random(in: 0..<3, using: &random) == 0
    return (0..<count).flatMap { _ -> [UInt8] in
      let alpha = opaque || random.next() % 2 == 0 ? 255 : UInt8.random(in: 0...255, using: &random)
      return [
        UInt8.random(in: 0...alpha, using: &random), UInt8.random(in: 0...alpha, using: &random),
        UInt8.random(in: 0...alpha, using: &random), alpha,
      ]
    }
  }
}
