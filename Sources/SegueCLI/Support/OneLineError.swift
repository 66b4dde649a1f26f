import ArgumentParser
import SegueImageIO

/// Formats any failure as a single line that says what is wrong and what to do.
enum OneLineError {
  /// The one-line message for `error`, prefixed with `segue: error:`; a usage error points to
  /// the help of the subcommand named in `arguments` (the command line after the program), or
  /// to the program's help when it names none.
  static func describe(_ error: Error, arguments: [String] = []) -> String {
    var message =
      SegueCommand.message(for: error)
      .split(whereSeparator: \.isNewline).first.map(String.init) ?? "\(error)"
    if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
    if error is CommandError || error is ImageIOError {
      return "segue: error: \(message)"
    }
    let subcommands = SegueCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
    let help = arguments.first.flatMap { subcommands.contains($0) ? "segue \($0) --help" : nil } ?? "segue --help"
    return "segue: error: \(message) (see '\(help)')"
  }

  /// `value` as it may appear inside a one-line message: line breaks and other control
  /// characters written as escapes, so that the advice after it is not cut off.
  static func quoted(_ value: String) -> String {
    value.unicodeScalars.map { scalar in
      switch scalar {
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      default:
        scalar.properties.generalCategory == .control ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
      }
    }.joined()
  }
}
