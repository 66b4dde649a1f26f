/// A failure to read, decode, encode or write an image, described in one line that says what is
/// wrong and what to do.
public struct ImageIOError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What went wrong, independent of the message text.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// The file to read does not exist.
    case fileNotFound
    /// The file exists but cannot be read as a file (a folder, a device, a read error).
    case unreadable
    /// The bytes were read but are not a valid (or supported) PNG image.
    case corrupt
    /// The output file cannot be created or replaced.
    case unwritable
    /// The caller passed something the operation cannot work with (an empty image, a wrong size).
    case invalidArgument
  }

  /// What went wrong.
  public let kind: Kind
  /// The file the operation was about, `"<memory>"` for in-memory data, or `""` when there is none.
  public let path: String
  /// Why it failed, for example `strerror` text or libpng's message.
  public let reason: String
  /// What the user can do about it.
  public let remedy: String

  /// Creates an error; `remedy` defaults to the usual advice for `kind`.
  public init(kind: Kind, path: String, reason: String, remedy: String? = nil) {
    self.kind = kind
    self.path = path
    self.reason = reason
    self.remedy = remedy ?? Self.defaultRemedy(for: kind)
  }

  /// The one-line message, e.g. `cannot read 'x.png': no such file — check the path`.
  ///
  /// Line breaks inside `path`, `reason` or `remedy` are replaced by spaces, so the message is
  /// always a single line.
  public var description: String {
    let path = Self.singleLine(self.path)
    let reason = Self.singleLine(self.reason)
    let remedy = Self.singleLine(self.remedy)
    switch kind {
    case .fileNotFound, .unreadable:
      return "cannot read '\(path)': \(reason) — \(remedy)"
    case .corrupt:
      return "'\(path)' is not a valid PNG image (\(reason)) — \(remedy)"
    case .unwritable:
      return "cannot write '\(path)': \(reason) — \(remedy)"
    case .invalidArgument:
      return path.isEmpty ? "\(reason) — \(remedy)" : "cannot write '\(path)': \(reason) — \(remedy)"
    }
  }

  private static func defaultRemedy(for kind: Kind) -> String {
    switch kind {
    case .fileNotFound: "check the path"
    case .unreadable: "check that the path names a readable file"
    case .corrupt: "re-export it as PNG"
    case .unwritable: "choose a folder you can write to (--output)"
    case .invalidArgument: "check the arguments"
    }
  }

  private static func singleLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
