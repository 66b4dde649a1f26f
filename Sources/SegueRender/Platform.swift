import CFontconfig
import Glibc

/// SegueRender's one seam to the operating system: whether a file can be read, and which font
/// file fontconfig picks for a family. Every other file of the module is plain Swift over
/// FreeType.
enum Platform {
  /// Whether the file at `path` exists and this process may read it.
  static func isReadable(_ path: String) -> Bool {
    access(path, R_OK) == 0
  }

  /// The file fontconfig matches for `family` (which may be a substitute family's), or `nil`
  /// when fontconfig has no configuration or no match; asked through the library, not a
  /// process.
  static func fontFile(matching family: String) -> String? {
    guard let config = FcInitLoadConfigAndFonts() else { return nil }
    defer { FcConfigDestroy(config) }
    guard let pattern = FcNameParse(family) else { return nil }
    defer { FcPatternDestroy(pattern) }
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let match = FcFontMatch(config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(match) }
    var file: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
    return String(cString: file)
  }
}
