import Foundation

/// The folder a command writes into, checked to exist (created if missing) and to be writable
/// before any rendering starts.
///
/// A run writes into a hidden staging folder inside it and moves the files into place only when
/// every one was written (``publish()``); a run that fails part way removes the staging folder
/// and the folders it created (``discard()``), so that nothing half-written is left behind.
struct OutputFolder {
  /// The folder's path as given.
  let path: String
  /// The hidden folder inside ``path`` that files are written to until ``publish()``.
  let staging: String
  /// The option that named the folder, which the errors tell the user to change.
  let option: String
  /// The folders this run created, outermost first.
  private let created: [String]

  /// Creates the folder if needed and a staging folder in it, or throws a one-line
  /// ``CommandError`` that names `option` (the one that gave `path`) and leaves nothing behind.
  init(path: String, option: String = "--output") throws {
    guard !path.isEmpty else {
      throw CommandError(description: "\(option) names no folder — give a folder's path, like \(option) segue-out")
    }
    self.path = path
    self.option = option
    let shown = OneLineError.quoted(path)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw CommandError(
        description: "cannot write to '\(shown)': it is a file, not a folder — choose a folder with \(option)")
    }
    created = try Self.makeFolders(path, option: option)
    staging = (path as NSString).appendingPathComponent(".segue-partial-\(getpid())")
    guard mkdir(staging, 0o777) == 0 else {
      let reason = String(cString: strerror(errno))
      Self.remove(created)
      throw CommandError(description: "cannot write to '\(shown)': \(reason) — choose another folder with \(option)")
    }
  }

  /// The path `name` is written to during the run (inside the staging folder).
  func path(for name: String) -> String {
    (staging as NSString).appendingPathComponent(name)
  }

  /// The path `name` has once published.
  func publishedPath(for name: String) -> String {
    (path as NSString).appendingPathComponent(name)
  }

  /// Moves every staged file into the folder, replacing files of the same name, and removes the
  /// staging folder. Checks first that no folder stands where a file goes, so that it moves all
  /// or, barring a failure of the system itself, none.
  func publish() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: staging).sorted()
    for name in names {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: publishedPath(for: name), isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        throw CommandError(
          description:
            "cannot replace '\(OneLineError.quoted(publishedPath(for: name)))': it is a folder — move it away or choose another folder with \(option)"
        )
      }
    }
    for name in names where rename(path(for: name), publishedPath(for: name)) != 0 {
      throw CommandError(
        description:
          "cannot move '\(name)' into '\(OneLineError.quoted(path))': \(String(cString: strerror(errno))) — check the folder and run again"
      )
    }
    rmdir(staging)
  }

  /// Removes the staging folder with whatever it holds, and the folders this run created.
  func discard() {
    try? FileManager.default.removeItem(atPath: staging)
    Self.remove(created)
  }

  /// Creates `path` and any missing folders above it, one at a time; returns those it created,
  /// outermost first. Throws a one-line ``CommandError`` naming a file that stands in the way or
  /// what the system said, and `option` to change, after removing what it created.
  private static func makeFolders(_ path: String, option: String) throws -> [String] {
    var created: [String] = []
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix = (prefix as NSString).appendingPathComponent(String(component))
      var status = stat()
      if stat(prefix, &status) == 0 {
        if status.st_mode & S_IFMT == S_IFDIR { continue }
        remove(created)
        throw CommandError(
          description:
            "cannot create folder '\(OneLineError.quoted(path))': '\(OneLineError.quoted(prefix))' is a file, not a folder — choose another folder with \(option)"
        )
      }
      guard mkdir(prefix, 0o777) == 0 else {
        let code = errno
        // Another run made it since the check: a folder is what was wanted, and not this run's.
        if code == EEXIST, stat(prefix, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { continue }
        let reason = String(cString: strerror(code))
        remove(created)
        throw CommandError(
          description:
            "cannot create folder '\(OneLineError.quoted(path))': \(reason) — choose another folder with \(option)")
      }
      created.append(prefix)
    }
    return created
  }

  /// Removes the folders `folders`, innermost first, each only if empty: one that another run
  /// writes into as well keeps that run's files.
  private static func remove(_ folders: [String]) {
    for folder in folders.reversed() { rmdir(folder) }
  }
}
