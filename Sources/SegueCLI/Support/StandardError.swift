import Foundation

/// Standard error, written with `write(2)`: unlike FileHandle's `write(_:)`, which traps when
/// the stream cannot be written (a full disk, a closed descriptor), a lost line is dropped.
enum StandardError {
  /// Writes `line` and a line break.
  static func writeLine(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      guard written > 0 else { return }
      offset += written
    }
  }
}
