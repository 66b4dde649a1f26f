/// A JSON syntax error: where, what is wrong, and what to do.
struct JSONSyntaxError: Error, Sendable {
  /// Where the problem is.
  let position: TextPosition
  /// What is wrong.
  let problem: String
  /// What to do about it.
  let remedy: String
}
