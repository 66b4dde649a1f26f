import Foundation

/// Runs the built `segue` executable, which `swift build` puts beside the test bundle.
struct SegueBinary {
  /// What one run produced.
  struct Result {
    /// The exit status, or the number of the signal that ended the process.
    let status: Int32
    /// Whether a signal ended the process (its number is then ``status``).
    let endedBySignal: Bool
    /// Everything written to standard output.
    let output: String
    /// Everything written to standard error.
    let error: String
  }

  /// A run started and not yet waited for.
  struct Running {
    /// The process.
    let process: Process
    private let output: Pipe
    private let error: Pipe

    fileprivate init(process: Process, output: Pipe, error: Pipe) {
      self.process = process
      self.output = output
      self.error = error
    }

    /// Waits for the process to exit and collects what it wrote.
    func wait() -> Result {
      let outputData = output.fileHandleForReading.readDataToEndOfFile()
      let errorData = error.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return Result(
        status: process.terminationStatus, endedBySignal: process.terminationReason == .uncaughtSignal,
        output: String(decoding: outputData, as: UTF8.self), error: String(decoding: errorData, as: UTF8.self))
    }
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

  /// Runs `segue` with `arguments` in `directory` and waits for it to exit (see ``start(_:in:outputFile:errorFile:closingStandardOutput:)``).
  static func run(
    _ arguments: [String], in directory: URL? = nil, outputFile: FileHandle? = nil, errorFile: FileHandle? = nil,
    closingStandardOutput: Bool = false, environment: [String: String]? = nil
  ) throws -> Result {
    try start(
      arguments, in: directory, outputFile: outputFile, errorFile: errorFile,
      closingStandardOutput: closingStandardOutput, environment: environment
    ).wait()
  }

  /// Starts `segue` with `arguments` in `directory`; standard output and standard error go to
  /// `outputFile` and `errorFile` when given (read back as empty), else they are captured.
  /// `closingStandardOutput` starts it with standard output closed, as `>&-` does in a shell;
  /// `environment`, when given, replaces the test's own.
  static func start(
    _ arguments: [String], in directory: URL? = nil, outputFile: FileHandle? = nil, errorFile: FileHandle? = nil,
    closingStandardOutput: Bool = false, environment: [String: String]? = nil
  ) throws -> Running {
    let process = Process()
    if closingStandardOutput {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "exec \"$0\" \"$@\" >&-", url.path] + arguments
    } else {
      process.executableURL = url
      process.arguments = arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = outputFile ?? output
    process.standardError = errorFile ?? error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    try? output.fileHandleForWriting.close()
    try? error.fileHandleForWriting.close()
    return Running(process: process, output: output, error: error)
  }

  /// A new empty folder under the system's temporary folder.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
