extension JSONParser {
  /// The characters of the one-letter escapes, by the letter after the backslash.
  static let escapes: [UInt8: Unicode.Scalar] = [
    UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{8}",
    UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
  ]

  /// Parses a string starting at its opening quote: escapes decoded, surrogate pairs joined,
  /// a lone surrogate read as U+FFFD.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    openContainers.append(("string", position))
    advance()
    var scalars = String.UnicodeScalarView()
    var pendingHigh: UInt32?
    var utf8: [UInt8] = []
    func flush() {
      guard !utf8.isEmpty else { return }
      if pendingHigh != nil { scalars.append("\u{FFFD}") }
      pendingHigh = nil
      scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
      utf8.removeAll()
    }
    while true {
      guard let byte = peek() else { throw endOfFile(expecting: "'\"'") }
      if byte == UInt8(ascii: "\"") {
        advance()
        break
      }
      if byte < 0x20 {
        throw error("a control character (code \(byte)) inside a string",
          remedy: "write line breaks and tabs in strings as \\n and \\t")
      }
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        advance()
        continue
      }
      flush()
      advance()
      guard let escape = peek() else { throw endOfFile(expecting: "an escape character") }
      advance()
      if let scalar = Self.escapes[escape] {
        if pendingHigh != nil { scalars.append("\u{FFFD}") }
        pendingHigh = nil
        scalars.append(scalar)
        continue
      }
      guard escape == UInt8(ascii: "u") else {
        throw error("unknown escape \\\(describe(escape, quoted: false)) in a string",
          remedy: "use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u and four hex digits", back: 2)
      }
      let code = try parseHexQuad()
      if let high = pendingHigh {
        pendingHigh = nil
        if (0xDC00...0xDFFF).contains(code) {
          scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))!)
          continue
        }
        scalars.append("\u{FFFD}")
      }
      if (0xD800...0xDBFF).contains(code) {
        pendingHigh = code
      } else {
        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
      }
    }
    flush()
    if pendingHigh != nil { scalars.append("\u{FFFD}") }
    openContainers.removeLast()
    return String(scalars)
  }

  private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek() else { throw endOfFile(expecting: "four hexadecimal digits") }
      guard let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
        throw error("expected a hexadecimal digit in a \\u escape, found \(describe(byte))",
          remedy: "write \\u followed by exactly four hexadecimal digits")
      }
      code = code * 16 + digit
      advance()
    }
    return code
  }
}
