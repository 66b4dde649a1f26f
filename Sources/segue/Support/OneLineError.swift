import ArgumentParser
import SegueImageIO

/// Formats any failure as a single line that says what is wrong and what to do.
enum OneLineError {
  /// The one-line message for `error`, prefixed with `segue: error:`.
  static func describe(_ error: Error) -> String {
    var message = SegueCommand.message(for: error)
      .split(whereSeparator: \.isNewline).first.map(String.init) ?? "\(error)"
    if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
    if error is DemoError || error is ImageIOError {
      return "segue: error: \(message)"
    }
    return "segue: error: \(message) (see 'segue --help')"
  }
}
