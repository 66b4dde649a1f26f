/// A JSON value with the position where it starts in its text, so that a reader of a file
/// format can say where a value is wrong.
struct JSONValue: Sendable {
  /// A member of an object: its key, where the key starts, and its value.
  struct Member: Sendable {
    /// The member's key.
    let key: String
    /// Where the key starts.
    let keyPosition: TextPosition
    /// The member's value.
    let value: JSONValue
  }

  /// What the value is.
  enum Kind: Sendable {
    /// An object, its members in text order.
    case object([Member])
    /// An array.
    case array([JSONValue])
    /// A string.
    case string(String)
    /// A number, as the nearest double.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// What the value is.
  let kind: Kind
  /// Where the value starts.
  let position: TextPosition

  /// The kind of value, for messages: "an object", "a string", …
  var kindDescription: String {
    switch kind {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}
