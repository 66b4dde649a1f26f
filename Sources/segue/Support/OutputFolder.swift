import Foundation

/// The folder the demo writes into, checked to exist (created if missing) and to be writable
/// before any rendering starts.
struct OutputFolder {
  /// The folder's path as given.
  let path: String

  /// Creates the folder if needed and proves it writable with a probe file, or throws a
  /// one-line ``DemoError``.
  init(path: String) throws {
    guard !path.isEmpty else {
      throw DemoError(description: "--output names no folder — give a folder's path, like --output segue-out")
    }
    self.path = path
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw DemoError(description: "cannot write to '\(path)': it is a file, not a folder — choose a folder with --output")
      }
    } else {
      do {
        try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw DemoError(
          description: "cannot create folder '\(path)': \(Self.reason(creating: path, error)) — choose another folder with --output")
      }
    }
    let probe = (path as NSString).appendingPathComponent(".segue-write-probe-\(getpid())")
    guard manager.createFile(atPath: probe, contents: Data()) else {
      throw DemoError(description: "cannot write to '\(path)': \(String(cString: strerror(errno))) — choose another folder with --output")
    }
    try? manager.removeItem(atPath: probe)
  }

  /// The path of `name` inside the folder.
  func path(for name: String) -> String {
    (path as NSString).appendingPathComponent(name)
  }

  /// Why `path` could not be created: the file standing where it or one of its folders should
  /// be, else what the system said.
  private static func reason(creating path: String, _ error: Error) -> String {
    var ancestor = (path as NSString).standardizingPath
    var isDirectory: ObjCBool = false
    while !ancestor.isEmpty, ancestor != "/" {
      if FileManager.default.fileExists(atPath: ancestor, isDirectory: &isDirectory) {
        if !isDirectory.boolValue { return "'\(ancestor)' is a file, not a folder" }
        break
      }
      ancestor = (ancestor as NSString).deletingLastPathComponent
    }
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let code = Int32(exactly: underlying.code), underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(code))
    }
    return nsError.localizedDescription
  }
}
