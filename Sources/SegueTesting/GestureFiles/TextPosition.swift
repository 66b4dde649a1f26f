/// Where something is in a text: 1-based line and column (columns count Unicode scalars).
struct TextPosition: Sendable, Hashable {
  /// The line, from 1.
  var line: Int
  /// The column, from 1.
  var column: Int

  /// The position of the byte at `offset` in the UTF-8 `text` (just past its end when `offset`
  /// is its length).
  init(ofByte offset: Int, in text: some Sequence<UInt8>) {
    line = 1
    column = 1
    for byte in text.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
  }
}
