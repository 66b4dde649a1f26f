/// Why a gesture file could not be read or written: where (the file; the line and column when
/// the text is not JSON; the sample and field when a value breaks the format), what is wrong,
/// and what to do. It is SegueTesting's, with the file format, which stays out of SegueUI (see
/// `GestureRecording`'s `Codable` conformance).
public struct GestureFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's path, or a name for data that came from elsewhere.
  public let source: String
  /// The line of a JSON syntax error, from 1; `nil` for other problems, or when the JSON reader
  /// gives no place.
  public let line: Int?
  /// The column of the problem, from 1 (Unicode scalars); `nil` with ``line``.
  public let column: Int?
  /// What is wrong, naming the sample and field where there is one.
  public let problem: String
  /// What to do about it.
  public let remedy: String

  /// Creates an error at `position` (or at no position) of `source`.
  init(source: String, at position: TextPosition?, problem: String, remedy: String) {
    self.source = source
    self.line = position?.line
    self.column = position?.column
    self.problem = problem
    self.remedy = remedy
  }

  /// Creates an error for `violation` of the format by `source`.
  init(source: String, _ violation: GestureFormatViolation) {
    self.init(source: source, at: nil, problem: violation.problem, remedy: violation.remedy)
  }

  /// The one-line message: `source:line:column: problem; remedy`.
  public var message: String {
    let place = line.map { line in ":\(line):\(column ?? 1)" } ?? ""
    return "\(source)\(place): \(problem); \(remedy)"
  }

  /// The one-line message.
  public var description: String { message }
}
