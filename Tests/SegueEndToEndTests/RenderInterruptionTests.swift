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
    let run = try SegueBinary.start(
      ["render", "slide", "--from", "a.png", "--to", "a.png", "--duration", "10", "--fps", "60"], in: folder)
    #expect(
      Self.waitUntil(within: 300) {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.contains { $0.hasPrefix(".slide.png.") }
          == true
      })
    kill(run.process.processIdentifier, SIGINT)
    let result = run.wait()
    #expect(result.endedBySignal && result.status == SIGINT, "status \(result.status), stderr: \(result.error)")
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["a.png"])
  }

  @Test func aSignalMidGalleryLeavesNothing() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("new/out")
    let run = try SegueBinary.start(["gallery", "--output", out.path, "--fps", "60"])
    let staging = out.appendingPathComponent(".segue-partial-\(run.process.processIdentifier)")
    #expect(
      Self.waitUntil(within: 300) {
        !((try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []).isEmpty
      })
    kill(run.process.processIdentifier, SIGTERM)
    let result = run.wait()
    #expect(result.endedBySignal && result.status == SIGTERM, "status \(result.status), stderr: \(result.error)")
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? ["?"]).isEmpty)
  }

  /// Polls `condition` until it holds or `seconds` have passed; whether it held.
  private static func waitUntil(within seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(10_000)
    }
    return condition()
  }
}
