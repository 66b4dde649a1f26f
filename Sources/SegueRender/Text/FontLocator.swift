import Glibc

/// Finds DejaVu Sans on this system and reports font problems: the one place the renderer
/// talks to the operating system (file access, fontconfig's `fc-match`, standard error).
enum FontLocator {
  /// Where distributions install DejaVu Sans, tried in order before asking fontconfig.
  static let knownPaths = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
    "/usr/local/share/fonts/DejaVuSans.ttf",
  ]

  /// The path of a readable DejaVuSans.ttf, or the error naming where it was looked for.
  static func dejaVuSans() -> Result<String, FontError> {
    if let path = knownPaths.first(where: isReadable) { return .success(path) }
    if let path = askFontconfig(), path.hasSuffix("/DejaVuSans.ttf"), isReadable(path) { return .success(path) }
    return .failure(.notFound(searched: knownPaths))
  }

  /// Writes `message` as one line to standard error.
  static func warn(_ message: String) {
    let line = Array("segue: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  private static func isReadable(_ path: String) -> Bool {
    access(path, R_OK) == 0
  }

  /// The file fontconfig picks for "DejaVu Sans" (which may be a substitute), or `nil`.
  private static func askFontconfig() -> String? {
    guard let pipe = popen("fc-match -f '%{file}' 'DejaVu Sans' 2>/dev/null", "r") else { return nil }
    defer { pclose(pipe) }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 512)
    while true {
      let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, pipe) }
      if count <= 0 { break }
      output.append(contentsOf: buffer[0..<count])
    }
    let path = String(decoding: output, as: UTF8.self)
    return path.isEmpty ? nil : path
  }
}
