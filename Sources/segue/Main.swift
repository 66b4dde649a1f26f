import ArgumentParser
import Foundation

/// The entry point: parses the command line, runs the command, and reports any failure as one
/// line on standard error with a non-zero exit status.
@main
enum Main {
  static func main() {
    do {
      var command = try SegueCommand.parseAsRoot()
      try command.run()
    } catch {
      let code = SegueCommand.exitCode(for: error)
      if code == .success { SegueCommand.exit(withError: error) }
      FileHandle.standardError.write(Data((OneLineError.describe(error) + "\n").utf8))
      exit(code.rawValue == 0 ? 1 : code.rawValue)
    }
  }
}
