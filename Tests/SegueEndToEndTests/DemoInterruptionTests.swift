import Foundation
import Testing

@Suite struct DemoInterruptionTests {
  /// Ctrl-C (SIGINT) or SIGTERM in the middle of a run removes what it wrote, the folders it
  /// made included, and the process ends by that signal, as the shell expects.
  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalMidRunLeavesNothingAndEndsTheProcessByIt(signal: Int32) throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("new/out")
    // Every scenario at the default size: the run is far from over when its first file appears.
    let result = try SegueBinary.interrupt(["demo", "--output", out.path], by: signal) {
      SegueBinary.stagesFiles(in: out, identifier: $0)
    }
    #expect(result.endedBySignal && result.status == signal, "status \(result.status), stderr: \(result.error)")
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? ["?"]).isEmpty)
  }
}
