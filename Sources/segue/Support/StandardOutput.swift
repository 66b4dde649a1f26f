import Foundation

/// Standard output, written with `write(2)` and checked: output that could not be written (a
/// full disk, a closed descriptor, a reader that went away) fails the command instead of passing
/// in silence, at the line that was lost.
enum StandardOutput {
  /// Writes `line` and a line break; throws a one-line ``DemoError`` if any of it was lost.
  static func writeLine(_ line: String) throws {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written >= 0 {
        offset += written
      } else if errno != EINTR {
        throw DemoError(description: "cannot write to standard output: \(String(cString: strerror(errno))) — check where it goes")
      }
    }
  }
}
