import Glibc

/// Text for POSIX `errno` values.
enum SystemError {
  /// The `strerror` text for `code`, e.g. "Permission denied".
  static func message(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
