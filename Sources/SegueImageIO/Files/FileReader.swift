/// Reads whole files, turning every failure into an `ImageIOError`.
enum FileReader {
  /// The complete contents of the regular file at `path`.
  ///
  /// A missing file is `.fileNotFound`; a folder, a non-regular file or a read error is
  /// `.unreadable` with the system's reason.
  static func contents(of path: String) throws -> [UInt8] {
    let size: Int
    do {
      switch try Platform.kind(of: path) {
      case .file(let bytes):
        size = bytes
      case .folder:
        throw ImageIOError(
          kind: .unreadable, path: path, reason: "it is a folder, not a file", remedy: "pass the path of a PNG file")
      case .other:
        throw ImageIOError(
          kind: .unreadable, path: path, reason: "it is not a regular file", remedy: "pass the path of a PNG file")
      }
    } catch let failure as Platform.Failure {
      if failure.isNotFound { throw ImageIOError(kind: .fileNotFound, path: path, reason: "no such file") }
      throw ImageIOError(kind: .unreadable, path: path, reason: failure.message)
    }
    do {
      return try Platform.readAll(path, sizeHint: size)
    } catch {
      throw ImageIOError(kind: .unreadable, path: path, reason: error.message)
    }
  }
}
