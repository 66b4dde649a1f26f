/// Writes files so that readers see either the old file or the complete new one, never a part.
public enum FileWriter {
  /// Writes `bytes` to `path` through a temporary file in the same folder that is flushed to disk
  /// and then renamed over the target.
  ///
  /// On any failure the temporary file is removed, the target is left as it was, and the error
  /// is `ImageIOError.unwritable` with the system's reason. The new file gets mode 0644; an
  /// existing file or symbolic link at `path` is replaced, an existing folder is not.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    let file = try AtomicFile(path: path)
    try file.write(bytes)
    try file.commit()
  }
}
