import Foundation

/// Standard output, written with `write(2)` and checked: output that could not be written (a
/// full disk, a closed descriptor, a reader that went away) fails the command instead of passing
/// in silence, at the line that was lost.
enum StandardOutput {
  /// Throws a one-line ``CommandError`` if standard output is closed, before the command opens a
  /// file that would take its descriptor and receive what is printed.
  static func checkOpen() throws {
    guard fcntl(STDOUT_FILENO, F_GETFD) != -1 else {
      throw CommandError(
        description: "cannot write to standard output: it is closed — send it somewhere, like >/dev/null or >segue.log")
    }
  }

  /// Writes `line` and a line break; throws a one-line ``CommandError`` if any of it was lost.
  static func writeLine(_ line: String) throws {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written >= 0 {
        offset += written
      } else if errno != EINTR {
        throw CommandError(
          description: "cannot write to standard output: \(String(cString: strerror(errno))) — check where it goes")
      }
    }
  }
}
