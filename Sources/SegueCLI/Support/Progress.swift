import Foundation

/// Progress lines for a person watching a terminal; silent when standard error is not a terminal.
enum Progress {
  /// Writes `line` to standard error when it is a terminal, or whenever `always` is set.
  static func report(_ line: String, always: Bool = false) {
    guard always || isatty(STDERR_FILENO) != 0 else { return }
    StandardError.writeLine(line)
  }
}
