import Foundation
import Testing

@Suite struct DemoConcurrencyTests {
  /// Runs started together into the same missing folder all succeed: a folder another run made
  /// meanwhile is the folder wanted, and the files of every run end up in it.
  @Test func runsStartedTogetherIntoTheSameMissingFolderAllSucceed() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("a/b/c/d/out")
    let arguments = ["demo", "--output", out.path, "--size", "160x240", "--fps", "1", "--scenario", "container"]
    let runs = try (0..<8).map { _ in try SegueBinary.start(arguments) }
    for result in runs.map({ $0.wait() }) {
      #expect(result.status == 0, "stderr: \(result.error)")
    }
    let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(written == ["container-sheet.png", "container-trace.json", "container.png", "index.html"])
  }
}
