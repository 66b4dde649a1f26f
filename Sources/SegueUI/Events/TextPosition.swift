/// Where something is in a text: 1-based line and column (columns count Unicode scalars).
struct TextPosition: Sendable, Hashable {
  /// The line, from 1.
  var line: Int
  /// The column, from 1.
  var column: Int
}
