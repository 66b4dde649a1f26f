import Glibc

/// Reads whole files with POSIX calls, turning every failure into an `ImageIOError`.
enum FileReader {
  /// The complete contents of the regular file at `path`.
  ///
  /// A missing file is `.fileNotFound`; a folder, a non-regular file or a read error is
  /// `.unreadable` with the system's reason.
  static func contents(of path: String) throws -> [UInt8] {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR {
        throw ImageIOError(kind: .fileNotFound, path: path, reason: "no such file")
      }
      throw ImageIOError(kind: .unreadable, path: path, reason: SystemError.message(code))
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      break
    case S_IFDIR:
      throw ImageIOError(
        kind: .unreadable, path: path, reason: "it is a folder, not a file",
        remedy: "pass the path of a PNG file")
    default:
      throw ImageIOError(
        kind: .unreadable, path: path, reason: "it is not a regular file",
        remedy: "pass the path of a PNG file")
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw ImageIOError(kind: .unreadable, path: path, reason: SystemError.message(errno))
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes.append(contentsOf: chunk[0..<count])
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        throw ImageIOError(kind: .unreadable, path: path, reason: SystemError.message(errno))
      }
    }
  }
}
