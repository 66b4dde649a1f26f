import Foundation

/// Runs the built `segue` executable, which `swift build` puts beside the test bundle.
struct SegueBinary {
  /// What one run produced.
  struct Result {
    /// The exit status.
    let status: Int32
    /// Everything written to standard output.
    let output: String
    /// Everything written to standard error.
    let error: String
  }

  /// The executable's location.
  static var url: URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !directory.path.isEmpty, directory.path != "/" {
      let candidate = directory.appendingPathComponent("segue")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        return candidate
      }
      directory.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: ".build/debug/segue")
  }

  /// Runs `segue` with `arguments` in `directory` and waits for it to exit; standard output and
  /// standard error go to `outputFile` and `errorFile` when given (read back as empty), else
  /// they are captured.
  static func run(
    _ arguments: [String], in directory: URL? = nil, outputFile: FileHandle? = nil, errorFile: FileHandle? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = outputFile ?? output
    process.standardError = errorFile ?? error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    try? output.fileHandleForWriting.close()
    try? error.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }

  /// A new empty folder under the system's temporary folder.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
