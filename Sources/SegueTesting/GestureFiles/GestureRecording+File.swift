import Foundation
import SegueUI

/// Gesture files: a recording's `Codable` form as JSON, read with Foundation's `JSONDecoder` and
/// written with its `JSONEncoder` (pretty-printed, keys sorted: the same recording always gives
/// the same bytes).
///
/// Files are read and written here, at the edge, in the test kit that replays recorded gestures
/// in tests: file formats do not belong in the UIKit analogue, so SegueUI keeps the recording as
/// a value with its recorder and player and needs no Foundation for gestures.
extension GestureRecording {
  /// Reads the gesture file at `path`.
  ///
  /// Throws a ``GestureFileError`` naming the first problem: a missing or unreadable file; text
  /// that is not JSON (with its line and column); a missing, unknown or mistyped field, an
  /// unknown phase, times going backwards or a finger that moves before it began (with the
  /// sample and field).
  public static func load(from path: String) throws(GestureFileError) -> GestureRecording {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw GestureFileError(
        source: path, at: nil, problem: "no such file", remedy: "check the path of the gesture file")
    }
    guard !isFolder.boolValue else {
      throw GestureFileError(
        source: path, at: nil, problem: "this is a folder, not a gesture file",
        remedy: "give the path of a .json gesture file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw GestureFileError(source: path, at: nil, problem: "the file cannot be read", remedy: "check its permissions")
    }
    return try load(from: data, source: path)
  }

  /// Reads the gesture file at `url`, a file URL (see ``load(from:)-(String)``).
  ///
  /// Throws a ``GestureFileError`` as ``load(from:)-(String)`` does, and for a URL that is not a
  /// file's.
  public static func load(contentsOf url: URL) throws(GestureFileError) -> GestureRecording {
    guard url.isFileURL else {
      throw GestureFileError(
        source: url.absoluteString, at: nil, problem: "this is not a file URL",
        remedy: "give a file URL, such as URL(fileURLWithPath: path)")
    }
    return try load(from: url.path)
  }

  /// Reads a gesture file's contents; `source` names them in errors.
  ///
  /// Throws a ``GestureFileError`` as ``load(from:)-(String)`` does.
  public static func load(from data: Data, source: String = "gesture data") throws(GestureFileError) -> GestureRecording
  {
    do {
      return try JSONDecoder().decode(GestureRecording.self, from: data)
    } catch {
      throw GestureFileError(source: source, decoding: data, failure: error)
    }
  }

  /// The recording as a gesture file's contents.
  ///
  /// Throws a ``GestureFileError`` naming the sample and field when the samples break the
  /// format's rules (a non-finite number, times going backwards, a finger that moves before it
  /// began), so that no unreadable file is written.
  public func jsonData() throws(GestureFileError) -> Data {
    try jsonData(source: "gesture recording")
  }

  /// Writes the recording as a gesture file at `path`, replacing the file atomically (a failed
  /// write leaves no partial file).
  ///
  /// Throws a ``GestureFileError`` when the samples break the format's rules (see
  /// ``jsonData()``) or the file cannot be written.
  public func write(to path: String) throws(GestureFileError) {
    let data = try jsonData(source: path)
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw GestureFileError(
        source: path, at: nil, problem: "the file cannot be written (\(error.localizedDescription))",
        remedy: "check that the folder exists and is writable")
    }
  }

  private func jsonData(source: String) throws(GestureFileError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      return try encoder.encode(self) + Data("\n".utf8)
    } catch {
      throw GestureFileError(source: source, encoding: error)
    }
  }
}
