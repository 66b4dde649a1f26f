/// A strict JSON (RFC 8259) parser that keeps the position of every value, for file formats
/// whose errors must say where they are.
///
/// Numbers become the nearest double (out-of-range ones become infinite; readers check); nesting
/// deeper than ``maximumDepth`` is refused rather than risking the stack.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 64

  /// The text, UTF-8.
  let bytes: [UInt8]
  /// Where parsing is, as an index into ``bytes``.
  var index = 0
  private var line = 1
  private var column = 1
  /// The containers open around the current position: what they are and where they started.
  var openContainers: [(kind: String, position: TextPosition)] = []

  /// Parses `bytes` (UTF-8) as one JSON value surrounded only by white space.
  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    let value = try parser.parseValue()
    parser.skipWhiteSpace()
    if parser.index < bytes.count {
      throw parser.error("unexpected \(parser.describeNext()) after the end of the JSON value",
        remedy: "remove what follows the final closing bracket")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Where parsing is, as a line and column.
  var position: TextPosition { TextPosition(line: line, column: column) }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    skipWhiteSpace()
    let start = position
    guard let byte = peek() else { throw endOfFile(expecting: "a value") }
    switch byte {
    case UInt8(ascii: "{"): return JSONValue(kind: .object(try parseObject()), position: start)
    case UInt8(ascii: "["): return JSONValue(kind: .array(try parseArray()), position: start)
    case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), position: start)
    case UInt8(ascii: "t"): try parseWord("true"); return JSONValue(kind: .bool(true), position: start)
    case UInt8(ascii: "f"): try parseWord("false"); return JSONValue(kind: .bool(false), position: start)
    case UInt8(ascii: "n"): try parseWord("null"); return JSONValue(kind: .null, position: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONValue(kind: .number(try parseNumber()), position: start)
    default: throw error("expected a value, found \(describeNext())",
      remedy: "write a number, a string in double quotes, an object, an array, true, false or null")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> [JSONValue.Member] {
    try enter("object")
    var members: [JSONValue.Member] = []
    advance()
    skipWhiteSpace()
    if peek() == UInt8(ascii: "}") {
      advance()
      openContainers.removeLast()
      return members
    }
    while true {
      skipWhiteSpace()
      let keyPosition = position
      guard let byte = peek() else { throw endOfFile(expecting: "a field name") }
      guard byte == UInt8(ascii: "\"") else {
        throw error("expected a field name in double quotes, found \(describeNext())",
          remedy: "quote the field name, and remove any comma before a closing brace")
      }
      let key = try parseString()
      skipWhiteSpace()
      guard peek() == UInt8(ascii: ":") else {
        if peek() == nil { throw endOfFile(expecting: "':'") }
        throw error("expected ':' after the field name \"\(key)\", found \(describeNext())",
          remedy: "separate each field name from its value with a colon")
      }
      advance()
      members.append(JSONValue.Member(key: key, keyPosition: keyPosition, value: try parseValue()))
      skipWhiteSpace()
      guard let next = peek() else { throw endOfFile(expecting: "',' or '}'") }
      advance()
      if next == UInt8(ascii: "}") { break }
      guard next == UInt8(ascii: ",") else {
        throw error("expected ',' or '}' after a field's value, found \(describe(next))",
          remedy: "separate fields with commas and close the object with '}'", back: 1)
      }
    }
    openContainers.removeLast()
    return members
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> [JSONValue] {
    try enter("array")
    var elements: [JSONValue] = []
    advance()
    skipWhiteSpace()
    if peek() == UInt8(ascii: "]") {
      advance()
      openContainers.removeLast()
      return elements
    }
    while true {
      elements.append(try parseValue())
      skipWhiteSpace()
      guard let next = peek() else { throw endOfFile(expecting: "',' or ']'") }
      advance()
      if next == UInt8(ascii: "]") { break }
      guard next == UInt8(ascii: ",") else {
        throw error("expected ',' or ']' after an array element, found \(describe(next))",
          remedy: "separate elements with commas and close the array with ']'", back: 1)
      }
    }
    openContainers.removeLast()
    return elements
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    let startPosition = position
    if peek() == UInt8(ascii: "-") { advance() }
    guard let first = peek(), isDigit(first) else { throw invalidNumber(from: start, at: startPosition) }
    advance()
    if first != UInt8(ascii: "0") { skipDigits() }
    if peek() == UInt8(ascii: ".") {
      advance()
      guard let digit = peek(), isDigit(digit) else { throw invalidNumber(from: start, at: startPosition) }
      skipDigits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      advance()
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
      guard let digit = peek(), isDigit(digit) else { throw invalidNumber(from: start, at: startPosition) }
      skipDigits()
    }
    if let next = peek(), isDigit(next) || next == UInt8(ascii: ".") { throw invalidNumber(from: start, at: startPosition) }
    return Double(String(decoding: bytes[start..<index], as: UTF8.self))!
  }

  private mutating func parseWord(_ word: String) throws(JSONSyntaxError) {
    let start = position
    let startIndex = index
    for expected in word.utf8 {
      guard peek() == expected else {
        throw JSONSyntaxError(position: start, problem: "expected a value, found \(describeWord(at: startIndex))",
          remedy: "write strings in double quotes; the only bare words are true, false and null")
      }
      advance()
    }
  }

  private mutating func enter(_ kind: String) throws(JSONSyntaxError) {
    guard openContainers.count < Self.maximumDepth else {
      throw error("arrays and objects nested more than \(Self.maximumDepth) deep", remedy: "flatten the data")
    }
    openContainers.append((kind, position))
  }

  /// The byte at the current position, if any.
  func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  /// Moves past the current byte, counting lines and columns.
  mutating func advance() {
    guard index < bytes.count else { return }
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  private mutating func skipWhiteSpace() {
    while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
  }

  private mutating func skipDigits() {
    while let byte = peek(), isDigit(byte) { advance() }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// An error at the current position (or `back` columns before it).
  func error(_ problem: String, remedy: String, back: Int = 0) -> JSONSyntaxError {
    JSONSyntaxError(position: TextPosition(line: line, column: column - back), problem: problem, remedy: remedy)
  }

  /// The error for text that ends where `expected` should be, naming the innermost open container.
  func endOfFile(expecting expected: String) -> JSONSyntaxError {
    let inside = openContainers.last.map { container in
      " inside the \(container.kind) that starts at line \(container.position.line), column \(container.position.column)"
    }
    return error("the text ends where \(expected) should be\(inside ?? "")",
      remedy: "the file looks truncated: restore its end or record the gesture again")
  }

  private mutating func invalidNumber(from start: Int, at startPosition: TextPosition) -> JSONSyntaxError {
    while let byte = peek(), isDigit(byte) || Array(".eE+-".utf8).contains(byte) {
      advance()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    return JSONSyntaxError(position: startPosition, problem: "invalid number \(text)",
      remedy: "write numbers like 12, -0.5 or 1.5e-3 (no leading zeros, a digit on both sides of the point)")
  }

  private func describeNext() -> String {
    guard let byte = peek() else { return "the end of the text" }
    return describe(byte)
  }

  /// The letters from `start` (at most 20), quoted.
  private func describeWord(at start: Int) -> String {
    var end = start
    while end < bytes.count, end - start < 20, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end] | 0x20) {
      end += 1
    }
    return "'\(String(decoding: bytes[start..<end], as: UTF8.self))'"
  }

  /// `byte` for a message: the character (quoted), or its code when it is not printable.
  func describe(_ byte: UInt8, quoted: Bool = true) -> String {
    let text = byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    return quoted ? "'\(text)'" : text
  }
}
