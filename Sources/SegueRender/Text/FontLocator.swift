import SegueMotion

/// Finds DejaVu Sans on this system and reports font problems through the diagnostics channel.
enum FontLocator {
  /// Where distributions install DejaVu Sans, tried in order before asking fontconfig.
  static let knownPaths = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
    "/usr/local/share/fonts/DejaVuSans.ttf",
  ]

  /// The domain of the renderer's diagnostics.
  static let domain = "render"

  /// The path of a readable DejaVuSans.ttf, or the error naming where it was looked for.
  static func dejaVuSans() -> Result<String, FontError> {
    if let path = knownPaths.first(where: Platform.isReadable) { return .success(path) }
    if let path = Platform.fontFile(matching: "DejaVu Sans"), path.hasSuffix("/DejaVuSans.ttf"),
      Platform.isReadable(path)
    {
      return .success(path)
    }
    return .failure(.notFound(searched: knownPaths))
  }

  /// Reports `error` through ``Diagnostics``, in the renderer's domain.
  static func report(_ error: FontError) {
    Diagnostics.report(Diagnostic(message: error.description, domain: domain, kind: "font"))
  }
}
