import Foundation

/// The one file a command writes, checked before any rendering starts; the file itself is
/// written atomically (under a temporary name, renamed into place once whole).
enum OutputFile {
  /// Throws a one-line ``CommandError`` with exit status 2 unless `path` names a file that can
  /// be written: not empty, not a folder, in a folder that exists and can be written.
  static func check(_ path: String) throws {
    guard !path.isEmpty else {
      throw CommandError(
        description: "--output names no file — give a file's path, like --output transition.png",
        exitStatus: ExitStatus.badInput)
    }
    let shown = OneLineError.quoted(path)
    var isDirectory: ObjCBool = false
    if path.hasSuffix("/")
      || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    {
      throw CommandError(
        description: "cannot write to '\(shown)': it is a folder — give a file's path with --output",
        exitStatus: ExitStatus.badInput)
    }
    let parent = (path as NSString).deletingLastPathComponent
    let folder = parent.isEmpty ? "." : parent
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
      access(folder, W_OK) == 0
    else {
      throw CommandError(
        description:
          "cannot write '\(shown)': the folder '\(OneLineError.quoted(folder))' does not exist or cannot be written — choose another --output",
        exitStatus: ExitStatus.badInput)
    }
  }
}
