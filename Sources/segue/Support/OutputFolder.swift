import Foundation

/// The folder the demo writes into, checked to exist (created if missing) and to be writable
/// before any rendering starts.
struct OutputFolder {
  /// The folder's path as given.
  let path: String

  /// Creates the folder if needed and proves it writable with a probe file, or throws a
  /// one-line ``DemoError``.
  init(path: String) throws {
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
        throw DemoError(description: "cannot create folder '\(path)': \(Self.reason(error)) — choose another folder with --output")
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

  private static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let code = Int32(exactly: underlying.code), underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(code))
    }
    return nsError.localizedDescription
  }
}
