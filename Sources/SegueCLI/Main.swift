import ArgumentParser
import Foundation

/// The entry point: parses the command line, runs the command, and reports any failure as one
/// line on standard error with a non-zero exit status.
@main
enum Main {
  static func main() {
    // A reader that goes away (`segue demo | head -1`) then fails the write with EPIPE, reported
    // and cleaned up like any other failed write, instead of killing the process mid-run.
    signal(SIGPIPE, SIG_IGN)
    do {
      try StandardOutput.checkOpen()
      do {
        var command = try SegueCommand.parseAsRoot()
        try command.run()
      } catch  where SegueCommand.exitCode(for: error) == .success {
        // Help is output like any other: if it cannot be written, the command fails.
        let text = SegueCommand.fullMessage(for: error)
        if !text.isEmpty { try StandardOutput.writeLine(text) }
      }
    } catch {
      // An interrupted run has removed what it wrote by now: it ends by the signal, without a message.
      Interruption.endProcessIfCaught()
      let arguments = Array(CommandLine.arguments.dropFirst())
      StandardError.writeLine(OneLineError.describe(error, arguments: arguments))
      exit(ExitStatus.of(error, arguments: arguments))
    }
  }
}
