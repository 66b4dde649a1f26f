import SegueGeometry
import SegueImage
import SegueImageIO
import Testing

@Suite struct ContactSheetTests {
  let red = Bitmap.Pixel(red: 220, green: 20, blue: 30)
  let blue = Bitmap.Pixel(red: 10, green: 40, blue: 200)
  let white = Bitmap.Pixel(red: 255, green: 255, blue: 255)

  func solid(_ pixel: Bitmap.Pixel, width: Int = 80, height: Int = 40) -> Bitmap {
    Bitmap(width: width, height: height, filledWith: pixel)
  }

  /// The number of pixels equal to `ContactSheet.labelColor` in the given rectangle.
  func labelPixels(in sheet: Bitmap, x: Range<Int>, y: Range<Int>) -> Int {
    y.reduce(0) { count, row in count + x.filter { sheet[$0, row] == ContactSheet.labelColor }.count }
  }

  @Test(arguments: [(1, 1), (5, 3), (6, 3), (7, 3), (2, 5)])
  func sheetSizeFollowsFrameAndColumnCounts(frameCount: Int, columns: Int) {
    let sheet = ContactSheet(columns: columns, cellWidth: 40)
    let frames = (0..<frameCount).map { (image: solid(red), label: "F\($0)") }
    let image = sheet.render(frames)
    let usedColumns = min(columns, frameCount)
    let rows = (frameCount + usedColumns - 1) / usedColumns
    #expect(image.width == usedColumns * 40 + (usedColumns + 1) * 8)
    #expect(image.height == rows * (20 + 14) + (rows + 1) * 8)
  }

  @Test func threeFramesInTwoColumns() {
    let sheet = ContactSheet(columns: 2, cellWidth: 40, spacing: 4, labelHeight: 10)
    let image = sheet.render([(solid(red), "A"), (solid(blue), "B"), (solid(red), "C")])
    #expect(image.width == 2 * 40 + 3 * 4)
    #expect(image.height == 2 * (20 + 10) + 3 * 4)
    #expect(image[4 + 20, 4 + 10] == red)
    #expect(image[4 + 40 + 4 + 20, 4 + 10] == blue)
    #expect(image[4 + 20, 4 + 30 + 4 + 10] == red)
    #expect(image[4 + 40 + 4 + 20, 4 + 30 + 4 + 10] == white)
    #expect(image[1, 1] == white)
  }

  @Test func cellCentresKeepSolidColours() {
    let translucent = Bitmap.Pixel(red: 100, green: 0, blue: 0, alpha: 128)
    let image = ContactSheet(columns: 3, cellWidth: 33).render([
      (solid(red, width: 7, height: 7), "UP"),
      (solid(blue, width: 301, height: 99), "DOWN"),
      (solid(translucent, width: 10, height: 10), "HALF"),
    ])
    #expect(image[8 + 16, 8 + 16] == red)
    #expect(image[8 + 41 + 16, 8 + 5] == blue)
    // Source-over onto white: 100 + 255 × 127 / 255 = 227 and 0 + 127 for the other channels.
    #expect(image[8 + 82 + 16, 8 + 16] == Bitmap.Pixel(red: 227, green: 127, blue: 127))
  }

  @Test func boxFilterAveragesTheCoveredArea() {
    var checker = Bitmap(width: 4, height: 2, filledWith: white)
    for y in 0..<2 {
      for x in 0..<4 where (x + y) % 2 == 0 { checker[x, y] = Bitmap.Pixel(red: 0, green: 0, blue: 0) }
    }
    let image = ContactSheet(columns: 1, cellWidth: 2, spacing: 0, labelHeight: 0).render([(checker, "")])
    #expect(image.width == 2 && image.height == 1)
    #expect(image[0, 0] == Bitmap.Pixel(red: 128, green: 128, blue: 128))
    #expect(image[1, 0] == Bitmap.Pixel(red: 128, green: 128, blue: 128))
  }

