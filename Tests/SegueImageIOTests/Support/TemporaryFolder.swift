import Foundation

/// A fresh folder under the system temporary directory, removed with everything in it on deinit.
final class TemporaryFolder {
  /// The folder's absolute path.
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-imageio-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` inside the folder.
  func file(_ name: String) -> String { path + "/" + name }

  /// The names in the folder (including hidden ones), sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }
}
