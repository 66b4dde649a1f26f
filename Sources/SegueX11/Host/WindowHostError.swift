/// Why a ``WindowHost`` could not open its window.
public enum WindowHostError: Error, Equatable, CustomStringConvertible {
  /// No X display could be reached (`DISPLAY` unset or its server not answering).
  case noDisplay(String?)
  /// The server refused the window or its image.
  case windowRefused(String)

  /// A one-line description that says what to do.
  public var description: String {
    switch self {
    case .noDisplay(let name?):
      "cannot open the X display '\(name)'; set DISPLAY to a running X server, or run without --window"
    case .noDisplay(nil):
      "no X display: set DISPLAY, or run without --window"
    case .windowRefused(let reason):
      "the X server refused the window (\(reason)); try another display, or run without --window"
    }
  }
}
