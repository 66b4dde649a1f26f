import Foundation

/// Standard output, checked: output that could not be written (a full disk, a closed file)
/// fails the command instead of passing in silence.
enum StandardOutput {
  /// Flushes what `print` buffered; throws a one-line ``DemoError`` if any of it was lost.
  static func flush() throws {
    // Every stream: `stdout` itself is shared mutable state to Swift's concurrency checks.
    if fflush(nil) != 0 {
      throw DemoError(description: "cannot write to standard output: \(String(cString: strerror(errno))) — check where it goes")
    }
  }
}
