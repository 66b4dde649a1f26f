/// A demo failure the user can fix, with a one-line message saying what to do.
struct DemoError: Error, CustomStringConvertible {
  /// The message, one line.
  let description: String
}
