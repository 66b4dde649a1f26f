import ArgumentParser
import Testing

@testable import SegueCLI

/// How `segue render` and `segue gallery` read their command lines: sizes, the screen the
/// images make, the default file names and the exit status of bad input. On the main actor,
/// where the command runs and reads the catalog.
@MainActor
@Suite struct RenderParsingTests {
  @Test func sizesReadAsWidthByHeight() {
    #expect(PixelSize(argument: "390x844") == PixelSize(width: 390, height: 844))
    #expect(PixelSize(argument: "390X844") == PixelSize(width: 390, height: 844))
    for malformed in ["wide", "390", "390x", "x844", "1x2x3", "3.5x4"] {
      #expect(PixelSize(argument: malformed) == nil, "\(malformed)")
    }
  }

  @Test func imagesMakeAScreenOfTheirSizeOrOfTheSizeGivenAtOneToThreePixelsAPoint() {
    let phone = PixelSize(width: 1170, height: 2532)
    #expect(
      ScreenImages.screen(pixels: phone, requested: nil).map { [$0.size.width, $0.size.height, $0.scale] } == [
        1170, 2532, 1,
      ])
    let points = PixelSize(width: 390, height: 844)
    #expect(
      ScreenImages.screen(pixels: phone, requested: points).map { [$0.size.width, $0.size.height, $0.scale] } == [
        390, 844, 3,
      ])
    #expect(ScreenImages.screen(pixels: phone, requested: phone)?.scale == 1)
    #expect(ScreenImages.screen(pixels: phone, requested: PixelSize(width: 390, height: 843)) == nil)
    #expect(ScreenImages.screen(pixels: phone, requested: PixelSize(width: 292, height: 633)) == nil, "no scale of 4")
  }

  @Test func renderDefaultsAndItsFileName() throws {
    let command = try RenderCommand.parse(["cube", "--from", "a.png", "--to", "b.png"])
    #expect(command.fps == 30 && command.duration == nil && command.progress == nil && !command.reverse)
    #expect(command.defaultOutput(for: "cube") == "cube.png")
    let scrubbed = try RenderCommand.parse([
      "cube", "--from", "a.png", "--to", "b.png", "--progress", "0.5", "--reverse",
    ])
    #expect(scrubbed.defaultOutput(for: "cube") == "cube-reversed-at-0.5.png")
  }

  @Test func galleryDefaults() throws {
    let command = try GalleryCommand.parse([])
    // The films go to segue-gallery unless --output or --capture names a folder.
    #expect(command.output == nil && command.capture == nil && GalleryCommand.defaultOutput == "segue-gallery")
    #expect(command.size == PixelSize(width: 320, height: 480) && command.scale == 1 && command.fps == 30)
    #expect(command.progress == nil && GalleryCommand.defaultProgress == 0.25)
  }

  /// Usage errors of render and gallery exit 2, like every bad input to them; the demo's keep
  /// ArgumentParser's 64.
  @Test func usageErrorsOfRenderAndGalleryExitTwo() {
    let usage = ValidationError("progress 2 is out of range")
    #expect(ExitStatus.of(usage, arguments: ["render", "cube"]) == 2)
    #expect(ExitStatus.of(usage, arguments: ["gallery"]) == 2)
    #expect(ExitStatus.of(usage, arguments: ["demo"]) == 64)
    #expect(ExitStatus.of(CommandError(description: "x", exitStatus: 2), arguments: ["demo"]) == 2)
    #expect(ExitStatus.of(CommandError(description: "x"), arguments: ["render"]) == 1)
    #expect(throws: (any Error).self) {
      try RenderCommand.parse(["cube", "--from", "a", "--to", "b", "--progress", "2"])
    }
  }
}