  @Test func labelsAreDrawnInDarkGreyUnderTheirFrame() {
    let sheet = ContactSheet(columns: 2, cellWidth: 100)
    let image = sheet.render([(solid(red), "SLIDE #12 0.200S"), (solid(blue), "")])
    let band = (8 + 50)..<(8 + 50 + 14)
    #expect(labelPixels(in: image, x: 8..<108, y: band) > 40)
    #expect(labelPixels(in: image, x: 116..<216, y: band) == 0)
    #expect(labelPixels(in: image, x: 0..<image.width, y: 0..<(8 + 50)) == 0)
  }

  @Test func lowerCaseDrawsAsUpperCaseAndUnknownCharactersAsBoxes() {
    let sheet = ContactSheet(columns: 1, cellWidth: 60)
    let image = solid(red)
    #expect(sheet.render([(image, "slide 1.5s")]) == sheet.render([(image, "SLIDE 1.5S")]))
    let unknown = sheet.render([(image, "@")])
    #expect(unknown != sheet.render([(image, " ")]))
    #expect(unknown != sheet.render([(image, "O")]))
    #expect(unknown == sheet.render([(image, "€")]))
  }

  @Test func longLabelsStayInsideTheirCell() {
    let sheet = ContactSheet(columns: 2, cellWidth: 20, spacing: 8)
    let image = sheet.render([(solid(red), "A VERY LONG LABEL"), (solid(blue), "")])
    let band = (8 + 10)..<(8 + 10 + 14)
    #expect(labelPixels(in: image, x: 8..<28, y: band) > 0)
    #expect(labelPixels(in: image, x: 28..<image.width, y: band) == 0)
  }

  @Test func invalidLayoutsRenderNothingAndRefuseToWrite() throws {
    let folder = try TemporaryFolder()
    let frames = [(image: solid(red), label: "A")]
    for sheet in [ContactSheet(columns: 0, cellWidth: 10), ContactSheet(columns: 2, cellWidth: 0)] {
      #expect(sheet.render(frames).isEmpty)
      #expect(throws: ImageIOError.self) { try sheet.write(frames, to: folder.file("sheet.png")) }
    }
    let valid = ContactSheet(columns: 2, cellWidth: 10)
    #expect(valid.render([]).isEmpty)
    #expect(
      throws: ImageIOError(
        kind: .invalidArgument, path: folder.file("sheet.png"), reason: "the contact sheet has no frames",
        remedy: "pass at least one frame")
    ) { try valid.write([], to: folder.file("sheet.png")) }
    #expect(try folder.contents() == [])
  }

  @Test func writeStoresTheRenderedSheetAsPNG() throws {
    let folder = try TemporaryFolder()
    let sheet = ContactSheet(columns: 2, cellWidth: 30)
    let frames = [(image: solid(red), label: "1"), (image: solid(blue), label: "2")]
    try sheet.write(frames, to: folder.file("sheet.png"))
    #expect(try PNG.read(from: folder.file("sheet.png")) == sheet.render(frames))
  }

  /// A recorder may keep thumbnails instead of frames: the sheet comes out the same, byte for
  /// byte, for frames wider, narrower and as wide as the cells.
  @Test(arguments: 0..<12)
  func aSheetOfThumbnailsIsTheSheetOfTheFrames(seed: Int) {
    let sheet = ContactSheet(columns: 3, cellWidth: 40)
    let frames = (0..<4).map { index in
      let width = [17, 40, 97, 160][(seed + index) % 4]
      let height = 11 + (seed * 7 + index * 13) % 90
      return (image: TestImages.noise(width: width, height: height, seed: UInt64(seed * 10 + index)), label: "\(index)")
    }
    let thumbnails = frames.map { (image: sheet.thumbnail(of: $0.image), label: $0.label) }
    #expect(thumbnails.allSatisfy { $0.image.width == 40 })
    #expect(sheet.render(thumbnails) == sheet.render(frames))
  }
}
