import Glibc

/// SegueImageIO's one seam to the operating system: the POSIX calls behind reading whole files
/// and writing them atomically, in Swift types. Every other file of the module is plain Swift.
enum Platform {
  /// A system call that failed, with its `errno`.
  struct Failure: Error {
    /// The `errno` value.
    let code: Int32

    /// The system's text for the failure, e.g. "Permission denied".
    var message: String { String(cString: strerror(code)) }

    /// Whether the path or one of its folders does not exist.
    var isNotFound: Bool { code == ENOENT || code == ENOTDIR }

    /// The failure of the call that just returned an error.
    static var last: Failure { Failure(code: errno) }
  }

  /// What is at a path.
  enum Kind {
    /// A regular file of `size` bytes.
    case file(size: Int)
    /// A folder.
    case folder
    /// Anything else: a device, a socket, a pipe.
    case other
  }

  /// What is at `path`, following symbolic links.
  static func kind(of path: String) throws(Failure) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else { throw .last }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file(size: Int(status.st_size))
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  /// The bytes of the file at `path`, read to its end; `sizeHint` reserves room.
  static func readAll(_ path: String, sizeHint: Int) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .last }
    defer { Glibc.close(descriptor) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(sizeHint)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes.append(contentsOf: chunk[0..<count])
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        throw .last
      }
    }
  }

  /// Creates a new file, mode 0644, named after `template` (whose last six characters are
  /// `XXXXXX`, replaced to make the name unique), open for writing; returns its descriptor and
  /// its name.
  static func makeUniqueFile(template: String) throws(Failure) -> (descriptor: Int32, path: String) {
    var name = Array(template.utf8CString)
    let descriptor = name.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw .last }
    let path = name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    guard fchmod(descriptor, 0o644) == 0 else {
      let failure = Failure.last
      close(descriptor)
      unlink(path)
      throw failure
    }
    return (descriptor, path)
  }

  /// Writes all of `bytes` to `descriptor`, at its end, or from `offset` on (`pwrite`, which
  /// leaves the end where it was); retries after interruptions.
  static func write(_ bytes: [UInt8], to descriptor: Int32, at offset: Int? = nil) throws(Failure) {
    guard descriptor >= 0 else { throw Failure(code: EBADF) }
    var position = offset
    let failure: Failure? = bytes.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let start = buffer.baseAddress! + done
        let count =
          if let current = position {
            pwrite(descriptor, start, buffer.count - done, off_t(current))
          } else {
            Glibc.write(descriptor, start, buffer.count - done)
          }
        if count >= 0 {
          done += count
          position = position.map { $0 + count }
        } else if errno != EINTR {
          return .last
        }
      }
      return nil
    }
    if let failure { throw failure }
  }

  /// Flushes `descriptor`'s file to disk and closes it (closed even when the flush fails).
  static func syncAndClose(_ descriptor: Int32) throws(Failure) {
    let synced = fsync(descriptor) == 0 ? nil : Failure.last
    let closed = Glibc.close(descriptor) == 0 ? nil : Failure.last
    if let failure = synced ?? closed { throw failure }
  }

  /// Closes `descriptor`, ignoring failures (the file is being abandoned).
  static func close(_ descriptor: Int32) {
    _ = Glibc.close(descriptor)
  }

  /// Renames `source` onto `target`, replacing a file (not a folder) there.
  static func rename(_ source: String, onto target: String) throws(Failure) {
    guard Glibc.rename(source, target) == 0 else { throw .last }
  }

  /// Removes the file at `path`, ignoring failures.
  static func remove(_ path: String) {
    _ = unlink(path)
  }
}
