import Foundation
import SegueImage
import SegueImageIO
import Testing

/// `segue render`: one transition between two images of the user's, as an animated PNG or as
/// the one frame at a progress; its list; and every bad input, refused with one line, exit
/// status 2 and nothing written.
@Suite struct RenderCommandTests {
  /// The first screen: a blue-to-green gradient with a white block, opaque.
  static let fromImage = pattern(width: 64, height: 96) { x, y in
    x >= 12 && x < 40 && y >= 20 && y < 44
      ? Bitmap.Pixel(red: 255, green: 255, blue: 255)
      : Bitmap.Pixel(red: 30, green: UInt8(60 + y), blue: UInt8(200 - x))
  }
  /// The second screen: orange with dark diagonal stripes, opaque.
  static let toImage = pattern(width: 64, height: 96) { x, y in
    (x + y) / 8 % 2 == 0
      ? Bitmap.Pixel(red: 250, green: UInt8(120 + x), blue: 40) : Bitmap.Pixel(red: 60, green: 20, blue: UInt8(y))
  }

  /// A `width` × `height` image whose pixels `pixel` gives.
  static func pattern(width: Int, height: Int, _ pixel: (Int, Int) -> Bitmap.Pixel) -> Bitmap {
    var image = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width { image[x, y] = pixel(x, y) }
    }
    return image
  }

  /// A new folder holding `from.png` and `to.png`.
  static func folderWithImages() throws -> URL {
    let folder = try SegueBinary.temporaryFolder()
    try PNG.write(fromImage, to: folder.appendingPathComponent("from.png").path)
    try PNG.write(toImage, to: folder.appendingPathComponent("to.png").path)
    return folder
  }

  /// The names `segue render --list` prints, in order.
  static func transitionNames() throws -> [String] {
    try SegueBinary.run(["render", "--list"]).output.split(whereSeparator: \.isNewline)
      .compactMap { $0.split(separator: " ").first.map(String.init) }
  }

  private func files(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test func theListNamesEveryTransitionWithItsLineAndWritesNothing() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueBinary.run(["render", "--list"], in: folder)
    #expect(result.status == 0 && result.error.isEmpty)
    let lines = result.output.split(whereSeparator: \.isNewline)
    let names = try Self.transitionNames()
    #expect(lines.count == names.count && names.count >= 8)
    for name in ["cross-dissolve", "slide", "cube", "fold", "flip", "pop-up"] {
      #expect(names.contains(name), "the list does not name \(name)")
    }
    // Each line is a name, then its one-line summary, a sentence.
    #expect(
      lines.allSatisfy { $0.split(separator: " ", omittingEmptySubsequences: true).count > 3 && $0.hasSuffix(".") })
    #expect(files(in: folder).isEmpty)
  }

  /// The animated PNG has a frame per refresh from the transition's first frame to its end:
  /// duration × fps + 1, the first the --from image, the last the --to image, and its name
  /// by default is the transition's.
  @Test func anAnimatedPNGRunsFromTheFirstImageToTheSecond() throws {
    let folder = try Self.folderWithImages()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueBinary.run(
      ["render", "cross-dissolve", "--from", "from.png", "--to", "to.png", "--duration", "0.5", "--fps", "20"],
      in: folder)
    #expect(result.status == 0, "stderr: \(result.error)")
    #expect(result.output == "wrote cross-dissolve.png: cross-dissolve, 11 frames at 20 per second\n")
    #expect(files(in: folder) == ["cross-dissolve.png", "from.png", "to.png"])
    let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("cross-dissolve.png")))
    #expect(AnimatedPNGFrames.announcedCount(in: bytes) == 11)
    let frames = try AnimatedPNGFrames.decode(bytes)
    #expect(frames.count == 11)
    let (first, last) = (frames.first == Self.fromImage, frames.last == Self.toImage)
    let between = frames[5] != Self.fromImage && frames[5] != Self.toImage
    #expect(first && last && between)
  }

  /// With --size the images may be a phone's screenshots at 2 or 3 pixels a point: the
  /// transition runs in points and the frames keep the images' pixels.
  @Test func aSizeInPointsRendersImagesAtTwoPixelsAPoint() throws {
    let folder = try Self.folderWithImages()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueBinary.run(
      [
        "render", "cube", "--from", "from.png", "--to", "to.png", "--size", "32x48", "--fps", "10", "--output",
        "2x.png",
      ],
      in: folder)
    #expect(result.status == 0, "stderr: \(result.error)")
    let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("2x.png")))
    let frames = try AnimatedPNGFrames.decode(bytes)
    #expect(frames.count == 6)
    let endsAreTheImages = frames.first == Self.fromImage && frames.last == Self.toImage
    #expect(endsAreTheImages)
  }

  /// Every transition's recording, either way, starts on the --from image pixel for pixel and
  /// ends on the --to image — but the slide: its spring is cut off at its duration within 0.1 %
  /// of its travel (``View/animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``),
  /// so its last frame is the --to image moved by under a tenth of a point, the model values
  /// showing only once the transition has ended: near the stripes' edges a few levels off.
  @Test func everyRecordingStartsOnTheFirstImageAndEndsOnTheSecond() throws {
    let folder = try Self.folderWithImages()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in try Self.transitionNames() {
      for reverse in [false, true] {
        let label = "\(name)\(reverse ? " reversed" : "")"
        let result = try SegueBinary.run(
          ["render", name, "--from", "from.png", "--to", "to.png", "--fps", "10", "--output", "run.png"]
            + (reverse ? ["--reverse"] : []), in: folder)
        #expect(result.status == 0, "\(label): \(result.error)")
        let frames = try AnimatedPNGFrames.decode(
          [UInt8](try Data(contentsOf: folder.appendingPathComponent("run.png"))))
        let startsOnFrom = frames.first == Self.fromImage
        #expect(startsOnFrom, "\(label) does not start on the --from image")
        let last = try #require(frames.last)
        if name == "slide" {
          let differences = Self.channelDifferences(last, Self.toImage)
          #expect(differences.max() ?? 0 <= 24, "\(label) ends \(differences.max() ?? 0) levels off the --to image")
          #expect(differences.filter { $0 > 0 }.count < differences.count / 4, "\(label) ends far from the --to image")
        } else {
          let endsOnTo = last == Self.toImage
          #expect(endsOnTo, "\(label) does not end on the --to image")
        }
      }
    }
  }

  /// How far apart each pixel of `a` and `b` (the same size) is: its largest channel difference.
  static func channelDifferences(_ a: Bitmap, _ b: Bitmap) -> [Int] {
    (0..<(a.width * a.height)).map { index in
      let (x, y) = (index % a.width, index / a.width)
      let (p, q) = (a[x, y], b[x, y])
      return [(p.red, q.red), (p.green, q.green), (p.blue, q.blue), (p.alpha, q.alpha)]
        .map { abs(Int($0.0) - Int($0.1)) }.max() ?? 0
    }
  }

  /// At progress 0 every transition, either way, shows the --from image pixel for pixel, and at
  /// progress 1 the --to image; at 0.5 something between.
  @Test func progressZeroIsTheFirstImageAndOneTheSecondForEveryTransition() throws {
    let folder = try Self.folderWithImages()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in try Self.transitionNames() {
      for reverse in [false, true] {
        var shown: [Double: Bitmap] = [:]
        for progress in [0, 0.5, 1] {
          let result = try SegueBinary.run(
            ["render", name, "--from", "from.png", "--to", "to.png", "--progress", "\(progress)", "--output", "p.png"]
              + (reverse ? ["--reverse"] : []), in: folder)
          #expect(result.status == 0, "\(name) at \(progress): \(result.error)")
          shown[progress] = try PNG.read(from: folder.appendingPathComponent("p.png").path)
        }
        let label = "\(name)\(reverse ? " reversed" : "")"
        let (startsOnFrom, endsOnTo) = (shown[0] == Self.fromImage, shown[1] == Self.toImage)
        let between = shown[0.5] != Self.fromImage && shown[0.5] != Self.toImage
        #expect(startsOnFrom, "\(label) at 0 is not the --from image")
        #expect(endsOnTo, "\(label) at 1 is not the --to image")
        #expect(between, "\(label) at 0.5 shows one of the images")
      }
    }
  }

  /// Without --output a frame at a progress is named after the transition, the direction and
  /// the progress.
  @Test func aFrameAtAProgressIsNamedAfterIt() throws {
    let folder = try Self.folderWithImages()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueBinary.run(
      ["render", "flip", "--from", "from.png", "--to", "to.png", "--progress", "0.25", "--reverse"], in: folder)
    #expect(result.status == 0, "stderr: \(result.error)")
    #expect(files(in: folder) == ["flip-reversed-at-0.25.png", "from.png", "to.png"])
    let frame = try PNG.read(from: folder.appendingPathComponent("flip-reversed-at-0.25.png").path)
    #expect(frame.width == 64 && frame.height == 96)
  }

  @Test(arguments: [
    (["cube", "--from", "missing.png", "--to", "to.png"], "cannot read 'missing.png'"),
    (["cube", "--from", "folder", "--to", "to.png"], "cannot read 'folder'"),
    (["cube", "--from", "from.png", "--to", "corrupt.png"], "'corrupt.png' is not a valid PNG image"),
    (
      ["cube", "--from", "from.png", "--to", "wide.png"],
      "is 64x96 but 'wide.png' is 96x64; give two images of the same size"
    ),
    (["cube", "--from", "tiny.png", "--to", "tiny.png"], "smaller than 32x32 points"),
    (
      ["cube", "--from", "from.png", "--to", "to.png", "--size", "50x50"],
      "not --size 50x50 at 1, 2 or 3 pixels a point"
    ),
    (["cube", "--from", "from.png", "--to", "to.png", "--size", "10x10"], "size 10x10 is too small"),
    (["cube", "--from", "from.png", "--to", "to.png", "--size", "5000x100"], "size 5000x100 is too large"),
    (["cube", "--from", "from.png", "--to", "to.png", "--size", "wide"], "wide"),
    (["bogus", "--from", "from.png", "--to", "to.png"], "no transition named 'bogus'; choose one of cross-dissolve, "),
    (["--from", "from.png", "--to", "to.png"], "name the transition to render"),
    (["cube", "--to", "to.png"], "--from"),
    (["cube", "--from", "from.png"], "--to"),
    (["cube", "--from", "from.png", "--to", "to.png", "--fps", "0"], "fps 0 is out of range"),
    (["cube", "--from", "from.png", "--to", "to.png", "--fps", "500"], "fps 500 is out of range"),
    (["cube", "--from", "from.png", "--to", "to.png", "--fps", "abc"], "abc"),
    (["cube", "--from", "from.png", "--to", "to.png", "--duration", "0"], "duration 0 is out of range"),
    (["cube", "--from", "from.png", "--to", "to.png", "--duration", "-1"], "duration -1 is out of range"),
    (["cube", "--from", "from.png", "--to", "to.png", "--duration", "60"], "duration 60 is out of range"),
    (["cube", "--from", "from.png", "--to", "to.png", "--duration", "nan"], "duration nan is out of range"),
    (["cube", "--from", "from.png", "--to", "to.png", "--progress", "1.5"], "progress 1.5 is out of range"),
    (["cube", "--from", "from.png", "--to", "to.png", "--progress", "-0.1"], "progress -0.1 is out of range"),
    (["cube", "--from", "from.png", "--to", "to.png", "--output", "nowhere/cube.png"], "'nowhere' does not exist"),
    (["cube", "--from", "from.png", "--to", "to.png", "--output", "folder"], "it is a folder"),
    (["cube", "--from", "from.png", "--to", "to.png", "--output", ""], "--output names no file"),
    (["cube", "--from", "from.png", "--to", "to.png", "--output", "from.png/cube.png"], "cannot be written"),
    (["cube", "--from", "from.png", "--to", "to.png", "--bogus"], "--bogus"),
  ])
  func badInputGivesOneLineExitTwoAndNoFile(arguments: [String], mentions: String) throws {
    let folder = try Self.folderWithImages()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("folder"), withIntermediateDirectories: false)
    try Data("not a png".utf8).write(to: folder.appendingPathComponent("corrupt.png"))
    try PNG.write(
      Bitmap(width: 96, height: 64, filledWith: .init(red: 9, green: 9, blue: 9)),
      to: folder.appendingPathComponent("wide.png").path)
    try PNG.write(
      Bitmap(width: 16, height: 16, filledWith: .init(red: 9, green: 9, blue: 9)),
      to: folder.appendingPathComponent("tiny.png").path)
    let before = files(in: folder)
    let result = try SegueBinary.run(["render"] + arguments, in: folder)
    #expect(result.status == 2, "stderr: \(result.error)")
    #expect(result.error.split(whereSeparator: \.isNewline).count == 1, "stderr: \(result.error)")
    #expect(result.error.hasPrefix("segue: error: "))
    #expect(result.error.contains(mentions), "stderr: \(result.error)")
    #expect(result.output.isEmpty)
    #expect(files(in: folder) == before)
    #expect(files(in: folder.appendingPathComponent("folder")).isEmpty)
  }

  @Test func helpExplainsEveryOption() throws {
    let help = try SegueBinary.run(["render", "--help"])
    #expect(help.status == 0)
    for option in ["--from", "--to", "--output", "--duration", "--fps", "--size", "--reverse", "--progress", "--list"] {
      #expect(help.output.contains(option), "help does not mention \(option)")
    }
  }
}
