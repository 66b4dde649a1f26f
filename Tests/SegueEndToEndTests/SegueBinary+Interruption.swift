import Foundation
import Testing

extension SegueBinary {
  /// Starts `segue` with `arguments` in `directory`, waits until `started` says it has begun
  /// writing (given the process identifier; an issue is recorded if that takes 300 s), sends
  /// it `signal`, and returns how it ended.
  static func interrupt(
    _ arguments: [String], in directory: URL? = nil, by signal: Int32, once started: (Int32) -> Bool
  ) throws -> Result {
    let run = try start(arguments, in: directory)
    let identifier = run.process.processIdentifier
    #expect(waitUntil(within: 300) { started(identifier) }, "segue \(arguments.joined(separator: " ")) wrote nothing")
    kill(identifier, signal)
    return run.wait()
  }

  /// Whether the staging folder that a run with process identifier `identifier` makes inside
  /// `output` holds a file.
  static func stagesFiles(in output: URL, identifier: Int32) -> Bool {
    let staging = output.appendingPathComponent(".segue-partial-\(identifier)")
    return !((try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []).isEmpty
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
