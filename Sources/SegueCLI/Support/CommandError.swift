/// A failure of a command that the user can fix, with a one-line message saying what to do.
struct CommandError: Error, CustomStringConvertible {
  /// The message, one line.
  let description: String
  /// The process's exit status: 1, or 2 for input the user must change (no display, a
  /// malformed gesture file, a missing image, an unknown transition).
  var exitStatus: Int32 = 1
}
