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
    self.path = path
    do {
      (descriptor, temporaryPath) = try Platform.makeUniqueFile(template: "\(folder)/.\(name).XXXXXX")
    } catch {
      throw Self.unwritable(path, error)
    }
  }

  deinit { discard() }

  /// Appends `bytes` at the end of what was written.
  func write(_ bytes: [UInt8]) throws {
    do { try Platform.write(bytes, to: descriptor) } catch { throw Self.unwritable(path, error) }
  }

  /// Writes `bytes` over what was written from `offset` on (`pwrite`), leaving the end where it was.
  func write(_ bytes: [UInt8], at offset: Int) throws {
    do { try Platform.write(bytes, to: descriptor, at: offset) } catch { throw Self.unwritable(path, error) }
  }

  /// Flushes the file to disk, closes it and renames it onto ``path``; on failure removes it.
  func commit() throws {
    do {
      let closing = descriptor
      descriptor = -1
      try Platform.syncAndClose(closing)
      try Platform.rename(temporaryPath, onto: path)
      isSettled = true
    } catch {
      discard()
      throw Self.unwritable(path, error)
    }
  }

  /// Closes and removes the temporary file, unless it was committed.
  func discard() {
    guard !isSettled else { return }
    isSettled = true
    if descriptor >= 0 { Platform.close(descriptor) }
    descriptor = -1
    Platform.remove(temporaryPath)
  }

  /// The folder (`.` when there is none) and the last component of `path`.
  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  private static func unwritable(_ path: String, _ failure: Platform.Failure) -> ImageIOError {
    ImageIOError(kind: .unwritable, path: path, reason: failure.message)
  }
}
