import Foundation
import SegueImage
import SegueImageIO
import Testing

/// Ctrl-C in the middle of `segue render` or `segue gallery` removes what they wrote, and the
/// process ends by the signal, as the demo's does.
@Suite struct RenderInterruptionTests {
  @Test func aSignalMidRenderLeavesOnlyTheImages() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = RenderCommandTests.pattern(width: 320, height: 480) { x, y in
      Bitmap.Pixel(red: UInt8(x % 256), green: UInt8(y % 256), blue: 90)
    }
    try PNG.write(image, to: folder.appendingPathComponent("a.png").path)
    // Ten seconds at 60 frames per second: far from over when its file is started.
    let result = try SegueBinary.interrupt(
      ["render", "slide", "--from", "a.png", "--to", "a.png", "--duration", "10", "--fps", "60"], in: folder,
      by: SIGINT
    ) { _ in
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.contains { $0.hasPrefix(".slide.png.") }
        == true
    }
    #expect(result.endedBySignal && result.status == SIGINT, "status \(result.status), stderr: \(result.error)")
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["a.png"])
  }

  @Test func aSignalMidGalleryLeavesNothing() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("new/out")
    let result = try SegueBinary.interrupt(["gallery", "--output", out.path, "--fps", "60"], by: SIGTERM) {
      SegueBinary.stagesFiles(in: out, identifier: $0)
    }
    #expect(result.endedBySignal && result.status == SIGTERM, "status \(result.status), stderr: \(result.error)")
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? ["?"]).isEmpty)
  }

}
