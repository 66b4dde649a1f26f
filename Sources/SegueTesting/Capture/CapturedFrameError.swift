/// Why bytes could not be read as a ``CapturedFrame``.
public enum CapturedFrameError: Error, Equatable, CustomStringConvertible {
  /// The bytes do not start with the archive's magic line.
  case notAnArchive
  /// The bytes end or hold an impossible value; `at` is the byte offset where reading failed.
  case malformed(String, at: Int)

  /// One line that says what is wrong.
  public var description: String {
    switch self {
    case .notAnArchive: "not a captured frame (it does not start with 'segue-captured-frame 1')"
    case .malformed(let what, let offset): "malformed captured frame at byte \(offset): \(what)"
    }
  }
}
