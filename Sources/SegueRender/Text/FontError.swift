/// Why the font for text layers could not be loaded; its description is one line saying what
/// is wrong and what to do.
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
  /// DejaVu Sans was found neither at the usual paths nor through fontconfig.
  case notFound(searched: [String])
  /// The font file exists but FreeType could not open it.
  case cannotOpen(path: String, freeTypeError: Int32)

  /// One line: the problem and the fix.
  public var description: String {
    switch self {
    case .notFound(let searched):
      "font DejaVu Sans not found (looked at \(searched.joined(separator: ", ")) and asked fc-match); "
        + "text layers draw no text until fonts-dejavu-core is installed (scripts/install-dependencies)"
    case .cannotOpen(let path, let code):
      "cannot open font \(path) (FreeType error \(code)); "
        + "text layers draw no text until fonts-dejavu-core is reinstalled (scripts/install-dependencies)"
    }
  }
}
