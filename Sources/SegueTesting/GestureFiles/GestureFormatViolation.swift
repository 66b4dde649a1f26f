/// How gesture data breaks the file format (see `GestureRecording`'s `Codable` conformance):
/// what is wrong, naming the sample and field, and what to do. ``GestureFileError`` adds the file.
struct GestureFormatViolation: Error {
  /// What is wrong, starting with where: `sample 2, field "t": …`.
  let problem: String
  /// What to do about it.
  let remedy: String

  /// A violation whose `problem` names its place.
  init(problem: String, remedy: String) {
    self.problem = problem
    self.remedy = remedy
  }

  /// A violation by the value at `codingPath`.
  init(at codingPath: [any CodingKey], _ problem: String, remedy: String) {
    self.init(problem: "\(Self.place(of: codingPath)): \(problem)", remedy: remedy)
  }

  /// The violation a decoder reported: a value of the wrong type, a null, or a missing field;
  /// `nil` for any other error (such as data that is not JSON).
  init?(_ error: DecodingError) {
    switch error {
    case .typeMismatch(let type, let context):
      let found = Self.kindFound(in: context.debugDescription).map { ", found \($0)" } ?? ""
      self.init(
        at: context.codingPath, "expected \(Self.kind(of: type))\(found)", remedy: Self.remedy(at: context.codingPath))
    case .valueNotFound(let type, let context):
      self.init(
        at: context.codingPath, "expected \(Self.kind(of: type)), found null",
        remedy: Self.remedy(at: context.codingPath))
    case .keyNotFound(let key, let context):
      self.init(
        problem: "\(Self.name(of: context.codingPath)): missing field \"\(key.stringValue)\"",
        remedy: "add it (see the gesture file format)")
    default:
      return nil
    }
  }

  /// Where the value at `codingPath` is, for messages: `the top level`, `field "version"`,
  /// `sample 2`, `sample 2, field "t"`, `windowSize, field "width"`.
  static func place(of codingPath: [any CodingKey]) -> String {
    guard let field = codingPath.last, field.intValue == nil else { return name(of: codingPath) }
    let object = codingPath.dropLast()
    return object.isEmpty ? "field \"\(field.stringValue)\"" : "\(name(of: object)), field \"\(field.stringValue)\""
  }

  /// The object at `codingPath`, for messages: `the top level`, `sample 2`, `windowSize`.
  static func name(of codingPath: some BidirectionalCollection<any CodingKey>) -> String {
    guard let last = codingPath.last else { return "the top level" }
    return last.intValue.map { "sample \($0)" } ?? last.stringValue
  }

  /// How to write the value at `codingPath`.
  private static func remedy(at codingPath: [any CodingKey]) -> String {
    guard let last = codingPath.last else { return GestureFileField.remedy(forObjectWith: GestureFileField.topLevel) }
    if last.intValue != nil { return GestureFileField.remedy(forObjectWith: GestureFileField.sample) }
    return GestureFileField(stringValue: last.stringValue).remedy
  }

  /// The kind of JSON value a decoder wanted as `type`: "a number", "an object", …
  private static func kind(of type: Any.Type) -> String {
    switch type {
    case is Double.Type: "a number"
    case is String.Type: "a string"
    case is [Any].Type: "an array"
    default: "an object"
    }
  }

  /// The kind of JSON value a type mismatch's `description` says was found, in the words of
  /// ``kind(of:)``; `nil` when it does not say.
  private static func kindFound(in description: String) -> String? {
    guard let start = description.firstRange(of: "but found "),
      let end = description[start.upperBound...].firstRange(of: " instead")
    else { return nil }
    let found = String(description[start.upperBound..<end.lowerBound])
    return ["bool": "a boolean", "number": "a number", "a dictionary": "an object"][found] ?? found
  }
}
