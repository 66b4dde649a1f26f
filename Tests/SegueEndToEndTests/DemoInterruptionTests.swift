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
    let run = try SegueBinary.start(["demo", "--output", out.path])
    let staging = out.appendingPathComponent(".segue-partial-\(run.process.processIdentifier)")
    #expect(
      Self.waitUntil(within: 300) {
        !((try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []).isEmpty
      })
    kill(run.process.processIdentifier, signal)
    let result = run.wait()
    #expect(result.endedBySignal && result.status == signal, "status \(result.status), stderr: \(result.error)")
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
