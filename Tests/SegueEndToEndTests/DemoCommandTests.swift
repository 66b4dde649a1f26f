import Foundation
import SegueImageIO
import Testing

@Suite struct DemoCommandTests {
  private func lines(_ text: String) -> [String] {
    text.split(whereSeparator: \.isNewline).map(String.init)
  }

  private func files(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  /// The frame count an APNG's acTL chunk announces.
  private func animationFrameCount(_ bytes: [UInt8]) -> Int? {
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      if type == "acTL" { return bytes[(offset + 8)..<(offset + 12)].reduce(0) { $0 << 8 | Int($1) } }
      offset += 12 + length
    }
    return nil
  }

  @Test func demoWritesEveryFileAndPrintsItsPath() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let result = try SegueBinary.run(["demo", "--output", out.path, "--size", "48x64", "--fps", "10", "--duration", "0.3"])
    #expect(result.status == 0, "stderr: \(result.error)")
    let expected = ["cube-sheet.png", "cube.png", "slide-sheet.png", "slide.png"]
    #expect(files(in: out) == expected)
    #expect(Set(lines(result.output)) == Set(expected.map { out.appendingPathComponent($0).path }))
    for name in ["slide.png", "cube.png"] {
      let bytes = [UInt8](try Data(contentsOf: out.appendingPathComponent(name)))
      #expect(animationFrameCount(bytes) == 4)
      let firstFrame = try PNG.decode(bytes)
      #expect(firstFrame.width == 48 && firstFrame.height == 64)
    }
    let sheet = try PNG.read(from: out.appendingPathComponent("cube-sheet.png").path)
    #expect(sheet.width > 0 && sheet.height > 0)
  }

  @Test func demoDefaultsToSegueOutInTheWorkingDirectory() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueBinary.run(["demo", "--size", "20x30", "--fps", "4", "--duration", "0.25"], in: folder)
    #expect(result.status == 0, "stderr: \(result.error)")
    #expect(files(in: folder.appendingPathComponent("segue-out")).count == 4)
  }

  @Test func helpExplainsEveryOption() throws {
    let root = try SegueBinary.run(["--help"])
    #expect(root.status == 0)
    #expect(root.output.contains("demo"))
    let demo = try SegueBinary.run(["demo", "--help"])
    #expect(demo.status == 0)
    for option in ["--output", "--size", "--fps", "--duration", "--columns", "--timings"] {
      #expect(demo.output.contains(option), "help does not mention \(option)")
    }
  }

  @Test(arguments: [
    (["demo", "--bogus"], "--bogus"),
    (["demo", "--size", "0x100"], "size"),
    (["demo", "--size", "100x0"], "size"),
    (["demo", "--size", "wide"], "size"),
    (["demo", "--fps", "0"], "fps"),
    (["demo", "--duration", "-1"], "duration"),
    (["unknown-command"], "unknown-command"),
  ])
  func badArgumentsGiveOneLineAndNoFiles(arguments: [String], mentions: String) throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueBinary.run(arguments, in: folder)
    #expect(result.status != 0)
    #expect(lines(result.error).count == 1, "stderr: \(result.error)")
    #expect(result.error.hasPrefix("segue: error:"))
    #expect(result.error.contains(mentions))
    #expect(result.output.isEmpty)
    #expect(files(in: folder).isEmpty)
  }

  @Test func unwritableOutputFolderGivesOneLineAndWritesNothing() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appendingPathComponent("plain-file")
    try Data("x".utf8).write(to: blocker)
    for target in [blocker.path, blocker.appendingPathComponent("inside").path] {
      let result = try SegueBinary.run(["demo", "--output", target, "--size", "8x8"], in: folder)
      #expect(result.status != 0)
      #expect(lines(result.error).count == 1, "stderr: \(result.error)")
      #expect(result.error.contains("--output"))
      #expect(files(in: folder) == ["plain-file"])
    }
  }
}
