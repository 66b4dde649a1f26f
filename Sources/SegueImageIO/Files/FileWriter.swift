import Glibc

/// Writes files so that readers see either the old file or the complete new one, never a part.
public enum FileWriter {
  /// Writes `bytes` to `path` through a temporary file in the same folder that is flushed to disk
  /// and then renamed over the target.
  ///
  /// On any failure the temporary file is removed, the target is left as it was, and the error
  /// is `ImageIOError.unwritable` with the system's reason. The new file gets mode 0644; an
  /// existing file or symbolic link at `path` is replaced, an existing folder is not.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    let (folder, name) = split(path)
    guard !name.isEmpty else {
      throw ImageIOError(
        kind: .unwritable, path: path, reason: "the path names a folder, not a file",
        remedy: "add a file name to the path")
    }
    var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw unwritable(path, errno) }
    let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var isOpen = true
    do {
      guard fchmod(descriptor, 0o644) == 0 else { throw unwritable(path, errno) }
      try writeAll(bytes, to: descriptor, path: path)
      guard fsync(descriptor) == 0 else { throw unwritable(path, errno) }
      isOpen = false
      guard close(descriptor) == 0 else { throw unwritable(path, errno) }
      guard rename(temporaryPath, path) == 0 else { throw unwritable(path, errno) }
    } catch {
      if isOpen { close(descriptor) }
      unlink(temporaryPath)
      throw error
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if count >= 0 {
        written += count
      } else if errno != EINTR {
        throw unwritable(path, errno)
      }
    }
  }

  /// The folder (`.` when there is none) and the last component of `path`.
  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  private static func unwritable(_ path: String, _ code: Int32) -> ImageIOError {
    ImageIOError(kind: .unwritable, path: path, reason: SystemError.message(code))
  }
}
