import Glibc

/// A file written under a hidden temporary name beside its path (`.NAME.XXXXXX`) and renamed
/// onto the path only by ``commit()``, so that readers see the old file or the whole new one.
///
/// Released without a successful ``commit()``, the temporary file is closed and removed. Every
/// failure is `ImageIOError.unwritable` naming ``path``, with the system's reason.
final class AtomicFile {
  /// Where the file appears once committed.
  let path: String
  /// The temporary file written until ``commit()``.
  private let temporaryPath: String
  /// The temporary file's descriptor, -1 once closed.
  private var descriptor: Int32
  /// Whether the file was committed or discarded, after which nothing is left to remove.
  private var isSettled = false

  /// Creates the temporary file, mode 0644, in `path`'s folder.
  init(path: String) throws {
    let (folder, name) = Self.split(path)
    guard !name.isEmpty else {
      throw ImageIOError(
        kind: .unwritable, path: path, reason: "the path names a folder, not a file",
        remedy: "add a file name to the path")
    }
    var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw Self.unwritable(path, errno) }
    self.path = path
    self.descriptor = descriptor
    temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    guard fchmod(descriptor, 0o644) == 0 else { throw Self.unwritable(path, errno) }
  }

  deinit { discard() }

  /// Appends `bytes` at the end of what was written.
  func write(_ bytes: [UInt8]) throws {
    try write(bytes) { Glibc.write(descriptor, $0, $1) }
  }

  /// Writes `bytes` over what was written from `offset` on (`pwrite`), leaving the end where it was.
  func write(_ bytes: [UInt8], at offset: Int) throws {
    var position = offset
    try write(bytes) { start, count in
      let written = pwrite(descriptor, start, count, off_t(position))
      if written > 0 { position += written }
      return written
    }
  }

  /// Flushes the file to disk, closes it and renames it onto ``path``; on failure removes it.
  func commit() throws {
    do {
      guard fsync(descriptor) == 0 else { throw Self.unwritable(path, errno) }
      let closed = close(descriptor)
      descriptor = -1
      guard closed == 0 else { throw Self.unwritable(path, errno) }
      guard rename(temporaryPath, path) == 0 else { throw Self.unwritable(path, errno) }
      isSettled = true
    } catch {
      discard()
      throw error
    }
  }

  /// Closes and removes the temporary file, unless it was committed.
  func discard() {
    guard !isSettled else { return }
    isSettled = true
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    unlink(temporaryPath)
  }

  /// Writes all of `bytes` with `system`, which writes part of a buffer and returns how much
  /// (or -1 with `errno`); retries after `EINTR`.
  private func write(_ bytes: [UInt8], with system: (UnsafeRawPointer, Int) -> Int) throws {
    guard descriptor >= 0 else { throw Self.unwritable(path, EBADF) }
    try bytes.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let count = system(buffer.baseAddress! + done, buffer.count - done)
        if count >= 0 {
          done += count
        } else if errno != EINTR {
          throw Self.unwritable(path, errno)
        }
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
